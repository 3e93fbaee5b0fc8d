public import PermitLocalization

extension DiagnosticRule {
    /// A String Catalog translation that is new, needs review or is stale.
    public static let translationState = DiagnosticRule(
        id: "translation-state", defaultSeverity: .warning,
        summary: "A String Catalog translation is in state new, needs_review or stale.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.translationState` reports, and where it stays quiet.
    public static let translationState = LintRuleExamples(
        rule: .translationState,
        triggering: [
            LintRuleExample(files: ["Localizable.xcstrings": "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n\"title\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Camera\"}}, \"fr\": {\"stringUnit\": {\"state\": \"needs_review\", \"value\": \"Caméra\"}}}}\n}}\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["Localizable.xcstrings": "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n\"title\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Camera\"}}, \"fr\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Caméra\"}}}}\n}}\n"]),
        ])
}
