public import PermitLocalization

extension DiagnosticRule {
    /// Keys of the base table that a localization's table lacks, where the person sees the key itself (an
    /// identifier such as `settings.title`): one finding per localization and table.
    public static let missingKey = DiagnosticRule(
        id: "missing-key", defaultSeverity: .error,
        summary: "Keys of the base are missing from a localization's table, and the person sees the key itself unless the code passes a default value.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum MissingKeyRule: LintRule {
    static let rule = DiagnosticRule.missingKey

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .missingKey,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n\"ok\" = \"OK\";\n", "fr.lproj/Localizable.strings": "\"ok\" = \"OK\";\n"]),
            // A translation that is its key.
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n", "fr.lproj/Localizable.strings": "\"settings.title\" = \"settings.title\";\n"]),
            // A Chinese key shown raw to a person reading Japanese: 订 and 阅 are no Japanese letters.
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"我的订阅\" = \"My Subscriptions\";\n\"ok\" = \"OK\";\n", "ja.lproj/Localizable.strings": "\"ok\" = \"OK\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n", "fr.lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";\n"]),
            // The keys are Chinese text: shown raw, they are what a person reading Chinese should read.
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"我的订阅\" = \"My Subscriptions\";\n\"删除全部\" = \"Delete All\";\n\"ok\" = \"OK\";\n", "zh-Hans.lproj/Localizable.strings": "\"ok\" = \"好\";\n"]),
        ])
}

extension MissingKeyRule {
    /// The base keys one localization's table lacks, sorted by what the person sees (`MissingKeyOutcome`) and reported
    /// as at most three findings: one `missing-key` error for the keys shown as keys, listing each as a related place;
    /// one `missing-key` warning for keys the app's code never names, listing them too; and one `missing-translation`
    /// warning for those shown in the development language (coverage, counted only).
    struct Tally {
        /// The table's name.
        let table: String
        /// What the app's code says of its keys.
        let code: SourceCodeKeys
        /// Whether every key the table lacks shows the development language (a table of a storyboard, XIB or intent
        /// definition; an export's unit without a target).
        let fallsBackToDevelopmentLanguage: Bool
        /// Whether the localization is English and its base is not: a key written as English text (`Success`,
        /// `Copied to clipboard` in EhPanda's Japanese base) is then the very text the person should read, and
        /// nothing is missing.
        let keysAreItsText: Bool
        /// Whether the localization is a region of the base's language (`en-US` beside `en`): a key it lacks that
        /// shows the base's text (a default value, a key that is its text) shows the person's own language, and only
        /// the keys shown raw are reported. Apple's lookup reads the region's table alone (CoreFoundation's
        /// `_copyStringFromTable` loads one file), so a key it lacks is no fallback to `en`'s table.
        let isRegionOfBase: Bool
        /// The localization and its base, whose letters tell a key written in the localization's language
        /// (`KeyLetters`): shown raw, it is already the person's text.
        let languages: (localization: String, base: String)?

        /// The missing keys by what the person sees, in the base's order.
        private var byOutcome: [MissingKeyOutcome: [LintTable.Entry]] = [:]

        /// How many keys are missing.
        private(set) var count = 0

        init(
            table: String, code: SourceCodeKeys, fallsBackToDevelopmentLanguage: Bool, keysAreItsText: Bool = false,
            isRegionOfBase: Bool = false, languages: (localization: String, base: String)? = nil
        ) {
            self.table = table
            self.code = code
            self.fallsBackToDevelopmentLanguage = fallsBackToDevelopmentLanguage
            self.keysAreItsText = keysAreItsText
            self.isRegionOfBase = isRegionOfBase
            self.languages = languages
        }

        /// Adds a key the localization lacks; `keptByMost` says that most languages keep its base text as it is (an
        /// app's name, "Mullvad VPN"), so that where the person sees the development language's text they read what
        /// the other languages show: counted, not reported. So is a base text with no word (`%1$@ • %2$@`), which
        /// every language writes alike.
        mutating func add(_ entry: LintTable.Entry, keptByMost: Bool = false) {
            if keysAreItsText, KeyShape.readsAsText(entry.key) { return }
            let baseText = entry.value.representativeText?.text
            let outcome = MissingKeyOutcome(
                key: entry.key, baseText: baseText, table: table,
                code: code.outcome(of: entry.key), fallsBackToDevelopmentLanguage: fallsBackToDevelopmentLanguage)
            count += 1
            if outcome == .developmentLanguageText,
                keptByMost || isRegionOfBase || baseText.map(MissingKeyOutcome.hasNoWord) == true
            {
                return
            }
            if outcome == .key, let languages,
                KeyLetters.areOwn(entry.key, localization: languages.localization, base: languages.base)
            {
                return
            }
            byOutcome[outcome, default: []].append(entry)
        }

        /// Reports the missing keys of `localization`'s table of `group`.
        ///
        /// - Parameters:
        ///   - file: The localization's file that a finding about keys of a base file belongs in.
        ///   - translated: How many base keys the localization has.
        ///   - baseCount: How many keys the base's table has.
        ///   - tableMissing: Whether the localization has no file of the table at all.
        func report(
            group: LintTableGroup, base: String, localization: String, file: (String) -> String?, translated: Int,
            baseCount: Int, tableMissing: Bool = false, into accumulator: inout LintAccumulator
        ) {
            let share = baseCount == 0 ? 100 : translated * 100 / baseCount
            let coverage = "\(share)% of its \(baseCount) keys present"
            let lacking = tableMissing ? "has no \(group.name) table, so it lacks" : "lacks"
            // In a fixed order, each outcome's finding: its rule and severity, what the person sees, and whether every
            // key is a related place (coverage is counted, not listed).
            typealias Finding = (
                outcome: MissingKeyOutcome, rule: DiagnosticRule, severity: DiagnosticSeverity?,
                seen: ([LintTable.Entry]) -> String, listsKeys: Bool
            )
            let findings: [Finding] = [
                (
                    .key, .missingKey, nil,
                    { "that people then see as the key itself unless the app's code passes a default value: " + named($0) },
                    true
                ),
                (
                    .unnamedInCode, .missingKey, .warning,
                    { "that no string of the app's code names (unused, or built at run time): " + named($0) }, true
                ),
                (
                    .developmentLanguageText, .missingTranslation, nil,
                    { "that people then see in \(base), such as " + named(Array($0.prefix(1))) }, false
                ),
            ]
            for finding in findings {
                guard let entries = byOutcome[finding.outcome], let first = entries.first else { continue }
                let place = placement(of: first, in: file(first.file))
                accumulator.report(
                    Diagnostic(
                        finding.rule,
                        "\(localization) \(lacking) \(counted(entries.count)) of the \(group.name) table "
                            + finding.seen(entries) + " (\(coverage))",
                        file: place.file, at: place.location, severity: finding.severity,
                        related: finding.listsKeys ? entries.flatMap { Self.related($0, base) } : []),
                    for: localization)
            }
        }

        /// Where a finding about a missing key goes: the localization's file, at the key when that file is the base's
        /// own (a String Catalog holds every language), else at no line.
        private func placement(of entry: LintTable.Entry, in file: String?) -> (file: String?, location: SourceLocation?) {
            (file, file == entry.file ? entry.keyLocation : nil)
        }

        /// The base's definition of a key, as a related place.
        private static func related(_ entry: LintTable.Entry, _ base: String) -> [Diagnostic.RelatedLocation] {
            guard let location = entry.keyLocation else { return [] }
            return [Diagnostic.RelatedLocation(file: entry.file, location: location, message: "\"\(entry.key)\" in \(base)")]
        }

        /// `1 key`, `3 keys`.
        private func counted(_ count: Int) -> String { count == 1 ? "1 key" : "\(count) keys" }

        /// The first keys, quoted, and how many more.
        private func named(_ entries: [LintTable.Entry]) -> String { MissingKeyRule.quoted(entries.map(\.key)) }

    }

    /// How many keys a message names before "and N more".
    static let namedInMessage = 3

    /// The first `namedInMessage` of `keys`, quoted, and how many more: `"a", "b", "c" and 4 more`.
    static func quoted(_ keys: [String]) -> String {
        let shown = keys.prefix(namedInMessage).map { "\"\($0)\"" }.joined(separator: ", ")
        let more = keys.count - min(keys.count, namedInMessage)
        return more > 0 ? shown + " and \(more) more" : shown
    }
}
