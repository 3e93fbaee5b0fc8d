import Foundation
import Permit
import PermitLocalization
import Testing

/// Soft-ask texts, from the shipped English and from a fixture catalog for languages whose shipped translations
/// may not have the soft-ask keys yet.
@Suite struct SoftAskTextsTests {
    /// A catalog with German and Japanese soft-ask texts for the camera and the buttons, layered over the shipped
    /// tables as an app's own would be.
    final class FixtureTexts {
        let root: URL
        let texts: PermitTexts

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("permit-softask-\(UUID().uuidString)")
            let tables = [
                "de": """
                    "camera.softask.title" = "Zugriff auf die Kamera erlauben?";
                    "camera.softask.message" = "Diese Funktion verwendet die Kamera.";
                    "softask.continue" = "Weiter";
                    "softask.later" = "Später";
                    "softask.never" = "Nicht mehr fragen";
                    """,
                "ja": """
                    "camera.softask.title" = "カメラへのアクセスを許可しますか？";
                    "camera.softask.message" = "この機能はカメラを使用します。";
                    "softask.continue" = "続ける";
                    "softask.later" = "後で";
                    "softask.never" = "今後表示しない";
                    """,
            ]
            for (language, table) in tables {
                let folder = root.appendingPathComponent("\(language).lproj")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(table.utf8).write(to: folder.appendingPathComponent("Permit.strings"))
            }
            texts = try PermitTexts(overrides: [Localizer.Layer(catalog: try LocalizationCatalog(root: root.path), table: "Permit")])
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    @Test(arguments: [
        (["en-AU"], "en", "Allow access to the camera?", ["Continue", "Not Now", "Don't Ask Again"]),
        (["de-AT", "en"], "de", "Zugriff auf die Kamera erlauben?", ["Weiter", "Später", "Nicht mehr fragen"]),
        (["ja-JP"], "ja", "カメラへのアクセスを許可しますか？", ["続ける", "後で", "今後表示しない"]),
    ])
    func theSoftAskIsInTheNegotiatedLocalization(
        preferences: [String], localization: String, title: String, buttons: [String]
    ) throws {
        let fixture = try FixtureTexts()
        let texts = fixture.texts.softAsk(for: .camera, preferences: preferences)
        #expect(texts.localization == localization)
        #expect(texts.title == title)
        #expect(texts.buttons.map(\.title) == buttons)
        #expect(texts.buttons.map(\.kind) == [.continue, .later, .never])
        #expect(!texts.message.isEmpty && !texts.message.contains("softask"))
    }

    @Test func theAppsReasonReplacesTheDefaultMessage() {
        let texts = PermitTexts.shipped.softAsk(for: .camera, preferences: ["en"], message: "Scan receipts with the camera.")
        #expect(texts.message == "Scan receipts with the camera.")
        #expect(texts.title == "Allow access to the camera?")
    }

    @Test func eachLocationStepHasItsOwnSoftAsk() {
        let whenInUse = PermitTexts.shipped.softAsk(for: .locationWhenInUse, preferences: ["en"])
        let always = PermitTexts.shipped.softAsk(for: .locationAlways, preferences: ["en"])
        #expect(whenInUse.title == "Allow access to your location?")
        #expect(always.title == "Allow access to your location at all times?")
        #expect(always.message.contains("first ask to allow it while you use the app"))
    }

    @Test(arguments: Service.allCases)
    func everyServiceHasAnEnglishSoftAsk(service: Service) {
        let texts = PermitTexts.shipped.softAsk(for: service, preferences: ["en"])
        #expect(texts.localization == "en")
        #expect(texts.title.hasSuffix("?"), "\(texts.title)")
        #expect(!texts.title.contains(".softask."), "\(texts.title)")
        #expect(texts.message.count > 40 && !texts.message.contains(".softask."), "\(texts.message)")
    }

    @Test func aStepShowsItsSoftAskOrTheWayToSettings() throws {
        let plan = PromptPlan(
            flow: PromptFlow(required: [.camera, .microphone, .photo, .contacts]),
            statuses: [.camera: .denied, .microphone: .notDetermined, .photo: .granted, .contacts: .restricted], now: Date())
        let settings = try #require(PermitTexts.shipped.texts(for: plan.steps[0], preferences: ["de-CH"]))
        #expect(settings.title == "Kamerazugriff deaktiviert")
        #expect(settings.message.contains("„Einstellungen > Datenschutz & Sicherheit > Kamera“"))
        #expect(settings.buttons.map(\.title) == ["OK", "Einstellungen öffnen"])
        #expect(settings.buttons.map(\.kind) == [.ok, .openSettings])
        #expect(settings.localization == "de")
        let softAsk = try #require(PermitTexts.shipped.texts(for: plan.steps[1], preferences: ["en"], message: "To record notes."))
        #expect(softAsk.title == "Allow access to the microphone?")
        #expect(softAsk.message == "To record notes.")
        #expect(PermitTexts.shipped.texts(for: plan.steps[2], preferences: ["en"]) == nil)
        #expect(PermitTexts.shipped.texts(for: plan.steps[3], preferences: ["en"]) == nil)
    }

    @Test func partialGrantsSentToSettingsSayWhatIsMissing() throws {
        let plan = PromptPlan(
            flow: PromptFlow([.init(.photo, needsFullAccess: true)]), statuses: [.photo: .limited], now: Date())
        let texts = try #require(PermitTexts.shipped.texts(for: plan.steps[0], preferences: ["ja"]))
        #expect(texts.localization == "ja")
        #expect(texts.buttons.map(\.title) == ["OK", "設定を開く"])
    }

    @Test func theCallDirectoryIsExplainedBeforeSettings() throws {
        for statuses in [[Service.callDirectory: AuthorizationStatus.notDetermined], [:]] {
            let softly = PromptPlan(flow: PromptFlow(required: [.callDirectory]), statuses: statuses, now: Date())
            let softAsk = try #require(PermitTexts.shipped.texts(for: softly.steps[0], preferences: ["en"]))
            #expect(softAsk.title == "Turn on Call Blocking & Identification?")
            #expect(softAsk.message.contains("Settings > Apps > Phone > Call Blocking & Identification"))
            let directly = PromptPlan(flow: PromptFlow(required: [.callDirectory], softAsks: false), statuses: statuses, now: Date())
            let settings = try #require(PermitTexts.shipped.texts(for: directly.steps[0], preferences: ["en"]))
            #expect(settings.title == "Call Blocking & Identification is off")
            #expect(settings.message == "This app has not been turned on for blocking and identifying calls yet.")
            #expect(settings.buttons.map(\.kind) == [.ok, .openSettings])
        }
    }
}
