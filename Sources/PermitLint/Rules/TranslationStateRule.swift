public import PermitLocalization

extension DiagnosticRule {
    /// A String Catalog translation that is new, needs review or is stale.
    public static let translationState = DiagnosticRule(
        id: "translation-state", defaultSeverity: .warning,
        summary: "A String Catalog translation is in state new, needs_review or stale.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum TranslationStateRule: LintRule {
    static let rule = DiagnosticRule.translationState

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .translationState,
        triggering: [
            LintRuleExample(files: ["Localizable.xcstrings": "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n\"title\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Camera\"}}, \"fr\": {\"stringUnit\": {\"state\": \"needs_review\", \"value\": \"Caméra\"}}}}\n}}\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["Localizable.xcstrings": "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n\"title\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Camera\"}}, \"fr\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Caméra\"}}}}\n}}\n"]),
        ])
}
