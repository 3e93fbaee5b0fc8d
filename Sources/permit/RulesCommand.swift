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
            rules first. JSON: [{"id", "severity", "enabledByDefault", "tool", "summary"}]. Given a rule's \
            identifier, prints that rule alone with its examples, where it has them: apps in which it reports and \
            apps in which it stays quiet (JSON: the rule's fields, "triggering" and "nonTriggering", each a list of \
            {"files": {path: text}}).
            """
    )

    @Option(help: "Output form: text or json.")
    var format: ReportFormat = .text

    @Argument(help: "A rule's identifier: print that rule alone, with its examples.")
    var rule: String?

    func validate() throws {
        if let rule, !Self.listings.contains(where: { $0.id == rule }) {
            throw ValidationError("unknown rule '\(rule)'; `permit rules` lists them")
        }
    }

    /// One rule with its examples, as `permit rules RULE --format json` prints it.
    struct Detail: Encodable {
        struct Example: Encodable {
            var files: [String: String]
        }

        var id: String
        var severity: String
        var enabledByDefault: Bool
        var tool: String
        var summary: String
        var triggering: [Example]
        var nonTriggering: [Example]
    }

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
        if let rule, let listing = Self.listings.first(where: { $0.id == rule }) {
            try show(listing)
            return
        }
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

    /// Prints one rule and its examples.
    private func show(_ listing: Listing) throws {
        let examples = LintRuleExamples.all.first { $0.rule.id == listing.id }
        let triggering = examples?.triggering ?? []
        let nonTriggering = examples?.nonTriggering ?? []
        switch format {
        case .json:
            print(
                try prettyJSON(
                    Detail(
                        id: listing.id, severity: listing.severity, enabledByDefault: listing.enabledByDefault,
                        tool: listing.tool, summary: listing.summary,
                        triggering: triggering.map { Detail.Example(files: $0.files) },
                        nonTriggering: nonTriggering.map { Detail.Example(files: $0.files) })))
        case .text:
            print("\(listing.id) (\(listing.tool), \(listing.severity)\(listing.enabledByDefault ? "" : ", off by default"))")
            print(listing.summary)
            for (title, apps) in [("Reports in", triggering), ("Stays quiet in", nonTriggering)] where !apps.isEmpty {
                print("\n\(title):")
                let shown = apps.map { app in
                    app.files.keys.sorted().map { path in
                        let text = app.files[path] ?? ""
                        // A file of several lines goes on below its path, indented.
                        let body = (text.hasSuffix("\n") ? String(text.dropLast()) : text)
                            .replacingOccurrences(of: "\n", with: "\n      ")
                        return "  \(path): \(body)"
                    }.joined(separator: "\n")
                }
                print(shown.joined(separator: "\n\n"))
            }
        }
    }
}
