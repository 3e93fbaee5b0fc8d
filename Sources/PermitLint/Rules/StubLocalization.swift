public import PermitLocalization

extension DiagnosticRule {
    /// A localization that has none of the base's keys.
    public static let stubLocalization = DiagnosticRule(
        id: "stub-localization", defaultSeverity: .warning,
        summary: "A localization has none of the base's keys (0% translated): one finding instead of one per key.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.stubLocalization` reports, and where it stays quiet.
    public static let stubLocalization = LintRuleExamples(
        rule: .stubLocalization,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n\"done\" = \"Done\";\n", "fr.lproj/Localizable.strings": "/* To be translated */\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n\"done\" = \"Done\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ])
}
