import Foundation
import Permit
import PermitDoctor
import PermitLocalization
import Testing

/// An XML property list: the top-level `<dict>` on line 3, then one entry per line from line 4 (its `<key>` at
/// column 5), so the nth entry's key stands at line 3 + n.
private func xmlPropertyList(_ entries: [(key: String, value: String)]) -> [UInt8] {
    let body = entries.map { "    <key>\($0.key)</key>\($0.value)\n" }.joined()
    return Array(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n".utf8)
}

/// A binary property list made by Foundation.
private func binaryPropertyList(_ dictionary: [String: Any]) throws -> [UInt8] {
    Array(try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0))
}

private let yes = "<true/>"
private let no = "<false/>"
private func text(_ value: String) -> String { "<string>\(value)</string>" }
private func strings(_ values: [String]) -> String { "<array>" + values.map(text).joined() + "</array>" }

/// An app with everything its permissions need, and ways to take one thing away.
private enum CompleteApp {
    static let plistPath = "App/Info.plist"
    static let entitlementsPath = "App/App.entitlements"

    /// Every service's usage description, the Location updates background mode and a Bonjour service type.
    static let infoPlist: [(key: String, value: String)] =
        Service.allCases.compactMap { service in
            service.usageDescriptionKeys.first.map { key in
                (
                    key,
                    service == .preciseLocation
                        ? "<dict><key>Route</key>\(text("To guide you turn by turn."))</dict>"
                        : text("So that the app can do what you asked of it.")
                )
            }
        } + [("UIBackgroundModes", strings(["fetch", "location"])), ("NSBonjourServices", strings(["_http._tcp"]))]

    /// Every entitlement a permission needs, as Xcode writes them.
    static let entitlements: [(key: String, value: String)] = [
        ("aps-environment", text("development")),
        ("com.apple.developer.healthkit", yes),
        ("com.apple.developer.healthkit.access", "<array/>"),
        ("com.apple.developer.healthkit.background-delivery", yes),
        ("com.apple.developer.homekit", yes),
        ("com.apple.developer.siri", yes),
        ("com.apple.developer.usernotifications.communication", yes),
        ("com.apple.developer.usernotifications.critical-alerts", yes),
    ]

    /// An app extension's Info.plist whose extension point is `point`.
    static func extensionPlist(_ point: String) -> [UInt8] {
        xmlPropertyList([
            ("CFBundleIdentifier", text("com.example.app.extension")),
            (
                "NSExtension",
                "<dict><key>NSExtensionPointIdentifier</key>\(text(point))"
                    + "<key>NSExtensionPrincipalClass</key>\(text("$(PRODUCT_MODULE_NAME).Handler"))</dict>"
            ),
        ])
    }

    /// The call directory's extension and a notification service extension.
    static let extensions = [
        DoctorInput.File(path: "CallDirectory/Info.plist", bytes: extensionPlist("com.apple.callkit.call-directory")),
        DoctorInput.File(
            path: "NotificationService/Info.plist", bytes: extensionPlist("com.apple.usernotifications.service")),
    ]

    /// The input for `services`, without `removed` (a key of the Info.plist or the entitlements, or the call
    /// directory's extension point), with `replaced` values.
    static func input(
        _ services: [Service], criticalAlerts: Bool = false, removing removed: String? = nil,
        replacing replaced: [String: String] = [:]
    ) -> DoctorInput {
        func edited(_ entries: [(key: String, value: String)]) -> [UInt8] {
            xmlPropertyList(entries.filter { $0.key != removed }.map { ($0.key, replaced[$0.key] ?? $0.value) })
        }
        return DoctorInput(
            infoPlist: DoctorInput.File(path: plistPath, bytes: edited(infoPlist)), services: services,
            asksForCriticalAlerts: criticalAlerts,
            entitlements: [DoctorInput.File(path: entitlementsPath, bytes: edited(entitlements))],
            extensionInfoPlists: extensions.filter {
                removed != "com.apple.callkit.call-directory" || $0.path != "CallDirectory/Info.plist"
            })
    }
}

extension Diagnostic {
    /// `file rule line:column`, or without the place when it has none.
    fileprivate var summary: String {
        (file ?? "-") + " " + rule.id + (location.map { " \($0.line):\($0.column)" } ?? "")
    }
}

/// One thing a service needs, taken away: what the doctor must then report.
struct MissingCapabilityCase: Sendable, CustomTestStringConvertible {
    var services: [Service]
    var criticalAlerts = false
    /// The key taken away from the complete app.
    var removed: String
    var rule: String
    var severity: DiagnosticSeverity
    /// `file rule line:column` of the one diagnostic.
    var summary: String
    /// How to add it, as the message says.
    var remedy: String

    var testDescription: String {
        "\(services.map(\.commandLineName))\(criticalAlerts ? " critical-alerts" : ""): \(removed)"
    }
}

@Suite struct InfoPlistDoctorCapabilityTests {
    static let missingCases: [MissingCapabilityCase] = [
        // The entitlements file's top-level <dict> is on line 3.
        MissingCapabilityCase(
            services: [.health], removed: "com.apple.developer.healthkit", rule: "missing-entitlement",
            severity: .error,
            summary: "App/App.entitlements missing-entitlement 3:1",
            remedy: "add it in Xcode: Signing & Capabilities > + Capability > HealthKit"),
        MissingCapabilityCase(
            services: [.health], removed: "com.apple.developer.healthkit.background-delivery",
            rule: "missing-entitlement", severity: .warning, summary: "App/App.entitlements missing-entitlement 3:1",
            remedy: "add it in Xcode: Signing & Capabilities > HealthKit > Background Delivery"),
        MissingCapabilityCase(
            services: [.notifications], removed: "aps-environment", rule: "missing-entitlement", severity: .warning,
            summary: "App/App.entitlements missing-entitlement 3:1",
            remedy: "add it in Xcode: Signing & Capabilities > + Capability > Push Notifications"),
        MissingCapabilityCase(
            services: [.homeKit], removed: "com.apple.developer.homekit", rule: "missing-entitlement", severity: .error,
            summary: "App/App.entitlements missing-entitlement 3:1",
            remedy: "add it in Xcode: Signing & Capabilities > + Capability > HomeKit"),
        MissingCapabilityCase(
            services: [.siri], removed: "com.apple.developer.siri", rule: "missing-entitlement", severity: .error,
            summary: "App/App.entitlements missing-entitlement 3:1",
            remedy: "add it in Xcode: Signing & Capabilities > + Capability > Siri"),
        MissingCapabilityCase(
            services: [.focusStatus], removed: "com.apple.developer.usernotifications.communication",
            rule: "missing-entitlement", severity: .warning, summary: "App/App.entitlements missing-entitlement 3:1",
            remedy: "add it in Xcode: Signing & Capabilities > + Capability > Communication Notifications"),
        MissingCapabilityCase(
            services: [.notifications], criticalAlerts: true,
            removed: "com.apple.developer.usernotifications.critical-alerts", rule: "missing-entitlement",
            severity: .warning, summary: "App/App.entitlements missing-entitlement 3:1",
            remedy: "Apple grants it on request"),
        // The Info.plist's top-level <dict> is on line 3.
        MissingCapabilityCase(
            services: [.locationAlways], removed: "UIBackgroundModes", rule: "missing-background-mode",
            severity: .warning, summary: "App/Info.plist missing-background-mode 3:1",
            remedy: "add it in Xcode: Signing & Capabilities > + Capability > Background Modes > Location updates"),
        MissingCapabilityCase(
            services: [.localNetwork], removed: "NSBonjourServices", rule: "missing-bonjour-services",
            severity: .warning,
            summary: "App/Info.plist missing-bonjour-services 3:1",
            remedy: "add it in Xcode: the target's Info tab > + > Bonjour services"),
        // About the app, not a place in a file.
        MissingCapabilityCase(
            services: [.callDirectory], removed: "com.apple.callkit.call-directory", rule: "missing-app-extension",
            severity: .error, summary: "App/Info.plist missing-app-extension",
            remedy: "add it in Xcode: File > New > Target > Call Directory Extension"),
    ]

    @Test(arguments: missingCases)
    func eachMissingCapabilityIsReportedOnceWithItsKeyAndRemedy(_ missing: MissingCapabilityCase) throws {
        let report = InfoPlistDoctor.examine(
            CompleteApp.input(missing.services, criticalAlerts: missing.criticalAlerts, removing: missing.removed))
        #expect(report.diagnostics.map(\.summary) == [missing.summary])
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.rule.id == missing.rule)
        #expect(diagnostic.severity == missing.severity)
        #expect(diagnostic.message.contains(missing.removed))
        #expect(diagnostic.message.contains(missing.remedy), "\(diagnostic.message)")
    }

    @Test(arguments: missingCases)
    func eachCapabilityInPlaceIsQuiet(_ missing: MissingCapabilityCase) {
        let report = InfoPlistDoctor.examine(
            CompleteApp.input(missing.services, criticalAlerts: missing.criticalAlerts))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }

    @Test func anAppWithEverythingInPlaceHasNoFinding() throws {
        let complete = CompleteApp.input(Service.allCases, criticalAlerts: true)
        let report = InfoPlistDoctor.examine(complete)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.fileCount == 4)
        var binary = complete
        binary.entitlements = [
            DoctorInput.File(
                path: "App/App.entitlements",
                bytes: try binaryPropertyList([
                    "aps-environment": "production", "com.apple.developer.healthkit": true,
                    "com.apple.developer.healthkit.background-delivery": true, "com.apple.developer.homekit": true,
                    "com.apple.developer.siri": true, "com.apple.developer.usernotifications.communication": true,
                    "com.apple.developer.usernotifications.critical-alerts": true,
                ]))
        ]
        #expect(InfoPlistDoctor.examine(binary).diagnostics.isEmpty)
    }

    @Test func aBinaryEntitlementsFileIsCheckedWithoutPlaces() throws {
        var input = CompleteApp.input([.health, .siri, .notifications])
        input.entitlements = [
            DoctorInput.File(
                path: "App.entitlements",
                bytes: try binaryPropertyList([
                    "com.apple.developer.healthkit": true, "com.apple.developer.siri": false,
                ]))
        ]
        let report = InfoPlistDoctor.examine(input)
        #expect(
            report.diagnostics.map(\.summary) == [
                "App.entitlements missing-entitlement", "App.entitlements entitlement-not-enabled",
                "App.entitlements missing-entitlement",
            ])
        #expect(
            report.diagnostics.map(\.message).map { $0.prefix(60) } == [
                "the entitlements have no com.apple.developer.healthkit.backg",
                "com.apple.developer.siri is false, but siri needs it on; INP",
                "the entitlements have no aps-environment, which notification",
            ])
        #expect(report.diagnostics.map(\.severity) == [.warning, .error, .warning])
    }

    @Test func anEntitlementSetToFalseIsNotEnabledAtItsKeyAndAsSevereAsItsAbsence() throws {
        let report = InfoPlistDoctor.examine(
            CompleteApp.input(
                [.health, .homeKit],
                replacing: ["com.apple.developer.healthkit": no, "com.apple.developer.homekit": no]))
        // Keys 2 (healthkit) and 5 (homekit) of the entitlements stand on lines 5 and 8.
        #expect(
            report.diagnostics.map(\.summary) == [
                "App/App.entitlements entitlement-not-enabled 5:5", "App/App.entitlements entitlement-not-enabled 8:5",
            ])
        #expect(report.diagnostics.map(\.severity) == [.error, .error])
        let health = try #require(report.diagnostics.first)
        #expect(
            health.message
                == "com.apple.developer.healthkit is false, but health needs it on; HealthKit refuses the app (error 4, "
                + "\"Missing com.apple.developer.healthkit entitlement.\"): the Health prompt never appears and every "
                + "Health query fails; set it to YES, as Xcode does with Signing & Capabilities > + Capability > HealthKit"
        )
        let backgroundDeliveryOff = InfoPlistDoctor.examine(
            CompleteApp.input([.health], replacing: ["com.apple.developer.healthkit.background-delivery": no]))
        #expect(
            backgroundDeliveryOff.diagnostics.map(\.summary) == ["App/App.entitlements entitlement-not-enabled 7:5"])
        #expect(backgroundDeliveryOff.diagnostics.first?.severity == .warning)
    }

    @Test(arguments: [
        ("<string>YES</string>", "is the string \"YES\", not the Boolean YES"),
        ("<integer>1</integer>", "is an integer, not the Boolean YES"),
    ])
    func aBooleanEntitlementOfAnotherKindIsNotEnabled(value: String, said: String) {
        let report = InfoPlistDoctor.examine(CompleteApp.input([.siri], replacing: ["com.apple.developer.siri": value]))
        #expect(report.diagnostics.map(\.summary) == ["App/App.entitlements entitlement-not-enabled 9:5"])
        #expect(
            report.diagnostics.first?.message.hasPrefix("com.apple.developer.siri \(said), but siri needs it on;")
                == true)
    }

    @Test(arguments: [
        ("<string>prod</string>", "is \"prod\", not development or production"),
        ("<false/>", "is false, not development or production"),
        ("<true/>", "is a boolean, not the string development or production"),
    ])
    func pushNeedsDevelopmentOrProduction(value: String, said: String) {
        let report = InfoPlistDoctor.examine(CompleteApp.input([.notifications], replacing: ["aps-environment": value]))
        #expect(report.diagnostics.map(\.summary) == ["App/App.entitlements entitlement-not-enabled 4:5"])
        #expect(report.diagnostics.first?.severity == .warning)
        #expect(
            report.diagnostics.first?.message.hasPrefix("aps-environment \(said), but notifications needs it on;")
                == true)
        #expect(
            report.diagnostics.first?.message.hasSuffix(
                "set it to development or production, as Xcode does with Signing & Capabilities > + Capability > Push Notifications"
            ) == true)
    }

    @Test func valuesWrittenAsBuildVariablesCountAsPresent() {
        let report = InfoPlistDoctor.examine(
            CompleteApp.input(
                [.notifications, .siri, .health],
                replacing: [
                    "aps-environment": text("$(APS_ENVIRONMENT)"), "com.apple.developer.siri": text("${SIRI_ENABLED}"),
                    "com.apple.developer.healthkit": text("$(HEALTHKIT)"),
                ]))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }

    @Test func theMacSpellingOfThePushEntitlementCounts() {
        var input = CompleteApp.input([.notifications])
        input.entitlements = [
            DoctorInput.File(
                path: "App-catalyst.entitlements",
                bytes: xmlPropertyList([("com.apple.developer.aps-environment", text("production"))]))
        ]
        #expect(InfoPlistDoctor.examine(input).diagnostics.isEmpty)
    }

    @Test func backgroundDeliveryIsNotReportedWhileHealthKitItselfIsMissing() {
        var input = CompleteApp.input([.health])
        input.entitlements = [
            DoctorInput.File(
                path: "App.entitlements", bytes: xmlPropertyList([("aps-environment", text("development"))]))
        ]
        let report = InfoPlistDoctor.examine(input)
        #expect(report.diagnostics.map(\.summary) == ["App.entitlements missing-entitlement 3:1"])
        #expect(
            report.diagnostics.first?.message.hasPrefix("the entitlements have no com.apple.developer.healthkit,")
                == true)
    }

    @Test func anEmptyHealthKitAccessArrayIsNoFinding() {
        // Xcode writes `<array/>` when Clinical Health Records is off; only that value's upload failure is known,
        // from 2021, and it was reported fixed.
        let report = InfoPlistDoctor.examine(
            CompleteApp.input([.health], replacing: ["com.apple.developer.healthkit.access": "<array/>"]))
        #expect(report.diagnostics.isEmpty)
    }

    @Test func eachEntitlementsFileIsCheckedOnItsOwn() {
        var input = CompleteApp.input([.siri, .notifications])
        input.entitlements = [
            DoctorInput.File(path: "App-ios.entitlements", bytes: xmlPropertyList(CompleteApp.entitlements)),
            DoctorInput.File(
                path: "App-catalyst.entitlements", bytes: xmlPropertyList([("aps-environment", text("development"))])),
        ]
        let report = InfoPlistDoctor.examine(input)
        #expect(report.diagnostics.map(\.summary) == ["App-catalyst.entitlements missing-entitlement 3:1"])
        #expect(report.diagnostics.first?.message.contains("com.apple.developer.siri") == true)
        #expect(report.fileCount == 5)
    }

    @Test func withoutEntitlementsOrExtensionsOneNoteEachSaysWhatWasNotChecked() throws {
        var input = CompleteApp.input([.health, .camera, .notifications, .callDirectory, .siri], criticalAlerts: true)
        input.entitlements = nil
        input.extensionInfoPlists = nil
        let report = InfoPlistDoctor.examine(input)
        #expect(
            report.diagnostics.map(\.summary) == [
                "App/Info.plist capabilities-not-checked", "App/Info.plist capabilities-not-checked",
            ])
        #expect(report.diagnostics.allSatisfy { $0.severity == .note })
        #expect(
            report.diagnostics.map(\.message) == [
                "no entitlements file was given, so the entitlements the permissions need were not checked: "
                    + "com.apple.developer.healthkit and com.apple.developer.healthkit.background-delivery (health), "
                    + "aps-environment (notifications), com.apple.developer.siri (siri), "
                    + "com.apple.developer.usernotifications.critical-alerts (critical-alerts)",
                "no app extension's Info.plist was given, so the app extensions the permissions need were not "
                    + "checked: NSExtensionPointIdentifier com.apple.callkit.call-directory (call-directory)",
            ])
        #expect(report.fileCount == 1)
        // Nothing to say when no permission needs an entitlement or an extension.
        var camera = CompleteApp.input([.camera, .locationAlways])
        camera.entitlements = nil
        camera.extensionInfoPlists = nil
        #expect(InfoPlistDoctor.examine(camera).diagnostics.isEmpty)
    }

    @Test func anAppWithNoEntitlementsOrExtensionsAtAllLacksThemAll() {
        var input = CompleteApp.input([.homeKit, .health, .callDirectory])
        input.entitlements = []
        input.extensionInfoPlists = []
        let report = InfoPlistDoctor.examine(input)
        #expect(
            report.diagnostics.map(\.summary) == [
                "App/Info.plist missing-entitlement", "App/Info.plist missing-entitlement",
                "App/Info.plist missing-app-extension",
            ])
        #expect(report.diagnostics.map(\.severity) == [.error, .error, .error])
        #expect(
            report.diagnostics.last?.message.hasPrefix(
                "the app embeds no app extension, and call-directory needs one with NSExtensionPointIdentifier "
                    + "com.apple.callkit.call-directory; Settings has no Call Blocking & Identification switch") == true
        )
    }

    @Test func anUnreadableInfoPlistDoesNotStopTheEntitlementChecks() {
        var input = CompleteApp.input([.siri, .localNetwork], removing: "com.apple.developer.siri")
        input.infoPlist = DoctorInput.File(path: "App/Info.plist", bytes: Array("<plist><dict><key>a</key>".utf8))
        let report = InfoPlistDoctor.examine(input)
        #expect(report.diagnostics.first?.rule == .plistSyntax)
        #expect(
            !report.diagnostics.contains { $0.rule == .missingBonjourServices || $0.rule == .missingUsageDescription })
        #expect(report.diagnostics.last?.summary == "App/App.entitlements missing-entitlement 3:1")
    }

    @Test func theDuplicatedServiceIsReportedOnce() {
        let report = InfoPlistDoctor.examine(
            CompleteApp.input([.siri, .siri], removing: "com.apple.developer.siri"))
        #expect(report.diagnostics.map(\.summary) == ["App/App.entitlements missing-entitlement 3:1"])
    }

    @Test func theExistingSignatureChecksNoCapability() {
        let plist = xmlPropertyList([("NSHealthShareUsageDescription", text("To read your workouts."))])
        let report = InfoPlistDoctor.examine(
            plist: plist, plistPath: "Info.plist", services: [.health, .locationAlways, .callDirectory, .localNetwork])
        #expect(
            report.diagnostics.map(\.rule.id) == [
                "missing-usage-description", "missing-usage-description", "location-always-without-when-in-use",
            ])
    }

    @Test func capabilityRulesHaveStableIdentifiersApartFromTheInfoPlistRules() {
        #expect(
            InfoPlistDoctor.capabilityRules.map(\.id) == [
                "missing-entitlement", "entitlement-not-enabled", "missing-background-mode", "missing-bonjour-services",
                "missing-app-extension", "capabilities-not-checked",
            ])
        #expect(
            InfoPlistDoctor.capabilityRules.map(\.defaultSeverity) == [
                .error, .error, .warning, .warning, .error, .note,
            ])
        #expect(Set(InfoPlistDoctor.capabilityRules.map(\.id)).isDisjoint(with: InfoPlistDoctor.rules.map(\.id)))
    }
}

extension InfoPlistDoctorCapabilityTests {
    @Test func theBackgroundModesAreReportedAtTheirKey() {
        // UIBackgroundModes is the Info.plist's entry after every service's description.
        let line = 4 + Service.allCases.filter { !$0.usageDescriptionKeys.isEmpty }.count
        let withoutLocation = InfoPlistDoctor.examine(
            CompleteApp.input([.locationAlways], replacing: ["UIBackgroundModes": strings(["fetch", "audio"])]))
        #expect(withoutLocation.diagnostics.map(\.summary) == ["App/Info.plist missing-background-mode \(line):5"])
        #expect(
            withoutLocation.diagnostics.first?.message.hasPrefix(
                "UIBackgroundModes has no location, the Location updates background mode, which location-always uses; "
                    + "with Always authorization the app gets no location updates while it is suspended") == true)
        let notAnArray = InfoPlistDoctor.examine(
            CompleteApp.input([.locationAlways], replacing: ["UIBackgroundModes": text("location")]))
        #expect(notAnArray.diagnostics.map(\.summary) == ["App/Info.plist missing-background-mode \(line):5"])
        #expect(notAnArray.diagnostics.first?.message.hasPrefix("UIBackgroundModes is a string, not an array,") == true)
        let absent = InfoPlistDoctor.examine(CompleteApp.input([.locationAlways], removing: "UIBackgroundModes"))
        #expect(
            absent.diagnostics.first?.message.hasPrefix(
                "the Info.plist has no UIBackgroundModes with location, the Location updates background mode,") == true)
    }

    @Test func bonjourServicesMustListAServiceType() {
        let line = 5 + Service.allCases.filter { !$0.usageDescriptionKeys.isEmpty }.count
        let empty = InfoPlistDoctor.examine(
            CompleteApp.input([.localNetwork], replacing: ["NSBonjourServices": "<array/>"]))
        #expect(empty.diagnostics.map(\.summary) == ["App/Info.plist missing-bonjour-services \(line):5"])
        #expect(empty.diagnostics.first?.message.hasPrefix("NSBonjourServices lists no service type; browsing") == true)
        let notAnArray = InfoPlistDoctor.examine(
            CompleteApp.input([.localNetwork], replacing: ["NSBonjourServices": text("_http._tcp")]))
        #expect(notAnArray.diagnostics.map(\.summary) == ["App/Info.plist missing-bonjour-services \(line):5"])
        #expect(notAnArray.diagnostics.first?.message.hasPrefix("NSBonjourServices is a string, not an array") == true)
        #expect(notAnArray.diagnostics.first?.severity == .warning)
    }

    @Test func theCallDirectoryExtensionIsLookedForAmongAllTheExtensionsGiven() {
        var input = CompleteApp.input([.callDirectory])
        input.extensionInfoPlists = [
            DoctorInput.File(path: "Share/Info.plist", bytes: CompleteApp.extensionPlist("com.apple.share-services"))
        ]
        let one = InfoPlistDoctor.examine(input)
        #expect(one.diagnostics.map(\.summary) == ["App/Info.plist missing-app-extension"])
        #expect(
            one.diagnostics.first?.message.hasPrefix(
                "the app extension given has no NSExtensionPointIdentifier com.apple.callkit.call-directory, which "
                    + "call-directory needs;") == true)
        input.extensionInfoPlists?.append(
            DoctorInput.File(path: "Watch/Info.plist", bytes: xmlPropertyList([("WKApplication", yes)])))
        #expect(
            InfoPlistDoctor.examine(input).diagnostics.first?.message.hasPrefix(
                "none of the 2 app extensions given has NSExtensionPointIdentifier") == true)
        input.extensionInfoPlists?.append(CompleteApp.extensions[0])
        #expect(InfoPlistDoctor.examine(input).diagnostics.isEmpty)
    }

    @Test func badFilesAreReportedWithTheirFileAndPlaceAndNeverCrash() throws {
        var input = CompleteApp.input([.siri, .callDirectory])
        let truncated = Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n".utf8)
        input.entitlements = [
            DoctorInput.File(path: "Truncated.entitlements", bytes: truncated),
            DoctorInput.File(
                path: "Array.entitlements",
                bytes: Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n".utf8)),
            DoctorInput.File(path: "Empty.entitlements", bytes: []),
            DoctorInput.File(path: "Text.entitlements", bytes: Array("com.apple.developer.siri = YES\n".utf8)),
            DoctorInput.File(path: "Binary.entitlements", bytes: Array("bplist00".utf8) + [0xFF, 0xFF]),
        ]
        input.extensionInfoPlists = [
            DoctorInput.File(path: "Ext/Info.plist", bytes: Array("bplist00".utf8) + [0x00, 0x01]),
            DoctorInput.File(
                path: "Ext2/Info.plist",
                bytes: Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<string>x</string>\n</plist>\n".utf8)),
        ]
        let report = InfoPlistDoctor.examine(input)
        // The Info.plist's own findings first, then each entitlements file's in their order, then the extensions';
        // no entitlement is judged in a file that cannot be read.
        #expect(
            report.diagnostics.map(\.summary) == [
                "App/Info.plist missing-app-extension", "Truncated.entitlements plist-syntax 3:1",
                "Truncated.entitlements plist-syntax 4:1", "Array.entitlements invalid-structure 3:1",
                "Empty.entitlements empty-file 1:1", "Text.entitlements not-a-property-list 1:1",
                "Binary.entitlements invalid-binary-plist", "Ext/Info.plist invalid-binary-plist",
                "Ext2/Info.plist invalid-structure 3:1",
            ])
        #expect(
            report.diagnostics.first { $0.file == "Array.entitlements" }?.message
                == "the entitlements file's top level is an array, not a dictionary, so it grants no entitlement")
        #expect(
            report.diagnostics.last?.message
                == "the app extension's Info.plist's top level is a string, not a dictionary, so iOS finds no "
                + "NSExtension in it")
        #expect(report.fileCount == 8)
    }
}
