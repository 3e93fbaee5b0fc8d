import PermitLocalization

/// Source texts the base's table does not hold. A key the base's table lacks is given its source text when one is
/// known, so that its translations are compared with it (format, markup, placeholders) and are not obsolete:
/// - the default value the app's code passes for it (`NSLocalizedString("[Error] Bad format", value: "Bad format:
///   %@.", comment: "")`): what the person in the development language sees;
/// - in a storyboard's or XIB's table, the document's text for a key whose object it has (an `en.lproj` copy of the
///   table may be stale);
/// - in an English-keyed table (`"Cancel" = "Abbrechen";`, the keys SwiftUI's `Text("Cancel")` looks up; its base
///   lacks more keys than it holds), the key itself when it reads as text; when the app's code was read, only if the
///   code spells it (as a literal, or an interpolated literal with the key's pieces: `"Searching: \(text)"` for
///   `Searching: %@`).
enum KeysAsBaseText {
    static func add(to groups: inout [LintTableGroup], base: String?, code: SourceCodeKeys) {
        for index in groups.indices {
            guard case .folders = groups[index].origin, let base = groups[index].base(global: base),
                var baseTable = groups[index].tables[base]
            else { continue }
            let document = groups[index].interfaceFile
            // Each key the base lacks, once, in the order the translations' tables give them.
            var lacking: [LintTable.Entry] = []
            var seen: Set<String> = []
            for (localization, table) in groups[index].tables.sorted(by: { $0.key < $1.key }) where localization != base {
                for entry in table.entries where baseTable.entry(forKey: entry.key) == nil && seen.insert(entry.key).inserted {
                    lacking.append(entry)
                }
            }
            // A table is English-keyed when its base lacks more keys than it has (a stub `"" = "";`, or none of the
            // keys): in a base that holds most of the keys, one it lacks is more likely a leftover than a text.
            let englishKeyed = lacking.count > baseTable.entries.count
            var added = false
            for entry in lacking {
                let text: String?
                if let value = code.defaultValues[entry.key] {
                    text = value
                } else if let document {
                    text = document.texts[entry.key]
                } else if englishKeyed, !code.keysWithDefaults.contains(entry.key), KeyShape.readsAsText(entry.key),
                    code.fileCount == 0 || code.names(entry.key) == true
                {
                    text = entry.key
                } else {
                    text = nil
                }
                guard let text else { continue }
                baseTable.add(
                    LintTable.Entry(
                        key: entry.key, file: entry.file, keyLocation: entry.keyLocation,
                        value: LocalizedString(.text(text, at: entry.keyLocation))))
                added = true
            }
            if added { groups[index].tables[base] = baseTable }
        }
    }
}
