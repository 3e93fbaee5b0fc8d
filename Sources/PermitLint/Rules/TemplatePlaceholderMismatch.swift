public import PermitLocalization

extension DiagnosticRule {
    /// A translation that drops or renames a placeholder the app fills in itself (`{{name}}`, `{0}`).
    public static let templatePlaceholderMismatch = DiagnosticRule(
        id: "template-placeholder-mismatch", defaultSeverity: .error,
        summary: "A translation drops or renames a placeholder the app fills in after the lookup ({{name}}, {0}): the value is lost, or the person reads the braces.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.templatePlaceholderMismatch` reports, and where it stays quiet.
    public static let templatePlaceholderMismatch = LintRuleExamples(
        rule: .templatePlaceholderMismatch,
        triggering: [
            .translation("Hello {{name}}", "Bonjour"),
            .translation("{0} files copied", "Fichiers copiés"),
        ],
        nonTriggering: [
            .translation("Hello {{name}}", "Bonjour {{name}}"),
            // Single braces are text unless the app's code replaces them.
            .translation("Hello {name}", "Bonjour"),
        ])
}
