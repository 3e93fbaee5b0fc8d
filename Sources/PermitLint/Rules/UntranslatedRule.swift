public import PermitLocalization

extension DiagnosticRule {
    /// A translation identical to the base text that reads like a sentence still to be translated.
    public static let untranslated = DiagnosticRule(
        id: "untranslated", defaultSeverity: .warning,
        summary: "A translation is identical to the base text of another language; it was probably never translated.")
}

/// The rule as the lint declares it, and its check of a translated text against its base's.
enum UntranslatedRule: LintRule {
    static let rule = DiagnosticRule.untranslated

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .untranslated,
        triggering: [
            .translation("Delete the selected photos?", "Delete the selected photos?"),
            // The development language's own text in another script, where the other languages write their own.
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": "\"Turn on location\" = \"打开定位开关\";\n",
                "zh-Hans.lproj/Localizable.strings": "\"Turn on location\" = \"打开定位开关\";\n",
                "pl.lproj/Localizable.strings": "\"Turn on location\" = \"Włącz lokalizację\";\n",
            ]),
            // A short word kept in a language not written in its letters, which the other languages translate.
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": "\"onboarding.skip\" = \"Skip\";\n",
                "ja.lproj/Localizable.strings": "\"onboarding.skip\" = \"Skip\";\n",
                "de.lproj/Localizable.strings": "\"onboarding.skip\" = \"Überspringen\";\n",
                "fr.lproj/Localizable.strings": "\"onboarding.skip\" = \"Passer\";\n",
            ]),
        ],
        nonTriggering: [
            .translation("OK", "OK"),
            // A word German writes too, though other languages translate it.
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": "\"player.pause\" = \"Pause\";\n",
                "de.lproj/Localizable.strings": "\"player.pause\" = \"Pause\";\n",
                "es.lproj/Localizable.strings": "\"player.pause\" = \"Pausa\";\n",
                "it.lproj/Localizable.strings": "\"player.pause\" = \"Pausa\";\n",
            ]),
            // A name most languages keep, Japanese among them.
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": "\"service.name\" = \"Netflix\";\n",
                "ja.lproj/Localizable.strings": "\"service.name\" = \"Netflix\";\n",
                "de.lproj/Localizable.strings": "\"service.name\" = \"Netflix\";\n",
                "ko.lproj/Localizable.strings": "\"service.name\" = \"넷플릭스\";\n",
            ]),
            .translation("Delete the selected photos?", "Supprimer les photos sélectionnées ?"),
            // An image's name under a key that says so, named in each language's letters.
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": "\"PremiumTableImage\" = \"通常-4\";\n",
                "ja.lproj/Localizable.strings": "\"PremiumTableImage\" = \"通常-4\";\n",
                "de.lproj/Localizable.strings": "\"PremiumTableImage\" = \"Normal-4\";\n",
            ]),
            // A language's own name, written alike in every table of a language picker.
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": "\"language.zh-Hans\" = \"简体中文\";\n",
                "zh-Hans.lproj/Localizable.strings": "\"language.zh-Hans\" = \"简体中文\";\n",
                "pl.lproj/Localizable.strings": "\"language.zh-Hans\" = \"简体中文\";\n",
            ]),
        ])

    /// The finding for a translation that is its base's text unchanged, in another language, when the text reads
    /// like words still to be translated (`UntranslatedText`), not a name, a number or a symbol.
    static func diagnostic(for comparison: TranslationComparison) -> Diagnostic? {
        guard UntranslatedText.looksUntranslated(comparison.translation.text) else { return nil }
        return comparison.diagnostic(
            rule,
            "the \(comparison.localization) text of \(comparison.subject) is the \(comparison.baseLocalization) text "
                + "unchanged")
    }
}

extension UntranslatedRule {
    /// More texts left as the base's than this in one localization's table are one finding with the count.
    static let listLimit = 20

    /// Reports a localization's texts left as the base's: each, or one finding for the table when there are more
    /// than `listLimit` (a partly translated localization, which a list of thousands would bury), with the share of
    /// the base's `baseCount` keys whose text the localization translates (`translated`).
    static func report(
        _ untranslated: [Diagnostic], group: LintTableGroup, base: String, localization: String, table: LintTable,
        translated: Int, baseCount: Int, into accumulator: inout LintAccumulator
    ) {
        guard untranslated.count > listLimit else {
            untranslated.forEach { accumulator.report($0, for: localization) }
            return
        }
        let file = table.files.first ?? untranslated[0].file
        let percent = baseCount == 0 ? 0 : translated * 100 / baseCount
        accumulator.report(
            Diagnostic(
                .untranslated,
                "\(untranslated.count) \(localization) texts of the \(group.name) table are the \(base) text unchanged "
                    + "(\(percent)% of its \(baseCount) keys translated); the first is at line "
                    + "\(untranslated[0].location?.line ?? 0)", file: file,
                at: untranslated[0].location),
            for: localization)
    }

    /// The keys whose text most localizations keep exactly as the base's (three quarters of at least three
    /// languages other than the base's): names such as "Home Assistant" or "GitHub", which are not left
    /// untranslated by mistake. Only texts of words count, and a sentence only where three quarters of the languages
    /// have its key and every one of them keeps it: kept in the few that have it ("Continue editing", which the
    /// others comment out, waiting for a translator), or translated by one (Criptext's Spanish, where German,
    /// French and Russian wait for theirs), it is left untranslated.
    static func keysKeptInMostLanguages(_ group: LintTableGroup, alignment: GroupAlignment) -> Set<String> {
        let base = alignment.base
        let baseLanguage = UntranslatedText.language(of: base)
        let others = group.tables.keys.filter { localization in
            localization != base && localization != LocalizationName.baseName
                && UntranslatedText.language(of: localization) != baseLanguage
        }
        guard others.count >= 3 else { return [] }
        // A text of no words (a plural's `%#@sites@`) is the same in every language and says nothing of its variants.
        let baseHasText = alignment.baseEntries.map { entry in
            entry.value.representativeText.map { UntranslatedText.looksUntranslated($0.text) } ?? false
        }
        var having = [Int](repeating: 0, count: baseHasText.count)
        var identical = [Int](repeating: 0, count: baseHasText.count)
        for localization in others {
            guard let counterparts = alignment.counterparts[localization] else { continue }
            for (index, text) in counterparts.texts.enumerated() where text.hasText && baseHasText[index] {
                having[index] += 1
                if text.isBaseText { identical[index] += 1 }
            }
        }
        var kept: Set<String> = []
        for (index, entry) in alignment.baseEntries.enumerated()
        where having[index] >= 3 && identical[index] * 4 >= having[index] * 3 {
            // A sentence counts only where most languages have its key: kept by the few that do, it waits.
            let readsAsName = entry.value.representativeText.map { UntranslatedText.readsAsName($0.text) } == true
            if readsAsName || (having[index] * 4 >= others.count * 3 && identical[index] == having[index]) {
                kept.insert(entry.key)
            }
        }
        return kept
    }
}

extension UntranslatedRule {
    /// The variants of a translated plural left in the base's text while its `other` variant is translated (cs
    /// `few` in English beside a Czech `other`): the person reads the base's language for the counts the language
    /// chooses that variant for (duckduckgo's Sync notice). A plural left whole in the base's text is the
    /// representative text's finding.
    static func variantsLeftInBase(
        _ plurals: TranslatedPlurals, key: String, file: String, fallback: SourceLocation?, baseLocalization: String,
        localization: String
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for plural in plurals.pairs {
            let baseTexts = plural.baseTexts
            guard let other = plural.texts[.other]?.text, !Set(baseTexts.values.map(\.text)).contains(other) else { continue }
            let baseWords = Set(baseTexts.values.map(\.text))
            for (category, text) in plural.texts.sorted(by: { $0.key < $1.key })
            where category != .other && category != .zero && baseWords.contains(text.text)
                && UntranslatedText.looksUntranslated(text.text)
            {
                let counts = PluralCounts.first(selecting: category, in: plurals.rules)
                guard !counts.isEmpty else { continue }
                let subject = plural.subject(key: key)
                found.append(
                    Diagnostic(
                        rule,
                        "the \(category.rawValue) variant of the \(localization) text of \(subject) is the "
                            + "\(baseLocalization) text unchanged (\(TranslationCheck.quoted(text.text))), while its other "
                            + "variant is translated: \(localization) chooses it for "
                            + "\(counts.map(String.init).joined(separator: ", "))..., which read \(baseLocalization)",
                        file: file, at: text.location ?? fallback))
            }
        }
        return found
    }
}
