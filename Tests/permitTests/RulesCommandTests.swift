import Foundation
import Permit
import PermitDoctor
import PermitLint
import PermitLocalization
import Testing

@testable import permit

/// `permit rules` lists every rule once, and the rule tables of the translators' guide and of DocC list the lint's
/// rules as the lint has them: a rule added without its row, or a severity changed in one place only, fails here.
@Suite struct RulesCommandTests {
    @Test func everyRuleIsListedOnce() async throws {
        let result = try await PermitBinary.run(["rules", "--format", "json"])
        #expect(result.exitCode == 0)
        let listed = try JSONDecoder().decode([[String: AnyDecodable]].self, from: Data(result.standardOutput.utf8))
        let ids = listed.compactMap { $0["id"]?.string }
        #expect(Set(ids).count == ids.count)
        let expected = Linter.rules.map(\.id) + InfoPlistDoctor.rules.map(\.id) + InfoPlistDoctor.capabilityRules.map(\.id)
        #expect(Set(ids) == Set(expected))
        #expect(listed.first?["severity"]?.string == "error" && listed.first?["tool"]?.string == "lint")
    }

    /// `permit rules RULE` shows one rule with the apps in which it reports and stays quiet; an unknown rule is a
    /// usage error.
    @Test func oneRuleIsShownWithItsExamples() async throws {
        let result = try await PermitBinary.run(["rules", "markup-mismatch", "--format", "json"])
        #expect(result.exitCode == 0)
        let shown = try JSONDecoder().decode([String: AnyDecodable].self, from: Data(result.standardOutput.utf8))
        #expect(shown["id"]?.string == "markup-mismatch")
        let text = try await PermitBinary.run(["rules", "markup-mismatch"])
        #expect(text.standardOutput.contains("Reports in:\n  en.lproj/Localizable.strings: \"message\" = \"Tap <b>Save</b> now\";"))
        #expect(text.standardOutput.contains("Stays quiet in:"))
        let unknown = try await PermitBinary.run(["rules", "no-such-rule"])
        #expect(unknown.exitCode != 0)
        #expect(unknown.standardError.contains("unknown rule 'no-such-rule'"))
    }

    /// The translators' guide's rule table (under "## Rules") and DocC's summary (under "### The rules in brief")
    /// list the lint's rules, each with its default severity.
    @Test(arguments: [
        ("docs/translators-guide.md", "## Rules"),
        ("Sources/PermitLint/PermitLint.docc/ValidatingTranslations.md", "### The rules in brief"),
    ])
    func aRuleTableIsTheLintsRules(path: String, heading: String) throws {
        let guide = try String(contentsOf: PermitBinary.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let lines = guide.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: heading))
        let table = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        #expect(table.count >= 20, "the rule table under \"\(heading)\" is missing or cut short")
        var rows: [String: String] = [:]
        for row in table {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let severity = String(cells[2].prefix { $0.isLetter })
            for id in cells[1].split(separator: ",") {
                rows[id.trimmingCharacters(in: CharacterSet(charactersIn: "` "))] = severity
            }
        }
        let rules = Dictionary(uniqueKeysWithValues: Linter.rules.map { ($0.id, $0.defaultSeverity.rawValue) })
        #expect(Set(rows.keys).symmetricDifference(rules.keys).isEmpty, "\(path) lists other rules than the lint's")
        for (id, severity) in rows where rules[id] != nil {
            #expect(severity == rules[id], "\(path) gives \(id) the severity \(severity)")
        }
    }
}

/// A JSON value read as far as the test needs: a string or anything else.
private struct AnyDecodable: Decodable {
    var string: String?

    init(from decoder: any Decoder) throws {
        string = try? decoder.singleValueContainer().decode(String.self)
    }
}
