import Foundation
import TestSupport
import Testing

@Suite struct ExplainCommandTests {
    struct ErrorJSON: Decodable, Equatable {
        var domain: String
        var code: Int
        var service: String
        var status: String
        var description: String
        var recoverySuggestion: String
        var settingsURL: String?
        var localization: String
    }

    static func json(_ arguments: [String]) async throws -> ErrorJSON {
        let result = try await PermitBinary.run(["explain"] + arguments + ["--format", "json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        return try JSONDecoder().decode(ErrorJSON.self, from: Data(result.standardOutput.utf8))
    }

    @Test func theREADMEsMainJob() async throws {
        let result = try await PermitBinary.run(["explain", "camera", "denied", "--locale", "zh-Hans"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("JYAuthErrorDomain -102 (denied)"))
        #expect(result.standardOutput.contains("localization: zh-Hans"))
        #expect(result.standardOutput.contains("settingsURL: app-settings:"))
    }

    @Test func jsonHasEveryField() async throws {
        let error = try await Self.json(["location-when-in-use", "-102", "--accept-language", "fr-CA,fr;q=0.9"])
        #expect(error.domain == "JYAuthErrorDomain")
        #expect(error.code == -102)
        #expect(error.service == "location-when-in-use")
        #expect(error.status == "denied")
        #expect(error.localization == "fr")
        #expect(error.settingsURL == "app-settings:")
        #expect(!error.description.isEmpty && !error.recoverySuggestion.isEmpty)
    }

    @Test(arguments: [
        (["addressbook", "restricted"], "contacts", -101), (["speechrecognition", "-2000"], "speech-recognition", -2000),
        (["photo-add-only", "not-determined"], "photo-add-only", -100), (["photo", "limited"], "photo", 2),
    ])
    func aliasesAndCodes(arguments: [String], service: String, code: Int) async throws {
        let error = try await Self.json(arguments + ["--locale", "en"])
        #expect(error.service == service)
        #expect(error.code == code)
    }

    @Test func restrictedHasNoSettingsLink() async throws {
        #expect(try await Self.json(["camera", "restricted"]).settingsURL == nil)
    }

    @Test func grantedHasNoError() async throws {
        let result = try await PermitBinary.run(["explain", "camera", "granted"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("no error"))
    }

    @Test(arguments: [
        (["explain", "telepathy", "denied"], "location-when-in-use"), (["explain", "camera", "maybe"], "not-determined (-100)"),
    ])
    func unknownNamesAreUsageErrorsThatListTheValidOnes(arguments: [String], listed: String) async throws {
        let result = try await PermitBinary.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains(listed))
    }

    /// An installed `permit` finds the resource bundle copied beside it (proved by editing the copy).
    @Test func anInstalledBinaryReadsTheResourcesBesideIt() async throws {
        let scratch = try ScratchFolder()
        let built = PermitBinary.url.deletingLastPathComponent()
        let installed = scratch.url.appendingPathComponent("permit")
        // Copied by cp, so that the file open for writing is never inherited by a process another test starts
        // meanwhile (which would make starting the copy fail as "busy" for as long as that process runs).
        let copied = try await onThread { try ChildProcess.run("cp", [PermitBinary.url.path, installed.path]) }
        #expect(copied.status == 0)
        let resources = scratch.url.appendingPathComponent("Permit_PermitResources.resources")
        try FileManager.default.copyItem(at: built.appendingPathComponent("Permit_PermitResources.resources"), to: resources)
        let strings = resources.appendingPathComponent("en.lproj/Permit.strings")
        let edited = try String(contentsOf: strings, encoding: .utf8)
            .replacingOccurrences(of: "\"camera.description\" = \"Camera access is off\";", with: "\"camera.description\" = \"Installed copy\";")
        try Data(edited.utf8).write(to: strings)
        let output = try await onThread { try ChildProcess.run(installed.path, ["explain", "camera", "denied"]) }
        #expect(output.status == 0)
        let text = output.standardOutput
        #expect(text.contains("description: Installed copy"))
    }

    /// A pair outside the matrix is rejected with the service's statuses, never explained with another's text.
    @Test(arguments: [
        ("camera", "limited"), ("camera", "provisional"), ("camera", "write-only"), ("microphone", "provisional"),
        ("camera", "reduced-accuracy"), ("camera", "when-in-use-only"), ("camera", "low-version"), ("camera", "none"),
        ("notifications", "restricted"),
    ])
    func aStatusTheServiceCannotBeInIsAUsageError(service: String, status: String) async throws {
        let result = try await PermitBinary.run(["explain", service, status])
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("\(service) cannot be"))
        #expect(result.standardError.contains("Its statuses: granted, "))
        #expect(result.standardError.contains("not-determined"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func theCameraUnservicedIsAMissingCameraWithoutASettingsLink() async throws {
        let error = try await Self.json(["camera", "unserviced"])
        #expect(error.description == "No camera on this device")
        #expect(error.settingsURL == nil)
    }

    @Test func aPartialGrantHasItsOwnTitle() async throws {
        let result = try await PermitBinary.run(["explain", "photo", "limited"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("granted in part"))
        #expect(result.standardOutput.contains("description: Limited Photos access"))
        #expect(result.standardOutput.contains("alert buttons: [OK] [Open Settings]"))
    }

    @Test func theStatusWordsOfSnapshotsAreAccepted() async throws {
        let result = try await PermitBinary.run(["explain", "camera", "authorized"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("access is granted"))
        #expect(try await Self.json(["camera", "notDetermined"]).code == -100)
    }

    @Test func lowVersionNamesTheDevicesSystem() async throws {
        #expect(try await Self.json(["health", "low-version", "--device", "ipad"]).recoverySuggestion.contains("iPadOS 17"))
        #expect(try await Self.json(["health", "low-version"]).recoverySuggestion.contains("iOS 8"))
        let unknown = try await PermitBinary.run(["explain", "health", "low-version", "--device", "toaster"])
        #expect(unknown.exitCode == 2)
    }
}
