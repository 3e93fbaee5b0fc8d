public import PermitLocalization

extension DiagnosticRule {
    /// English base texts that write a count before a plural noun with no plural variants.
    public static let countWithoutPlural = DiagnosticRule(
        id: "count-without-plural", defaultSeverity: .warning,
        summary: "An English base text writes a count before a noun in the plural (\"Show %lld servers\") and has no plural variants: for 1 the person reads \"Show 1 servers\", and languages whose nouns change with the count read wrong for others. Use a plural variant (.stringsdict or String Catalog).")
}

/// English base texts that write an integer right before a noun in the plural (`%lld servers`, `%1$d other sites`)
/// as one plain text, without plural variants: every count reads that text, 1 too ("Show 1 servers"), and each
/// translation can write only one form (Polish and Russian need three). One finding per table, at the first text,
/// listing the others; a text that glues `(s)` or an argument to a word is `english-only-plural`'s.
enum CountWithoutPluralRule: LintRule {
    static let rule = DiagnosticRule.countWithoutPlural

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .countWithoutPlural,
        triggering: [
            .translation("Show %lld servers", "Afficher %lld serveurs"),
            // 2fas' import summary and trash screen.
            .translation("%d new services", "%d nouveaux services"),
            .translation("You have **%d** services in your Trash.", "Vous avez **%d** services dans la corbeille."),
        ],
        nonTriggering: [
            .translation("Version %d", "Version %d"),
            .translation("%d%% used", "%d %% utilisés"),
            .translation("Name should be no longer than %i characters", "Le nom ne doit pas dépasser %i caractères"),
            .translation("%d of your photos", "%d de vos photos"),
            LintRuleExample(files: [
                "en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>servers</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>lld</string>\n<key>one</key><string>Show %lld server</string>\n<key>other</key><string>Show %lld servers</string>\n</dict>\n</dict>\n</dict>\n</plist>\n",
                "fr.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>servers</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>lld</string>\n<key>one</key><string>Afficher %lld serveur</string>\n<key>other</key><string>Afficher %lld serveurs</string>\n</dict>\n</dict>\n</dict>\n</plist>\n",
            ]),
        ])

    /// The count and noun a plain English text writes (`%lld servers`), or `nil`: an integer specifier followed by a
    /// space and a word in the plural (`PluralCategoryMissingRule.hasEnglishPluralWord`).
    static func countedNoun(in value: LocalizedString, parsed: FormatString) -> String? {
        guard case .text = value.variant, value.substitutions.isEmpty,
            parsed.specifiers.contains(where: { isInteger($0.conversion) })
        else { return nil }
        let scalars = Array(parsed.text.unicodeScalars)
        for specifier in parsed.specifiers {
            guard isInteger(specifier.conversion) else { continue }
            // A limit ("no longer than %i characters", "at least %d digits") is a constant the app sets, never 1.
            var wordStart = specifier.range.lowerBound
            while wordStart > 0, scalars[wordStart - 1] == " " { wordStart -= 1 }
            var before = wordStart
            while before > 0, isLetter(scalars[before - 1]) { before -= 1 }
            var previous = ""
            previous.unicodeScalars.append(contentsOf: scalars[before..<wordStart])
            if limitWords.contains(previous.lowercased()) { continue }
            // The count may be set in bold (`**%d** services`), and the noun follow one word that is no plural
            // (`%d new services`), not a preposition (`%d of your photos`).
            var index = specifier.range.upperBound
            while index < scalars.count, scalars[index] == "*" || scalars[index] == "_" { index += 1 }
            var words: [String] = []
            while words.count < 2, index + 1 < scalars.count, scalars[index] == " " {
                index += 1
                let start = index
                while index < scalars.count, isLetter(scalars[index]) { index += 1 }
                var word = ""
                word.unicodeScalars.append(contentsOf: scalars[start..<index])
                words.append(word)
                if word.unicodeScalars.count >= 3, PluralCategoryMissingRule.hasEnglishPluralWord(word) { break }
                guard word.unicodeScalars.count >= 2, word == word.lowercased(), !linkWords.contains(word) else { break }
            }
            guard let word = words.last, word.unicodeScalars.count >= 3, PluralCategoryMissingRule.hasEnglishPluralWord(word)
            else { continue }
            var written = ""
            written.unicodeScalars.append(contentsOf: scalars[specifier.range])
            return ([written] + words).joined(separator: " ")
        }
        return nil
    }

    /// Whether `conversion` writes an integer (`%d`, `%lld`, `%u`), the count of a noun.
    private static func isInteger(_ conversion: FormatConversion) -> Bool {
        switch conversion {
        case .signedInteger, .unsignedInteger: true
        default: false
        }
    }

    /// Whether `scalar` is a letter (Unicode's `Alphabetic`), read from its value when it is ASCII.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar.value | 0x20) &- 0x61 < 26 : scalar.properties.isAlphabetic
    }

    /// Words after a count that link it to something else than the noun it counts (`%d of your photos`).
    private static let linkWords: Set<String> = [
        "of", "in", "on", "at", "by", "per", "for", "to", "from", "with", "and", "or", "out", "than", "is", "are",
    ]

    /// Words before a count that make it a limit the app sets.
    private static let limitWords: Set<String> = ["than", "least", "most", "to", "maximum", "minimum", "max", "min"]

    /// One finding for the texts of a table (`found`: base entries and what each writes), at the first.
    static func report(
        _ found: [(entry: LintTable.Entry, counted: String, location: SourceLocation?)], base: String,
        into accumulator: inout LintAccumulator
    ) {
        guard let first = found.first else { return }
        let examples = found.prefix(3).map { "\"\($0.counted)\" (\"\($0.entry.key)\")" }.joined(separator: ", ")
        let more = found.count > 3 ? " and \(found.count - 3) more" : ""
        accumulator.report(
            Diagnostic(
                rule,
                "\(found.count == 1 ? "a \(base) text writes" : "\(found.count) \(base) texts write") a count before a "
                    + "noun in the plural with no plural variants: \(examples)\(more); for 1 the person reads "
                    + "\"1 \(first.counted.split(separator: " ").last ?? "")\", and languages whose nouns change with the "
                    + "count read wrong for others",
                file: first.entry.file, at: first.location ?? first.entry.keyLocation,
                related: found.dropFirst().map { item in
                    Diagnostic.RelatedLocation(
                        file: item.entry.file, location: item.location ?? item.entry.keyLocation
                            ?? SourceLocation(line: 1, column: 1, offset: 0),
                        message: "\"\(item.counted)\" (\"\(item.entry.key)\")")
                }),
            for: base)
    }
}
