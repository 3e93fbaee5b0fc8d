import Foundation
import Permit
import Testing

/// One vocabulary: the same words and codes are read by reports, the command line and JSON.
@Suite struct VocabularyTests {
    @Test(arguments: AuthorizationStatus.allCases)
    func everyStatusRoundTripsThroughItsNameAndCode(status: AuthorizationStatus) throws {
        #expect(AuthorizationStatus(word: status.commandLineName) == status)
        #expect(AuthorizationStatus(word: String(status.rawValue)) == status)
        let encoded = try JSONEncoder().encode([status])
        #expect(String(decoding: encoded, as: UTF8.self) == "[\"\(status.commandLineName)\"]")
        #expect(try JSONDecoder().decode([AuthorizationStatus].self, from: encoded) == [status])
        let number = Data("[\(status.rawValue)]".utf8)
        #expect(try JSONDecoder().decode([AuthorizationStatus].self, from: number) == [status])
    }

    @Test(arguments: Service.allCases)
    func everyServiceRoundTripsThroughItsNameAndNumber(service: Service) throws {
        let encoded = try JSONEncoder().encode([service])
        #expect(String(decoding: encoded, as: UTF8.self) == "[\"\(service.commandLineName)\"]")
        #expect(try JSONDecoder().decode([Service].self, from: encoded) == [service])
        #expect(try JSONDecoder().decode([Service].self, from: Data("[\(service.rawValue)]".utf8)) == [service])
        #expect(try JSONDecoder().decode([Service].self, from: Data("[\"\(service.keyPrefix)\"]".utf8)).count == 1)
    }

    @Test(arguments: [
        ("authorized", AuthorizationStatus.granted), ("notDetermined", .notDetermined), ("NOT_DETERMINED", .notDetermined),
        ("Unsupported", .unserviced), ("notSupport", .unserviced), ("ephemeral", .granted), ("lowVersion", .lowVersion),
        ("-1000", .unserviced), ("2", .limited),
    ])
    func otherLibrariesWordsAreStatuses(word: String, status: AuthorizationStatus) {
        #expect(AuthorizationStatus(word: word) == status)
    }

    @Test func authorizedWhenInUseIsPartialOnlyForAlwaysLocation() {
        #expect(AuthorizationStatus(word: "authorizedWhenInUse", for: .locationAlways) == .whenInUseOnly)
        #expect(AuthorizationStatus(word: "authorizedWhenInUse", for: .locationWhenInUse) == .granted)
    }

    @Test(arguments: ["refused", "-103", "", "notdetermind", "AskAgain", "DoNotAskAgain"])
    func otherWordsAreNoStatus(word: String) {
        #expect(AuthorizationStatus(word: word) == nil)
    }

    @Test func unknownWordsFailToDecodeWithTheirText() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([AuthorizationStatus].self, from: Data("[\"maybe\"]".utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([AuthorizationStatus].self, from: Data("[7]".utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Service].self, from: Data("[99]".utf8)) }
    }

    @Test func aSnapshotReadsNumbersAndCodeStringsAlike() throws {
        let report = try DeviceReport(json: Array(#"{"subject": "d", "services": {"camera": -102, "photo": "2", "7": "denied"}}"#.utf8))
        #expect(report.statuses[.camera] == .denied)
        #expect(report.statuses[.photo] == .limited)
        #expect(report.statuses[.microphone] == .denied)
    }

    @Test func aSnapshotRoundTripsThroughJSON() throws {
        let json = #"""
            {"subject": "d", "systemVersion": "16.1", "deviceKind": "iPad", "languages": ["fr-CA", "en"],
             "services": {"camera": "denied", "location-always": "authorizedWhenInUse", "contacts": "DoNotAskAgain"},
             "switches": {"bluetooth": false}, "softAsk": {"microphone": {"answer": "later", "at": "2026-11-20T10:00:00Z"}}}
            """#
        let report = try DeviceReport(json: Data(json.utf8))
        #expect(report.subject.deviceKind == .iPad)
        #expect(report.statuses[.locationAlways] == .whenInUseOnly)
        #expect(report.statuses[.contacts] == .notDetermined)
        #expect(report.softAskAnswers[.contacts] == .never)
        #expect(report.softAskAnswers[.microphone] == .later(at: Date(timeIntervalSince1970: 1_795_168_800)))
        #expect(report.servicesSwitchedOff == [.bluetooth])
        let encoded = try JSONEncoder().encode(report)
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(text.contains(#""camera":"denied""#))
        #expect(text.contains(#""location-always":"when-in-use-only""#))
        #expect(try DeviceReport(json: encoded) == report)
    }

    @Test(arguments: [
        (#"{"subject": "d", "languages": ["en", 4]}"#, "languages[1]"),
        (#"{"subject": "d", "services": {"camera": true}}"#, "services.camera"),
        (#"{"subject": "d", "services": ["camera"]}"#, "services"),
        (#"{"subject": "d", "softAsk": {"camera": "perhaps"}}"#, "softAsk.camera"),
        (#"{"systemVersion": "17"}"#, "subject"),
    ])
    func schemaErrorsNameTheJSONPath(json: String, path: String) {
        #expect {
            try DeviceReport(json: Array(json.utf8))
        } throws: { error in
            (error as? DeviceReport.SchemaError)?.path == path
        }
    }

    @Test func malformedJSONSaysWhere() {
        #expect {
            try DeviceReport(json: Array("{\"subject\": \"d\",\n  \"services\": {,}}".utf8))
        } throws: { error in
            let error = error as? DeviceReport.SchemaError
            return error?.line == 2 && error?.column == 16
        }
    }
}
