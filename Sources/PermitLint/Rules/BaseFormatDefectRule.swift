public import PermitLocalization

extension DiagnosticRule {
    /// A base text whose format string is defective in itself.
    public static let baseFormatDefect = DiagnosticRule(
        id: "base-format-defect", defaultSeverity: .error,
        summary: "A base text's format string is malformed or reads an argument as two types; reported once, at the base.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum BaseFormatDefectRule: LintRule {
    static let rule = DiagnosticRule.baseFormatDefect

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .baseFormatDefect,
        triggering: [
            .translation("%1$@ sent %3$@", "%1$@ a envoyé %3$@"),
        ],
        nonTriggering: [
            .translation("%1$@ sent %2$@", "%1$@ a envoyé %2$@"),
        ])
}
