public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose final punctuation differs from the base text's.
    public static let finalPunctuationMismatch = DiagnosticRule(
        id: "final-punctuation-mismatch", defaultSeverity: .warning, isEnabledByDefault: false,
        summary: "A translation ends with other punctuation than the base text (each language's own marks count as theirs). Off by default: enable with --enable.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.finalPunctuationMismatch` reports, and where it stays quiet.
    public static let finalPunctuationMismatch = LintRuleExamples(
        rule: .finalPunctuationMismatch,
        triggering: [
            .translation("Delete this photo?", "Supprimer cette photo."),
        ],
        nonTriggering: [
            .translation("Delete this photo?", "Supprimer cette photo ?"),
            .translation("Delete this photo?", "写真を削除しますか？", language: "ja"),
        ])
}
