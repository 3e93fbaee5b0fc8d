import Foundation
import Permit
import PermitLocalization
import Testing

@Suite struct PermitTextsTests {
    @Test(arguments: [
        (Service.locationWhenInUse, AuthorizationStatus.denied, "location.wheninuse.denied"),
        (.locationAlways, .denied, "location.always.denied"), (.locationAlways, .reducedAccuracy, "location.reducedaccuracy"),
        (.camera, .notDetermined, "camera.notdetermind"), (.contacts, .limited, "addressbook.limited"),
        (.notifications, .provisional, "notification.provisional"), (.calendar, .writeOnly, "calendar.writeonly"),
        (.health, .unserviced, "health.unserviced"), (.speechRecognition, .lowVersion, "speechrecognition.lowversion"),
        (.camera, .unserviced, "camera.unserviced"), (.reminders, .restricted, "reminder.restricted"),
        (.locationAlways, .whenInUseOnly, "location.always.wheninuse"),
    ])
    func adviceKeysFollowJYAuthorizationsScheme(service: Service, status: AuthorizationStatus, key: String) {
        #expect(PermitTexts.adviceKey(for: service, status: status) == key)
    }

    /// Refusals share the service's title, as in JYAuthorization; every other situation has its own.
    @Test(arguments: [
        (Service.camera, AuthorizationStatus.denied, "camera.description"), (.camera, .notDetermined, "camera.description"),
        (.camera, .unserviced, "camera.unserviced.description"), (.photo, .limited, "photo.limited.description"),
        (.locationAlways, .whenInUseOnly, "location.always.wheninuse.description"),
        (.locationWhenInUse, .unserviced, "location.unserviced.description"),
        (.health, .lowVersion, "health.lowversion.description"),
    ])
    func titleKeysNameTheSituation(service: Service, status: AuthorizationStatus, key: String) {
        #expect(PermitTexts.titleKey(for: service, status: status) == key)
    }

    /// A pair outside the matrix is never written with another pair's text: there is no error for it.
    @Test(arguments: [
        (Service.camera, AuthorizationStatus.limited), (.camera, .provisional), (.camera, .writeOnly),
        (.microphone, .provisional), (.camera, .reducedAccuracy), (.camera, .whenInUseOnly), (.camera, .lowVersion),
        (.notifications, .restricted), (.callDirectory, .restricted), (.microphone, .unserviced),
    ])
    func aPairOutsideTheMatrixHasNoText(service: Service, status: AuthorizationStatus) {
        #expect(!service.canBe(status))
        #expect(PermitTexts.shipped.error(for: service, status: status, preferences: ["en"]) == nil)
    }

    /// What a probe's status outside the matrix becomes (Service.normalized).
    @Test(arguments: [
        (Service.camera, AuthorizationStatus.limited, AuthorizationStatus.granted), (.microphone, .provisional, .granted),
        (.locationWhenInUse, .whenInUseOnly, .granted), (.preciseLocation, .reducedAccuracy, .denied),
        (.notifications, .restricted, .notDetermined), (.microphone, .unserviced, .notDetermined),
        (.camera, .lowVersion, .notDetermined), (.camera, .denied, .denied), (.photo, .limited, .limited),
        (.camera, .unreported, .unreported),
    ])
    func outOfMatrixStatusesAreNormalized(service: Service, status: AuthorizationStatus, expected: AuthorizationStatus) {
        #expect(service.normalized(status) == expected)
    }

    @Test func grantedAndNoneHaveNoError() {
        #expect(PermitTexts.shipped.error(for: .camera, status: .granted, preferences: ["en"]) == nil)
        #expect(PermitTexts.shipped.error(for: .camera, status: .unreported, preferences: ["en"]) == nil)
    }

    @Test func theEnglishErrorOfADenialIsJYAuthorizations() throws {
        let error = try #require(PermitTexts.shipped.error(for: .camera, status: .denied, preferences: ["en-US"]))
        #expect(error.description == "Camera access is off")
        #expect(error.recoverySuggestion.contains("Settings > Privacy & Security > Camera"))
        #expect(error.settingsURL == "app-settings:")
        #expect(error.localization == "en")
        #expect(error.errorCode == -102)
    }

    @Test func lowVersionNamesTheFirstVersionThatHasTheService() throws {
        let error = try #require(PermitTexts.shipped.error(for: .tracking, status: .lowVersion, preferences: ["en"]))
        #expect(error.recoverySuggestion == "Asking to track needs iOS 14 or later.")
        #expect(error.settingsURL == nil)
    }

    @Test func aJYAuthorizationBundleLayersOverTheShippedTexts() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("JYAuthorization-\(UUID().uuidString).bundle")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // JYAuthorization ships UTF-16LE with a byte-order mark.
        let text = "\"camera.denied\" = \"Please allow the camera for Acme.\";\n"
        try (Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!).write(to: folder.appendingPathComponent("JYAuthorization.strings"))
        let texts = try PermitTexts(overrides: [
            Localizer.Layer(catalog: try LocalizationCatalog(root: root.path), table: "JYAuthorization")
        ])
        let error = try #require(texts.error(for: .camera, status: .denied, preferences: ["en"]))
        #expect(error.recoverySuggestion == "Please allow the camera for Acme.")
        #expect(error.description == "Camera access is off")
        let french = try #require(texts.error(for: .camera, status: .denied, preferences: ["fr"]))
        #expect(french.localization == "fr")
    }

    @Test func alertsAreTitledInTheErrorsLocalization() throws {
        let error = try #require(PermitTexts.shipped.error(for: .camera, status: .denied, preferences: ["de"]))
        let alert = PermitTexts.shipped.alert(for: error)
        #expect(alert.title == error.description)
        #expect(alert.message == error.recoverySuggestion)
        #expect(alert.actions.map(\.kind) == [.dismiss, .openSettings])
        #expect(alert.actions.first?.title == "OK")
    }
}

@Suite struct ManagerErrorsAndAlertsTests {
    static let subject = Subject(id: "d", systemVersion: SystemVersion(17), preferredLanguages: ["ja"])

    @Test func authorizationGivesTheLocalizedError() async throws {
        let manager = AuthorizationManager(probe: FixedStatusProbe([.camera: .denied, .photo: .limited, .microphone: .granted]))
        let (granted, error) = try await manager.authorization(of: .camera, for: Self.subject)
        #expect(!granted)
        #expect(error?.localization == "ja")
        let (partiallyGranted, advice) = try await manager.authorization(of: .photo, for: Self.subject)
        #expect(partiallyGranted)
        #expect(advice?.status == .limited)
        let (fullyGranted, none) = try await manager.authorization(of: .microphone, for: Self.subject)
        #expect(fullyGranted && none == nil)
    }

    @Test func theCompletionFormGivesAnNSErrorInJYAuthErrorDomain() async throws {
        let manager = AuthorizationManager(probe: FixedStatusProbe([.camera: .restricted]))
        let (granted, error) = await withCheckedContinuation { continuation in
            manager.authorize(.camera, for: Self.subject) { granted, error in continuation.resume(returning: (granted, error)) }
        }
        #expect(!granted)
        #expect(error?.domain == "JYAuthErrorDomain")
        #expect(error?.code == -101)
        #expect(error?.userInfo["JYAuthOpenSettingKey"] is NSNull)
    }

    @Test func noAlertForNotDeterminedWhileTheFlagIsOn() throws {
        let error = try #require(PermitTexts.shipped.error(for: .camera, status: .notDetermined, preferences: ["en"]))
        #expect(AuthorizationManager(probe: FixedStatusProbe([:])).alert(for: error) == nil)
        var configuration = AuthorizationManager.Configuration()
        configuration.dontAlertIfNotDetermined = false
        let alert = AuthorizationManager(probe: FixedStatusProbe([:]), configuration: configuration).alert(for: error)
        #expect(alert?.actions.map(\.kind) == [.dismiss])
    }
}

@Suite struct RequirementVerdictTests {
    static let subject = Subject(id: "d", systemVersion: SystemVersion(17), preferredLanguages: ["ru"])
    static let probe = FixedStatusProbe([.camera: .denied, .microphone: .granted, .photo: .limited, .locationWhenInUse: .denied, .contacts: .restricted])

    @Test func requiredServicesDecideTheVerdict() async throws {
        let manager = AuthorizationManager(probe: Self.probe)
        let verdict = try await manager.verdict(
            on: RequirementSet(required: [.camera, .microphone, .photo, .contacts], optional: [.locationWhenInUse]), for: Self.subject)
        #expect(!verdict.isSatisfied)
        #expect(verdict.missingRequired == [.camera, .contacts])
        #expect(verdict.errors.map(\.service) == [.camera, .photo, .contacts, .locationWhenInUse])
        #expect(verdict.summary.localization == "ru")
        #expect(verdict.summary.text == "Не предоставлено 2 необходимых разрешения")
    }

    @Test func optionalServicesCanBeMadeMandatory() async throws {
        let manager = AuthorizationManager(probe: Self.probe)
        let set = RequirementSet(required: [.microphone], optional: [.locationWhenInUse])
        #expect(try await manager.verdict(on: set, for: Self.subject).isSatisfied)
        let strict = try await manager.verdict(on: set, for: Self.subject, optionalAreMandatory: true)
        #expect(!strict.isSatisfied)
        #expect(strict.missingRequired == [.locationWhenInUse])
    }

    @Test func aSatisfiedSetSaysSoInTheZeroForm() async throws {
        let manager = AuthorizationManager(probe: Self.probe)
        let verdict = try await manager.verdict(on: RequirementSet(required: [.microphone, .photo]), for: Subject(id: "d", preferredLanguages: ["en"]))
        #expect(verdict.isSatisfied)
        #expect(verdict.summary.text == "All required permissions are granted")
        #expect(verdict.errors.map(\.status) == [.limited])
    }

    @Test func theSharedManagerServesConcurrentCallers() async throws {
        try await withThrowingTaskGroup(of: AuthorizationStatus.self) { group in
            for number in 0..<64 {
                group.addTask {
                    try await AuthorizationManager.shared.status(
                        of: .tracking, for: Subject(id: "phone-\(number % 8)", systemVersion: SystemVersion(13)))
                }
            }
            for try await status in group { #expect(status == .lowVersion) }
        }
    }
}
