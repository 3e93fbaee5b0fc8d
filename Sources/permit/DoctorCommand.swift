import ArgumentParser
import Foundation
import Permit
import PermitLint
import PermitLocalization

/// `permit doctor --plist PATH --services LIST`: the usage descriptions an app's Info.plist needs for the
/// permissions it asks for, and their translations.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check an Info.plist's usage descriptions, and their InfoPlist.strings translations, for the permissions an app asks for.",
        discussion: """
            Prints one line per defect in the compiler style, file:line:column: error|warning: message [rule-id], \
            then a summary on standard error. Services are named as for explain (camera, location-always, \
            health...), separated by commas. With --strings-root, every <localization>.lproj/InfoPlist.strings \
            directly in that folder is checked too. Exits 0 when no error was found, 1 when one was, 2 for usage \
            errors.
            """
    )

    @Option(help: "The Info.plist, XML or binary.")
    var plist: String

    @Option(help: "The permissions the app asks for, separated by commas: camera,location-always,health.")
    var services: String

    @OptionGroup var output: ReportOptions

    @Option(help: "The folder holding the app's <localization>.lproj folders.")
    var stringsRoot: String?

    func validate() throws {
        _ = try Self.services(named: services)
        guard FileManager.default.isReadableFile(atPath: plist), !isFolder(plist) else {
            throw ValidationError("cannot read the Info.plist at \(plist)")
        }
        if let stringsRoot, !isFolder(stringsRoot) {
            throw ValidationError("no such folder: \(stringsRoot)")
        }
    }

    /// The services a comma-separated list names, in its order.
    static func services(named list: String) throws(ValidationError) -> [Service] {
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw ValidationError("name at least one service in --services") }
        let unknown = names.filter { Service(commandLineName: $0) == nil }
        guard unknown.isEmpty else {
            let valid = Service.allCases.map(\.commandLineName).joined(separator: ", ")
            let aliases = Set(Service.allCases.map(\.keyPrefix)).sorted().joined(separator: ", ")
            let quoted = unknown.map { "'\($0)'" }.joined(separator: ", ")
            throw ValidationError(
                "unknown \(unknown.count == 1 ? "service" : "services") \(quoted). Services: \(valid). Aliases: \(aliases)")
        }
        return names.compactMap(Service.init(commandLineName:))
    }

    private func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    func run() throws {
        guard let bytes = FileManager.default.contents(atPath: plist) else {
            throw ValidationError("cannot read the Info.plist at \(plist)")
        }
        let doctor = InfoPlistDoctor.examine(
            plist: Array(bytes), plistPath: plist, services: try Self.services(named: services),
            stringsRoot: stringsRoot)
        // The lint's report writers print it: each InfoPlist.strings is a localization whose keys are the usage
        // descriptions.
        let report = LintReport(
            diagnostics: doctor.diagnostics,
            languages: doctor.translations.map {
                LintReport.LanguageSummary(
                    localization: $0.localization, keys: $0.present, missing: $0.missing, errors: $0.errors,
                    warnings: $0.warnings, translated: $0.present)
            },
            fileCount: doctor.fileCount, base: nil)
        try output.emit(report, rules: InfoPlistDoctor.rules + Linter.rules)
    }
}
