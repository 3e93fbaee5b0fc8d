import PermitLocalization

/// English-keyed tables (`"Cancel" = "Abbrechen";`, the keys SwiftUI's `Text("Cancel")` looks up): a key the base's
/// table lacks that is text, not an identifier, is its own source text, which the person in the development language
/// sees. It is added to the base's table, so that its translations are compared with it (format, markup,
/// placeholders) and are not obsolete. When the app's code was read, only the keys it spells count.
enum KeysAsBaseText {
    static func add(to groups: inout [LintTableGroup], base: String?, code: SourceCodeKeys) {
        for index in groups.indices {
            guard case .folders = groups[index].origin, groups[index].interfaceFile == nil,
                let base = groups[index].base(global: base), var baseTable = groups[index].tables[base]
            else { continue }
            var added = false
            for (localization, table) in groups[index].tables.sorted(by: { $0.key < $1.key }) where localization != base {
                for entry in table.entries
                where Self.readsAsText(entry.key)
                    && baseTable.entry(forKey: entry.key) == nil
                    && (code.fileCount == 0 || code.literals.contains(entry.key))
                {
                    baseTable.add(
                        LintTable.Entry(
                            key: entry.key, file: entry.file, keyLocation: entry.keyLocation,
                            value: LocalizedString(.text(entry.key, at: entry.keyLocation))))
                    added = true
                }
            }
            if added { groups[index].tables[base] = baseTable }
        }
    }

    /// Whether `key` reads as an English text rather than an identifier: words with a space (`Save %@`), or a
    /// capitalized word (`Cancel`); not `greeting`, `UNKNOWN`, `error.noInstance` or `kYn-pW-tq6.title`.
    static func readsAsText(_ key: String) -> Bool {
        guard !KeysWithoutText.isIdentifier(key), !MissingKeyOutcome.isInterfaceBuilderKey(key) else { return false }
        if key.contains(" ") { return true }
        guard let first = key.first, first.isUppercase else { return false }
        return key.dropFirst().contains { $0.isLowercase }
    }
}
