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

extension UntranslatedTableRule {
    /// Reports a table of `.lproj` folders that no localization of `translations` (the app's localizations but
    /// the base's and Base) has, misnamed files aside: one finding on the base's file, not one per localization.
    /// Says whether it reported.
    static func report(
        _ group: LintTableGroup, base: String, baseEntries: [LintTable.Entry], translations: [String],
        misnamed: Set<String>, into accumulator: inout LintAccumulator
    ) -> Bool {
        guard !translations.isEmpty,
            translations.allSatisfy({ group.tables[$0] == nil && !misnamed.contains($0) }),
            let first = baseEntries.first
        else { return false }
        accumulator.report(
            Diagnostic(
                .untranslatedTable,
                "no localization has the \(group.name) table (\(baseEntries.count) keys); everyone sees it in "
                    + "\(base)", file: first.file, at: nil),
            for: base)
        return true
    }
}
