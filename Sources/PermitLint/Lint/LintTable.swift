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
    /// The entries, one per key, in the order they were added: a file's in file order, then a later file's new keys
    /// (a key a later file replaces keeps its place). The order a translator reads them in.
    private(set) var entries: [Entry] = []
    /// Each key's index in `entries`.
    private var positions: [String: Int] = [:]

    /// An empty table.
    init(localization: String, files: [String]) {
        self.localization = localization
        self.files = files
    }

    /// The table of one `.strings` file's entries, in file order: each key's last definition (as Apple resolves
    /// duplicates), at the place of that definition.
    init(localization: String, file: String, lastDefinitionsOf fileEntries: StringsFile.Entries) {
        self.init(localization: localization, files: [file])
        positions.reserveCapacity(fileEntries.count)
        entries.reserveCapacity(fileEntries.count)
        var superseded: [Int] = []
        for entry in fileEntries {
            let key = entry.key
            let tableEntry = Entry(
                key: key, file: file, keyLocation: entry.keyLocation,
                value: LocalizedString(.text(entry.value, at: entry.valueLocation)))
            if let earlier = positions.updateValue(entries.count, forKey: key) {
                superseded.append(earlier)
                // Equal keys may differ in their code units: the table keeps the last one's, as Apple does.
                positions.removeValue(forKey: key)
                positions[key] = entries.count
            }
            entries.append(tableEntry)
        }
        // Without duplicates an entry's index is its index in the file; with them the earlier definitions go, and
        // the indices move.
        if !superseded.isEmpty {
            let dropped = Set(superseded)
            entries = entries.indices.filter { !dropped.contains($0) }.map { entries[$0] }
            positions = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
        }
    }

    /// The entry of `key`, if the table has it.
    func entry(forKey key: String) -> Entry? {
        positions[key].map { entries[$0] }
    }

    /// Adds `entry`; a key the table has already is replaced when `replacing`, else kept.
    mutating func add(_ entry: Entry, replacing: Bool = true) {
        if let position = positions[entry.key] {
            guard replacing else { return }
            entries[position] = entry
        } else {
            positions[entry.key] = entries.count
            entries.append(entry)
        }
    }

    /// The table's file that a diagnostic about a key of the base's `file` belongs in: the one of the same kind,
    /// else the first.
    func file(matching baseFile: String) -> String? {
        let kind = LocalizationFileKind(path: baseFile)
        return files.first { LocalizationFileKind(path: $0) == kind } ?? files.first
    }
}
