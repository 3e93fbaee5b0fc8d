public import PermitLocalization

extension DiagnosticRule {
    /// An empty translation of a text the base does not leave empty: the person sees nothing.
    public static let emptyValue = DiagnosticRule(
        id: "empty-value", defaultSeverity: .error,
        summary: "A translation is empty where the base text is not, so people see nothing.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.emptyValue` reports, and where it stays quiet.
    public static let emptyValue = LintRuleExamples(
        rule: .emptyValue,
        triggering: [
            .translation("Save", ""),
        ],
        nonTriggering: [
            .translation("Save", "Enregistrer"),
            .translation("", ""),
        ])
}
