import ArgumentParser
import Foundation
import Permit
import PermitDoctor
import PermitLint
import PermitLocalization

/// `permit doctor --plist PATH --services LIST [--entitlements PATH]... [--extension-plist PATH]...`: the usage
/// descriptions an app's Info.plist needs for the permissions it asks for, their translations, and the
/// entitlements, background modes and app extensions those permissions need.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check an app's Info.plist, its InfoPlist.strings translations, entitlements and app extensions for the permissions it asks for.",
        discussion: """
            Prints one line per defect in the compiler style, file:line:column: error|warning|note: message \
            [rule-id], then a summary on standard error. Services are named as for explain (camera, \
            location-always, health...), separated by commas; critical-alerts names critical alerts, which need an \
            entitlement of their own. With --strings-root, every <localization>.lproj/InfoPlist.strings directly \
            in that folder is checked too. With --entitlements, each file is checked on its own for the \
            entitlements the services need (HealthKit, Siri, HomeKit, push...); without it they are not checked, \
            and a note says so. With --extension-plist, the extensions' Info.plists together are checked for the \
            extensions the services need (the call directory's); without it likewise. Exits 0 when no error was \
            found, 1 when one was, 2 for usage errors.
            """
    )

    /// The name in `--services` of critical alerts, which are no service of their own but need an entitlement.
    static let criticalAlertsName = "critical-alerts"

    @Option(help: "The Info.plist, XML or binary.")
    var plist: String

    @Option(help: "The permissions the app asks for, separated by commas: camera,location-always,health.")
    var services: String

    @Option(
        help: ArgumentHelp(
            "An entitlements file of the app target, XML or binary; repeat for each (an iOS and a Mac Catalyst file). Without it, entitlements are not checked.",
            valueName: "path"))
    var entitlements: [String] = []

    @Option(
        help: ArgumentHelp(
            "The Info.plist of an app extension the app embeds; repeat for each. Without it, app extensions are not checked.",
            valueName: "path"))
    var extensionPlist: [String] = []

    @OptionGroup var output: ReportOptions

    @Option(help: "The folder holding the app's <localization>.lproj folders.")
    var stringsRoot: String?

    func validate() throws {
        _ = try Self.services(named: services)
        guard isReadableFile(plist) else { throw ValidationError("cannot read the Info.plist at \(plist)") }
        for path in entitlements where !isReadableFile(path) {
            throw ValidationError("cannot read the entitlements file at \(path)")
        }
        for path in extensionPlist where !isReadableFile(path) {
            throw ValidationError("cannot read the app extension's Info.plist at \(path)")
        }
        if let stringsRoot, !isFolder(stringsRoot) {
            throw ValidationError("no such folder: \(stringsRoot)")
        }
    }

    /// The services a comma-separated list names, in its order, and whether it names critical alerts.
    static func services(named list: String) throws(ValidationError) -> (services: [Service], criticalAlerts: Bool) {
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw ValidationError("name at least one service in --services") }
        let criticalAlerts = names.contains { $0.lowercased() == criticalAlertsName }
        let serviceNames = names.filter { $0.lowercased() != criticalAlertsName }
        let unknown = serviceNames.filter { Service(commandLineName: $0) == nil }
        guard unknown.isEmpty else {
            let valid = (Service.allCases.map(\.commandLineName) + [criticalAlertsName]).joined(separator: ", ")
            let aliases = Set(Service.allCases.map(\.keyPrefix)).sorted().joined(separator: ", ")
            let quoted = unknown.map { "'\($0)'" }.joined(separator: ", ")
            throw ValidationError(
                "unknown \(unknown.count == 1 ? "service" : "services") \(quoted). Services: \(valid). Aliases: \(aliases)")
        }
        return (serviceNames.compactMap(Service.init(commandLineName:)), criticalAlerts)
    }

    private func isReadableFile(_ path: String) -> Bool {
        FileManager.default.isReadableFile(atPath: path) && !isFolder(path)
    }

    /// The file at `path`, or a usage error naming it as `what` when it cannot be read.
    private func file(at path: String, _ what: String) throws -> DoctorInput.File {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw ValidationError("cannot read \(what) at \(path)")
        }
        return DoctorInput.File(path: path, bytes: Array(bytes))
    }

    func run() throws {
        let (services, criticalAlerts) = try Self.services(named: services)
        let input = DoctorInput(
            infoPlist: try file(at: plist, "the Info.plist"), services: services,
            asksForCriticalAlerts: criticalAlerts,
            entitlements: entitlements.isEmpty
                ? nil : try entitlements.map { try file(at: $0, "the entitlements file") },
            extensionInfoPlists: extensionPlist.isEmpty
                ? nil : try extensionPlist.map { try file(at: $0, "the app extension's Info.plist") },
            stringsRoot: stringsRoot)
        let doctor = InfoPlistDoctor.examine(input)
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
        try output.emit(report, rules: InfoPlistDoctor.rules + InfoPlistDoctor.capabilityRules + Linter.rules)
    }
}
