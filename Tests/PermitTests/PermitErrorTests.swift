import Foundation
import Permit
import Testing

@Suite struct PermitErrorTests {
    static let denied = PermitError(
        service: .camera, status: .denied, description: "Camera access is off",
        recoverySuggestion: "Turn it on in Settings.", settingsURL: PermitError.appSettingsURL, localization: "en")

    @Test func bridgesToNSErrorWithJYAuthorizationsKeys() throws {
        let error = Self.denied as NSError
        #expect(error.domain == "JYAuthErrorDomain")
        #expect(error.code == -102)
        #expect(error.localizedDescription == "Camera access is off")
        #expect(error.localizedRecoverySuggestion == "Turn it on in Settings.")
        #expect((error.userInfo["JYAuthOpenSettingKey"] as? URL)?.absoluteString == "app-settings:")
    }

    @Test func withoutALinkTheSettingKeyHoldsNull() {
        var restricted = Self.denied
        restricted.status = .restricted
        restricted.settingsURL = nil
        #expect((restricted as NSError).userInfo["JYAuthOpenSettingKey"] is NSNull)
    }

    @Test func anNSErrorInTheDomainConvertsBack() throws {
        let error = Self.denied as NSError
        let roundTrip = try #require(PermitError(error))
        #expect(roundTrip == Self.denied)
    }

    @Test func anNSErrorFromAnIOSClientConvertsBack() throws {
        let client = NSError(
            domain: "JYAuthErrorDomain", code: -1000,
            userInfo: [
                NSLocalizedDescriptionKey: "Location access is off", PermitError.serviceKey: 1,
                "JYAuthOpenSettingKey": URL(string: "app-settings:")!,
            ])
        let error = try #require(PermitError(client))
        #expect(error.service == .locationWhenInUse)
        #expect(error.status == .unserviced)
        #expect(error.settingsURL == "app-settings:")
    }

    @Test func otherDomainsAndCodesDoNotConvert() {
        #expect(PermitError(NSError(domain: NSCocoaErrorDomain, code: -102, userInfo: [PermitError.serviceKey: 8])) == nil)
        #expect(PermitError(NSError(domain: "JYAuthErrorDomain", code: -7, userInfo: [PermitError.serviceKey: 8])) == nil)
        #expect(PermitError(NSError(domain: "JYAuthErrorDomain", code: -102, userInfo: [:])) == nil)
    }

    @Test func theJSONFormIsStable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(Self.denied), as: UTF8.self)
        #expect(
            json == #"{"code":-102,"description":"Camera access is off","domain":"JYAuthErrorDomain","localization":"en","recoverySuggestion":"Turn it on in Settings.","service":"camera","settingsURL":"app-settings:","status":"denied"}"#)
        #expect(try JSONDecoder().decode(PermitError.self, from: Data(json.utf8)) == Self.denied)
    }

    @Test func aMissingLinkIsNullInJSON() throws {
        var restricted = Self.denied
        restricted.settingsURL = nil
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(restricted)) as? [String: Any]
        #expect(object?["settingsURL"] is NSNull)
    }

    /// JYAuthorization's own cases keep its links: denied and Location Services off have one; restricted,
    /// not determined and a too-old system do not.
    @Test(arguments: [
        (Service.camera, AuthorizationStatus.denied, true), (.locationWhenInUse, .unserviced, true),
        (.locationAlways, .whenInUseOnly, true), (.health, .denied, true), (.camera, .restricted, false),
        (.contacts, .notDetermined, false), (.speechRecognition, .lowVersion, false),
        // Permit's additions: partial grants and switches the person controls link; absent hardware does not.
        (.photo, .limited, true), (.notifications, .provisional, true), (.calendar, .writeOnly, true),
        (.locationWhenInUse, .reducedAccuracy, true), (.bluetooth, .unserviced, true), (.faceID, .unserviced, true),
        (.camera, .unserviced, false), (.health, .unserviced, false), (.nearbyInteraction, .unserviced, false),
        // Outside the matrix there is nothing to link to.
        (.camera, .limited, false), (.microphone, .unserviced, false),
    ])
    func theSettingsLinkAppearsExactlyWhereSettingsCanHelp(service: Service, status: AuthorizationStatus, links: Bool) {
        #expect(service.offersSettingsLink(for: status) == links)
    }
}
