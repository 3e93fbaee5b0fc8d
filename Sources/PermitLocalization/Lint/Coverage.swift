/// How much of the base each localization translates: for every table the base has, each key a localization has is
/// translated, or untranslated when its text is the base's unchanged in another language. (Keys it lacks are the
/// comparison's `missing` count.) `Base.lproj` and the base itself are not counted.
struct Coverage {
    /// Keys translated, by localization.
    private(set) var translated: [String: Int] = [:]
    /// Keys with the base's text unchanged, in another language, by localization.
    private(set) var untranslated: [String: Int] = [:]

    init(groups: [LintTableGroup], base: String?) {
        for group in groups {
            guard let groupBase = group.base(global: base), let baseTable = group.tables[groupBase] else { continue }
            let baseLanguage = UntranslatedText.language(of: groupBase)
            for (localization, table) in group.tables
            where localization != groupBase && localization != LocalizationName.baseName {
                let sameLanguage = baseLanguage != nil && UntranslatedText.language(of: localization) == baseLanguage
                for (key, baseEntry) in baseTable.entries {
                    guard let entry = table.entries[key] else { continue }
                    let unchanged =
                        !sameLanguage && entry.value.representativeText?.text == baseEntry.value.representativeText?.text
                    if unchanged {
                        untranslated[localization, default: 0] += 1
                    } else {
                        translated[localization, default: 0] += 1
                    }
                }
            }
        }
    }
}
