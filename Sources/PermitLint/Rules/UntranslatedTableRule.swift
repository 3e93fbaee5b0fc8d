public import PermitLocalization

extension DiagnosticRule {
    /// A table of the base that no localization has.
    public static let untranslatedTable = DiagnosticRule(
        id: "untranslated-table", defaultSeverity: .warning,
        summary: "No localization has this table of the base; everyone sees it in the base language (on purpose?).")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum UntranslatedTableRule: LintRule {
    static let rule = DiagnosticRule.untranslatedTable

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .untranslatedTable,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "en.lproj/Settings.strings": "\"sync\" = \"Sync\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "en.lproj/Settings.strings": "\"sync\" = \"Sync\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n", "fr.lproj/Settings.strings": "\"sync\" = \"Synchroniser\";\n"]),
        ])
}
