public import PermitLocalization

extension DiagnosticRule {
    /// A translation that reads an integer argument with another width or signedness than the base (`%d` for
    /// `%ld`): the same digits for everyday numbers on 64-bit devices.
    public static let integerWidthMismatch = DiagnosticRule(
        id: "integer-width-mismatch", defaultSeverity: .warning,
        summary: "A translation reads an integer argument with another width or signedness than the base (%d for %ld); everyday numbers print the same.")
}

/// The rule as the lint declares it, and its check of a translated text against its base's.
enum IntegerWidthMismatchRule: LintRule {
    static let rule = DiagnosticRule.integerWidthMismatch

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .integerWidthMismatch,
        triggering: [
            .translation("%ld photos", "%d photos"),
        ],
        nonTriggering: [
            .translation("%ld photos", "%lld photos"),
        ])

    /// The finding for the `widths` of `FormatSpecifierMismatchRule.partition`: integers read with another width or
    /// signedness only, which everyday numbers print alike on 64-bit devices.
    static func diagnostic(for comparison: TranslationComparison, _ widths: [FormatSpecifiers.Incompatibility]) -> Diagnostic? {
        guard !widths.isEmpty else { return nil }
        let details = widths.map {
            $0.description(first: "the \(comparison.baseLocalization) text", second: "the \(comparison.localization) text")
        }.joined(separator: "; ")
        return comparison.diagnostic(
            rule,
            "the integer specifiers of \(comparison.subject) differ in width or signedness only: \(details); everyday "
                + "numbers print the same on 64-bit devices")
    }
}
