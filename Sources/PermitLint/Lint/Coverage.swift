import PermitLocalization

/// How much of the base each localization translates: for every table the base has, each key a localization has is
/// translated, or untranslated when its text is the base's unchanged in another language. (Keys it lacks are the
/// comparison's `missing` count.) `Base.lproj` and the base itself are not counted.
struct Coverage {
    /// Keys translated, by localization.
    private(set) var translated: [String: Int] = [:]
    /// Keys with the base's text unchanged, in another language, by localization.
    private(set) var untranslated: [String: Int] = [:]

    /// The figures of `groups`, each aligned on its base (`alignments`, one per group, `nil` for a group whose
    /// base table is missing).
    init(groups: [LintTableGroup], alignments: [GroupAlignment?]) {
        for (group, alignment) in zip(groups, alignments) {
            guard let alignment else { continue }
            let groupBase = alignment.base
            let baseLanguage = UntranslatedText.language(of: groupBase)
            for localization in group.tables.keys
            where localization != groupBase && localization != LocalizationName.baseName {
                guard let counterparts = alignment.counterparts[localization] else { continue }
                let sameLanguage = baseLanguage != nil && UntranslatedText.language(of: localization) == baseLanguage
                var unchangedCount = 0
                if !sameLanguage {
                    for text in counterparts.texts where text.isBaseText { unchangedCount += 1 }
                }
                let translatedCount = counterparts.matched - unchangedCount
                if unchangedCount > 0 { untranslated[localization, default: 0] += unchangedCount }
                if translatedCount > 0 { translated[localization, default: 0] += translatedCount }
            }
        }
    }
}
