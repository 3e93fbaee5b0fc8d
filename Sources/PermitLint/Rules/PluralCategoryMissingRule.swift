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

extension PluralCategoryMissingRule {
    /// The check of one table's plurals: a category the language uses and a plural lacks is an error (`other` aside,
    /// which the readers report; and a single missing category that `other` stands in for, where integers never
    /// select `other`; a warning when the table's translator writes the missing categories elsewhere and told this
    /// plural's variants apart, choosing a form that serves them). Variants missing only for rare numbers
    /// (millions, fractions) are one warning per category for the table, with each string as a related place,
    /// rather than one per string.
    struct TableCheck {
        let table: LintTable
        let rules: PluralRules
        /// The language of the table, without script or region.
        private let language: String?
        /// The categories the table's translator writes somewhere: one they know of and leave out of a plural whose
        /// variants they did tell apart is one whose form `other` already is ("od 2 uczestników" in Polish, where a
        /// preposition takes the genitive for every count).
        private let written: Set<PluralCategory>
        /// The categories integer counts select, the same for every string of the table: asked of ICU once, for the
        /// first plural with an integer count.
        private var integerCategories: Set<PluralCategory>?
        /// The plurals lacking each category only rare numbers select.
        private var rare: [PluralCategory: [(entry: LintTable.Entry, location: SourceLocation?)]] = [:]
        /// Whether the base's own plural of a key lacks a category its language uses.
        private let baseLacks: (String, PluralCategory) -> Bool

        /// A check of `table`'s plurals, in the language of `rules`; `varied` are its strings that may hold one;
        /// `baseLacks` whether the base's plural of a key lacks a category its own language uses.
        init(
            table: LintTable, rules: PluralRules, varied: [LintTable.Entry],
            baseLacks: @escaping (String, PluralCategory) -> Bool = { _, _ in false }
        ) {
            self.table = table
            self.rules = rules
            self.baseLacks = baseLacks
            language = UntranslatedText.language(of: table.localization)
            var written: Set<PluralCategory> = []
            for entry in varied {
                for plural in entry.value.plurals(fallback: nil) { written.formUnion(plural.cases.keys) }
            }
            self.written = written
        }

        /// Reports the everyday categories `plural` of `entry` lacks, and keeps those only rare numbers select for
        /// `reportRareCategories`.
        mutating func check(_ plural: LocalizedString.PlacedPlural, of entry: LintTable.Entry, into accumulator: inout LintAccumulator) {
            let present = Set(plural.cases.keys)
            // An integer count never selects a category CLDR gives only to fractions (`many` in Czech).
            let reachable: Set<PluralCategory>
            if plural.countIsInteger {
                if integerCategories == nil {
                    integerCategories = everydayCategories(of: rules, integersOnly: true)
                        .union(millionCategories(of: rules))
                }
                reachable = integerCategories ?? []
            } else {
                reachable = rules.categories
            }
            let missing = reachable.subtracting(present).subtracting([.other])
            let everyday = everydayCategories(of: rules, integersOnly: plural.countIsInteger)
            let missingEveryday = missing.intersection(everyday).sorted()
            // When no integer selects `other` (Polish, Russian: it is for fractions), an integer count that
            // selects the one missing category gets `other`, which holds that category's form: nothing
            // reads wrong. Unless `other` is a copy of another variant's text ("%d файлов" for `many` and
            // `other` with no `few`): then 2-4 read that variant's form ("2 файлов").
            let otherText = plural.cases[.other]?.representativeText?.text
            let otherCopiesAVariant = plural.cases.contains { category, variant in
                category != .other && category != .zero && variant.representativeText?.text == otherText
            }
            let otherStandsIn =
                plural.countIsInteger && missingEveryday.count == 1 && present.contains(.other)
                && !everydayCategories(of: rules, integersOnly: true).contains(.other) && !otherCopiesAVariant
            // In a language whose nouns stay singular after every numeral (Hungarian "5 fájl", Turkish "5 dosya"),
            // the `other` text reads right for 1 too: a missing `one` is no form the person meets wrongly.
            let oneReadsAsOther =
                missingEveryday == [.one] && present.contains(.other)
                && language.map(singularAfterNumerals.contains) == true
            // Latvian counts with the plural after every numeral that does not end in 1 ("10 dienas", "2 dienas"):
            // CLDR's `zero` (0, 10-20, 30...) reads as `other` for a counted noun, so a missing `zero` is no form
            // the person meets wrongly (OsmAnd's Latvian).
            let zeroReadsAsOther = missingEveryday == [.zero] && present.contains(.other) && language == "lv"
            let deliberate =
                Set(missingEveryday).isSubset(of: written)
                && Set(plural.cases.values.compactMap { $0.representativeText?.text }).count > 1
            // English marks a counted noun's plural; an `other` text with no plural word ("%d hr", "Step %d of
            // %d", "%d selected") most likely reads right for 1: a warning.
            let englishOtherReadsForOne =
                missingEveryday == [.one] && language == "en"
                && otherText.map { !hasEnglishPluralWord($0) } == true
            // Hebrew writes 2 with the plural noun but for a few words with a dual (יומיים, two days): the other
            // text most likely reads right for 2.
            let hebrewTwo = missingEveryday == [.two] && language == "he"
            // The base's author left the category out of their own language's plural too: the count most likely
            // never takes it (eightLttrs' score, a sum of 3, 5, 9... points, is never 1).
            let baseLacksToo = missingEveryday.allSatisfy { baseLacks(entry.key, $0) }
            if !missingEveryday.isEmpty && !otherStandsIn && !oneReadsAsOther && !zeroReadsAsOther {
                // One text for counts the language words differently: say which counts share it, so that the
                // translator sees both forms (Czech "2 produkty" and "5 produktů" both read the other text).
                let counts = missingEveryday.map { PluralCategoryMissingRule.counts(selecting: $0, in: rules) }
                var shared = otherText.map { " (" + TranslationCheck.quoted($0) + ")" } ?? ""
                var groups = counts.count
                if plural.countIsInteger, everydayCategories(of: rules, integersOnly: true).contains(.other) {
                    shared += ", which also serves " + PluralCategoryMissingRule.counts(selecting: PluralCategory.other, in: rules)
                    groups += 1
                }
                if groups > 1 { shared += ": one text for counts " + table.localization + " words differently" }
                accumulator.report(
                    Diagnostic(
                        .pluralCategoryMissing,
                        "the plural of \"\(entry.key)\" has no \(list(missingEveryday)) variant, which "
                            + "\(table.localization) uses for \(counts.joined(separator: " and ")); "
                            + "those counts get the other variant" + shared
                            + (hebrewTwo ? " (he writes 2 with the plural but for a few words with a dual, such as "
                                + "יומיים: the other text most likely reads right)" : "")
                            + (deliberate
                                ? " (this table writes \(list(missingEveryday)) variants elsewhere, so the other "
                                    + "form may be meant for them)" : "")
                            + (englishOtherReadsForOne && !deliberate
                                ? " (the other text has no plural word, so it may read right for 1)" : "")
                            + (baseLacksToo && !deliberate && !englishOtherReadsForOne
                                ? " (the base's own plural lacks it too: the count may never take it)" : ""),
                        file: entry.file, at: plural.location,
                        severity: deliberate || englishOtherReadsForOne || hebrewTwo || baseLacksToo ? .warning : nil),
                    for: table.localization)
            }
            for category in missing.subtracting(everyday) {
                rare[category, default: []].append((entry, plural.location))
            }
        }

        /// Reports, one warning per category, the plurals that lack a category only rare numbers select.
        func reportRareCategories(into accumulator: inout LintAccumulator) {
            for (category, places) in rare.sorted(by: { $0.key < $1.key }) {
                guard let first = places.first else { continue }
                let numbers = rareNumbers(selecting: category, in: rules)
                let message =
                    places.count == 1
                    ? "the plural of \"\(first.entry.key)\" has no \(category.rawValue) variant; \(table.localization) uses "
                        + "it only for \(numbers), which get the other variant"
                    : "\(places.count) plurals of this table have no \(category.rawValue) variant; \(table.localization) uses "
                        + "it only for \(numbers), which get the other variant"
                let related =
                    places.count == 1
                    ? []
                    : places.compactMap { place in
                        place.location.map {
                            Diagnostic.RelatedLocation(file: place.entry.file, location: $0, message: "\"\(place.entry.key)\"")
                        }
                    }
                accumulator.report(
                    Diagnostic(
                        .pluralCategoryMissing, message, file: first.entry.file, at: first.location, severity: .warning,
                        related: related),
                    for: table.localization)
            }
        }
    }

    /// Whether an English text holds a word in a plural form: one ending in a plural `s` (`files`, `hours`, not
    /// `this`, `status` or `access`) or an irregular plural (`people`, `children`).
    static func hasEnglishPluralWord(_ text: String) -> Bool {
        // ASCII text, nearly every English one, is split on its bytes: Unicode's letter property is a table lookup
        // a character, and it was a tenth of a lint of one large table.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var lowered = Array(text.utf8)
            for index in lowered.indices where (lowered[index] &- UInt8(ascii: "A")) < 26 { lowered[index] |= 0x20 }
            return lowered.split { ($0 &- UInt8(ascii: "a")) >= 26 && $0 != UInt8(ascii: "'") }.contains { word in
                isEnglishPlural(String(decoding: word, as: UTF8.self))
            }
        }
        return text.lowercased().split { !$0.isLetter && $0 != "'" }.contains { isEnglishPlural(String($0)) }
    }

    /// Whether `word`, a lowercase word, is an English plural.
    private static func isEnglishPlural(_ word: String) -> Bool {
        if irregularEnglishPlurals.contains(word) { return true }
        guard word.count >= 3, word.hasSuffix("s"), !word.hasSuffix("'s") else { return false }
        return !["ss", "us", "is", "ys"].contains { word.hasSuffix($0) } && !englishWordsEndingInS.contains(word)
    }

    private static let irregularEnglishPlurals: Set<String> = [
        "people", "children", "men", "women", "feet", "teeth", "mice", "geese", "data",
    ]

    /// Common English words ending in `s` that are no plural.
    private static let englishWordsEndingInS: Set<String> = [
        "has", "was", "does", "goes", "its", "yes", "plus", "perhaps", "always", "sometimes", "besides", "towards",
        "afterwards", "whereas", "news", "series", "species", "ios", "macos", "tvos", "watchos", "visionos",
    ]

    /// Languages whose nouns take the singular after every numeral, so that one text serves every count: Hungarian,
    /// Georgian, and the Turkic languages.
    static let singularAfterNumerals: Set<String> = ["hu", "ka", "tr", "az", "uz", "kk", "ky", "tk", "tt", "ba"]

    /// The categories a language selects for counts below a million (integers, and decimals with one digit):
    /// CLDR gives some languages a category only for multiples of a million and compact exponents (`many` in
    /// French, Spanish, Italian, Portuguese and Catalan), whose absence is a warning, not an error.
    /// With `integersOnly`, for a count known to be an integer, the categories only fractions select (`many` in
    /// Czech and Slovak) are left out too.
    static func everydayCategories(of rules: PluralRules, integersOnly: Bool) -> Set<PluralCategory> {
        everyday.value(for: EverydayKey(locale: rules.locale, integersOnly: integersOnly)) {
            // Every category a count selects is one of the rules' categories: once all are found, no count can add
            // one, and the rest of the counts are not asked.
            let all = rules.categories.count
            var found = integersOnly ? [] : everydayCategories(of: rules, integersOnly: true)
            if integersOnly {
                for count in 0...1_099 where found.count < all { found.insert(rules.category(for: count)) }
                for count in [10_000, 100_000, 999_999] where found.count < all {
                    found.insert(rules.category(for: count))
                }
            } else {
                for tenths in 0...109 where found.count < all {
                    found.insert(rules.category(for: Double(tenths) / 10, fractionDigits: 1))
                }
            }
            return found
        }
    }

    private struct EverydayKey: Hashable, Sendable {
        var locale: String
        var integersOnly: Bool
    }

    private static let everyday = BoundedCache<EverydayKey, Set<PluralCategory>>(capacity: 128)

    private static let millions = [1_000_000, 2_000_000, 10_000_000, 1_000_000_000]

    /// The categories multiples of a million select.
    private static func millionCategories(of rules: PluralRules) -> Set<PluralCategory> {
        Set(millions.map { rules.category(for: $0) })
    }

    /// The first counts that select `category`, for a message: `2, 3, 4…`.
    static func counts(selecting category: PluralCategory, in rules: PluralRules) -> String {
        let found = PluralCounts.first(selecting: category, in: rules)
        return found.isEmpty ? "fractions" : found.map(String.init).joined(separator: ", ") + "…"
    }

    /// The numbers that select `category` though no everyday count does, for the message: millions, or fractions.
    private static func rareNumbers(selecting category: PluralCategory, in rules: PluralRules) -> String {
        let examples = millions.filter { rules.category(for: $0) == category }
        if !examples.isEmpty {
            return "numbers such as " + examples.prefix(2).map(String.init).joined(separator: " and ")
                + " (and compact forms such as 1M)"
        }
        return "fractions such as 1.5"
    }

    private static func list(_ categories: [PluralCategory]) -> String {
        categories.map(\.rawValue).joined(separator: ", ")
    }
}
