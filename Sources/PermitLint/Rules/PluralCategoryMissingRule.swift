public import PermitLocalization

extension DiagnosticRule {
    /// A plural without a variant for a category that the language uses.
    public static let pluralCategoryMissing = DiagnosticRule(
        id: "plural-category-missing", defaultSeverity: .error,
        summary: "A plural has no variant for a category the language uses (CLDR, through ICU); those counts get `other`.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum PluralCategoryMissingRule: LintRule {
    static let rule = DiagnosticRule.pluralCategoryMissing

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .pluralCategoryMissing,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld file</string>\n<key>other</key><string>%ld files</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "ru.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld файл</string>\n<key>other</key><string>%ld файла</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld file</string>\n<key>other</key><string>%ld files</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "ru.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld файл</string>\n<key>few</key><string>%ld файла</string>\n<key>many</key><string>%ld файлов</string>\n<key>other</key><string>%ld файла</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld file</string>\n<key>other</key><string>%ld files</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "ja.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>other</key><string>%ld 個のファイル</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
        ])
}
