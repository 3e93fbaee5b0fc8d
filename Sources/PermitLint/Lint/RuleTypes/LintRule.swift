import PermitLocalization

/// A rule of `permit lint`, one type in one file of `Rules/`, as SwiftLint declares its rules: what it reports (its
/// identifier, default severity and summary) and the small apps in which it must report and must stay quiet. The
/// tests lint every example and `permit rules RULE` prints them.
///
/// The lint knows its rules through `LintRuleRegistry`, which `Scripts/generate-lint-rule-registry.py` writes
/// from the types declared in `Rules/`; a test fails when it is out of date.
protocol LintRule: Sendable {
    /// What the rule reports.
    static var rule: DiagnosticRule { get }
    /// Apps in which the rule reports and apps in which it stays quiet.
    static var examples: LintRuleExamples { get }
}
