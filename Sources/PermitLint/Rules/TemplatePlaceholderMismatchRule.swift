public import PermitLocalization

extension DiagnosticRule {
    /// A translation that drops or renames a placeholder the app fills in itself (`{{name}}`, `{0}`).
    public static let templatePlaceholderMismatch = DiagnosticRule(
        id: "template-placeholder-mismatch", defaultSeverity: .error,
        summary: "A translation drops or renames a placeholder the app fills in after the lookup ({{name}}, {0}): the value is lost, or the person reads the braces.")
}

/// A text comparison rule: its check reads each translated text beside its base's.
enum TemplatePlaceholderMismatchRule: TextComparisonRule {
    static let rule = DiagnosticRule.templatePlaceholderMismatch

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
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

    /// A placeholder renamed inside double braces is a warning: the braces may only mark words the app styles
    /// (`TemplatePlaceholderCheck`).
    static func finding(in pair: TextPair) -> TextFinding? {
        guard pair.eitherContains(UInt8(ascii: "{")),
            let difference = TemplatePlaceholderCheck.difference(
                base: pair.base, translation: pair.translation, baseLocalization: pair.baseLocalization)
        else { return nil }
        return TextFinding(rule: rule, detail: difference.detail, severity: difference.renamedOnly ? .warning : nil)
    }
}
