import ArgumentParser
import Permit
import PermitDoctor
import PermitLint
import PermitLocalization

/// `permit rules`: every rule `permit lint` and `permit doctor` report, with its identifier, default severity,
/// whether it is on by default, and what it finds (like `swiftlint rules`).
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules of permit lint and permit doctor.",
        discussion: """
            Prints each rule's identifier, default severity, the tool that reports it and what it finds, lint's \
            rules first. JSON: [{"id", "severity", "enabledByDefault", "tool", "summary"}].
            """
    )

    @Option(help: "Output form: text or json.")
    var format: ReportFormat = .text

    /// One rule as listed.
    struct Listing: Encodable, Equatable {
        var id: String
        var severity: String
        var enabledByDefault: Bool
        var tool: String
        var summary: String
    }

    /// The rules, lint's then the doctor's, each once.
    static var listings: [Listing] {
        var seen: Set<String> = []
        let tools: [(String, [DiagnosticRule])] = [
            ("lint", Linter.rules), ("doctor", InfoPlistDoctor.rules + InfoPlistDoctor.capabilityRules),
        ]
        return tools.flatMap { tool, rules in
            rules.filter { seen.insert($0.id).inserted }.map { rule in
                Listing(
                    id: rule.id, severity: "\(rule.defaultSeverity)", enabledByDefault: rule.isEnabledByDefault,
                    tool: tool, summary: rule.summary)
            }
        }
    }

    func run() throws {
        let listings = Self.listings
        switch format {
        case .text:
            let width = listings.map(\.id.count).max() ?? 0
            for rule in listings {
                let severity = rule.severity + (rule.enabledByDefault ? "" : ", off")
                let padded = rule.id + String(repeating: " ", count: width - rule.id.count)
                print("\(padded)  \(rule.tool)  \(severity): \(rule.summary)")
            }
        case .json:
            print(try prettyJSON(listings))
        }
    }
}
