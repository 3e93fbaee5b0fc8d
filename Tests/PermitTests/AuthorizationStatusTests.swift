import Permit
import Testing

@Suite struct AuthorizationStatusTests {
    @Test(arguments: [
        (AuthorizationStatus.unreported, 0), (.granted, 1), (.notDetermined, -100), (.restricted, -101), (.denied, -102),
        (.unserviced, -1000), (.lowVersion, -2000), (.limited, 2), (.provisional, 3), (.reducedAccuracy, 4),
        (.writeOnly, 5), (.whenInUseOnly, 6),
    ])
    func codesAreStable(status: AuthorizationStatus, code: Int) {
        #expect(status.rawValue == code)
        #expect(AuthorizationStatus(rawValue: code) == status)
    }

    @Test func partialGrantsAreGrantsButNotFullOnes() {
        for status in [AuthorizationStatus.limited, .provisional, .reducedAccuracy, .writeOnly, .whenInUseOnly] {
            #expect(status.isGranted)
            #expect(status.isPartialGrant)
        }
        #expect(AuthorizationStatus.granted.isGranted && !AuthorizationStatus.granted.isPartialGrant)
        for status in [AuthorizationStatus.unreported, .notDetermined, .restricted, .denied, .unserviced, .lowVersion] {
            #expect(!status.isGranted)
        }
    }

    @Test(arguments: [
        ("denied", AuthorizationStatus.denied), ("-102", .denied), ("not-determined", .notDetermined),
        ("low-version", .lowVersion), ("-2000", .lowVersion), ("limited", .limited), ("Restricted", .restricted),
        ("1", .granted),
    ])
    func commandLineNamesAndCodes(name: String, status: AuthorizationStatus) {
        #expect(AuthorizationStatus(word: name) == status)
    }

    @Test(arguments: ["refused", "-103", "", "notdetermind"])
    func unknownStatusNamesAreNil(name: String) {
        #expect(AuthorizationStatus(word: name) == nil)
    }
}
