import ArgumentParser
import Foundation
import Permit
import PermitLint
import PermitLocalization

/// `permit plan`: which permission a device should ask for next, with soft asks, for a flow of required and
/// optional services, from the report the device made.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Plan which permission to ask for next, from a device's report.",
        discussion: """
            Reads the statuses of a device's report (the schema of DeviceReport; too old a system and \
            switched-off services apply) and its "softAsk" object ({"camera": {"answer": "later", "at": \
            "2026-11-20T10:00:00Z"}, "contacts": "never"}; AskAgain and DoNotAskAgain are read too), and plans \
            the flow: each step with its action (none, soft-ask, system-prompt, open-settings, wait, skip) and \
            reason, the next step that needs the person, and the verdict (ready, blocked, pending). Texts are in \
            the localization chosen from --locale or --accept-language, else from the report's languages. \
            JSON: {"verdict", "next" (a step or null), "steps": [{"service", "demand", "status", "action", \
            "reason", "explanation", "askAgainAt"?, "title"?, "message"?, "buttons"?, "localization"?}]}.
            """
    )

    @Option(
        name: [.customLong("report"), .customLong("snapshot")],
        help: "The report a device made of itself (JSON); --snapshot is its former name.")
    var report: String

    @Option(help: "The services the feature needs, in order, comma-separated (camera,location-always...).")
    var required: String

    @Option(help: "The services the feature uses when it may, comma-separated.")
    var optional: String = ""

    @Option(help: "Optional services to make required, comma-separated.")
    var mandatory: String = ""

    @Flag(help: "Go straight to the system's prompt, without the app's own explanation first.")
    var noSoftAsk = false

    @Option(help: "The time to plan at, ISO 8601 (2026-11-24T10:00:00Z); now by default.")
    var now: String?

    @Option(help: "The person's language, a BCP 47 tag such as fr-CA.")
    var locale: String?

    @Option(help: "An HTTP Accept-Language header, instead of --locale.")
    var acceptLanguage: String?

    @Option(help: "Output form: text or json.")
    var format: ReportFormat = .text

    func validate() throws {
        let requiredServices = try Self.services(required, option: "--required")
        guard !requiredServices.isEmpty else { throw ValidationError("--required names no service") }
        let optionalServices = try Self.services(optional, option: "--optional")
        for service in try Self.services(mandatory, option: "--mandatory") where !optionalServices.contains(service) {
            throw ValidationError("--mandatory names \(service.commandLineName), which --optional does not")
        }
        if let now, ISO8601Timestamp.date(from: now) == nil {
            throw ValidationError("--now '\(now)' is not an ISO 8601 time such as 2026-11-24T10:00:00Z")
        }
        if locale != nil && acceptLanguage != nil {
            throw ValidationError("give --locale or --accept-language, not both")
        }
    }

    func run() async throws {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: report)))
        } catch {
            throw ValidationError("cannot read the report \(report): \(error.localizedDescription)")
        }
        let parsed: DeviceReport
        do {
            parsed = try DeviceReport(json: bytes)
        } catch {
            throw ValidationError("the report \(report) does not follow the schema: \(error)")
        }
        let flow = PromptFlow(
            required: try Self.services(required, option: "--required"),
            optional: try Self.services(optional, option: "--optional"), softAsks: !noSoftAsk
        ).makingMandatory(try Self.services(mandatory, option: "--mandatory"))
        let probe = DeviceReportProbe()
        let subject = try await probe.record(parsed)
        let manager = AuthorizationManager(probe: ProbeChain([SystemVersionGate(), probe]), texts: try PermitTexts())
        let instant = now.flatMap(ISO8601Timestamp.date(from:)) ?? Date()
        let plan = try await manager.plan(flow, for: subject, softAskAnswers: parsed.softAskAnswers, now: instant)
        let preferences = preferences(default: subject.preferredLanguages)
        let localized = LocalizedPromptPlan(plan, texts: manager.texts, preferences: preferences)
        switch format {
        case .json:
            print(try prettyJSON(localized))
        case .text:
            print("verdict: \(localized.verdict)")
            print("next: " + (localized.next.map { "\($0.service) (\($0.action))" } ?? "none"))
            print("steps:")
            for step in localized.steps { print(step.textLines.joined(separator: "\n")) }
        }
    }

    private func preferences(default languages: [String]) -> [String] {
        if let locale { return [locale] }
        if let acceptLanguage { return AcceptLanguage(parsing: acceptLanguage).languageTags }
        return languages
    }

    /// The services of a comma-separated list, named as the command line names them.
    private static func services(_ list: String, option: String) throws -> [Service] {
        try list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map { name in
            guard let service = Service(commandLineName: name) else {
                let names = Service.allCases.map(\.commandLineName).joined(separator: ", ")
                throw ValidationError("\(option): unknown service '\(name)'. Services: \(names)")
            }
            return service
        }
    }
}

extension LocalizedPromptPlan.Step {
    /// The step as `permit plan`'s text output shows it.
    var textLines: [String] {
        var lines = ["  \(service) (\(demand)): \(status) -> \(action) [\(reason)] \(explanation)"]
        if let askAgainAt { lines.append("    ask again at: \(askAgainAt)") }
        if let title, let message, let buttons, let localization {
            lines.append("    title: \(title)")
            lines.append("    message: \(message)")
            lines.append("    buttons: " + buttons.map { "[\($0.title)]" }.joined(separator: " "))
            lines.append("    localization: \(localization)")
        }
        return lines
    }
}
