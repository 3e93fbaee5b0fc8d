public import PermitLocalization

extension DiagnosticRule {
    /// Keys of the base table that a localization's table lacks, where the person sees the development language's
    /// text (the key is that text, or an `InfoPlist` key): coverage, one finding per localization and table.
    public static let missingTranslation = DiagnosticRule(
        id: "missing-translation", defaultSeverity: .warning,
        summary: "Keys of the base are missing from a localization's table; the person sees the development language's text (the key is that text).")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.missingTranslation` reports, and where it stays quiet.
    public static let missingTranslation = LintRuleExamples(
        rule: .missingTranslation,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n\"OK\" = \"OK\";\n", "fr.lproj/Localizable.strings": "\"OK\" = \"OK\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n", "fr.lproj/Localizable.strings": "\"Cancel\" = \"Annuler\";\n"]),
        ])
}
