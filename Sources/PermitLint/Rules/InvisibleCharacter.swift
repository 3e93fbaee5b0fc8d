public import PermitLocalization

extension DiagnosticRule {
    /// A translation that adds invisible characters.
    public static let invisibleCharacter = DiagnosticRule(
        id: "invisible-character", defaultSeverity: .warning,
        summary: "A translation has a zero-width space, word joiner, byte-order mark or (in a left-to-right language) bidi control that the base text lacks.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.invisibleCharacter` reports, and where it stays quiet.
    public static let invisibleCharacter = LintRuleExamples(
        rule: .invisibleCharacter,
        triggering: [
            .translation("Save", "Enre\u{200B}gistrer"),
        ],
        nonTriggering: [
            .translation("Save", "Enregistrer"),
        ])
}
