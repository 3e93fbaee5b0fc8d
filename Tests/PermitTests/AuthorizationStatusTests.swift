import Permit
import Testing

@Suite struct AuthorizationStatusTests {
    @Test(arguments: [
        (AuthorizationStatus.none, 0), (.granted, 1), (.notDetermined, -100), (.restricted, -101), (.denied, -102),
        (.unserviced, -1000), (.lowVersion, -2000),
    ])
    func codesAreJYAuthorizationCodes(status: AuthorizationStatus, code: Int) {
        #expect(status.rawValue == code)
        #expect(AuthorizationStatus(rawValue: code) == status)
    }
}
