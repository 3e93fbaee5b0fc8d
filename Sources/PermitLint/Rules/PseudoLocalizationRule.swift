public import PermitLocalization

extension DiagnosticRule {
    /// A pseudo-localization, which is not compared with the base.
    public static let pseudoLocalization = DiagnosticRule(
        id: "pseudo-localization", defaultSeverity: .note,
        summary: "A pseudo-localization (qqq message documentation, en-XA, ar-XB...) is not a language; it is skipped.")
}

/// Localizations that are not languages: message documentation for translators (`qqq`, as translatewiki exports
/// it) and pseudo-locales that test a layout (`en-XA` accented, `ar-XB` mirrored, Windows' `qps-ploc`). A linter
/// compares none of them with the base.
enum PseudoLocalizationRule: LintRule {
    static let rule = DiagnosticRule.pseudoLocalization

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .pseudoLocalization,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "en-XA.lproj/Localizable.strings": "\"title\" = \"[Ţîţļé]\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ])

    /// Whether `localization` (a folder or catalog name) is one of them: its language is private-use (`qaa` to
    /// `qtz`, which holds `qqq` and `qps`), or it is one of CLDR's pseudo-locales `en-XA` and `ar-XB`, or Crowdin's `lol`.
    static func isPseudo(_ localization: String) -> Bool {
        guard let name = try? LocalizationName(parsing: localization), !name.isBase else { return false }
        let subtags = name.tag.split(separator: "-")
        let language = subtags.first.map(String.init) ?? ""
        if language.count == 3, ("qaa"..."qtz").contains(language) { return true }
        // `lol`: the language Crowdin's in-context editing ships, its texts markers (`crwdns154618:0`), no one's.
        return name.tag == "en-XA" || name.tag == "ar-XB" || name.tag == "lol"
    }
}

extension PseudoLocalizationRule {
    /// The finding for the pseudo-localizations the lint left out (`skipped`), on the first one's `folder`.
    static func diagnostic(skipping skipped: [String], folder: String?) -> Diagnostic {
        Diagnostic(
            .pseudoLocalization, "skipped \(skipped.joined(separator: ", ")): pseudo-localizations are not languages",
            file: folder, at: nil)
    }
}
