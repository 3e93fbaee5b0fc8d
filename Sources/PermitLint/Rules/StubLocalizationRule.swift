public import PermitLocalization

extension DiagnosticRule {
    /// A localization that has none of the base's keys.
    public static let stubLocalization = DiagnosticRule(
        id: "stub-localization", defaultSeverity: .warning,
        summary: "A localization has none of the base's keys (0% translated): one finding instead of one per key.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum StubLocalizationRule: LintRule {
    static let rule = DiagnosticRule.stubLocalization

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .stubLocalization,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n\"done\" = \"Done\";\n", "fr.lproj/Localizable.strings": "/* To be translated */\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n\"done\" = \"Done\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ])
}
