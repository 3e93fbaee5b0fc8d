public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose specifier flags differ from the base's: a space flag that eats a letter (`% de`), or
    /// that prints no space after a word (`die% @`), is an error, other differences a warning.
    public static let formatFlagMismatch = DiagnosticRule(
        id: "format-flag-mismatch", defaultSeverity: .warning,
        summary: "A translation's specifier flags differ from the base's; a space flag followed by letters (\"% de\") eats a letter and pads the number, and one on an object or an unsigned number after a word prints no space (\"die% @\" glues the value to the word): both errors.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum FormatFlagMismatchRule: LintRule {
    static let rule = DiagnosticRule.formatFlagMismatch

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .formatFlagMismatch,
        triggering: [
            .translation("%d photos", "% de photos"),
            .translation("Connect the %@ VPN", "Verbind die% @ VPN", language: "af"),
        ],
        nonTriggering: [
            .translation("%d photos", "%d photos"),
            .translation("Connect the %@ VPN", "Verbind die %@ VPN", language: "af"),
        ])
}
