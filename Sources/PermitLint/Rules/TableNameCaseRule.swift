public import PermitLocalization

extension DiagnosticRule {
    /// A table whose file name differs from the base's only in letter case.
    public static let tableNameCase = DiagnosticRule(
        id: "table-name-case", defaultSeverity: .error,
        summary: "A table's file name differs from the base's only in letter case; a case-sensitive device will not find it.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum TableNameCaseRule: LintRule {
    static let rule = DiagnosticRule.tableNameCase

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .tableNameCase,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "fr.lproj/localizable.strings": "\"title\" = \"Titre\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ])
}
