/// One localization's strings of one table, as the linter compares them: `.strings` and `.stringsdict` files of
/// one `.lproj` folder merged (the `.stringsdict` entry wins, as on Apple), or one language of a String Catalog.
struct LintTable {
    /// One key and its string.
    struct Entry {
        /// The key.
        var key: String
        /// The file the key is in.
        var file: String
        /// Where the key stands.
        var keyLocation: SourceLocation?
        /// The string; a `.strings` value is a `.text` with the value's place.
        var value: LocalizedString
    }

    /// The localization, as its folder or catalog names it.
    var localization: String
    /// The files the table was read from, sorted.
    var files: [String]
    /// The entries by key.
    var entries: [String: Entry]

    /// The table's file that a diagnostic about a key of the base's `file` belongs in: the one of the same kind,
    /// else the first.
    func file(matching baseFile: String) -> String? {
        let kind = LocalizationFileKind(path: baseFile)
        return files.first { LocalizationFileKind(path: $0) == kind } ?? files.first
    }
}
