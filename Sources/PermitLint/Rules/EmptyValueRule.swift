public import PermitLocalization

extension DiagnosticRule {
    /// An empty translation of a text the base does not leave empty: the person sees nothing.
    public static let emptyValue = DiagnosticRule(
        id: "empty-value", defaultSeverity: .error,
        summary: "A translation is empty where the base text is not, so people see nothing.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum EmptyValueRule: LintRule {
    static let rule = DiagnosticRule.emptyValue

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .emptyValue,
        triggering: [
            .translation("Save", ""),
        ],
        nonTriggering: [
            .translation("Save", "Enregistrer"),
            .translation("", ""),
        ])
}
