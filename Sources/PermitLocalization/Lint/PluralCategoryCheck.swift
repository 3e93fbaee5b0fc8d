/// Checks the plural choices of a localization's strings against the categories its language uses, from CLDR
/// through ICU: a category the language uses and the choice lacks is an error (`other` aside, which the readers
/// report), one the language never selects a warning (`zero` aside, which Apple's runtime uses for 0 in every
/// language). Skipped for `Base`, for names that are not localization names and for languages ICU does not know.
enum PluralCategoryCheck {
    /// Checks every string of `table`.
    static func check(_ table: LintTable, into accumulator: inout LintAccumulator) {
        guard let name = try? LocalizationName(parsing: table.localization), !name.isBase,
            let rules = try? PluralRules.forLocale(name.tag)
        else { return }
        for entry in table.entries.values {
            for plural in entry.value.plurals(fallback: entry.keyLocation) {
                let present = Set(plural.cases.keys)
                let missing = rules.categories.subtracting(present).subtracting([.other]).sorted()
                if !missing.isEmpty {
                    accumulator.report(
                        Diagnostic(
                            .pluralCategoryMissing,
                            "the plural of \"\(entry.key)\" has no \(list(missing)) variant, which \(table.localization) "
                                + "uses; those counts get the other variant", file: entry.file, at: plural.location),
                        for: table.localization)
                }
                for category in present.subtracting(rules.categories).subtracting([.zero]).sorted() {
                    accumulator.report(
                        Diagnostic(
                            .pluralCategoryUnused,
                            "the \(category.rawValue) variant of \"\(entry.key)\" is never used: \(table.localization) "
                                + "has no \(category.rawValue) plural category", file: entry.file,
                            at: plural.cases[category]?.firstLocation ?? plural.location),
                        for: table.localization)
                }
            }
        }
    }

    private static func list(_ categories: [PluralCategory]) -> String {
        categories.map(\.rawValue).joined(separator: ", ")
    }
}
