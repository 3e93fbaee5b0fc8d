public import PermitLocalization

extension DiagnosticRule {
    /// A translation that writes a word twice in a row.
    public static let doubledWord = DiagnosticRule(
        id: "doubled-word", defaultSeverity: .warning, isEnabledByDefault: false,
        summary: "A translation writes a word twice in a row (\"the the\"). Off by default: enable with --enable.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.doubledWord` reports, and where it stays quiet.
    public static let doubledWord = LintRuleExamples(
        rule: .doubledWord,
        triggering: [
            .translation("Open the file", "Ouvrir le fichier fichier"),
        ],
        nonTriggering: [
            .translation("Open the file", "Ouvrir le fichier"),
        ])
}
