public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose brackets or quotation marks do not balance where the base text's do.
    public static let unbalancedBrackets = DiagnosticRule(
        id: "unbalanced-brackets", defaultSeverity: .warning,
        summary: "A translation opens a bracket it does not close (or the reverse), or leaves a quotation open, where the base text's balance.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.unbalancedBrackets` reports, and where it stays quiet.
    public static let unbalancedBrackets = LintRuleExamples(
        rule: .unbalancedBrackets,
        triggering: [
            .translation("Size (in MB)", "Taille (en Mo"),
        ],
        nonTriggering: [
            .translation("Size (in MB)", "Taille (en Mo)"),
        ])
}
