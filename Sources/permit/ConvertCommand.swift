import ArgumentParser
import Foundation
import PermitLint
import PermitLocalization

/// `permit convert FILE --to strings|json`: a strings table in another form.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a .strings file (text, XML or binary plist) to canonical .strings text or JSON.",
        discussion: """
            The table is the one Permit reads: every well-formed entry, duplicates resolved as Apple resolves them \
            (the last wins). With --apple-runtime it is exactly what Apple's runtime loads instead: nothing when it \
            rejects the file, only the entries before the point where it silently stops. Defects are reported on \
            standard error; the exit code is 1 when any is an error, and the output is written all the same.
            """
    )

    /// The output forms.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case strings, json
    }

    @Argument(help: "The .strings file to convert.")
    var file: String

    @Option(help: "The output form: strings (canonical UTF-8 text) or json (a key-to-value object).")
    var to: OutputFormat

    @Option(name: [.customShort("o"), .long], help: "Write here instead of standard output.")
    var output: String?

    @Flag(help: "Convert exactly what Apple's runtime loads from the file.")
    var appleRuntime = false

    func validate() throws {
        guard FileManager.default.fileExists(atPath: file) else { throw ValidationError("no such file: \(file)") }
        guard LocalizationFileKind(path: file) == .strings else {
            throw ValidationError("convert reads .strings files; \(file) is not one")
        }
    }

    func run() throws {
        let bytes: [UInt8]
        do {
            bytes = try LocalizationFileSearch.contents(of: file)
        } catch {
            throw ValidationError("\(file): \(error)")
        }
        let strings = StringsFile(bytes: bytes, path: file)
        for diagnostic in strings.diagnostics { printToStandardError(diagnostic.description) }

        let table = appleRuntime ? strings.appleRuntimeTable : strings.table
        let text: String
        switch to {
        case .strings:
            let entries = strings.resolvedEntries.filter { table[$0.key] == $0.value }
            text = StringsWriter.text(for: entries)
        case .json:
            text = try prettyJSON(table) + "\n"
        }
        if let output {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } else {
            print(text, terminator: "")
        }
        if strings.hasErrors { throw ExitCode.defectsFound }
    }
}
