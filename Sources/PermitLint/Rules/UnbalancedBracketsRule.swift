public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose brackets or quotation marks do not balance where the base text's do.
    public static let unbalancedBrackets = DiagnosticRule(
        id: "unbalanced-brackets", defaultSeverity: .warning,
        summary: "A translation opens a bracket it does not close (or the reverse), or leaves a quotation open, where the base text's balance.")
}

/// A text comparison rule: its check reads each translated text beside its base's.
enum UnbalancedBracketsRule: TextComparisonRule {
    static let rule = DiagnosticRule.unbalancedBrackets

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .unbalancedBrackets,
        triggering: [
            .translation("Size (in MB)", "Taille (en Mo"),
            .translation("Tap \"Mute\" now", "Appuyez sur \"Muet maintenant"),
        ],
        nonTriggering: [
            .translation("Size (in MB)", "Taille (en Mo)"),
            // A quotation closed in another glyph is closed; an inch sign is no quotation.
            .translation("Use \"Personal VPN\" mode", "Použite režim \"Personal VPN” teraz", language: "sk"),
            .translation("inch", "\"", language: "cs"), .translation("12 inch screen", "12\" obrazovka", language: "cs"),
        ])

    /// Markup or a template placeholder lost is one problem: its brackets and braces are not reported again.
    static let supersededBy: [DiagnosticRule] = [.markupMismatch, .templatePlaceholderMismatch]

    static func finding(in pair: TextPair) -> TextFinding? {
        guard pair.eitherHints.contains(.bracket) else { return nil }
        return BracketCheck.unbalanced(base: pair.base, translation: pair.translation, language: pair.language)
            .map { TextFinding(rule: rule, detail: $0) }
    }
}
