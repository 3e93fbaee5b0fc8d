public import PermitLocalization

extension DiagnosticRule {
    /// Keys of the base table that a localization's table lacks, where the person sees the development language's
    /// text (the key is that text, or an `InfoPlist` key): coverage, one finding per localization and table.
    public static let missingTranslation = DiagnosticRule(
        id: "missing-translation", defaultSeverity: .warning,
        summary: "Keys of the base are missing from a localization's table; the person sees the development language's text (the key is that text).")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum MissingTranslationRule: LintRule {
    static let rule = DiagnosticRule.missingTranslation

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .missingTranslation,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n\"OK\" = \"OK\";\n", "fr.lproj/Localizable.strings": "\"OK\" = \"OK\";\n"]),
            // The `Info.plist`'s camera text has no French `InfoPlist.strings`: the French are asked in English.
            LintRuleExample(files: [
                "Info.plist": cameraInfoPlist, "en.lproj/Localizable.strings": "\"OK\" = \"OK\";\n",
                "fr.lproj/Localizable.strings": "\"OK\" = \"OK\";\n",
            ]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n", "fr.lproj/Localizable.strings": "\"Cancel\" = \"Annuler\";\n"]),
            LintRuleExample(files: [
                "Info.plist": cameraInfoPlist, "en.lproj/Localizable.strings": "\"OK\" = \"OK\";\n",
                "fr.lproj/Localizable.strings": "\"OK\" = \"OK\";\n",
                "fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Pour scanner les reçus.\";\n",
            ]),
        ])

    /// An `Info.plist` that asks for the camera.
    private static let cameraInfoPlist =
        "<plist version=\"1.0\"><dict><key>NSCameraUsageDescription</key><string>To scan receipts.</string></dict></plist>\n"
}
