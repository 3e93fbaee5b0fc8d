import Permit
import Testing

@Suite struct ProbeTests {
    static let phone = Subject(id: "device-1", systemVersion: SystemVersion(13, 7), deviceKind: .iPhone)

    @Test func fixedTableAnswersWhatItHoldsAndNothingElse() async throws {
        let probe = FixedStatusProbe([.camera: .denied])
        #expect(try await probe.status(of: .camera, for: Self.phone) == .denied)
        #expect(try await probe.status(of: .microphone, for: Self.phone) == nil)
        #expect(try await probe.requestAccess(to: .camera, for: Self.phone) == .denied)
    }

    @Test(arguments: [
        (Service.tracking, SystemVersion(13, 7), AuthorizationStatus?.some(.lowVersion)),
        (.tracking, SystemVersion(14), nil), (.camera, SystemVersion(7), nil), (.mediaLibrary, SystemVersion(9, 2), .lowVersion),
        (.mediaLibrary, SystemVersion(9, 3), nil),
    ])
    func versionGate(service: Service, version: SystemVersion, expected: AuthorizationStatus?) async throws {
        let subject = Subject(id: "x", systemVersion: version)
        #expect(try await SystemVersionGate().status(of: service, for: subject) == expected)
    }

    @Test func healthOnIPadNeedsSeventeen() async throws {
        let gate = SystemVersionGate()
        #expect(try await gate.status(of: .health, for: Subject(id: "p", systemVersion: SystemVersion(16), deviceKind: .iPad)) == .lowVersion)
        #expect(try await gate.status(of: .health, for: Subject(id: "p", systemVersion: SystemVersion(16), deviceKind: .iPhone)) == nil)
        #expect(try await gate.status(of: .health, for: Subject(id: "p", systemVersion: SystemVersion(17), deviceKind: .iPad)) == nil)
    }

    @Test func aGateWithoutAVersionStaysSilent() async throws {
        #expect(try await SystemVersionGate().status(of: .tracking, for: Subject(id: "x")) == nil)
    }

    @Test func locationServicesSwitchCoversEveryLocationService() async throws {
        let switches = ServiceSwitch()
        switches.set(.locationAlways, on: false, for: "device-1")
        for service in [Service.locationWhenInUse, .locationAlways, .preciseLocation] {
            #expect(try await switches.status(of: service, for: Self.phone) == .unserviced)
        }
        #expect(try await switches.status(of: .camera, for: Self.phone) == nil)
        #expect(try await switches.status(of: .locationAlways, for: Subject(id: "other")) == nil)
        switches.set(.locationWhenInUse, on: true, for: "device-1")
        #expect(try await switches.status(of: .locationAlways, for: Self.phone) == nil)
    }

    @Test func aChainAsksInOrderAndTheFirstThatKnowsAnswers() async throws {
        let chain = ProbeChain([SystemVersionGate(), FixedStatusProbe([.tracking: .granted, .camera: .denied])])
        #expect(try await chain.status(of: .tracking, for: Self.phone) == .lowVersion)
        #expect(try await chain.status(of: .camera, for: Self.phone) == .denied)
        #expect(try await chain.status(of: .siri, for: Self.phone) == nil)
    }
}

@Suite struct DeviceReportTests {
    @Test func readsEveryField() throws {
        let report = try DeviceReport(
            json: Array(
                """
                {"subject": "device-42", "systemVersion": "17.4", "deviceKind": "ipad", "languages": ["fr-CA", "en"],
                 "services": {"camera": "denied", "photo": "limited", "addressbook": "authorized",
                              "location-always": "authorizedWhenInUse", "microphone": "-100"},
                 "switches": {"location-services": false, "bluetooth": true}}
                """.utf8))
        #expect(report.subject == Subject(id: "device-42", systemVersion: SystemVersion(17, 4), deviceKind: .iPad, preferredLanguages: ["fr-CA", "en"]))
        // When-in-use authorization grants always-on location only in part.
        #expect(report.statuses == [.camera: .denied, .photo: .limited, .contacts: .granted, .locationAlways: .whenInUseOnly, .microphone: .notDetermined])
        #expect(report.servicesSwitchedOff == [.locationWhenInUse, .locationAlways, .preciseLocation])
    }

    /// A report turns off what can be unserviced: Location Services (every location service), Bluetooth, Face ID's
    /// set-up, and a camera, Health or Nearby Interaction the device lacks; anything else is refused by name.
    @Test(arguments: [
        ("location-services", [Service.locationWhenInUse, .locationAlways, .preciseLocation]), ("bluetooth", [.bluetooth]),
        ("face-id", [.faceID]), ("camera", [.camera]), ("health", [.health]), ("nearby-interaction", [.nearbyInteraction]),
    ])
    func eachSwitchTurnsOffItsServices(name: String, services: [Service]) throws {
        let report = try DeviceReport(json: Array(#"{"subject": "d", "switches": {"\#(name)": false}}"#.utf8))
        #expect(report.servicesSwitchedOff == Set(services))
    }

    @Test func aServiceThatCannotBeUnservicedHasNoSwitch() {
        #expect(throws: DeviceReport.SchemaError.self) {
            try DeviceReport(json: Array(#"{"subject": "d", "switches": {"microphone": false}}"#.utf8))
        }
    }

    @Test(arguments: [
        // JYAuthorization
        ("granted", AuthorizationStatus.granted), ("notDetermined", .notDetermined), ("unserviced", .unserviced), ("lowVersion", .lowVersion),
        // ISHPermissionKit
        ("Unknown", .notDetermined), ("AskAgain", .notDetermined), ("Authorized", .granted), ("Denied", .denied),
        ("DoNotAskAgain", .notDetermined), ("Unsupported", .unserviced), ("-102", .denied), ("authorizedWhenInUse", .granted),
        // PermissionManager
        ("undetermined", .notDetermined), ("notSupport", .unserviced),
        // PermissionsKit and Apple
        ("authorized", .granted), ("notSupported", .unserviced), ("limited", .limited), ("provisional", .provisional),
        ("not_determined", .notDetermined), ("write-only", .writeOnly),
    ])
    func statusWordsOfOtherLibraries(word: String, status: AuthorizationStatus) throws {
        let report = try DeviceReport(json: Array("{\"subject\": \"d\", \"services\": {\"camera\": \"\(word)\"}}".utf8))
        #expect(report.statuses[.camera] == status)
    }

    @Test(arguments: [
        ("[]", ""), ("{}", "subject"), ("{\"subject\": \"\"}", "subject"),
        ("{\"subject\": \"d\", \"systemVersion\": \"seventeen\"}", "systemVersion"),
        ("{\"subject\": \"d\", \"services\": {\"telepathy\": \"denied\"}}", "services.telepathy"),
        ("{\"subject\": \"d\", \"services\": {\"camera\": \"maybe\"}}", "services.camera"),
        ("{\"subject\": \"d\", \"switches\": {\"wifi\": false}}", "switches.wifi"),
        ("{\"subject\": \"d\", \"deviceKind\": \"toaster\"}", "deviceKind"), ("not json", ""),
    ])
    func schemaErrorsSayWhere(json: String, path: String) {
        #expect(throws: DeviceReport.SchemaError.self) { try DeviceReport(json: Array(json.utf8)) }
        do {
            _ = try DeviceReport(json: Array(json.utf8))
        } catch {
            #expect(error.path == path)
        }
    }

    @Test func theProbeAnswersFromTheLatestSnapshot() async throws {
        let probe = DeviceReportProbe()
        let subject = try await probe.record(try DeviceReport(json: Array(#"{"subject": "d", "services": {"camera": "denied"}, "switches": {"bluetooth": false}}"#.utf8)))
        #expect(try await probe.status(of: .camera, for: subject) == .denied)
        #expect(try await probe.status(of: .bluetooth, for: subject) == .unserviced)
        // A service the report does not name is not determined; a subject with no report is unknown to the probe.
        #expect(try await probe.status(of: .siri, for: subject) == .notDetermined)
        try await probe.record(try DeviceReport(json: Array(#"{"subject": "d", "services": {"camera": "authorized"}}"#.utf8)))
        #expect(try await probe.status(of: .camera, for: subject) == .granted)
        #expect(try await probe.status(of: .camera, for: Subject(id: "unknown")) == nil)
    }
}

extension DeviceReportTests {
    @Test func whenInUseAuthorizationIsAFullGrantOnlyForWhenInUseLocation() throws {
        let report = try DeviceReport(
            json: Array(#"{"subject": "d", "services": {"location-when-in-use": "authorizedWhenInUse", "location-always": "authorizedWhenInUse"}}"#.utf8))
        #expect(report.statuses[.locationWhenInUse] == .granted)
        #expect(report.statuses[.locationAlways] == .whenInUseOnly)
    }
}

@Suite struct DeviceReportProbeCacheTests {
    @Test func theStoreKeepsEverySubjectAndTheProbeRemembersAtMostItsCapacity() async throws {
        let store = MemoryDeviceReportStore()
        let probe = DeviceReportProbe(store: store, cacheCapacity: 100)
        for number in 0..<250 { try await probe.record(DeviceReport(subject: Subject(id: "s\(number)"))) }
        for number in 0..<250 { #expect(try await probe.report(for: "s\(number)") != nil) }
        #expect(try await store.reportCount() == 250)
        #expect(probe.rememberedCount == 100)
    }

    @Test func theProbeRemembersReportsOfAtMostItsBudgetInBytes() async throws {
        let store = MemoryDeviceReportStore()
        let probe = DeviceReportProbe(store: store, cacheCapacity: 100_000, cacheBudget: 40_000)
        // The fattest report a server accepts: the most languages, each as long as a tag may be, every service.
        let languages = (0..<Subject.maximumLanguageCount).map { "x-" + String(repeating: "\($0 % 10)", count: 62) }
        let statuses = Dictionary(uniqueKeysWithValues: Service.allCases.map { ($0, AuthorizationStatus.denied) })
        for number in 0..<200 {
            let subject = Subject(id: String(repeating: "s", count: 250) + "\(number)", preferredLanguages: languages)
            try await probe.record(DeviceReport(subject: subject, statuses: statuses))
        }
        for number in 0..<200 {
            let read = try await probe.report(for: String(repeating: "s", count: 250) + "\(number)")
            #expect(read?.subject.preferredLanguages == languages)
        }
        #expect(probe.rememberedBytes <= 40_000)
        #expect((1..<200).contains(probe.rememberedCount))
        let fat = try #require(try await probe.report(for: String(repeating: "s", count: 250) + "0"))
        #expect(fat.memoryFootprint > 32 * 64, "a footprint that does not count the languages' text")
    }

    @Test func aChangeMadeThroughAnotherProbeIsSeenOnceItIsReported() async throws {
        let store = MemoryDeviceReportStore()
        let (here, elsewhere) = (DeviceReportProbe(store: store), DeviceReportProbe(store: store))
        let subject = try await here.record(DeviceReport(subject: Subject(id: "d"), statuses: [.camera: .denied]))
        #expect(try await here.status(of: .camera, for: subject) == .denied)
        var changes = here.changes().makeAsyncIterator()
        try await elsewhere.record(DeviceReport(subject: Subject(id: "d"), statuses: [.camera: .granted]))
        #expect(await changes.next() == .subject("d"))
        #expect(try await here.status(of: .camera, for: subject) == .granted)
        try await elsewhere.erase(subjectID: "d")
        #expect(await changes.next() == .subject("d"))
        #expect(try await here.status(of: .camera, for: subject) == nil)
    }
}
