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
            // Marked not to be translated: its copies' state says nothing (secretive's `integrations_tool_name_bash`).
            LintRuleExample(files: ["Localizable.xcstrings": "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n\"tool\": {\"shouldTranslate\": false, \"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"bash\"}}, \"fr\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"bash\"}}}}\n}}\n"]),
        ])
}

/// Reports the String Catalog and exported (XLIFF) translations that are not done: state `new`, `needs_review` or
/// `stale` (XLIFF's `new`, `needs-translation`, `needs-review-*`). The source language's own strings are not
/// translations and are not checked, nor are strings marked not to be translated.
extension TranslationStateRule {
    /// Checks every translation of a catalog or export group.
    static func check(_ group: LintTableGroup, into accumulator: inout LintAccumulator) {
        let sourceLanguage: String?
        let untranslatable: Set<String>
        switch group.origin {
        case .catalog(let language, let keys), .exchange(let language, let keys, _):
            (sourceLanguage, untranslatable) = (language, keys)
        case .folders: return
        }
        for (localization, table) in group.tables where localization != sourceLanguage {
            // A string marked not to be translated (`shouldTranslate: false`, XLIFF's `translate="no"`) shows its
            // source text in every language, whatever state its copies are in.
            for entry in table.entries where !untranslatable.contains(entry.key) {
                for node in entry.value.statedNodes where node.state != .translated {
                    accumulator.report(
                        Diagnostic(
                            .translationState,
                            "the \(localization) translation of \"\(entry.key)\" is in state \(node.state.rawValue)",
                            file: entry.file, at: node.location ?? entry.keyLocation),
                        for: localization)
                }
            }
        }
    }
}
