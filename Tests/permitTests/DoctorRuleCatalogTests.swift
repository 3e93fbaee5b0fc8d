import Foundation
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
