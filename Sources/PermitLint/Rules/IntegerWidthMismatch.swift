public import PermitLocalization

extension DiagnosticRule {
    /// A translation that reads an integer argument with another width or signedness than the base (`%d` for
    /// `%ld`): the same digits for everyday numbers on 64-bit devices.
    public static let integerWidthMismatch = DiagnosticRule(
        id: "integer-width-mismatch", defaultSeverity: .warning,
        summary: "A translation reads an integer argument with another width or signedness than the base (%d for %ld); everyday numbers print the same.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.integerWidthMismatch` reports, and where it stays quiet.
    public static let integerWidthMismatch = LintRuleExamples(
        rule: .integerWidthMismatch,
        triggering: [
            .translation("%ld photos", "%d photos"),
        ],
        nonTriggering: [
            .translation("%ld photos", "%lld photos"),
        ])
}
