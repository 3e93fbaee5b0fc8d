public import PermitLocalization

extension DiagnosticRule {
    /// Keys of the base table that a localization's table lacks, where the person sees the key itself (an
    /// identifier such as `settings.title`): one finding per localization and table.
    public static let missingKey = DiagnosticRule(
        id: "missing-key", defaultSeverity: .error,
        summary: "Keys of the base are missing from a localization's table, and the person sees the key itself unless the code passes a default value.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum MissingKeyRule: LintRule {
    static let rule = DiagnosticRule.missingKey

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .missingKey,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n\"ok\" = \"OK\";\n", "fr.lproj/Localizable.strings": "\"ok\" = \"OK\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n", "fr.lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";\n"]),
        ])
}
