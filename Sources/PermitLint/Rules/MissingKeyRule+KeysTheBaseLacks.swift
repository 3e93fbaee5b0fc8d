import PermitLocalization

/// Keys the app's code looks up without a default value that other localizations' tables have and the base's table
/// lacks (Habicolor's `free_user_limitation_alert_show_subscription_title`, misspelled in `en` alone): looked up in the
/// base language, the key comes back, and the people reading it, and every language whose table lacks it too, see an
/// identifier; unless every translation writes the key itself, which is then the text. One `missing-key` error per
/// table, at the code that looks the first one up, listing the keys. They are no obsolete keys of the translations:
/// `ObsoleteKeyRule` leaves out every key the code looks up.
extension MissingKeyRule {
    static func reportKeysTheBaseLacks(
        _ group: LintTableGroup, code: SourceCodeKeys, base: String?, into accumulator: inout LintAccumulator
    ) {
        guard case .folders = group.origin, !code.lookups.isEmpty, let base = group.base(global: base),
            let baseTable = group.tables[base]
        else { return }
        let inBase = group.tables[LocalizationName.baseName]
        // The keys some translation writes a text other than the key for: where every one writes the key itself
        // (Subler's token styles "snake_case", "dot.case"), the key is the text people read.
        var lacking: Set<String> = []
        for (localization, table) in group.tables where localization != base && localization != LocalizationName.baseName {
            for entry in table.entries
            where code.lookups[entry.key] != nil && baseTable.entry(forKey: entry.key) == nil
                && inBase?.entry(forKey: entry.key) == nil && KeyShape.isIdentifier(entry.key)
                && MissingKeyOutcome(key: entry.key, baseText: nil, table: group.name, code: code.outcome(of: entry.key)) == .key
            {
                if case .text(let text, _) = entry.value.variant, text == entry.key { continue }
                lacking.insert(entry.key)
            }
        }
        let sorted = lacking.compactMap { key in
            code.lookups[key].map { (key: key, file: $0.file, offset: $0.offset) }
        }.sorted { ($0.file, $0.offset, $0.key) < ($1.file, $1.offset, $1.key) }
        guard !sorted.isEmpty else { return }
        let places = relatedPlaces(sorted)
        let (count, pronoun) = (sorted.count, sorted.count == 1 ? "it" : "them")
        accumulator.report(
            Diagnostic(
                .missingKey,
                "the code looks up \(count == 1 ? "a key" : "\(count) keys") that the \(base) \(group.name) table "
                    + "lacks while other localizations have \(pronoun) (\(quoted(sorted.map(\.key)))): people reading "
                    + "\(base), and every language without \(pronoun), see the key itself",
                file: places[0].file, at: places[0].location, related: Array(places.dropFirst())),
            for: base)
    }
}
