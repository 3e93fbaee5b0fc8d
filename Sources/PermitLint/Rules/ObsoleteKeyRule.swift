public import PermitLocalization

extension DiagnosticRule {
    /// A key of a localization's table that the base table does not have.
    public static let obsoleteKey = DiagnosticRule(
        id: "obsolete-key", defaultSeverity: .warning,
        summary: "A localization has a key the base localization does not; code no longer asks for it.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum ObsoleteKeyRule: LintRule {
    static let rule = DiagnosticRule.obsoleteKey

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .obsoleteKey,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"ok\" = \"OK\";\n", "fr.lproj/Localizable.strings": "\"ok\" = \"OK\";\n\"old.title\" = \"Ancien\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"ok\" = \"OK\";\n", "fr.lproj/Localizable.strings": "\"ok\" = \"D'accord\";\n"]),
        ])
}
