public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose final punctuation differs from the base text's.
    public static let finalPunctuationMismatch = DiagnosticRule(
        id: "final-punctuation-mismatch", defaultSeverity: .warning, isEnabledByDefault: false,
        summary: "A translation ends with other punctuation than the base text (each language's own marks count as theirs). Off by default: enable with --enable.")
}

/// A text comparison rule: its check reads each translated text beside its base's.
enum FinalPunctuationMismatchRule: TextComparisonRule {
    static let rule = DiagnosticRule.finalPunctuationMismatch

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .finalPunctuationMismatch,
        triggering: [
            .translation("Delete this photo?", "Supprimer cette photo."),
        ],
        nonTriggering: [
            .translation("Delete this photo?", "Supprimer cette photo ?"),
            .translation("Delete this photo?", "写真を削除しますか？", language: "ja"),
        ])

    static func finding(in pair: TextPair) -> TextFinding? {
        FinalPunctuationCheck.difference(
            base: pair.base, translation: pair.translation, language: pair.language,
            baseLocalization: pair.baseLocalization
        ).map { TextFinding(rule: rule, detail: $0) }
    }
}
