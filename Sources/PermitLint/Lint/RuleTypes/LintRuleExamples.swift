public import PermitLocalization

/// A lint rule with apps in which it must report and apps in which it must stay quiet, as SwiftLint describes its
/// rules: the tests run every example through the whole lint, and `permit rules RULE` prints them. Each of the lint's
/// own rules (all but `missing-required-key`, which only `--schema` turns on) is a `LintRule` type in a file of its
/// own in `Rules/`, with its examples.
public struct LintRuleExamples: Sendable {
    /// The rule.
    public var rule: DiagnosticRule
    /// Apps in which the rule reports (at least one finding of it).
    public var triggering: [LintRuleExample]
    /// Apps in which the rule reports nothing.
    public var nonTriggering: [LintRuleExample]

    /// A rule's examples.
    public init(rule: DiagnosticRule, triggering: [LintRuleExample], nonTriggering: [LintRuleExample]) {
        self.rule = rule
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

extension LintRuleExamples {
    /// The examples of every rule declared as a type in `Rules/`, by the type's name.
    public static let all: [LintRuleExamples] = LintRuleRegistry.rules.map { $0.examples }
}
