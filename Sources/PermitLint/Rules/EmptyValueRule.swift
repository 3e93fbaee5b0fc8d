public import PermitLocalization

extension DiagnosticRule {
    /// An empty translation of a text the base does not leave empty: the person sees nothing.
    public static let emptyValue = DiagnosticRule(
        id: "empty-value", defaultSeverity: .error,
        summary: "A translation is empty where the base text is not, so people see nothing.")
}

/// The rule as the lint declares it, and its check of a translated text against its base's.
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

    /// The finding for an empty translation of a text the base does not leave empty. A storyboard's or XIB's text
    /// is often a placeholder the app replaces ("Text Cell", a bound field): a warning there.
    static func diagnostic(for comparison: TranslationComparison) -> Diagnostic? {
        guard comparison.translation.text.isEmpty, !comparison.base.text.isEmpty else { return nil }
        var empty = comparison.diagnostic(
            rule,
            "the \(comparison.localization) text of \(comparison.subject) is empty; the \(comparison.baseLocalization) "
                + "text is not")
        if MissingKeyOutcome.isInterfaceBuilderKey(comparison.key) {
            empty.severity = .warning
            empty.message += " (an Interface Builder text, which the app may fill in itself)"
        }
        return empty
    }
}
