public import PermitLocalization

extension DiagnosticRule {
    /// A plural variant for a category that the language never selects.
    public static let pluralCategoryUnused = DiagnosticRule(
        id: "plural-category-unused", defaultSeverity: .warning,
        summary: "A plural has a variant for a category the language never selects (zero is always allowed).")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum PluralCategoryUnusedRule: LintRule {
    static let rule = DiagnosticRule.pluralCategoryUnused

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .pluralCategoryUnused,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld file</string>\n<key>other</key><string>%ld files</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "ja.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld 個のファイル</string>\n<key>other</key><string>%ld 個のファイル</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld file</string>\n<key>other</key><string>%ld files</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "ja.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>other</key><string>%ld 個のファイル</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld file</string>\n<key>other</key><string>%ld files</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "fr.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>zero</key><string>Aucun fichier</string>\n<key>one</key><string>%ld fichier</string>\n<key>other</key><string>%ld fichiers</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
        ])
}

extension PluralCategoryUnusedRule {
    /// A finding for each variant of `plural` (of `key`, in `file`) for a category `localization`'s `rules` never
    /// select; `zero` aside, which Apple's runtime uses for 0 in every language.
    static func diagnostics(
        _ plural: LocalizedString.PlacedPlural, key: String, file: String, localization: String, rules: PluralRules
    ) -> [Diagnostic] {
        Set(plural.cases.keys).subtracting(rules.categories).subtracting([.zero]).sorted().map { category in
            Diagnostic(
                .pluralCategoryUnused,
                "the \(category.rawValue) variant of \"\(key)\" is never used: \(localization) "
                    + "has no \(category.rawValue) plural category", file: file,
                at: plural.cases[category]?.firstLocation ?? plural.location)
        }
    }
}
