import Foundation
import PermitLocalization
import Testing

@testable import PermitLint

/// Every rule declared with examples reports in each of its triggering apps and stays quiet in each of its
/// non-triggering ones, linted whole as `permit lint` lints an app; every file of `Rules/` declares one listed rule.
@Suite struct LintRuleExamplesTests {
    /// The rule's findings in the example's app, with the rule turned on (some are off by default).
    private func findings(of rule: DiagnosticRule, in example: LintRuleExample) throws -> [Diagnostic] {
        let fixture = try LintFixture(example.files)
        defer { fixture.remove() }
        var options = LintOptions()
        options.enabledRules = [rule.id]
        return try fixture.lint(options: options).diagnostics.filter { $0.rule == rule }
    }

    @Test(arguments: LintRuleExamples.all.map(\.rule.id))
    func everyExampleTriggersOrStaysQuiet(_ id: String) throws {
        let examples = try #require(LintRuleExamples.all.first { $0.rule.id == id })
        #expect(!examples.triggering.isEmpty && !examples.nonTriggering.isEmpty)
        for example in examples.triggering {
            #expect(try !findings(of: examples.rule, in: example).isEmpty, "\(id) stayed quiet in \(example.files)")
        }
        for example in examples.nonTriggering {
            let found = try findings(of: examples.rule, in: example)
            #expect(found.isEmpty, "\(id) reported \(found.map(\.message)) in \(example.files)")
        }
    }

    @Test func everyRuleFileIsListedAndEveryListedRuleIsTheLints() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PermitLint/Rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("LintRuleExample") }
            .map { name in
                // `MarkupMismatch.swift` declares `markup-mismatch`.
                name.dropLast(".swift".count).enumerated().map { index, character in
                    character.isUppercase ? (index == 0 ? "" : "-") + character.lowercased() : String(character)
                }.joined()
            }
        #expect(Set(names) == Set(LintRuleExamples.all.map(\.rule.id)))
        #expect(names.count == LintRuleExamples.all.count)
        let linted = Set(Linter.rules.map(\.id))
        #expect(LintRuleExamples.all.allSatisfy { linted.contains($0.rule.id) })
    }
}
