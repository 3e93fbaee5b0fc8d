import PermitLocalization

/// One localization's strings of one table, as the linter compares them: `.strings` and `.stringsdict` files of
/// one `.lproj` folder merged (the `.stringsdict` entry wins, as on Apple), or one language of a String Catalog.
struct LintTable {
    /// One key and its string. A class, immutable: an entry is copied into the alignment and the comparisons
    /// of every localization, and a copy is then one reference counted rather than one for each of its strings and
    /// boxes.
    final class Entry: Sendable {
        /// The key.
        let key: String
        /// The file the key is in.
        let file: String
        /// Where the key stands.
        let keyLocation: SourceLocation?
        /// The string; a `.strings` value is a `.text` with the value's place.
        let value: LocalizedString

        init(key: String, file: String, keyLocation: SourceLocation?, value: LocalizedString) {
            self.key = key
            self.file = file
            self.keyLocation = keyLocation
            self.value = value
        }
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
