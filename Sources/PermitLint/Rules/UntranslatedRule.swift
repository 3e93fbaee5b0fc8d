public import PermitLocalization

extension DiagnosticRule {
    /// A translation identical to the base text that reads like a sentence still to be translated.
    public static let untranslated = DiagnosticRule(
        id: "untranslated", defaultSeverity: .warning,
        summary: "A translation is identical to the base text of another language; it was probably never translated.")
}

/// The rule as the lint declares it, and its check of a translated text against its base's.
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

    /// The finding for a translation that is its base's text unchanged, in another language, when the text reads
    /// like words still to be translated (`UntranslatedText`), not a name, a number or a symbol.
    static func diagnostic(for comparison: TranslationComparison) -> Diagnostic? {
        guard UntranslatedText.looksUntranslated(comparison.translation.text) else { return nil }
        return comparison.diagnostic(
            rule,
            "the \(comparison.localization) text of \(comparison.subject) is the \(comparison.baseLocalization) text "
                + "unchanged")
    }
}
