import PermitLocalization

/// Source texts the base's table does not hold. A key the base's table lacks is given its source text when one is
/// known, so that its translations are compared with it (format, markup, placeholders) and are not obsolete:
/// - the default value the app's code passes for it (`NSLocalizedString("[Error] Bad format", value: "Bad format:
///   %@.", comment: "")`): what the person in the development language sees;
/// - in a storyboard's or XIB's table, the document's text for a key whose object it has (an `en.lproj` copy of the
///   table may be stale);
/// - the base text another folder's table of the same name gives the key (an extension's `Localizable` table whose
///   English holds one key, beside the app's that holds the rest);
/// - in an English-keyed table (`"Cancel" = "Abbrechen";`, the keys SwiftUI's `Text("Cancel")` looks up; its base
///   lacks more keys than it holds), the key itself when it reads as text; when the app's code was read, only if the
///   code spells it (as a literal, or an interpolated literal with the key's pieces: `"Searching: \(text)"` for
///   `Searching: %@`).
enum KeysAsBaseText {
    static func add(to groups: inout [LintTableGroup], base: String?, code: SourceCodeKeys) {
        // Each table name's base entries, over every folder that has one: a target's table may lack a key another
        // target's table of that name holds (OctoPod's Siri extension's `Localizable` beside the app's).
        var baseEntries: [String: [LintTable.Entry]] = [:]
        for group in groups {
            guard case .folders = group.origin, let groupBase = group.base(global: base), let table = group.tables[groupBase]
            else { continue }
            baseEntries[group.name, default: []].append(contentsOf: table.entries)
        }
        for index in groups.indices {
            guard case .folders = groups[index].origin, let base = groups[index].base(global: base) else { continue }
            // A table no base folder has, whose keys are the development language's texts (Airbitz's twelve
            // translations of `"Please choose a wallet"`-keyed texts, with no English file: the code's literal is
            // the text), gets a base of its keys; one whose keys are identifiers has no text to compare with.
            let hasNoBaseTable = groups[index].tables[base] == nil
            if hasNoBaseTable, !Self.isKeyedByText(groups[index], code: code) { continue }
            var baseTable = groups[index].tables[base] ?? LintTable(localization: base, files: [])
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
            let englishKeyed = lacking.count > baseTable.entries.count || hasNoBaseTable
            var added = false
            let elsewhere = lacking.isEmpty ? [:] : Self.entries(
                of: baseEntries[groups[index].name] ?? [], named: Set(lacking.map(\.key)), besides: baseTable)
            for entry in lacking {
                let text: String?
                if let value = code.defaultValues[entry.key] {
                    text = value
                } else if let document {
                    text = document.texts[entry.key]
                } else if let other = elsewhere[entry.key] {
                    // The base text another target's table of this name gives the key ("days ago" is "%d days ago").
                    baseTable.add(
                        LintTable.Entry(key: entry.key, file: entry.file, keyLocation: entry.keyLocation, value: other.value))
                    added = true
                    continue
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

    /// Whether most keys of `group`'s tables are phrases that read as texts (`KeyShape.readsAsText`, with a space:
    /// `Choose a wallet`, not `CFBundleDisplayName`) and, when the app's code was read (`code`), the code names some:
    /// an English-keyed table, not one of identifiers, a storyboard's or `InfoPlist`'s.
    static func isKeyedByText(_ group: LintTableGroup, code: SourceCodeKeys = SourceCodeKeys()) -> Bool {
        guard case .folders = group.origin else { return false }
        guard group.name.lowercased() != "infoplist", group.interfaceFile == nil else { return false }
        let keys = Set(group.tables.values.flatMap { $0.entries.map(\.key) })
        let texts = keys.filter { $0.contains(" ") && KeyShape.readsAsText($0) }
        return !keys.isEmpty && texts.count * 2 > keys.count
            && (code.fileCount == 0 || texts.contains { code.names($0) == true })
    }

    /// The first of `entries` (other tables' base entries) for each key of `keys`, those of `table` left out.
    private static func entries(
        of entries: [LintTable.Entry], named keys: Set<String>, besides table: LintTable
    ) -> [String: LintTable.Entry] {
        var found: [String: LintTable.Entry] = [:]
        for entry in entries where keys.contains(entry.key) && found[entry.key] == nil && !table.files.contains(entry.file) {
            found[entry.key] = entry
        }
        return found
    }
}
