public import PermitLocalization

extension DiagnosticRule {
    /// A translation identical to the base text that reads like a sentence still to be translated.
    public static let untranslated = DiagnosticRule(
        id: "untranslated", defaultSeverity: .warning,
        summary: "A translation is identical to the base text of another language; it was probably never translated.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.untranslated` reports, and where it stays quiet.
    public static let untranslated = LintRuleExamples(
        rule: .untranslated,
        triggering: [
            .translation("Delete the selected photos?", "Delete the selected photos?"),
        ],
        nonTriggering: [
            .translation("OK", "OK"),
            .translation("Delete the selected photos?", "Supprimer les photos sélectionnées ?"),
        ])
}
