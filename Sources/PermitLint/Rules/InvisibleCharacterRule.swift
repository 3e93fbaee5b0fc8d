public import PermitLocalization

extension DiagnosticRule {
    /// A translation that adds invisible characters.
    public static let invisibleCharacter = DiagnosticRule(
        id: "invisible-character", defaultSeverity: .warning,
        summary: "A translation has a zero-width space, word joiner, byte-order mark or (in a left-to-right language) bidi control that the base text lacks.")
}

/// A text comparison rule: its check reads each translated text beside its base's.
enum InvisibleCharacterRule: TextComparisonRule {
    static let rule = DiagnosticRule.invisibleCharacter

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .invisibleCharacter,
        triggering: [
            .translation("Save", "Enre\u{200B}gistrer"),
        ],
        nonTriggering: [
            .translation("Save", "Enregistrer"),
        ])

    static func finding(in pair: TextPair) -> TextFinding? {
        guard pair.hints.contains(.invisible) else { return nil }
        return InvisibleCharacterCheck.added(
            base: pair.base, translation: pair.translation, language: pair.language,
            baseLocalization: pair.baseLocalization
        ).map { TextFinding(rule: rule, detail: $0) }
    }
}
