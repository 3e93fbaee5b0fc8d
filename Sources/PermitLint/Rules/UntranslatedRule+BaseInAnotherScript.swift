import PermitLocalization

/// Texts of the development language's own table written wholly in another script (monitorApp's English table:
/// `"Open the location switch" = "打开定位开关";`): the people reading the development language, and every language
/// that falls back to it, read letters their language does not write.
extension UntranslatedRule {
    /// One `untranslated` error per base table whose texts have letters and none the base's language writes (CLDR's
    /// standard set, `ExemplarCharacters.ownLetters(of:)`), under keys written in the base's letters, where most
    /// other localizations of the table that have the key, half of them or more, write another text: a name or a
    /// language's own name ("简体中文" in a language picker) is written alike in every table. A key that names a
    /// resource (`PremiumTableImage`, `KeyShape.namesResource(_:)`) holds its name, not a text.
    static func reportBaseTextsInAnotherScript(
        groups: [LintTableGroup], base: String?, into accumulator: inout LintAccumulator
    ) {
        guard let base, let baseLanguage = UntranslatedText.language(of: base),
            let letters = try? ExemplarCharacters.ownLetters(of: baseLanguage)
        else { return }
        for group in groups where !group.isExchange {
            let others = group.tables.filter { localization, _ in
                localization != LocalizationName.baseName && UntranslatedText.language(of: localization) != baseLanguage
            }.values
            guard !others.isEmpty else { continue }
            // The development language's tables (`en`, `en-GB`), whether or not `Base` is the group's base.
            for (baseLocalization, table) in group.tables.sorted(by: { $0.key < $1.key })
            where UntranslatedText.language(of: baseLocalization) == baseLanguage {
                var found: [(entry: LintTable.Entry, text: String)] = []
                for entry in table.entries {
                    guard let text = entry.value.representativeText?.text,
                        text.unicodeScalars.contains(where: \.properties.isAlphabetic), !letters.hasOwnLetter(in: text),
                        letters.writesEveryLetter(of: entry.key), !KeyShape.namesResource(entry.key)
                    else { continue }
                    let translations = others.compactMap { $0.entry(forKey: entry.key)?.value.representativeText?.text }
                    let differing = translations.filter { $0 != text }.count
                    guard differing > 0, differing * 2 >= translations.count else { continue }
                    found.append((entry, text))
                }
                guard let first = found.first else { continue }
                let quoted = found.prefix(3).map { "\"\($0.entry.key)\" (\(TranslationCheck.quoted($0.text)))" }
                    .joined(separator: ", ") + (found.count > 3 ? " and \(found.count - 3) more" : "")
                accumulator.report(
                    Diagnostic(
                        .untranslated,
                        "\(found.count == 1 ? "a text" : "\(found.count) texts") of the \(baseLocalization) "
                            + "\(group.name) table \(found.count == 1 ? "is" : "are") written in letters \(baseLanguage) "
                            + "does not write, where the other localizations write their own: \(quoted); people reading "
                            + "\(baseLocalization), and the languages that fall back to it, read \(found.count == 1 ? "it" : "them") so",
                        file: first.entry.file, at: first.entry.value.representativeText?.location ?? first.entry.keyLocation,
                        severity: .error, related: found.dropFirst().compactMap(\.entry.keyPlace)),
                    for: baseLocalization)
            }
        }
    }
}
