public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose web or e-mail addresses differ from the base text's.
    public static let linkMismatch = DiagnosticRule(
        id: "link-mismatch", defaultSeverity: .warning,
        summary: "A translation lacks a web or e-mail address of the base text, or has another: people are sent elsewhere.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.linkMismatch` reports, and where it stays quiet.
    public static let linkMismatch = LintRuleExamples(
        rule: .linkMismatch,
        triggering: [
            .translation("Visit https://example.com/help for help", "Consultez l'aide"),
        ],
        nonTriggering: [
            .translation("Visit https://example.com/help", "Voir https://example.com/fr/help"),
        ])
}
