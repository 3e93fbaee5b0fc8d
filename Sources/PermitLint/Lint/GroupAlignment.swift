import PermitLocalization

/// A table group's base entries in the order of their files, and each other localization's entry for each of them: found once
/// per key and localization, then read by the comparison (`GroupComparison`), the coverage figures (`Coverage`)
/// and the stub check (`StubLocalizationRule`) instead of each of them looking every key up again.
struct GroupAlignment {
    /// One localization's entries, in the order of the base's.
    struct Counterparts {
        /// The localization's entry for each base entry, `nil` where it lacks the key.
        var entries: [LintTable.Entry?]
        /// How many base keys the localization has.
        var matched: Int
        /// For each base entry, whether the localization has the key with a representative text, and whether that
        /// text is the base's (`LocalizedString.representativeText`, compared as optionals: two strings without
        /// one are alike).
        var texts: [TextComparison]
    }

    /// How a localization's text of a key compares with the base's.
    struct TextComparison {
        /// The localization has the key, and its string a representative text.
        var hasText: Bool
        /// The localization has the key, and its representative text equals the base's (both may have none).
        var isBaseText: Bool
    }

    /// The localization compared with.
    let base: String
    /// The base's entries in the order of its files (`LintTable.entries`).
    let baseEntries: [LintTable.Entry]
    /// Every other localization's counterparts, by localization.
    let counterparts: [String: Counterparts]

    /// The alignment of `group` on the table of `base`; `nil` when the group has no such table.
    init?(_ group: LintTableGroup, base: String) {
        guard let baseTable = group.tables[base] else { return nil }
        self.base = base
        let baseEntries = baseTable.entries
        self.baseEntries = baseEntries
        let others = group.tables.filter { $0.key != base }.sorted { $0.key < $1.key }
        // The base's texts, read once for every other localization (none when it stands alone).
        let baseTexts = others.isEmpty ? [] : baseEntries.map { $0.value.representativeText?.text }
        let aligned = Parallel.map(others) { _, other in
            let table = other.value
            var matched = 0
            var texts: [TextComparison] = []
            texts.reserveCapacity(baseEntries.count)
            var entries: [LintTable.Entry?] = []
            entries.reserveCapacity(baseEntries.count)
            for (index, baseEntry) in baseEntries.enumerated() {
                let entry = table.entry(forKey: baseEntry.key)
                if let entry {
                    matched += 1
                    let text = entry.value.representativeText?.text
                    texts.append(TextComparison(hasText: text != nil, isBaseText: text == baseTexts[index]))
                } else {
                    texts.append(TextComparison(hasText: false, isBaseText: false))
                }
                entries.append(entry)
            }
            return Counterparts(entries: entries, matched: matched, texts: texts)
        }
        counterparts = Dictionary(uniqueKeysWithValues: zip(others.map(\.key), aligned))
    }
}
