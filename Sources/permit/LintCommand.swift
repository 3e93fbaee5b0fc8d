import ArgumentParser
import Foundation
import Permit
import PermitLint
import PermitLocalization

/// `permit lint PATH...`: every defect in the localization files at or below the paths, and across their
/// languages.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report every defect in .strings, .stringsdict and .xcstrings files, within and across languages.",
        discussion: """
            Paths are bundle roots (folders of <localization>.lproj and .xcstrings, searched recursively), .lproj \
            folders or single files. The app's projects found below them (.xcodeproj, XcodeGen's project.yml, \
            Package.swift, Tuist's Project.swift) or named with --project say which files ship; files no product target copies are left \
            out. Each localization is compared with the base: --base, else the String Catalogs' source language, \
            else the project's development region, else en, else Base. Exits 0 when no error was found, 1 when \
            one was, 2 for usage errors.
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

    @Option(
        name: .customLong("project"),
        help: ArgumentHelp(
            "An app project to read besides those below the paths: an .xcodeproj, a project.yml, a Package.swift, a Tuist Project.swift, or a folder holding them (repeatable).",
            valueName: "path"))
    var projects: [String] = []

    @Option(name: .customLong("disable"), help: "A rule id to leave out (repeatable).")
    var disabledRules: [String] = []

    @Option(
        name: .customLong("enable"),
        help: ArgumentHelp(
            "A rule that is off by default to apply (repeatable): "
                + Linter.rules.filter { !$0.isEnabledByDefault }.map(\.id).joined(separator: ", ") + "."))
    var enabledRules: [String] = []

    @Option(help: "Require every key of a schema in every localization: permit.")
    var schema: Schema?

    @Option(
        name: .customLong("severity"),
        help: "RULE=error|warning|off: report a rule at another severity, or not at all (repeatable).")
    var severityOverrides: [String] = []

    @Option(help: "Fail (exit 1) when a localization translates less than this percent of the base's keys.")
    var minCoverage: Double?

    @Option(help: "Leave out the findings this baseline file accepts (written with --write-baseline).")
    var baseline: String?

    @Option(help: "Write every finding to this baseline file, to accept them.")
    var writeBaseline: String?

    @Option(
        name: .customLong("changed-since"),
        help: ArgumentHelp(
            "Report only findings on lines changed since this git reference (a branch, tag or commit), and in new files.",
            valueName: "git-ref"))
    var changedSince: String?

    @Option(
        name: .customLong("cache-path"),
        help: ArgumentHelp(
            "Where to keep what the lint read from the app's Swift files, so that unchanged files are not parsed again (default: permit in the user's caches folder).",
            valueName: "folder"))
    var cachePath: String?

    @Flag(name: .customLong("no-cache"), help: "Read every Swift file afresh and keep nothing.")
    var noCache = false

    @OptionGroup var report: ReportOptions

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one file or folder to check") }
        let known = Set(Linter.rules.map(\.id))
        for rule in disabledRules + enabledRules + Array(try severities().keys) where !known.contains(rule) {
            throw ValidationError("unknown rule '\(rule)'. Rules: \(known.sorted().joined(separator: ", "))")
        }
        if noCache, cachePath != nil {
            throw ValidationError("--no-cache keeps nothing; it cannot be used with --cache-path")
        }
        if changedSince != nil, writeBaseline != nil {
            throw ValidationError("--write-baseline accepts every finding; it cannot be used with --changed-since")
        }
        for project in projects where !FileManager.default.fileExists(atPath: project) {
            throw ValidationError("--project \(project): no such file or folder")
        }
        if let minCoverage, !(0...100).contains(minCoverage) {
            throw ValidationError("--min-coverage takes a percent from 0 to 100, not \(minCoverage)")
        }
    }

    /// `path` when it is a folder, else the folder holding it: where git is asked about the change.
    private static func folder(of path: String) -> String {
        isFolder(path) ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// The `--severity` options: a severity per rule id, `nil` for `off`.
    private func severities() throws -> [String: DiagnosticSeverity?] {
        var severities: [String: DiagnosticSeverity?] = [:]
        for option in severityOverrides {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ValidationError("--severity takes RULE=error|warning|off, not '\(option)'")
            }
            switch parts[1] {
            case "error": severities[parts[0]] = .some(.error)
            case "warning": severities[parts[0]] = .some(.warning)
            case "off": severities[parts[0]] = .some(nil)
            default: throw ValidationError("--severity \(parts[0]) takes error, warning or off, not '\(parts[1])'")
            }
        }
        return severities
    }

    func run() throws {
        var options = LintOptions(
            base: base, disabledRules: Set(disabledRules), progress: ProgressLine.reporter(for: report.format))
        options.enabledRules = Set(enabledRules)
        options.projects = projects
        options.cacheDirectory = noCache ? nil : cachePath ?? LintOptions.defaultCacheDirectory
        if schema == .permit { options.requiredKeys = ["Permit": PermitTexts.schemaKeys] }
        for (rule, severity) in try severities() {
            if let severity { options.severities[rule] = severity } else { options.disabledRules.insert(rule) }
        }
        if let baseline {
            do {
                options.baseline = try JSONDecoder().decode(
                    LintBaseline.self, from: Data(contentsOf: URL(fileURLWithPath: baseline)))
            } catch {
                throw ValidationError("cannot read the baseline \(baseline): \(error.localizedDescription)")
            }
        }
        if let changedSince {
            do {
                options.changes = try GitChanges.changedLines(
                    since: changedSince, under: paths, in: Self.folder(of: paths[0]))
            } catch {
                throw ValidationError("--changed-since \(changedSince): \(error.description)")
            }
        }
        let lintReport: LintReport
        let tables: Linter.Tables
        do {
            (lintReport, tables) = try Linter.lintKeepingTables(paths: paths, options: options)
            ProgressLine.clear(for: report.format)
        } catch {
            ProgressLine.clear(for: report.format)
            throw ValidationError(error.description)
        }
        if let writeBaseline {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            do {
                try encoder.encode(LintBaseline(accepting: lintReport)).write(to: URL(fileURLWithPath: writeBaseline))
            } catch {
                throw ValidationError("cannot write the baseline \(writeBaseline): \(error.localizedDescription)")
            }
            printToStandardError("wrote \(lintReport.diagnostics.count) findings to \(writeBaseline)")
            return
        }
        let belowCoverage = minCoverage.map { minimum in
            lintReport.languages.filter { ($0.coverage ?? 100) < minimum }
        } ?? []
        var defectsFound = false
        do {
            try report.emit(lintReport, rules: Linter.rules)
        } catch let exit as ExitCode where exit == .defectsFound {
            defectsFound = true
        }
        if let minCoverage, !belowCoverage.isEmpty {
            let list = belowCoverage.map { "\($0.localization) \(Int(($0.coverage ?? 0).rounded(.down)))%" }
            printToStandardError(
                "below the minimum coverage of \(minCoverage.formatted())%: " + list.joined(separator: ", "))
            defectsFound = true
        }
        // The report is out: end the process here, with the code `PermitCommand` gives for a normal return (0) or
        // `ExitCode.defectsFound` (1, with no message), while the tables are still held, so that the system
        // reclaims them at once rather than their entries being freed one by one. Every output stream is flushed
        // first; standard error is unbuffered.
        fflush(nil)
        withExtendedLifetime(tables) {
            Foundation.exit(defectsFound ? ExitCode.defectsFound.rawValue : ExitCode.success.rawValue)
        }
    }
}
