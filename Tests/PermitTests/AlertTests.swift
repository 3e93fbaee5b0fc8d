import Foundation
import Permit
import Testing

@Suite struct AlertTests {
    static func error(_ status: AuthorizationStatus) -> PermitError {
        PermitError(
            service: .camera, status: status, description: "Camera access is off", recoverySuggestion: "Advice.",
            settingsURL: Service.camera.offersSettingsLink(for: status) ? PermitError.appSettingsURL : nil,
            localization: "en")
    }

    @Test func aDenialOffersOkAndGo() {
        let alert = Alert(error: Self.error(.denied), dismissTitle: "OK", openSettingsTitle: "Open Settings")
        #expect(alert.actions.map(\.kind) == [.dismiss, .openSettings])
        #expect(alert.actions.last?.url == "app-settings:")
        #expect(alert.description == "Camera access is off\nAdvice.\n[OK] [Open Settings]")
    }

    @Test func aRestrictionOffersOnlyOk() {
        let alert = Alert(error: Self.error(.restricted), dismissTitle: "OK", openSettingsTitle: "Open Settings")
        #expect(alert.actions.map(\.kind) == [.dismiss])
        #expect(alert.description == "Camera access is off\nAdvice.\n[OK]")
    }

    @Test func theJSONFormNamesActionsAsJYAuthorizationDoes() throws {
        let alert = Alert(error: Self.error(.denied), dismissTitle: "好", openSettingsTitle: "前往设置")
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(alert)) as? [String: Any]
        let actions = object?["actions"] as? [[String: Any]]
        #expect(actions?.compactMap { $0["kind"] as? String } == ["ok", "go"])
        #expect(object?["title"] as? String == "Camera access is off")
    }
}
