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

        /// Where the key stands, as a related place of a finding that lists keys (`"key"`), if it has a place.
        var keyPlace: Diagnostic.RelatedLocation? {
            keyLocation.map { Diagnostic.RelatedLocation(file: file, location: $0, message: "\"\(key)\"") }
        }
    }

    /// The localization, as its folder or catalog names it.
    var localization: String
    /// The files the table was read from, sorted.
    var files: [String]
    /// The entries, one per key, in the order they were added: a file's in file order, then a later file's new keys
    /// (a key a later file replaces keeps its place). The order a translator reads them in.
    private(set) var entries: [Entry] = []
    /// Each key's index in `entries`; `nil` for a table read from one `.strings` file until `index()`.
    private var positions: [String: Int]?

    /// An empty table.
    init(localization: String, files: [String]) {
        self.localization = localization
        self.files = files
        positions = [:]
    }

    /// The table of one `.strings` file's entries, in file order: each key's last definition (as Apple resolves
    /// duplicates), at the place of that definition. The table is not indexed by key: a table alone in its group
    /// (a single file linted, a table only the base has) is never looked up by key, and hashing 100,000 keys
    /// into a dictionary was a sixth of such a lint.
    init(localization: String, lastDefinitionsOf file: StringsFile, path: String) {
        self.localization = localization
        self.files = [path]
        // A big file's entries are made on the cores there are, a slice at a time.
        entries = Parallel.map(count: file.entries.count, sliceSize: Self.sliceSize) { index in
            let (key, value, keyLocation, valueLocation) = file.entries.keyAndValue(at: index)
            return Entry(key: key, file: path, keyLocation: keyLocation, value: LocalizedString(.text(value, at: valueLocation)))
        }
        guard file.mayHaveEqualKeys else { return }
        // The earlier definitions go; equal keys may differ in their code units, and the table keeps the last one's,
        // as Apple does.
        var lastIndex: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            lastIndex.removeValue(forKey: entry.key)
            lastIndex[entry.key] = index
        }
        entries = entries.indices.filter { lastIndex[entries[$0].key] == $0 }.map { entries[$0] }
    }

    /// How many entries of a file one piece of work makes.
    private static let sliceSize = 8_192

    /// Indexes the table by key, so that `entry(forKey:)` hashes once instead of reading every entry.
    mutating func index() {
        guard positions == nil else { return }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() { positions[entry.key] = index }
        self.positions = positions
    }

    /// The entry of `key`, if the table has it: a hash lookup in an indexed table, else a search from the end.
    func entry(forKey key: String) -> Entry? {
        guard let positions else { return entries.last { $0.key == key } }
        return positions[key].map { entries[$0] }
    }

    /// Adds `entry`; a key the table has already is replaced when `replacing`, else kept.
    mutating func add(_ entry: Entry, replacing: Bool = true) {
        index()
        if let position = positions?[entry.key] {
            guard replacing else { return }
            entries[position] = entry
        } else {
            positions?[entry.key] = entries.count
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
