public import PermitLocalization

extension DiagnosticRule {
    /// A translation that writes a word twice in a row.
    public static let doubledWord = DiagnosticRule(
        id: "doubled-word", defaultSeverity: .warning, isEnabledByDefault: false,
        summary: "A translation writes a word twice in a row (\"the the\"). Off by default: enable with --enable.")
}

/// A text comparison rule: its check reads each translated text beside its base's.
enum DoubledWordRule: TextComparisonRule {
    static let rule = DiagnosticRule.doubledWord

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .doubledWord,
        triggering: [
            .translation("Open the file", "Ouvrir le fichier fichier"),
        ],
        nonTriggering: [
            .translation("Open the file", "Ouvrir le fichier"),
        ])

    /// The words of the texts around the specifiers (`DoubledWordCheck`).
    static func finding(in pair: TextPair) -> TextFinding? {
        guard DoubledWordCheck.mayDoubleAWord(pair.translation) else { return nil }
        return DoubledWordCheck.doubled(
            base: LiteralText(pair.base), translation: LiteralText(pair.translation), language: pair.language
        ).map { TextFinding(rule: rule, detail: $0) }
    }
}
