import Foundation
import Testing

/// `permit doctor --entitlements ... --extension-plist ...`, through the built binary.
@Suite struct DoctorCapabilityCommandTests {
    /// Health's, Siri's and location's descriptions; no UIBackgroundModes. The top-level `<dict>` is on line 3.
    private static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>NSHealthShareUsageDescription</key>
            <string>To read the workouts you record.</string>
            <key>NSSiriUsageDescription</key>
            <string>To start a workout when you ask Siri.</string>
            <key>NSLocationWhenInUseUsageDescription</key>
            <string>To show the trails near you.</string>
            <key>NSLocationAlwaysAndWhenInUseUsageDescription</key>
            <string>To record your runs while the screen is off.</string>
        </dict>
        </plist>

        """

    /// Xcode's entitlements: HealthKit without background delivery, Siri off, no push.
    private static let entitlements = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>com.apple.developer.healthkit</key>
        \t<true/>
        \t<key>com.apple.developer.siri</key>
        \t<false/>
        </dict>
        </plist>

        """

    private static let services = "health,siri,notifications,location-always,call-directory"

    @Test func entitlementsAndExtensionsAreCheckedAndAnErrorExitsOne() async throws {
        let scratch = try ScratchFolder()
        let plist = try scratch.write("Info.plist", Self.infoPlist)
        let ios = try scratch.write("App.entitlements", Self.entitlements)
        let catalyst = try scratch.write(
            "App-catalyst.entitlements",
            Array(
                try PropertyListSerialization.data(
                    fromPropertyList: [
                        "com.apple.developer.healthkit": true,
                        "com.apple.developer.healthkit.background-delivery": true,
                        "com.apple.developer.siri": true, "com.apple.developer.aps-environment": "$(APS_ENVIRONMENT)",
                    ], format: .binary, options: 0)))
        let share = try scratch.write(
            "Share/Info.plist",
            "<plist version=\"1.0\"><dict><key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key>"
                + "<string>com.apple.share-services</string></dict></dict></plist>\n")
        let result = try await PermitBinary.run([
            "doctor", "--plist", plist, "--services", Self.services, "--entitlements", ios, "--entitlements", catalyst,
            "--extension-plist", share,
        ])
        #expect(result.exitCode == 1)
        let expected: [String] = [
            "\(plist):3:1: warning: the Info.plist has no UIBackgroundModes with location, the Location updates "
                + "background mode, which location-always uses; with Always authorization the app gets no location "
                + "updates while it is suspended in the background (they arrive late, in a batch, when it runs "
                + "again), and setting allowsBackgroundLocationUpdates to true terminates it; region monitoring and "
                + "significant-change updates work without the mode; if the app tracks location in the background, "
                + "add it in Xcode: Signing & Capabilities > + Capability > Background Modes > Location updates "
                + "[missing-background-mode]",
            "\(plist): error: the app extension given has no NSExtensionPointIdentifier "
                + "com.apple.callkit.call-directory, which call-directory needs; Settings has no Call Blocking & "
                + "Identification switch for the app, so the person can never turn it on, and "
                + "CXCallDirectoryManager's reloadExtension(withIdentifier:) fails with noExtensionFound; add it in "
                + "Xcode: File > New > Target > Call Directory Extension, embedded in the app [missing-app-extension]",
            "\(ios):4:1: warning: the entitlements have no com.apple.developer.healthkit.background-delivery, which "
                + "health needs; the app cannot turn on background delivery (enableBackgroundDelivery(for:frequency:"
                + "withCompletion:)), so it is not woken when new Health data arrives; only an app that observes "
                + "Health data in the background needs it; add it in Xcode: Signing & Capabilities > HealthKit > "
                + "Background Delivery [missing-entitlement]",
            "\(ios):4:1: warning: the entitlements have no aps-environment, which notifications needs; the "
                + "notification prompt and local notifications work, but registering for remote notifications fails "
                + "(\"no valid “aps-environment” entitlement string found for application\") and no push reaches the "
                + "app; add it in Xcode: Signing & Capabilities > + Capability > Push Notifications "
                + "[missing-entitlement]",
            "\(ios):7:2: error: com.apple.developer.siri is false, but siri needs it on; "
                + "INPreferences.requestSiriAuthorization terminates the app (\"...requires the entitlement "
                + "com.apple.developer.siri\"), so the Siri prompt never appears; set it to YES, as Xcode does with "
                + "Signing & Capabilities > + Capability > Siri [entitlement-not-enabled]",
        ]
        #expect(result.standardOutput.split(separator: "\n").map(String.init) == expected)
        #expect(result.standardError == "4 files checked: 2 errors, 3 warnings\n")
    }

    @Test func theJSONReportCarriesEveryFindingAndTheSameExitCode() async throws {
        let scratch = try ScratchFolder()
        let plist = try scratch.write("Info.plist", Self.infoPlist)
        let ios = try scratch.write("App.entitlements", Self.entitlements)
        let result = try await PermitBinary.run([
            "doctor", "--plist", plist, "--services", Self.services, "--entitlements", ios, "--format", "json",
        ])
        #expect(result.exitCode == 1)
        struct Summary: Decodable {
            var files: Int
            var errors: Int
            var warnings: Int
        }
        struct Report: Decodable {
            var diagnostics: [ReportedDiagnostic]
            var summary: Summary
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
        #expect(
            report.diagnostics.map { "\($0.file ?? "-") \($0.line ?? 0):\($0.column ?? 0) \($0.severity) \($0.rule)" }
                == [
                    "\(plist) 3:1 warning missing-background-mode",
                    "\(plist) 0:0 note capabilities-not-checked",
                    "\(ios) 4:1 warning missing-entitlement",
                    "\(ios) 4:1 warning missing-entitlement",
                    "\(ios) 7:2 error entitlement-not-enabled",
                ])
        #expect(
            report.diagnostics[1].message.hasSuffix(
                "checked: NSExtensionPointIdentifier com.apple.callkit.call-directory (call-directory)"))
        #expect(report.diagnostics[2].message.contains("com.apple.developer.healthkit.background-delivery"))
        #expect(report.diagnostics[3].message.contains("aps-environment"))
        #expect(report.diagnostics[4].message.hasPrefix("com.apple.developer.siri is false"))
        #expect(report.summary.files == 2)
        #expect(report.summary.errors == 1)
        #expect(report.summary.warnings == 3)
    }

    @Test func warningsAloneExitZeroUnlessWarningsAreErrors() async throws {
        let scratch = try ScratchFolder()
        let plist = try scratch.write("Info.plist", Self.infoPlist)
        let ios = try scratch.write("App.entitlements", Self.entitlements)
        let arguments = ["doctor", "--plist", plist, "--services", "health,notifications", "--entitlements", ios]
        let lenient = try await PermitBinary.run(arguments)
        #expect(lenient.exitCode == 0)
        #expect(lenient.standardError == "2 files checked: 0 errors, 2 warnings\n")
        #expect(try await PermitBinary.run(arguments + ["--warnings-as-errors"]).exitCode == 1)
    }

    @Test func criticalAlertsAreNamedAmongTheServices() async throws {
        let scratch = try ScratchFolder()
        let plist = try scratch.write("Info.plist", Self.infoPlist)
        let ios = try scratch.write("App.entitlements", Self.entitlements)
        let result = try await PermitBinary.run([
            "doctor", "--plist", plist, "--services", "critical-alerts", "--entitlements", ios, "--format", "json",
        ])
        #expect(result.exitCode == 0)
        struct Report: Decodable { var diagnostics: [ReportedDiagnostic] }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
        #expect(report.diagnostics.map(\.rule) == ["missing-entitlement"])
        #expect(report.diagnostics.first?.severity == "warning")
        #expect(
            report.diagnostics.first?.message.hasPrefix(
                "the entitlements have no com.apple.developer.usernotifications.critical-alerts, which critical-alerts "
                    + "needs;") == true)
        let unknown = try await PermitBinary.run(["doctor", "--plist", plist, "--services", "telepathy"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.standardError.contains(", call-directory, critical-alerts. Aliases:"))
    }

    @Test(arguments: [
        (
            ["--entitlements", "/no/such/App.entitlements"],
            "cannot read the entitlements file at /no/such/App.entitlements"
        ),
        (["--entitlements", "FOLDER"], "cannot read the entitlements file at FOLDER"),
        (
            ["--extension-plist", "/no/such/Extension/Info.plist"],
            "cannot read the app extension's Info.plist at /no/such/Extension/Info.plist"
        ),
        (["--entitlements"], "Missing value for '--entitlements <path>'"),
    ])
    func anUnreadableFileIsAUsageErrorNamingIt(extra: [String], message: String) async throws {
        let scratch = try ScratchFolder()
        let plist = try scratch.write("Info.plist", Self.infoPlist)
        let folder = scratch.url.path
        let result = try await PermitBinary.run(
            ["doctor", "--plist", plist, "--services", "health"] + extra.map { $0 == "FOLDER" ? folder : $0 })
        #expect(result.exitCode == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.contains(message.replacingOccurrences(of: "FOLDER", with: folder)),
            "\(result.standardError)")
    }
}
