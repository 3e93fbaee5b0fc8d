public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose written numbers differ from the base text's.
    public static let numberMismatch = DiagnosticRule(
        id: "number-mismatch", defaultSeverity: .warning, isEnabledByDefault: false,
        summary: "A translation lacks a number of two or more digits written in the base text, or has another (the same number in the locale's own digits is the same). Off by default: enable with --enable.")
}

/// A text comparison rule: its check reads each translated text beside its base's.
enum NumberMismatchRule: TextComparisonRule {
    static let rule = DiagnosticRule.numberMismatch

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .numberMismatch,
        triggering: [
            .translation("Up to 10 devices", "Jusqu'à 5 appareils"),
        ],
        nonTriggering: [
            .translation("Up to 10 devices", "Jusqu'à 10 appareils"),
            .translation("Up to 10 devices", "حتى ١٠ أجهزة", language: "ar"),
        ])

    /// The numbers of the texts around the specifiers (`NumberCheck`).
    static func finding(in pair: TextPair) -> TextFinding? {
        NumberCheck.difference(
            base: LiteralText(pair.base), translation: LiteralText(pair.translation),
            baseLocalization: pair.baseLocalization
        ).map { TextFinding(rule: rule, detail: $0) }
    }
}
