import Foundation
import Testing

@Suite struct DoctorCommandTests {
    private static let cameraPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>NSCameraUsageDescription</key>
            <string>To scan the documents you photograph.</string>
            <key>NSHealthShareUsageDescription</key>
            <string>12345678901</string>
        </dict>
        </plist>

        """

    @Test func aCleanPlistExitsZeroAndPrintsOnlyTheNoteOfWhatWasNotChecked() async throws {
        let scratch = try ScratchFolder()
        let plist = try scratch.write("Info.plist", Self.cameraPlist)
        let result = try await PermitBinary.run(["doctor", "--plist", plist, "--services", "camera,notifications"])
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        #expect(
            result.standardOutput
                == "\(plist): note: no entitlements file was given, so the entitlements the permissions need were not "
                + "checked: aps-environment (notifications) [capabilities-not-checked]\n")
        #expect(result.standardError == "1 file checked: 0 errors, 0 warnings\n")
        let camera = try await PermitBinary.run(["doctor", "--plist", plist, "--services", "camera"])
        #expect(camera.exitCode == 0)
        #expect(camera.standardOutput.isEmpty)
    }

    @Test func defectsArePrintedInTheCompilerStyleAndExitOne() async throws {
        let scratch = try ScratchFolder()
        let plist = try scratch.write("Info.plist", Self.cameraPlist)
        let strings = try scratch.write("fr.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"\";\n")
        let result = try await PermitBinary.run([
            "doctor", "--plist", plist, "--services", "camera, health,addressbook", "--strings-root", scratch.url.path,
        ])
        #expect(result.exitCode == 1)
        let expected: [String] = [
            "\(plist):3:1: error: the Info.plist has no NSContactsUsageDescription; iOS terminates the app when it "
                + "asks for contacts access without it [missing-usage-description]",
            "\(plist):6:5: error: NSHealthShareUsageDescription has only 11 characters; Health requires a usage "
                + "description of at least 12 characters [usage-description-too-short]",
            "\(plist): note: no entitlements file was given, so the entitlements the permissions need were not "
                + "checked: com.apple.developer.healthkit and com.apple.developer.healthkit.background-delivery "
                + "(health) [capabilities-not-checked]",
            "\(strings):1:30: warning: fr translates NSCameraUsageDescription as empty text; iOS shows no reason "
                + "when the app asks [empty-infoplist-translation]",
            "\(strings): warning: fr has no translation of NSHealthShareUsageDescription; people see the "
                + "development language's usage description [missing-infoplist-translation]",
            "\(strings): warning: fr has no translation of NSContactsUsageDescription; people see the "
                + "development language's usage description [missing-infoplist-translation]",
        ]
        #expect(result.standardOutput.split(separator: "\n").map(String.init) == expected)
        #expect(
            result.standardError.hasSuffix(
                "\nfr               1           1          0        2       33%       0         3\n"
                    + "2 files checked: 2 errors, 3 warnings\n"))
    }

    @Test func warningsAloneExitZero() async throws {
        let scratch = try ScratchFolder()
        let plist = try scratch.write(
            "Info.plist",
            Self.cameraPlist.replacingOccurrences(of: "To scan the documents you photograph.", with: "Scan"))
        let result = try await PermitBinary.run(["doctor", "--plist", plist, "--services", "camera"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("\(plist):4:5: warning: NSCameraUsageDescription has only 4 characters"))
        #expect(result.standardError == "1 file checked: 0 errors, 1 warning\n")
    }

    @Test func unknownServicesAreListedWithTheValidOnes() async throws {
        let scratch = try ScratchFolder()
        let plist = try scratch.write("Info.plist", Self.cameraPlist)
        let result = try await PermitBinary.run(["doctor", "--plist", plist, "--services", "camera,telepathy"])
        #expect(result.exitCode == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("unknown service 'telepathy'. Services: location-when-in-use, location-always,"))
        #expect(result.standardError.contains("Aliases: addressbook,"))
    }

    @Test(arguments: [
        ["doctor", "--plist", "/no/such/Info.plist", "--services", "camera"],
        ["doctor", "--plist", "/tmp", "--services", "camera"],
        ["doctor", "--services", "camera"],
        ["doctor", "--plist", "PLIST", "--services", ","],
        ["doctor", "--plist", "PLIST", "--services", "camera", "--strings-root", "/no/such/folder"],
    ])
    func usageErrorsExitTwo(arguments: [String]) async throws {
        let scratch = try ScratchFolder()
        let plist = try scratch.write("Info.plist", Self.cameraPlist)
        let result = try await PermitBinary.run(arguments.map { $0 == "PLIST" ? plist : $0 })
        #expect(result.exitCode == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(!result.standardError.isEmpty)
    }
}
