public import PermitLocalization

extension DiagnosticRule {
    /// A table whose file name differs from the base's only in letter case.
    public static let tableNameCase = DiagnosticRule(
        id: "table-name-case", defaultSeverity: .error,
        summary: "A table's file name differs from the base's only in letter case; a case-sensitive device will not find it.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.tableNameCase` reports, and where it stays quiet.
    public static let tableNameCase = LintRuleExamples(
        rule: .tableNameCase,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "fr.lproj/localizable.strings": "\"title\" = \"Titre\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ])
}
