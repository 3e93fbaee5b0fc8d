public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose leading or trailing whitespace, or number of line breaks, differs from the base text's.
    public static let whitespaceDrift = DiagnosticRule(
        id: "whitespace-drift", defaultSeverity: .warning,
        summary: "A translation's leading or trailing whitespace, or its number of line breaks, differs from the base text's.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.whitespaceDrift` reports, and where it stays quiet.
    public static let whitespaceDrift = LintRuleExamples(
        rule: .whitespaceDrift,
        triggering: [
            .translation("Name: ", "Nom :"),
        ],
        nonTriggering: [
            .translation("Name:", "Nom :"),
        ])
}
