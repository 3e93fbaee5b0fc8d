import PermitLocalization

/// Translations that are another translation's text, written in that other language: a table copied from the wrong
/// folder (screamtracker's Catalan, Czech, Greek... `InfoPlist.strings` asking for the microphone in Polish, Actbind's
/// German table a copy of its Hebrew one). The person reads a language that is neither theirs nor the development
/// language.
extension UntranslatedRule {
    /// One `untranslated` warning per table, localization and language written: its texts of three words or more
    /// (other than the base's, and not a name: "São Tomé e Príncipe") that a localization of another language holds
    /// too, written in letters that the other's language writes as its own and neither the localization's nor the
    /// base's does; languages that write alike (Malay and Indonesian, the Scandinavian ones, Serbian, Croatian and
    /// Bosnian, Czech and Slovak, Russian, Ukrainian and Belarusian, Catalan and Occitan, Dutch and West Flemish)
    /// aside.
    static func reportTextsOfAnotherLanguage(
        groups: [LintTableGroup], base: String?, into accumulator: inout LintAccumulator
    ) {
        guard let base, let baseLanguage = UntranslatedText.language(of: base) else { return }
        struct Holder {
            var localization: String
            var language: String
            var entry: LintTable.Entry
        }
        var candidates: [(group: Int, text: String, holders: [Holder])] = []
        for (index, group) in groups.enumerated() where !group.isExchange {
            let baseTable = group.base(global: base).flatMap { group.tables[$0] }
            var holders: [String: [Holder]] = [:]
            for (localization, table) in group.tables {
                guard let language = UntranslatedText.language(of: localization), language != baseLanguage else { continue }
                for entry in table.entries {
                    guard let text = entry.value.representativeText?.text, WrittenLanguage.words(of: text).count >= 3,
                        UntranslatedText.looksUntranslated(text), !UntranslatedText.readsAsName(text),
                        baseTable?.entry(forKey: entry.key)?.value.representativeText?.text != text
                    else { continue }
                    holders[text, default: []].append(Holder(localization: localization, language: language, entry: entry))
                }
            }
            for (text, holding) in holders where Set(holding.map(\.language)).count > 1 {
                candidates.append((index, text, holding))
            }
        }
        guard !candidates.isEmpty else { return }
        let baseLetters = try? ExemplarCharacters.ownLetters(of: baseLanguage)
        // Per table, localization and languages written, the entries holding those languages' texts.
        struct Finding: Hashable {
            var group: Int
            var localization: String
            var languages: [String]
        }
        var found: [Finding: [LintTable.Entry]] = [:]
        for candidate in candidates {
            // The text has letters the base's language does not write as its own; the languages that write every
            // letter of it as theirs (Polish's "ę" and "ż", which Catalan and Czech do not write, and Finnish only
            // borrows) hold it, and others that do not.
            guard let baseLetters, !baseLetters.writesEveryLetter(of: candidate.text) else { continue }
            let holding = Set(candidate.holders.map(\.language))
            let writers = holding.filter { language in
                (try? ExemplarCharacters.ownLetters(of: language))?.writesEveryLetter(of: candidate.text) == true
            }
            guard !writers.isEmpty, writers.count < holding.count else { continue }
            for holder in candidate.holders
            where !writers.contains(holder.language) && !writers.contains(where: { writeAlike(holder.language, $0) }) {
                found[Finding(group: candidate.group, localization: holder.localization, languages: writers.sorted()), default: []]
                    .append(holder.entry)
            }
        }
        for (finding, entries) in found.sorted(by: { ($0.key.group, $0.key.localization) < ($1.key.group, $1.key.localization) }) {
            let sorted = entries.sorted { ($0.file, $0.keyLocation?.offset ?? 0) < ($1.file, $1.keyLocation?.offset ?? 0) }
            let first = sorted[0]
            let count = sorted.count
            let text = first.value.representativeText?.text ?? ""
            let languages = finding.languages.joined(separator: " or ")
            accumulator.report(
                Diagnostic(
                    .untranslated,
                    "\(count == 1 ? "the" : "\(count)") \(finding.localization) \(count == 1 ? "text" : "texts") of the "
                        + "\(groups[finding.group].name) table \(count == 1 ? "is" : "are") the \(languages) "
                        + "translation\(count == 1 ? "" : "s") (\(TranslationCheck.quoted(first.key)): "
                        + "\(TranslationCheck.quoted(text))\(count > 1 ? " and \(count - 1) more" : "")): people using "
                        + "the app in \(finding.localization) read \(languages)",
                    file: first.file, at: first.keyLocation, severity: .warning),
                for: finding.localization)
        }
    }

    /// Whether two languages write many of the same sentences, so that a text both hold says nothing of a copy.
    private static func writeAlike(_ first: String, _ second: String) -> Bool {
        first == second || alike.contains { $0.contains(first) && $0.contains(second) }
    }

    /// Languages that write alike.
    private static let alike: [Set<String>] = [
        ["ms", "id"], ["nb", "nn", "no", "da"], ["sr", "hr", "bs", "sh"], ["cs", "sk"], ["ru", "uk", "be"], ["ar", "ars"],
        ["ca", "oc"], ["nl", "vls"],
    ]
}
