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
            .translation("Enjoying %APP_NAME%?", "Vous aimez % APP_NAME% ?"),
        ],
        nonTriggering: [
            .translation("Hello {{name}}", "Bonjour {{name}}"),
            // Single braces are text unless the app's code replaces them.
            .translation("Hello {name}", "Bonjour"),
            // An address's percent-escapes (IssieBoard's Hebrew page) are no `%NAME%` placeholders.
            .translation("http://example.org/tech/keyboard/", "http://example.org/tech/%D7%9E%D7%94/", language: "he"),
        ])

    /// A placeholder renamed inside double braces is a warning: the braces may only mark words the app styles
    /// (`TemplatePlaceholderCheck`).
    static func finding(in pair: TextPair) -> TextFinding? {
        guard pair.eitherContains(UInt8(ascii: "{")) || pair.eitherContains(UInt8(ascii: "%")),
            let difference = TemplatePlaceholderCheck.difference(
                base: pair.base, translation: pair.translation, baseLocalization: pair.baseLocalization)
        else { return nil }
        return TextFinding(rule: rule, detail: difference.detail, severity: difference.renamedOnly ? .warning : nil)
    }

    /// `diagnostic`, this rule's finding for a text the code names as an App Intents parameter summary
    /// (`SourceCodeKeys.namesParameterSummary`): a parameter the translation leaves out is shown by Shortcuts below
    /// the summary, not lost: a warning that says so.
    static func inParameterSummary(_ diagnostic: Diagnostic) -> Diagnostic {
        var summary = diagnostic
        summary.severity = .warning
        summary.message = summary.message.replacingOccurrences(
            of: TemplatePlaceholderCheck.lostValue,
            with: ", a parameter of an App Intents summary: Shortcuts shows it below the summary, not in the sentence")
        return summary
    }

    /// The finding for a translation that lacks a placeholder the code replaces after the lookup (`%0`, `{0}`,
    /// `{{name}}`, found by `SourceCodeKeys`): the value is lost. The forms any text may hold are the text check's.
    static func lostReplacedPlaceholder(in comparison: TranslationComparison, code: SourceCodeKeys) -> Diagnostic? {
        guard let use = comparison.use, !use.replaces.isEmpty,
            let lost = lostPlaceholders(use.replaces, base: comparison.base.text, translation: comparison.translation.text)
        else { return nil }
        return comparison.diagnostic(
            rule,
            "the \(comparison.localization) text of \(comparison.subject) lacks \(lost.joined(separator: ", ")), which "
                + "the code replaces after the lookup\(code.usePlace(of: comparison.key)): the value is lost")
    }

    /// The placeholders the code replaces that the base text has and the translation lacks, or `nil` when it lacks
    /// none; those `TemplatePlaceholderCheck` finds in any text are left to it.
    static func lostPlaceholders(_ placeholders: [AppPlaceholder], base: String, translation: String) -> [String]? {
        var lost: Set<String> = []
        for placeholder in placeholders {
            // Most texts a helper replaces placeholders in have none of them: their translations are not read.
            let inBase = placeholder.occurrences(in: base)
            guard !inBase.isEmpty else { continue }
            lost.formUnion(inBase.subtracting(placeholder.occurrences(in: translation)))
        }
        guard !lost.isEmpty else { return nil }
        let reported = lost.subtracting(TemplatePlaceholderCheck.placeholders(in: base)).sorted()
        return reported.isEmpty ? nil : reported
    }
}
