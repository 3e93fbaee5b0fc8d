import PermitLocalization

/// The counts a language's plural rules give each category, for the lint's messages ("cs uses it for 2, 3, 4…").
enum PluralCounts {
    /// The first three counts (0 to 1,099) that select `category`; cached per locale.
    static func first(selecting category: PluralCategory, in rules: PluralRules) -> [Int] {
        let all = byCategory.value(for: rules.locale) {
            var found: [PluralCategory: [Int]] = [:]
            for count in 0...1_099 {
                let selected = rules.category(for: count)
                if found[selected, default: []].count < 3 { found[selected, default: []].append(count) }
            }
            return found
        }
        return all[category] ?? []
    }

    private static let byCategory = BoundedCache<String, [PluralCategory: [Int]]>(capacity: 128)
}
