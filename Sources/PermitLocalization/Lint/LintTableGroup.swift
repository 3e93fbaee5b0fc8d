/// The tables that translate one another: one table name's `.lproj` files under one root, or one String Catalog.
struct LintTableGroup {
    /// Where the group's localizations come from.
    enum Origin {
        /// `.lproj` folders under a root.
        case folders
        /// A String Catalog, with its source language and the keys it marks as not to be translated.
        case catalog(sourceLanguage: String?, untranslatable: Set<String>)
    }

    /// The folder holding the `.lproj` folders or the catalog.
    var root: String
    /// The table's name: the file name without its extension.
    var name: String
    /// Where the localizations come from.
    var origin: Origin
    /// The tables by localization.
    var tables: [String: LintTable]

    /// The localization this group's translations are compared with: a catalog's source language, else `base`.
    func base(global base: String?) -> String? {
        if case .catalog(let sourceLanguage?, _) = origin { return sourceLanguage }
        return base
    }

    /// Whether `key` is marked as not to be translated.
    func isUntranslatable(_ key: String) -> Bool {
        if case .catalog(_, let untranslatable) = origin { return untranslatable.contains(key) }
        return false
    }
}
