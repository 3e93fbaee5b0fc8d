import Foundation
import Permit
import PermitDoctor
import PermitLint
import Testing

/// The doctor's rules, each made to fire and kept quiet through the built binary; `LintRuleCatalogTests` runs
/// these cases with its own, and checks that together they cover every rule.
enum DoctorRuleCases {
    /// An Info.plist body (line 3 on) with the camera's description on lines 4 and 5, and `extra` before `</dict>`.
    static func infoPlist(
        key: String = "NSCameraUsageDescription", value: String = "<string>To scan the documents you photograph.</string>",
        extra: String = ""
    ) -> FixtureContents {
        .text(xmlPropertyList("<dict>\n    <key>\(key)</key>\n    \(value)\n\(extra)</dict>"))
    }

    /// A case run on `Info.plist` alone, in its fire and quiet versions.
    static func plistCase(
        _ rule: String, services: String, fire: FixtureContents, quiet: FixtureContents, severity: String,
        at place: RulePlace
    ) -> RuleCase {
        RuleCase(
            rule: rule, command: .doctor(services: services), fire: RuleFixture(["Info.plist": fire]),
            quiet: RuleFixture(["Info.plist": quiet]), severity: severity, file: "Info.plist", place: place)
    }

    /// A case run on the camera's Info.plist and a French `InfoPlist.strings`, in its fire and quiet versions.
    static func translationCase(
        _ rule: String, fire: FixtureContents, quiet: FixtureContents, at place: RulePlace?
    ) -> RuleCase {
        RuleCase(
            rule: rule, command: .doctor(services: "camera"),
            fire: RuleFixture(["Info.plist": infoPlist(), "fr.lproj/InfoPlist.strings": fire]),
            quiet: RuleFixture(["Info.plist": infoPlist(), "fr.lproj/InfoPlist.strings": quiet]),
            severity: "warning", file: "fr.lproj/InfoPlist.strings", place: place)
    }

    /// The microphone's description, as `infoPlist`'s `extra`.
    static let microphone =
        "    <key>NSMicrophoneUsageDescription</key>\n    <string>To record the notes you dictate.</string>\n"

    /// One case per doctor rule. A missing key is reported at the top-level `<dict>` (3:1), a present one at its
    /// `<key>` (4:5).
    static let doctorCases: [RuleCase] = [
        plistCase(
            "missing-usage-description", services: "camera,microphone", fire: infoPlist(),
            quiet: infoPlist(extra: microphone), severity: "error", at: RulePlace(3, 1)),
        plistCase(
            "legacy-usage-description-only", services: "calendar",
            fire: infoPlist(key: "NSCalendarsUsageDescription", value: "<string>To add the events you book.</string>"),
            quiet: infoPlist(
                key: "NSCalendarsFullAccessUsageDescription", value: "<string>To add the events you book.</string>"),
            severity: "warning", at: RulePlace(4, 5)),
        plistCase(
            "usage-description-too-short", services: "camera", fire: infoPlist(value: "<string>Scan</string>"),
            quiet: infoPlist(), severity: "warning", at: RulePlace(4, 5)),
        plistCase(
            "usage-description-not-a-string", services: "camera", fire: infoPlist(value: "<integer>1</integer>"),
            quiet: infoPlist(), severity: "error", at: RulePlace(4, 5)),
        plistCase(
            "usage-description-not-a-dictionary", services: "precise-location",
            fire: infoPlist(
                key: "NSLocationTemporaryUsageDescriptionDictionary",
                value: "<string>To guide you turn by turn.</string>"),
            quiet: infoPlist(
                key: "NSLocationTemporaryUsageDescriptionDictionary",
                value: "<dict>\n        <key>Navigation</key>\n        <string>To guide you turn by turn.</string>\n    </dict>"),
            severity: "error", at: RulePlace(4, 5)),
        plistCase(
            "location-always-without-when-in-use", services: "location-always",
            fire: infoPlist(
                key: "NSLocationAlwaysAndWhenInUseUsageDescription",
                value: "<string>To warn you when you near a stop.</string>"),
            quiet: infoPlist(
                key: "NSLocationAlwaysAndWhenInUseUsageDescription",
                value: "<string>To warn you when you near a stop.</string>",
                extra: "    <key>NSLocationWhenInUseUsageDescription</key>\n"
                    + "    <string>To show the stops near you.</string>\n"),
            severity: "error", at: RulePlace(3, 1)),
        // About the whole file: the key is nowhere in it.
        translationCase(
            "missing-infoplist-translation", fire: "\"CFBundleDisplayName\" = \"Appareil\";\n",
            quiet: "\"CFBundleDisplayName\" = \"Appareil\";\n\"NSCameraUsageDescription\" = \"Pour numériser vos documents.\";\n",
            at: nil),
        // At the empty value's opening quote, after the 26-character key and ` = `.
        translationCase(
            "empty-infoplist-translation", fire: "\"NSCameraUsageDescription\" = \"\";\n",
            quiet: "\"NSCameraUsageDescription\" = \"Pour numériser vos documents.\";\n", at: RulePlace(1, 30)),
    ]
}

/// The files of one run of `permit doctor` for a capability rule, and which of them to name on its command line.
struct CapabilityFixture: Sendable {
    /// The files, by path relative to the scratch folder; `Info.plist` is passed with `--plist`.
    var files: [String: FixtureContents]
    /// Files passed with `--entitlements`.
    var entitlements: [String] = []
    /// Files passed with `--extension-plist`.
    var extensionPlists: [String] = []
}

/// One capability rule's fixtures: files that make it fire and near-identical ones that keep it quiet, and where
/// and how severely the fired diagnostic is reported.
///
/// The capability rules need `--entitlements` and `--extension-plist`, which `RuleCommand.doctor` does not pass, so
/// they have this catalog of their own beside `LintRuleCatalogTests`.
struct CapabilityRuleCase: Sendable, CustomTestStringConvertible {
    var rule: String
    var services: String
    var fire: CapabilityFixture
    var quiet: CapabilityFixture
    /// `error`, `warning` or `note`.
    var severity: String
    /// The reported file, relative to the scratch folder.
    var file: String
    /// Where the diagnostic points, or `nil` for one about the whole file.
    var place: RulePlace?

    var testDescription: String { "\(rule) in \(file)" }
}

/// A run of `permit doctor --format json` on a capability fixture: its exit code and its report's diagnostics.
struct CapabilityRuleRun {
    var exitCode: Int32
    var diagnostics: [ReportedDiagnostic]

    /// Writes `fixture` to a scratch folder and runs the doctor on it for `services`.
    init(_ fixture: CapabilityFixture, services: String) async throws {
        let scratch = try ScratchFolder()
        for (path, contents) in fixture.files { try scratch.write(path, try contents.bytes()) }
        let folder = scratch.url.path
        var arguments: [String] = [
            "doctor", "--plist", folder + "/Info.plist", "--services", services, "--format", "json",
        ]
        for path in fixture.entitlements { arguments += ["--entitlements", folder + "/" + path] }
        for path in fixture.extensionPlists { arguments += ["--extension-plist", folder + "/" + path] }
        let result = try await PermitBinary.run(arguments)
        struct Report: Decodable { var diagnostics: [ReportedDiagnostic] }
        exitCode = result.exitCode
        diagnostics = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8)).diagnostics
    }
}

/// The capability rules' cases. An entitlements file's or Info.plist's top-level `<dict>` is on line 3 (see
/// `xmlPropertyList`), its first key on line 4 at column 5.
enum CapabilityRuleCases {
    /// An XML property list of `entries`, one per line from line 4.
    static func plist(_ entries: [(String, String)]) -> FixtureContents {
        .text(xmlPropertyList("<dict>\n" + entries.map { "    <key>\($0.0)</key>\($0.1)\n" }.joined() + "</dict>"))
    }

    /// An app extension's Info.plist whose extension point is `point`.
    static func extensionPlist(_ point: String) -> FixtureContents {
        plist([("NSExtension", "<dict><key>NSExtensionPointIdentifier</key><string>\(point)</string></dict>")])
    }

    static let health = ("NSHealthShareUsageDescription", "<string>To read the workouts you record.</string>")
    static let siri = ("NSSiriUsageDescription", "<string>To start a workout when you ask Siri.</string>")
    static let whenInUse = ("NSLocationWhenInUseUsageDescription", "<string>To show the stops near you.</string>")
    static let always = (
        "NSLocationAlwaysAndWhenInUseUsageDescription", "<string>To warn you when you near a stop.</string>"
    )
    static let localNetwork = (
        "NSLocalNetworkUsageDescription", "<string>To find the printers on your network.</string>"
    )

    static let aps = plist([("aps-environment", "<string>production</string>")])

    static let cases: [CapabilityRuleCase] = [
        CapabilityRuleCase(
            rule: "missing-entitlement", services: "health",
            fire: CapabilityFixture(
                files: ["Info.plist": plist([health]), "App.entitlements": aps], entitlements: ["App.entitlements"]),
            quiet: CapabilityFixture(
                files: [
                    "Info.plist": plist([health]),
                    "App.entitlements": plist([
                        ("com.apple.developer.healthkit", "<true/>"),
                        ("com.apple.developer.healthkit.background-delivery", "<true/>"),
                    ]),
                ], entitlements: ["App.entitlements"]),
            severity: "error", file: "App.entitlements", place: RulePlace(3, 1)),
        CapabilityRuleCase(
            rule: "entitlement-not-enabled", services: "siri",
            fire: CapabilityFixture(
                files: [
                    "Info.plist": plist([siri]), "App.entitlements": plist([("com.apple.developer.siri", "<false/>")]),
                ],
                entitlements: ["App.entitlements"]),
            quiet: CapabilityFixture(
                files: [
                    "Info.plist": plist([siri]), "App.entitlements": plist([("com.apple.developer.siri", "<true/>")]),
                ],
                entitlements: ["App.entitlements"]),
            severity: "error", file: "App.entitlements", place: RulePlace(4, 5)),
        CapabilityRuleCase(
            rule: "missing-background-mode", services: "location-always",
            fire: CapabilityFixture(files: ["Info.plist": plist([whenInUse, always])]),
            quiet: CapabilityFixture(
                files: [
                    "Info.plist": plist([
                        whenInUse, always, ("UIBackgroundModes", "<array><string>location</string></array>"),
                    ])
                ]),
            severity: "warning", file: "Info.plist", place: RulePlace(3, 1)),
        // At the empty array's key, the second entry.
        CapabilityRuleCase(
            rule: "missing-bonjour-services", services: "local-network",
            fire: CapabilityFixture(files: ["Info.plist": plist([localNetwork, ("NSBonjourServices", "<array/>")])]),
            quiet: CapabilityFixture(
                files: [
                    "Info.plist": plist([
                        localNetwork, ("NSBonjourServices", "<array><string>_ipp._tcp</string></array>"),
                    ])
                ]),
            severity: "warning", file: "Info.plist", place: RulePlace(5, 5)),
        // About the app as a whole: no place.
        CapabilityRuleCase(
            rule: "missing-app-extension", services: "call-directory",
            fire: CapabilityFixture(
                files: ["Info.plist": plist([]), "Share/Info.plist": extensionPlist("com.apple.share-services")],
                extensionPlists: ["Share/Info.plist"]),
            quiet: CapabilityFixture(
                files: [
                    "Info.plist": plist([]), "Share/Info.plist": extensionPlist("com.apple.callkit.call-directory"),
                ],
                extensionPlists: ["Share/Info.plist"]),
            severity: "error", file: "Info.plist", place: nil),
        // Fired by leaving --entitlements out; kept quiet by naming the file.
        CapabilityRuleCase(
            rule: "capabilities-not-checked", services: "notifications",
            fire: CapabilityFixture(files: ["Info.plist": plist([]), "App.entitlements": aps]),
            quiet: CapabilityFixture(
                files: ["Info.plist": plist([]), "App.entitlements": aps], entitlements: ["App.entitlements"]),
            severity: "note", file: "Info.plist", place: nil),
    ]
}

/// Every capability rule of `permit doctor`, made to fire and kept quiet through the built binary's JSON report.
@Suite struct DoctorCapabilityRuleCatalogTests {
    @Test func everyCapabilityRuleHasACase() {
        let ids = InfoPlistDoctor.capabilityRules.map(\.id)
        #expect(Set(ids).count == ids.count, "a rule id is listed twice")
        #expect(Set(CapabilityRuleCases.cases.map(\.rule)) == Set(ids))
        #expect(Set(ids).isDisjoint(with: (InfoPlistDoctor.rules + Linter.rules).map(\.id)))
    }

    @Test(arguments: CapabilityRuleCases.cases)
    func theRuleFires(_ rule: CapabilityRuleCase) async throws {
        let run = try await CapabilityRuleRun(rule.fire, services: rule.services)
        let matching = run.diagnostics.first { diagnostic in
            diagnostic.rule == rule.rule && diagnostic.severity == rule.severity
                && (diagnostic.file ?? "").hasSuffix("/" + rule.file) && diagnostic.line == rule.place?.line
                && diagnostic.column == rule.place?.column
        }
        #expect(matching != nil, "\(run.diagnostics)")
        #expect(run.exitCode == (rule.severity == "error" ? 1 : 0), "\(run.diagnostics)")
    }

    @Test(arguments: CapabilityRuleCases.cases)
    func theRuleStaysQuiet(_ rule: CapabilityRuleCase) async throws {
        let run = try await CapabilityRuleRun(rule.quiet, services: rule.services)
        #expect(!run.diagnostics.contains { $0.rule == rule.rule }, "\(run.diagnostics)")
        #expect(run.exitCode == 0, "\(run.diagnostics)")
    }
}
