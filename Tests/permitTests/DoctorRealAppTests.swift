import Foundation
import Testing

/// `permit doctor` on a real app: the Home Assistant Companion app for iOS (https://github.com/home-assistant/iOS,
/// commit d722d78, Apache License 2.0; see DoctorFixtures/home-assistant-iOS/README.md). It asks for Health with
/// background delivery, Siri, Focus status, push, the local network with Bonjour service types and location always
/// with the Location updates background mode, and has everything each needs.
@Suite struct DoctorRealAppTests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("DoctorFixtures/home-assistant-iOS").path
    private static let plist = folder + "/Info.plist"
    private static let entitlements = folder + "/App-ios.entitlements"
    private static let notificationService = folder + "/Extensions/NotificationService/Info.plist"

    /// Every permission the app's Info.plist describes, as Permit names them.
    private static let services = [
        "camera", "microphone", "location-when-in-use", "location-always", "precise-location", "health", "siri",
        "focus-status", "local-network", "notifications", "bluetooth", "motion", "photo", "photo-add-only", "reminders",
        "speech-recognition", "face-id",
    ].joined(separator: ",")

    @Test func homeAssistantHasEverythingItsPermissionsNeed() async throws {
        let result = try await PermitBinary.run([
            "doctor", "--plist", Self.plist, "--services", Self.services, "--entitlements", Self.entitlements,
            "--extension-plist", Self.notificationService,
        ])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.isEmpty, "\(result.standardOutput)")
        #expect(result.standardError == "3 files checked: 0 errors, 0 warnings\n")
    }

    @Test func withoutItsEntitlementsTheDoctorSaysWhatItDidNotCheck() async throws {
        let result = try await PermitBinary.run(["doctor", "--plist", Self.plist, "--services", Self.services])
        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput
                == "\(Self.plist): note: no entitlements file was given, so the entitlements the permissions need were "
                + "not checked: com.apple.developer.healthkit and com.apple.developer.healthkit.background-delivery "
                + "(health), com.apple.developer.siri (siri), com.apple.developer.usernotifications.communication "
                + "(focus-status), aps-environment (notifications) [capabilities-not-checked]\n")
    }

    @Test func aCallDirectoryItDoesNotEmbedIsReported() async throws {
        // The app has no call directory; asking the doctor about one shows the extension check on real files.
        let result = try await PermitBinary.run([
            "doctor", "--plist", Self.plist, "--services", Self.services + ",call-directory", "--entitlements",
            Self.entitlements, "--extension-plist", Self.notificationService, "--format", "json",
        ])
        #expect(result.exitCode == 1)
        struct Report: Decodable { var diagnostics: [ReportedDiagnostic] }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
        #expect(report.diagnostics.map(\.rule) == ["missing-app-extension"])
        #expect(report.diagnostics.first?.file == Self.plist)
        #expect(
            report.diagnostics.first?.message.hasPrefix(
                "the app extension given has no NSExtensionPointIdentifier com.apple.callkit.call-directory") == true)
    }
}
