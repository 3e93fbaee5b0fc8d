public import PermitLocalization

extension DiagnosticRule {
    /// A translation that reads an integer argument with another width or signedness than the base (`%d` for
    /// `%ld`): the same digits for everyday numbers on 64-bit devices.
    public static let integerWidthMismatch = DiagnosticRule(
        id: "integer-width-mismatch", defaultSeverity: .warning,
        summary: "A translation reads an integer argument with another width or signedness than the base (%d for %ld); everyday numbers print the same.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum IntegerWidthMismatchRule: LintRule {
    static let rule = DiagnosticRule.integerWidthMismatch

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .integerWidthMismatch,
        triggering: [
            .translation("%ld photos", "%d photos"),
        ],
        nonTriggering: [
            .translation("%ld photos", "%lld photos"),
        ])
}
