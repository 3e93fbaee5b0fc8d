public import PermitLocalization

extension DiagnosticRule {
    /// A table of the base that no localization has.
    public static let untranslatedTable = DiagnosticRule(
        id: "untranslated-table", defaultSeverity: .warning,
        summary: "No localization has this table of the base; everyone sees it in the base language (on purpose?).")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.untranslatedTable` reports, and where it stays quiet.
    public static let untranslatedTable = LintRuleExamples(
        rule: .untranslatedTable,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "en.lproj/Settings.strings": "\"sync\" = \"Sync\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "en.lproj/Settings.strings": "\"sync\" = \"Sync\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n", "fr.lproj/Settings.strings": "\"sync\" = \"Synchroniser\";\n"]),
        ])
}
