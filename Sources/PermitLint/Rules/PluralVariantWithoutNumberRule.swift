public import PermitLocalization

extension DiagnosticRule {
    /// A plural variant that shows no number though its category serves several counts.
    public static let pluralVariantWithoutNumber = DiagnosticRule(
        id: "plural-variant-without-number", defaultSeverity: .error,
        summary: "A plural's `one` or `two` variant does not write the count though the language chooses it for several counts (Russian `one` for 1, 21, 31...): \"Один файл\" or \"1 файл\" for 21 files.")
}

/// The `one` and `two` variants of a plural that do not write the count though the language selects them for several
/// counts, some of 2 or more (CLDR through ICU: Russian, Ukrainian, Belarusian, Croatian, Lithuanian `one` for 1,
/// 21, 31...; Slovenian `two` for 2, 102...), and the variants left empty. English's `one` serves 1 alone and
/// Arabic's `two` 2 alone, which a word may name ("One file"); French's `one` serves 0 and 1, never several things;
/// a `few` or `many` without the count says "several", which reads right: none of them is reported. The
/// number is taken to be shown when the plural's `other` variant reads it; a plural whose number is written
/// outside it (`%ld %#@files@`) is left alone.
enum PluralVariantWithoutNumberRule: LintRule {
    static let rule = DiagnosticRule.pluralVariantWithoutNumber

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .pluralVariantWithoutNumber,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>One file</string>\n<key>other</key><string>%ld files</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "ru.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>Один файл</string>\n<key>few</key><string>%ld файла</string>\n<key>many</key><string>%ld файлов</string>\n<key>other</key><string>%ld файла</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>One file</string>\n<key>other</key><string>%ld files</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "ru.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld файл</string>\n<key>few</key><string>%ld файла</string>\n<key>many</key><string>%ld файлов</string>\n<key>other</key><string>%ld файла</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
            // French `one` serves 0 and 1, but a `zero` variant takes 0 (AppBox's "1 heure" beside "Maintenant").
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>hours</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>zero</key><string>Now</string>\n<key>one</key><string>1 hour</string>\n<key>other</key><string>%ld hours</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "fr.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>hours</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>zero</key><string>Maintenant</string>\n<key>one</key><string>1 heure</string>\n<key>other</key><string>%ld heures</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
            // French `one` serves 0 and 1, no count from 2 on.
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>One file</string>\n<key>other</key><string>%ld files</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "fr.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>Un fichier</string>\n<key>other</key><string>%ld fichiers</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
        ])

    /// The findings for `plural` of `key`, in `localization` (whose rules are `rules`); `countsAreSmall` says that
    /// the code counts only 1 to 11 with it (a subscription period's units), so only 1 reads a `one` variant.
    static func diagnostics(
        _ plural: LocalizedString.PlacedPlural, key: String, file: String, localization: String, rules: PluralRules,
        countsAreSmall: Bool = false
    ) -> [Diagnostic] {
        guard let other = plural.cases[.other]?.representativeText?.text, FormatSpecifiers.readsArguments(other) else { return [] }
        var found: [Diagnostic] = []
        for (category, variant) in plural.cases.sorted(by: { $0.key < $1.key }) where category != .other && category != .zero {
            guard let text = variant.representativeText?.text, !FormatSpecifiers.readsArguments(text) else { continue }
            // Apple's runtime takes a plural's `zero` variant for 0 in every language: its other variants never show 0.
            let chosen = PluralCounts.first(selecting: category, in: rules).filter { count in
                (!countsAreSmall || (1..<12).contains(count)) && !(count == 0 && plural.cases[.zero] != nil)
            }
            let numbers = chosen.map(String.init).joined(separator: ", ")
            let subject = "the \(category.rawValue) variant of \"\(key)\""
            let place = variant.firstLocation ?? plural.location
            // A category that serves several counts, some of 2 or more, is reached whatever the code counts; one of
            // 1 alone may be left empty on purpose ("Delete %d items?" never asked for one item).
            let servesSeveral = chosen.count > 1 && chosen.contains(where: { $0 >= 2 })
            if text.isEmpty {
                guard servesSeveral else { continue }
                found.append(
                    Diagnostic(
                        .emptyValue,
                        "\(subject) is empty; \(localization) chooses it for \(numbers)..., which show nothing",
                        file: file, at: place))
                continue
            }
            // Only `one` and `two` stand for a count a text may name ("Один файл", "1 сімвал"); a `few` or `many`
            // written without the count says "several files", which reads right. A category of one count alone
            // (English `one`, Arabic `two`) may name it in words; French `one` serves 0 and 1, never several things.
            // French and Portuguese `one` serves 0 too: a `one` that writes the digit 1 reads "1 règle" for 0.
            if category == .one, !servesSeveral, chosen.contains(0), Self.writesTheDigitOne(text) {
                found.append(
                    Diagnostic(
                        .pluralVariantWithoutNumber,
                        "\(subject) writes the digit 1 in place of the count (\(TranslationCheck.quoted(text))), but "
                            + "\(localization) chooses it for \(numbers): for 0 the person reads 1",
                        file: file, at: place))
                continue
            }
            guard category == .one || category == .two, servesSeveral else { continue }
            // The digit 1, or the word for one, written in its place shows a wrong number for 21 ("1 правило
            // включено", "Один файл"): an error. A variant that names the thing without a number ("Вложение",
            // "день") reads wrong only if the
            // app counts that far, which its code rarely tells (a chat's 10 attachments, a subscription's 3
            // months): a warning. On round 22's apps, 10 such errors of 45 were defects.
            let writesAWrongNumber = Self.writesTheDigitOne(text) || Self.writesTheWordOne(text, localization: localization)
            found.append(
                Diagnostic(
                    .pluralVariantWithoutNumber,
                    "\(subject) does not write the count (\(TranslationCheck.quoted(text))), but \(localization) chooses it "
                        + "for \(numbers)..., which all read as this text"
                        + (writesAWrongNumber ? "" : ", wherever the app counts that far"),
                    file: file, at: place, severity: writesAWrongNumber ? nil : .warning))
        }
        return found
    }

    /// Whether `text` writes the digit 1 as a number of its own ("1 règle activée", not "10" or "v1.2").
    private static func writesTheDigitOne(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "1" {
            let before = index > 0 ? scalars[index - 1] : nil
            let after = index + 1 < scalars.count ? scalars[index + 1] : nil
            let isPartOfAWord = { (neighbour: Unicode.Scalar?) in
                neighbour.map { $0.properties.isAlphabetic || $0.properties.numericType != nil || ".,".unicodeScalars.contains($0) } ?? false
            }
            if !isPartOfAWord(before), !isPartOfAWord(after) { return true }
        }
        return false
    }

    /// Whether `text` writes the word for one of the language of `localization` as a word of its own ("Один файл",
    /// "Jedna datoteka"), in the languages whose `one` serves 21, 31... or 101 too.
    static func writesTheWordOne(_ text: String, localization: String) -> Bool {
        guard let language = UntranslatedText.language(of: localization), let words = wordsForOne[language] else {
            return false
        }
        return text.lowercased().split(whereSeparator: { !$0.isLetter }).contains { words.contains(String($0)) }
    }

    /// The word for one, in its genders and cases, of the languages whose `one` serves more than 1.
    private static let wordsForOne: [String: Set<String>] = [
        "ru": ["один", "одна", "одно", "одну", "одного", "одной", "одним", "одном", "одному"],
        "uk": ["один", "одна", "одне", "одну", "одного", "одній", "одним", "одному"],
        "be": ["адзін", "адна", "адно", "адну", "аднаго", "адной", "адным"],
        "hr": ["jedan", "jedna", "jedno", "jednu", "jednog", "jednom", "jednoj"],
        "bs": ["jedan", "jedna", "jedno", "jednu", "jednog", "jednom", "jednoj"],
        "sr": ["jedan", "jedna", "jedno", "jednu", "jednog", "jednom", "jednoj", "један", "једна", "једно", "једну", "једног"],
        "sl": ["en", "ena", "eno", "eden", "enega", "eni", "enem"],
        "lt": ["vienas", "viena", "vieną", "vieno", "vienos"],
        "lv": ["viens", "viena", "vienu", "vienam"],
        "mk": ["еден", "една", "едно"],
        "is": ["einn", "ein", "eitt", "einu", "eina"],
    ]
}
