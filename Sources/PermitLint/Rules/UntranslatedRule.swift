public import PermitLocalization

extension DiagnosticRule {
    /// A translation identical to the base text that reads like a sentence still to be translated.
    public static let untranslated = DiagnosticRule(
        id: "untranslated", defaultSeverity: .warning,
        summary: "A translation is identical to the base text of another language; it was probably never translated.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum UntranslatedRule: LintRule {
    static let rule = DiagnosticRule.untranslated

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .untranslated,
        triggering: [
            .translation("Delete the selected photos?", "Delete the selected photos?"),
        ],
        nonTriggering: [
            .translation("OK", "OK"),
            .translation("Delete the selected photos?", "Supprimer les photos sélectionnées ?"),
        ])
}
