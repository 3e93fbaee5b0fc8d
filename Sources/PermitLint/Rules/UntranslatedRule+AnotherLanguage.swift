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
            var table: LintTable
            var index: Int
            var entry: LintTable.Entry { table.entries[index] }
        }
        let baseLetters = try? ExemplarCharacters.ownLetters(of: baseLanguage)
        var candidates: [(group: Int, text: String, holders: [Holder])] = []
        for (index, group) in groups.enumerated() where !group.isExchange {
            let baseTable = group.base(global: base).flatMap { group.tables[$0] }
            // Texts by a hash of their bytes, first (cheaper than a `String`'s, which normalizes), sorted: most are
            // held once, and only the others are looked at further.
            let tables = group.tables.compactMap { localization, table -> Holder? in
                guard let language = UntranslatedText.language(of: localization), language != baseLanguage else { return nil }
                return Holder(localization: localization, language: language, table: table, index: 0)
            }
            var hashes: [(hash: UInt64, table: Int, entry: Int)] = []
            for (position, holder) in tables.enumerated() {
                for (index, entry) in holder.table.entries.enumerated() {
                    guard let text = entry.value.representativeText?.text else { continue }
                    hashes.append((Self.bytesHash(text), position, index))
                }
            }
            hashes.sort { $0.hash < $1.hash }
            var holders: [String: [Holder]] = [:]
            var start = 0
            while start < hashes.count {
                var end = start + 1
                while end < hashes.count, hashes[end].hash == hashes[start].hash { end += 1 }
                // A text in letters the base's language writes as its own says nothing of which language it is in
                // (the base's own text, most often, left in many languages): told from the run's first text.
                var first = tables[hashes[start].table]
                first.index = hashes[start].entry
                if end - start > 1, let text = first.entry.value.representativeText?.text, let baseLetters,
                    !baseLetters.writesEveryLetter(of: text)
                {
                    for item in hashes[start..<end] {
                        var holder = tables[item.table]
                        holder.index = item.entry
                        if let text = holder.entry.value.representativeText?.text { holders[text, default: []].append(holder) }
                    }
                }
                start = end
            }
            for (text, holding) in holders where holding.count > 1 && Set(holding.map(\.language)).count > 1 {
                guard let baseLetters, !baseLetters.writesEveryLetter(of: text), WrittenLanguage.words(of: text).count >= 3,
                    UntranslatedText.looksUntranslated(text), !UntranslatedText.readsAsName(text)
                else { continue }
                let translated = holding.filter { baseTable?.entry(forKey: $0.entry.key)?.value.representativeText?.text != text }
                if Set(translated.map(\.language)).count > 1 { candidates.append((index, text, translated)) }
            }
        }
        guard !candidates.isEmpty else { return }
        // Each language's own letters, opened once here (an app may have more languages than the shared cache keeps).
        var ownLetters: [String: ExemplarCharacters?] = [:]
        func letters(of language: String) -> ExemplarCharacters? {
            if let known = ownLetters[language] { return known }
            let opened = try? ExemplarCharacters(locale: language, borrowed: false)
            ownLetters[language] = opened
            return opened
        }
        // Per table, localization and languages written, the entries holding those languages' texts.
        struct Finding: Hashable {
            var group: Int
            var localization: String
            var languages: [String]
        }
        var found: [Finding: [LintTable.Entry]] = [:]
        for candidate in candidates {
            // The languages that write every letter of it as theirs (Polish's "ę" and "ż", which Catalan and Czech
            // do not write, and Finnish only borrows) hold it, and others that do not.
            let holding = Set(candidate.holders.map(\.language))
            let writers = holding.filter { letters(of: $0)?.writesEveryLetter(of: candidate.text) == true }
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

    /// The FNV-1a hash of `text`'s UTF-8 bytes.
    private static func bytesHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
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
