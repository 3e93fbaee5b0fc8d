import Foundation
import Permit
import PermitDoctor
import PermitLocalization
import Testing

/// An XML Info.plist whose top-level dictionary starts at 3:1 and whose `n`th entry's key stands at line 3 + n,
/// column 5.
private func xmlPlist(_ entries: [(key: String, value: String)]) -> [UInt8] {
    let body = entries.map { "    <key>\($0.key)</key>\($0.value)\n" }.joined()
    return Array(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n".utf8)
}

private func string(_ text: String) -> String { "<string>\(text)</string>" }

/// A binary Info.plist made by Foundation.
private func binaryPlist(_ dictionary: [String: Any]) throws -> [UInt8] {
    Array(try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0))
}

private extension Diagnostic {
    /// `rule line:column`, or `rule` alone without a place.
    var summary: String { rule.id + (location.map { " \($0.line):\($0.column)" } ?? "") }
}

private let goodText = "To scan the documents you photograph."

@Suite struct InfoPlistDoctorTests {
    @Test func aCorrectPlistIsClean() {
        let plist = xmlPlist([
            ("NSCameraUsageDescription", string(goodText)),
            ("NSLocationWhenInUseUsageDescription", string("To show where you are on the map.")),
            ("NSLocationAlwaysAndWhenInUseUsageDescription", string("To record your runs in the background.")),
            ("NSHealthShareUsageDescription", string("123456789012")),
            ("NSCalendarsFullAccessUsageDescription", string("To add your bookings to your calendar.")),
        ])
        let report = InfoPlistDoctor.examine(
            plist: plist, plistPath: "Info.plist",
            services: [.camera, .locationWhenInUse, .locationAlways, .health, .calendar, .notifications, .callDirectory])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.fileCount == 1)
        #expect(report.translations.isEmpty)
    }

    @Test func aMissingKeyIsAnErrorAtTheTopLevelDictionary() throws {
        let plist = xmlPlist([("NSMicrophoneUsageDescription", string(goodText))])
        let report = InfoPlistDoctor.examine(plist: plist, plistPath: "App/Info.plist", services: [.camera, .microphone])
        #expect(report.diagnostics.map(\.summary) == ["missing-usage-description 3:1"])
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(
            diagnostic.description
                == "App/Info.plist:3:1: error: the Info.plist has no NSCameraUsageDescription; iOS terminates the app "
                + "when it asks for camera access without it [missing-usage-description]")
    }

    @Test func healthIsDescribedByEitherOfItsKeys() {
        let updateOnly = xmlPlist([("NSHealthUpdateUsageDescription", string("To save your workouts to Health."))])
        #expect(InfoPlistDoctor.examine(plist: updateOnly, plistPath: "Info.plist", services: [.health]).diagnostics.isEmpty)
        let neither = xmlPlist([])
        #expect(
            InfoPlistDoctor.examine(plist: neither, plistPath: "Info.plist", services: [.health]).diagnostics.map(\.summary)
                == ["missing-usage-description 3:1"])
    }

    @Test func onlyTheKeyOlderSystemsReadIsAWarningAtThatKey() {
        let plist = xmlPlist([
            ("NSLocationWhenInUseUsageDescription", string("To show where you are on the map.")),
            ("NSLocationAlwaysUsageDescription", string("To record your runs in the background.")),
            ("NSCalendarsUsageDescription", string("To add your bookings to your calendar.")),
            ("NSRemindersFullAccessUsageDescription", string("To remind you of your bookings.")),
            ("NSRemindersUsageDescription", string("To remind you of your bookings.")),
        ])
        let report = InfoPlistDoctor.examine(
            plist: plist, plistPath: "Info.plist", services: [.locationAlways, .calendar, .reminders])
        #expect(
            report.diagnostics.map(\.summary) == [
                "legacy-usage-description-only 5:5", "legacy-usage-description-only 6:5",
            ])
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(report.diagnostics.first?.message.hasPrefix("only iOS before 11 reads NSLocationAlwaysUsageDescription") == true)
        #expect(report.diagnostics.last?.message.hasPrefix("only iOS before 17 reads NSCalendarsUsageDescription") == true)
    }

    @Test func locationAlwaysWithoutWhenInUseIsAnError() {
        let plist = xmlPlist([("NSLocationAlwaysAndWhenInUseUsageDescription", string(goodText))])
        let alone = InfoPlistDoctor.examine(plist: plist, plistPath: "Info.plist", services: [.locationAlways])
        #expect(alone.diagnostics.map(\.summary) == ["location-always-without-when-in-use 3:1"])
        #expect(alone.diagnostics.first?.severity == .error)
        let both = InfoPlistDoctor.examine(
            plist: plist, plistPath: "Info.plist", services: [.locationAlways, .locationWhenInUse])
        #expect(both.diagnostics.map(\.summary) == ["missing-usage-description 3:1"])
    }

    @Test(arguments: [
        ("12345678901", DiagnosticSeverity?.some(.error)), ("123456789012", nil), ("   12345678901  ", .error),
    ])
    func healthNeedsTwelveCharacters(text: String, severity: DiagnosticSeverity?) {
        let plist = xmlPlist([("NSHealthShareUsageDescription", string(text))])
        let report = InfoPlistDoctor.examine(plist: plist, plistPath: "Info.plist", services: [.health])
        #expect(report.diagnostics.map(\.summary) == (severity == nil ? [] : ["usage-description-too-short 4:5"]))
        #expect(report.diagnostics.first?.severity == severity)
    }

    @Test func emptyOrShortDescriptionsOfOtherServicesAreWarnings() {
        let plist = xmlPlist([
            ("NSCameraUsageDescription", "<string></string>"),
            ("NSMicrophoneUsageDescription", string("Recordings")),
            ("NSContactsUsageDescription", string("Your friends")),
        ])
        let report = InfoPlistDoctor.examine(
            plist: plist, plistPath: "Info.plist", services: [.camera, .microphone, .contacts])
        #expect(report.diagnostics.map(\.summary) == ["usage-description-too-short 4:5", "usage-description-too-short 5:5"])
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(report.diagnostics.first?.message.hasPrefix("NSCameraUsageDescription is empty;") == true)
        #expect(report.diagnostics.last?.message.hasPrefix("NSMicrophoneUsageDescription has only 10 characters;") == true)
    }

    @Test func aValueThatIsNotAStringIsAnError() {
        let plist = xmlPlist([
            ("NSCameraUsageDescription", "<integer>3</integer>"),
            ("NSMicrophoneUsageDescription", "<array><string>\(goodText)</string></array>"),
        ])
        let report = InfoPlistDoctor.examine(plist: plist, plistPath: "Info.plist", services: [.camera, .microphone])
        #expect(
            report.diagnostics.map(\.summary) == [
                "usage-description-not-a-string 4:5", "usage-description-not-a-string 5:5",
            ])
        #expect(report.diagnostics.allSatisfy { $0.severity == .error })
        #expect(report.diagnostics.first?.message == "NSCameraUsageDescription is an integer, not a string; iOS has no usage description to show")
    }

    @Test func preciseLocationNeedsADictionaryOfDescriptions() {
        let good = xmlPlist([
            ("NSLocationTemporaryUsageDescriptionDictionary", "<dict><key>Delivery</key>\(string(goodText))</dict>")
        ])
        #expect(InfoPlistDoctor.examine(plist: good, plistPath: "I", services: [.preciseLocation]).diagnostics.isEmpty)
        let notADictionary = xmlPlist([("NSLocationTemporaryUsageDescriptionDictionary", string(goodText))])
        #expect(
            InfoPlistDoctor.examine(plist: notADictionary, plistPath: "I", services: [.preciseLocation]).diagnostics
                .map(\.summary) == ["usage-description-not-a-dictionary 4:5"])
        let badPurposes = xmlPlist([
            (
                "NSLocationTemporaryUsageDescriptionDictionary",
                "\n<dict>\n<key>Delivery</key><true/>\n<key>Pickup</key>\(string("Here"))\n</dict>"
            )
        ])
        let report = InfoPlistDoctor.examine(plist: badPurposes, plistPath: "I", services: [.preciseLocation])
        #expect(report.diagnostics.map(\.summary) == ["usage-description-not-a-string 6:1", "usage-description-too-short 7:1"])
        #expect(report.diagnostics.last?.message.hasPrefix("NSLocationTemporaryUsageDescriptionDictionary.Pickup has only 4") == true)
    }

    @Test func theReadersDiagnosticsAndATopLevelThatIsNotADictionaryAreReported() {
        let broken = Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n".utf8)
        let brokenReport = InfoPlistDoctor.examine(plist: broken, plistPath: "Info.plist", services: [.camera])
        #expect(brokenReport.diagnostics.contains { $0.rule == .plistSyntax })
        #expect(!brokenReport.diagnostics.contains { $0.rule == .missingUsageDescription })
        let array = Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n".utf8)
        let arrayReport = InfoPlistDoctor.examine(plist: array, plistPath: "Info.plist", services: [.camera])
        #expect(arrayReport.diagnostics.map(\.summary) == ["invalid-structure 3:1"])
        #expect(InfoPlistDoctor.examine(plist: [], plistPath: "Info.plist", services: []).diagnostics.map(\.summary) == ["empty-file 1:1"])
    }

    @Test func binaryPlistsAreCheckedWithoutPlaces() throws {
        let plist = try binaryPlist([
            "NSCameraUsageDescription": 7,
            "NSHealthShareUsageDescription": "12345678901",
            "NSLocationAlwaysUsageDescription": goodText,
            "NSLocationWhenInUseUsageDescription": goodText,
        ])
        let report = InfoPlistDoctor.examine(
            plist: plist, plistPath: "Info.plist", services: [.camera, .health, .locationAlways, .contacts])
        #expect(
            Set(report.diagnostics.map(\.summary)) == [
                "usage-description-not-a-string", "usage-description-too-short", "legacy-usage-description-only",
                "missing-usage-description",
            ])
        #expect(report.diagnostics.count == 4)
        let clean = try binaryPlist(["NSCameraUsageDescription": goodText])
        #expect(InfoPlistDoctor.examine(plist: clean, plistPath: "Info.plist", services: [.camera]).diagnostics.isEmpty)
    }

    @Test func rulesHaveStableDistinctKebabCaseIdentifiers() {
        let ids = InfoPlistDoctor.rules.map(\.id)
        #expect(
            ids == [
                "missing-usage-description", "legacy-usage-description-only", "usage-description-too-short",
                "usage-description-not-a-string", "usage-description-not-a-dictionary",
                "location-always-without-when-in-use", "missing-infoplist-translation", "empty-infoplist-translation",
            ])
        #expect(InfoPlistDoctor.rules.map(\.defaultSeverity) == [.error, .warning, .warning, .error, .error, .error, .warning, .warning])
    }
}

/// A folder of `.lproj` folders for one test, removed when it ends.
private final class LocalizationFolder {
    let path: String

    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("permit-doctor-" + UUID().uuidString).path
        for (relativePath, text) in files {
            let url = URL(fileURLWithPath: path + "/" + relativePath)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

extension InfoPlistDoctorTests {
    private var twoServicesPlist: [UInt8] {
        xmlPlist([
            ("NSCameraUsageDescription", string(goodText)),
            ("NSLocationWhenInUseUsageDescription", string("To show where you are on the map.")),
            ("NSLocationAlwaysAndWhenInUseUsageDescription", string("To record your runs in the background.")),
        ])
    }

    @Test func translationsAreCheckedInEveryLocalization() throws {
        let folder = try LocalizationFolder([
            "fr.lproj/InfoPlist.strings": """
                "NSCameraUsageDescription" = "Pour numériser vos documents.";
                "NSLocationWhenInUseUsageDescription" = "Pour vous situer sur la carte.";
                "NSLocationAlwaysAndWhenInUseUsageDescription" = "Pour suivre vos courses.";

                """,
            "de.lproj/InfoPlist.strings": """
                /* Kamera */
                "NSCameraUsageDescription" = "  ";
                "NSLocationWhenInUseUsageDescription" = "Um Sie auf der Karte zu zeigen.";

                """,
            "de.lproj/Localizable.strings": "\"x\" = \"y\";\n",
            "es.lproj/Localizable.strings": "\"x\" = \"y\";\n",
        ])
        let report = InfoPlistDoctor.examine(
            plist: twoServicesPlist, plistPath: "Info.plist", services: [.camera, .locationAlways],
            stringsRoot: folder.path)
        let german = folder.path + "/de.lproj/InfoPlist.strings"
        #expect(
            report.diagnostics.map { "\($0.file ?? "") \($0.summary)" } == [
                "\(german) empty-infoplist-translation 2:30",
                "\(german) missing-infoplist-translation",
            ])
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(
            report.diagnostics.last?.message
                == "de has no translation of NSLocationAlwaysAndWhenInUseUsageDescription; people see the development "
                + "language's usage description")
        #expect(
            report.translations == [
                DoctorReport.Translation(localization: "de", present: 2, missing: 1, errors: 0, warnings: 2),
                DoctorReport.Translation(localization: "fr", present: 3, missing: 0, errors: 0, warnings: 0),
            ])
        #expect(report.fileCount == 3)
    }

    @Test func aTranslationTheRuntimeNeverLoadsIsMissingAndTheFilesOwnDefectsAreReported() throws {
        let folder = try LocalizationFolder([
            "ja.lproj/InfoPlist.strings": """
                "NSCameraUsageDescription" = "書類をスキャンするため。";
                # comment
                "NSLocationWhenInUseUsageDescription" = "地図に現在地を表示するため。";
                "NSLocationAlwaysAndWhenInUseUsageDescription" = "ランを記録するため。";

                """
        ])
        let report = InfoPlistDoctor.examine(
            plist: twoServicesPlist, plistPath: "Info.plist", services: [.camera, .locationAlways],
            stringsRoot: folder.path)
        #expect(
            report.diagnostics.map(\.summary) == [
                "silent-truncation 2:1", "missing-infoplist-translation 3:1", "missing-infoplist-translation 4:1",
            ])
        #expect(report.translations == [DoctorReport.Translation(localization: "ja", present: 1, missing: 2, errors: 1, warnings: 2)])
    }
}
