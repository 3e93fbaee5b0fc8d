public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose format specifiers read the arguments differently from the base text's.
    public static let formatSpecifierMismatch = DiagnosticRule(
        id: "format-specifier-mismatch", defaultSeverity: .error,
        summary: "A translation's format specifiers read different arguments, or read them as different types, than the base text's.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum FormatSpecifierMismatchRule: LintRule {
    static let rule = DiagnosticRule.formatSpecifierMismatch

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .formatSpecifierMismatch,
        triggering: [
            .translation("Delete %@?", "Supprimer %d ?"),
            .translation("%1$@ shared %2$lld photos", "%lld photos partagées"),
        ],
        nonTriggering: [
            .translation("%1$@ sent %2$@", "%2$@ reçu de %1$@"),
            .translation("Delete %@?", "Supprimer %@ ?"),
        ])
}
