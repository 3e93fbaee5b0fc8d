import ArgumentParser
import Permit
import PermitLocalization

/// `permit lint PATH...`: every defect in the localization files at or below the paths, and across their
/// languages.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report every defect in .strings, .stringsdict and .xcstrings files, within and across languages.",
        discussion: """
            Paths are bundle roots (folders of <localization>.lproj and .xcstrings, searched recursively), .lproj \
            folders or single files. Each localization is compared with the base: --base, else the String \
            Catalogs' source language, else en, else Base. Exits 0 when no error was found, 1 when one was, 2 for \
            usage errors.
            """
    )

    /// The key sets `--schema` can require.
    enum Schema: String, ExpressibleByArgument, CaseIterable {
        /// Every Permit/JYAuthorization key for every service and case, in the `Permit` table.
        case permit
    }

    @Argument(help: "Bundle roots, .lproj folders or files to check.")
    var paths: [String]

    @Option(help: "The localization the others are compared with.")
    var base: String?

    @Option(name: .customLong("disable"), help: "A rule id to leave out (repeatable).")
    var disabledRules: [String] = []

    @Option(help: "Require every key of a schema in every localization: permit.")
    var schema: Schema?

    @OptionGroup var report: ReportOptions

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one file or folder to check") }
        let known = Set(Linter.rules.map(\.id))
        for rule in disabledRules where !known.contains(rule) {
            throw ValidationError("unknown rule '\(rule)'. Rules: \(known.sorted().joined(separator: ", "))")
        }
    }

    func run() throws {
        var options = LintOptions(base: base, disabledRules: Set(disabledRules))
        if schema == .permit { options.requiredKeys = ["Permit": PermitTexts.schemaKeys] }
        let lintReport: LintReport
        do {
            lintReport = try Linter.lint(paths: paths, options: options)
        } catch {
            throw ValidationError(error.description)
        }
        try report.emit(lintReport, rules: Linter.rules)
    }
}
