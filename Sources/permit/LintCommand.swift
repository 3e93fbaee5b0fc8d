import ArgumentParser
import PermitLocalization

/// `permit lint PATH...`: every defect in the localization files at or below the paths.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report every defect in .strings, .stringsdict and .xcstrings files.",
        discussion: """
            Prints one line per defect in the compiler style, file:line:column: error|warning: message [rule-id], \
            then a summary on standard error. Exits 0 when no error was found, 1 when one was, 2 for usage errors.
            """
    )

    @Argument(help: "Files or folders (searched recursively) to check.")
    var paths: [String]

    @Flag(help: "Count warnings as errors for the exit code.")
    var warningsAsErrors = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one file or folder to check") }
        do {
            _ = try LocalizationFileSearch.files(at: paths)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let files = try LocalizationFileSearch.files(at: paths)
        var errors = 0
        var warnings = 0
        for path in files {
            for diagnostic in LocalizationFileCheck.diagnostics(forFileAt: path) {
                print(diagnostic)
                switch diagnostic.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: break
                }
            }
        }
        printToStandardError(
            "\(files.count) \(files.count == 1 ? "file" : "files") checked: \(errors) \(errors == 1 ? "error" : "errors"), "
                + "\(warnings) \(warnings == 1 ? "warning" : "warnings")")
        if errors > 0 || (warningsAsErrors && warnings > 0) { throw ExitCode.defectsFound }
    }
}
