import PermitLocalization

/// Checks the plural choices of a localization's strings against the categories its language uses, from CLDR
/// through ICU: the loop that reads each plural of a table once and asks the plural rules of it
/// (`PluralCategoryMissingRule`, `PluralVariantWithoutNumberRule`, `PluralCategoryUnusedRule`). Skipped for `Base`,
/// for names that are not localization names and for languages ICU does not know.
enum PluralCategoryCheck {
    /// Checks every string of `table` but the copies of the base's (`isCopyOfBase`), which are untranslated and
    /// nothing else; the keys of `smallCounts` count things the code keeps below 12 (`SourceCodeKeys.keysCountingPeriodUnits`).
    /// `baseLacks` says whether the base's own plural of a key lacks a category the base's language uses: its
    /// author left it out too.
    static func check(
        _ table: LintTable, isCopyOfBase: (LintTable.Entry) -> Bool = { _ in false }, smallCounts: Set<String> = [],
        baseLacks: @escaping (String, PluralCategory) -> Bool = { _, _ in false }, into accumulator: inout LintAccumulator
    ) {
        guard let name = try? LocalizationName(parsing: table.localization), !name.isBase,
            let rules = try? PluralRules.forLocale(name.tag)
        else { return }
        // Nearly every string is a text without substitutions, which holds no plural: only the others are read,
        // in key order, so that the findings and their related places come in one order whatever the hashing.
        let varied = table.entries.filter { entry in
            if case .text = entry.value.variant, entry.value.substitutions.isEmpty { return false }
            return true
        }.sorted { $0.key < $1.key }
        var missing = PluralCategoryMissingRule.TableCheck(table: table, rules: rules, varied: varied, baseLacks: baseLacks)
        for entry in varied {
            if isCopyOfBase(entry) { continue }
            for plural in entry.value.plurals(fallback: entry.keyLocation) {
                missing.check(plural, of: entry, into: &accumulator)
                for finding in PluralVariantWithoutNumberRule.diagnostics(
                    plural, key: entry.key, file: entry.file, localization: table.localization, rules: rules,
                    countsAreSmall: smallCounts.contains(entry.key))
                {
                    accumulator.report(finding, for: table.localization)
                }
                for finding in PluralCategoryUnusedRule.diagnostics(
                    plural, key: entry.key, file: entry.file, localization: table.localization, rules: rules)
                {
                    accumulator.report(finding, for: table.localization)
                }
            }
        }
        missing.reportRareCategories(into: &accumulator)
    }
}
