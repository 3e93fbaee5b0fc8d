public import PermitLocalization

extension DiagnosticRule {
    /// An `.lproj` folder whose name is not a localization name.
    public static let invalidLocalizationName = DiagnosticRule(
        id: "invalid-localization-name", defaultSeverity: .error,
        summary: "An .lproj folder's name is not a BCP 47 tag, Base or a legacy language name; no one is matched to it.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum InvalidLocalizationNameRule: LintRule {
    static let rule = DiagnosticRule.invalidLocalizationName

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .invalidLocalizationName,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "French (Canada).lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "fr-CA.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ])
}

extension InvalidLocalizationNameRule {
    /// The finding for `folder`, whose name (`localization` and `.lproj`) does not parse as a localization name.
    static func diagnostic(folder: String, localization: String, error: any Error) -> Diagnostic {
        Diagnostic(
            .invalidLocalizationName,
            "\"\(localization).lproj\" is not a localization folder: \(error); Apple's runtime matches no one to it",
            file: folder, at: nil)
    }
}
