import Permit
import Testing

@Suite struct ServiceTests {
    @Test(arguments: [
        (Service.locationWhenInUse, 1), (.locationAlways, 2), (.contacts, 3), (.calendar, 4), (.reminders, 5),
        (.photo, 6), (.microphone, 7), (.camera, 8), (.speechRecognition, 9), (.health, 10),
    ])
    func jyAuthorizationServicesKeepTheirNumbers(service: Service, number: Int) {
        #expect(service.rawValue == number)
    }

    @Test func everyServiceHasAUniqueStableNumberAndName() {
        #expect(Service.allCases.count == 24)
        #expect(Set(Service.allCases.map(\.rawValue)) == Set(1...24))
        #expect(Set(Service.allCases.map(\.commandLineName)).count == 24)
    }

    @Test(arguments: [
        ("camera", Service.camera), ("location-when-in-use", .locationWhenInUse), ("location-always", .locationAlways),
        ("contacts", .contacts), ("speech-recognition", .speechRecognition), ("photo-add-only", .photoAddOnly),
        ("addressbook", .contacts), ("speechrecognition", .speechRecognition), ("reminder", .reminders),
        ("location", .locationWhenInUse), ("Face-ID", .faceID),
    ])
    func namesAndJYAuthorizationPrefixesBothWork(name: String, service: Service) {
        #expect(Service(commandLineName: name) == service)
    }

    @Test func unknownNamesAreNil() {
        #expect(Service(commandLineName: "telepathy") == nil)
        #expect(Service(commandLineName: "") == nil)
    }

    @Test(arguments: [
        (Service.locationAlways, ["NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationAlwaysUsageDescription"]),
        (.camera, ["NSCameraUsageDescription"]), (.notifications, []),
        (.health, ["NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription"]),
    ])
    func usageDescriptionKeys(service: Service, keys: [String]) {
        #expect(service.usageDescriptionKeys == keys)
    }

    @Test(arguments: [
        (Service.camera, "7"), (.mediaLibrary, "9.3"), (.speechRecognition, "10"), (.tracking, "14"),
        (.focusStatus, "15"), (.bluetooth, "13"),
    ])
    func introducedIn(service: Service, version: String) {
        #expect(service.introducedIn.description == version)
    }
}

@Suite struct SystemVersionTests {
    @Test(arguments: [("14", "14"), ("14.5", "14.5"), ("14.5.1", "14.5.1"), ("9.3.0", "9.3"), ("17.0", "17")])
    func readsAndWrites(text: String, written: String) {
        #expect(SystemVersion(text)?.description == written)
    }

    @Test(arguments: ["", "14.", ".5", "a.b", "1.2.3.4", "-1", "14.x", "1234567"])
    func rejectsWhatIsNotAVersion(text: String) {
        #expect(SystemVersion(text) == nil)
    }

    @Test func ordersNumerically() {
        #expect(SystemVersion(9, 3) < SystemVersion(10))
        #expect(SystemVersion(14, 5) > SystemVersion(14, 4, 9))
    }
}
