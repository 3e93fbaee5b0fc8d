public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose written numbers differ from the base text's.
    public static let numberMismatch = DiagnosticRule(
        id: "number-mismatch", defaultSeverity: .warning, isEnabledByDefault: false,
        summary: "A translation lacks a number of two or more digits written in the base text, or has another (the same number in the locale's own digits is the same). Off by default: enable with --enable.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.numberMismatch` reports, and where it stays quiet.
    public static let numberMismatch = LintRuleExamples(
        rule: .numberMismatch,
        triggering: [
            .translation("Up to 10 devices", "Jusqu'à 5 appareils"),
        ],
        nonTriggering: [
            .translation("Up to 10 devices", "Jusqu'à 10 appareils"),
            .translation("Up to 10 devices", "حتى ١٠ أجهزة", language: "ar"),
        ])
}
