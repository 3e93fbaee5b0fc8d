import Foundation
import PermitLocalization
import Testing

@testable import PermitLint

/// Every rule declared with examples reports in each of its triggering apps and stays quiet in each of its
/// non-triggering ones, linted whole as `permit lint` lints an app; every file of `Rules/` declares one rule type of the registry.
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

    /// `LintRuleRegistry` is what `scripts/generate-lint-rule-registry` writes: each file of `Rules/` declares one
    /// rule type named after it (`MarkupMismatchRule.swift`, `MarkupMismatchRule`), or extends one with a further
    /// check (`MissingKeyRule+KeysNoTableHas.swift`), and the registry lists the rules by name.
    @Test func theRegistryListsEveryRuleOfRules() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PermitLint/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var declared: [String] = []
        var comparing: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let name = String(file.dropLast(".swift".count))
            // `MissingKeyRule+KeysNoTableHas.swift` holds a further check of a rule declared in its own file.
            if let plus = name.firstIndex(of: "+") {
                let rule = String(name[..<plus])
                #expect(files.contains(rule + ".swift") && text.contains("\nextension \(rule) {"), "\(file) extends no rule of Rules/")
                continue
            }
            let isRule = text.contains("\nenum \(name): LintRule {")
            let isTextRule = text.contains("\nenum \(name): TextComparisonRule {")
            #expect(isRule || isTextRule, "\(file) declares no rule type named \(name)")
            declared.append(name)
            if isTextRule { comparing.append(name) }
        }
        let hint = "run scripts/generate-lint-rule-registry"
        #expect(LintRuleRegistry.rules.map { String(describing: $0) } == declared, "\(hint)")
        #expect(LintRuleRegistry.textComparisonRules.map { String(describing: $0) } == comparing, "\(hint)")
        // `MarkupMismatchRule` reports `markup-mismatch`.
        for rule in LintRuleRegistry.rules {
            let id = String(describing: rule).dropLast("Rule".count).enumerated().map { index, character in
                character.isUppercase ? (index == 0 ? "" : "-") + character.lowercased() : String(character)
            }.joined()
            #expect(rule.rule.id == id && rule.examples.rule == rule.rule)
        }
        let linted = Set(Linter.rules.map(\.id))
        #expect(LintRuleExamples.all.allSatisfy { linted.contains($0.rule.id) })
        #expect(linted.count == Linter.rules.count)
    }
}
