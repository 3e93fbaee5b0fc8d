public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose leading or trailing whitespace, or number of line breaks, differs from the base text's.
    public static let whitespaceDrift = DiagnosticRule(
        id: "whitespace-drift", defaultSeverity: .warning,
        summary: "A translation's leading or trailing whitespace, or its number of line breaks, differs from the base text's.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum WhitespaceDriftRule: LintRule {
    static let rule = DiagnosticRule.whitespaceDrift

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .whitespaceDrift,
        triggering: [
            .translation("Name: ", "Nom :"),
        ],
        nonTriggering: [
            .translation("Name:", "Nom :"),
        ])
}
