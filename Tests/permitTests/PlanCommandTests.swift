import Foundation
import Testing

/// `permit plan` through the built binary, its JSON read field by field.
@Suite struct PlanCommandTests {
    struct Plan: Decodable {
        var verdict: String
        var next: Step?
        var steps: [Step]
    }

    struct Step: Decodable, Equatable {
        struct Button: Decodable, Equatable {
            var kind: String
            var title: String
        }

        var service: String
        var demand: String
        var status: String
        var action: String
        var reason: String
        var explanation: String
        var askAgainAt: String?
        var title: String?
        var message: String?
        var buttons: [Button]?
        var localization: String?
    }

    static let report = """
        { "subject": "device-42", "systemVersion": "17.4", "deviceKind": "iphone", "languages": ["de-AT", "en"],
          "services": { "camera": "notDetermined", "microphone": "denied", "location-always": "notDetermined",
                        "photo": "limited" },
          "softAsk": { "camera": { "answer": "later", "at": "2026-11-20T10:00:00Z" }, "contacts": "DoNotAskAgain" } }
        """

    static func run(_ arguments: [String], report: String = report, option: String = "--report") async throws
        -> PermitBinary.Result
    {
        let scratch = try ScratchFolder()
        let path = try scratch.write("report.json", report)
        return try await PermitBinary.run(["plan", option, path] + arguments)
    }

    static func plan(_ arguments: [String], report: String = report) async throws -> Plan {
        let result = try await run(arguments + ["--format", "json"], report: report)
        #expect(result.exitCode == 0, "\(result.standardError)")
        return try JSONDecoder().decode(Plan.self, from: Data(result.standardOutput.utf8))
    }

    static let flow = [
        "--required", "camera,location-always", "--optional", "contacts,microphone,photo", "--now", "2026-11-21T10:00:00Z",
    ]

    /// `--snapshot`, the option's former name, still reads the report.
    @Test func theFormerOptionNameStillReadsTheReport() async throws {
        let former = try await Self.run(Self.flow + ["--locale", "en", "--format", "json"], option: "--snapshot")
        let current = try await Self.run(Self.flow + ["--locale", "en", "--format", "json"])
        #expect(former.exitCode == 0 && former.standardOutput == current.standardOutput)
    }

    @Test func theJSONPlanHasEveryField() async throws {
        let plan = try await Self.plan(Self.flow + ["--locale", "en"])
        #expect(plan.verdict == "pending")
        #expect(plan.steps.map(\.service) == [
            "camera", "location-when-in-use", "location-always", "contacts", "microphone", "photo",
        ])
        #expect(plan.steps.map(\.demand) == ["required", "required", "required", "optional", "optional", "optional"])
        #expect(plan.steps.map(\.status) == ["not-determined", "not-determined", "not-determined", "not-determined", "denied", "limited"])
        #expect(plan.steps.map(\.action) == ["wait", "soft-ask", "wait", "skip", "open-settings", "none"])
        #expect(plan.steps.map(\.reason) == [
            "asked-later", "not-determined", "after-when-in-use", "declined-for-good", "denied", "granted-in-part",
        ])
        #expect(plan.steps.allSatisfy { !$0.explanation.isEmpty })

        let camera = plan.steps[0]
        #expect(camera.askAgainAt == "2026-11-23T10:00:00Z")
        #expect(camera.title == nil && camera.buttons == nil && camera.localization == nil)

        let whenInUse = plan.steps[1]
        #expect(whenInUse.title == "Allow access to your location?")
        #expect(whenInUse.message?.hasPrefix("This feature uses your location while you are using the app.") == true)
        #expect(whenInUse.buttons == [
            .init(kind: "continue", title: "Continue"), .init(kind: "later", title: "Not Now"),
            .init(kind: "never", title: "Don't Ask Again"),
        ])
        #expect(whenInUse.localization == "en")
        #expect(whenInUse.askAgainAt == nil)

        let microphone = plan.steps[4]
        #expect(microphone.title == "Microphone access is off")
        #expect(microphone.buttons == [.init(kind: "ok", title: "OK"), .init(kind: "go", title: "Open Settings")])

        #expect(plan.next == whenInUse)
    }

    @Test func nextIsNullWhenNothingCanBeAsked() async throws {
        let result = try await Self.run([
            "--required", "tracking", "--optional", "contacts", "--format", "json", "--now", "2026-11-21T10:00:00Z",
        ], report: #"{"subject": "old", "systemVersion": "13.7", "softAsk": {"contacts": "never"}}"#)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#""next" : null"#))
        let plan = try JSONDecoder().decode(Plan.self, from: Data(result.standardOutput.utf8))
        #expect(plan.verdict == "blocked")
        #expect(plan.next == nil)
        #expect(plan.steps.map(\.reason) == ["system-too-old", "declined-for-good"])
        #expect(plan.steps.map(\.status) == ["low-version", "not-determined"])
    }

    @Test func optionalServicesCanBeMadeMandatory() async throws {
        let plan = try await Self.plan(Self.flow + ["--mandatory", "microphone"])
        #expect(plan.verdict == "blocked")
        #expect(plan.steps[4].demand == "required")
        #expect(plan.next?.service == "location-when-in-use")
    }

    @Test func afterTheIntervalWithoutSoftAsksTheSystemIsAsked() async throws {
        let plan = try await Self.plan(["--required", "camera", "--no-soft-ask", "--now", "2026-11-23T10:00:00Z"])
        #expect(plan.steps.map(\.action) == ["system-prompt"])
        #expect(plan.steps.map(\.reason) == ["ask-again"])
        #expect(plan.steps[0].title == nil)
        #expect(plan.next?.service == "camera")
    }

    @Test(arguments: [
        ([String](), "de", "Kamerazugriff deaktiviert"), (["--locale", "ja"], "ja", "カメラへのアクセスがオフです"),
        (["--accept-language", "fr-CA,fr;q=0.9,en;q=0.5"], "fr", "Accès à l’appareil photo désactivé"),
    ])
    func settingsTextsAreInThePersonsLanguage(options: [String], localization: String, title: String) async throws {
        let report = #"{"subject": "d", "languages": ["de-AT"], "services": {"camera": "denied"}}"#
        let plan = try await Self.plan(["--required", "camera"] + options, report: report)
        #expect(plan.verdict == "blocked")
        #expect(plan.steps[0].action == "open-settings")
        #expect(plan.steps[0].localization == localization)
        #expect(plan.steps[0].title == title)
    }

    @Test func locationServicesSwitchedOffLeadToSettings() async throws {
        let report = #"{"subject": "d", "switches": {"location-services": false}, "services": {"location-when-in-use": "authorized"}}"#
        let plan = try await Self.plan(["--required", "location-when-in-use"], report: report)
        #expect(plan.steps.map(\.action) == ["open-settings"])
        #expect(plan.steps.map(\.reason) == ["switched-off"])
        #expect(plan.steps.map(\.status) == ["unserviced"])
    }

    @Test func textOutputNamesTheVerdictAndTheNextStep() async throws {
        let result = try await Self.run(Self.flow + ["--locale", "en"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("verdict: pending\nnext: location-when-in-use (soft-ask)\n"))
        #expect(result.standardOutput.contains("ask again at: 2026-11-23T10:00:00Z"))
        #expect(result.standardOutput.contains("buttons: [Continue] [Not Now] [Don't Ask Again]"))
    }

    @Test(arguments: [
        (["--required", "telepathy"], "unknown service 'telepathy'"),
        (["--required", "camera", "--mandatory", "photo"], "--mandatory names photo"),
        (["--required", ""], "--required names no service"),
        (["--required", "camera", "--now", "tomorrow"], "--now 'tomorrow'"),
        (["--required", "camera", "--locale", "en", "--accept-language", "en"], "not both"),
    ])
    func usageErrorsExitWithTwo(arguments: [String], message: String) async throws {
        let result = try await Self.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test(arguments: [
        (#"{"subject": "d", "softAsk": {"camera": "perhaps"}}"#, "softAsk.camera"),
        (#"{"subject": "d", "services": {"camera": "perhaps"}}"#, "services.camera"),
        ("not json", "does not follow the schema"),
    ])
    func malformedReportsAreUsageErrorsNamingThePath(report: String, message: String) async throws {
        let result = try await Self.run(["--required", "camera"], report: report)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test func aMissingReportIsAUsageError() async throws {
        let result = try await PermitBinary.run(["plan", "--report", "/nonexistent/report.json", "--required", "camera"])
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("cannot read the report"))
    }
}
