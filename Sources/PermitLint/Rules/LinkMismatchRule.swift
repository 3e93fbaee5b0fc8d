public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose web or e-mail addresses differ from the base text's.
    public static let linkMismatch = DiagnosticRule(
        id: "link-mismatch", defaultSeverity: .warning,
        summary: "A translation lacks a web or e-mail address of the base text, or has another: people are sent elsewhere.")
}

/// A text comparison rule: its check reads each translated text beside its base's.
enum LinkMismatchRule: TextComparisonRule {
    static let rule = DiagnosticRule.linkMismatch

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .linkMismatch,
        triggering: [
            .translation("Visit https://example.com/help for help", "Consultez l'aide"),
        ],
        nonTriggering: [
            .translation("Visit https://example.com/help", "Voir https://example.com/fr/help"),
        ])

    /// A lost tag's address is the markup's finding.
    static let supersededBy: [DiagnosticRule] = [.markupMismatch]

    static func finding(in pair: TextPair) -> TextFinding? {
        guard pair.eitherHints.contains(.address),
            let detail = LinkCheck.difference(
                base: pair.base, translation: pair.translation, baseLocalization: pair.baseLocalization)
        else { return nil }
        return TextFinding(rule: rule, detail: detail)
    }
}
