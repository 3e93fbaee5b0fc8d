/// One strings table (such as `Localizable` or `Permit`) in one localization, as Apple's runtime assembles it:
/// the `.strings` entries, overridden key by key by the `.stringsdict` entries, or the table's String Catalog.
public struct LocalizedTable: Sendable {
    /// The table's name: the file name without extension.
    public var name: String
    /// The localization: the `.lproj` folder's name without the extension, or a String Catalog's language.
    public var localization: String
    /// The strings by key.
    public var strings: [String: LocalizedString]
    /// What the readers found wrong in the table's files.
    public var diagnostics: [Diagnostic]

    /// Creates a table.
    package init(name: String, localization: String, strings: [String: LocalizedString], diagnostics: [Diagnostic] = []) {
        self.name = name
        self.localization = localization
        self.strings = strings
        self.diagnostics = diagnostics
    }

    /// Reads `<folder>/<name>.strings` and `<folder>/<name>.stringsdict`, either of which may be missing; the
    /// `.stringsdict` entries override the `.strings` entries with the same key (Apple's rule). A `.strings`
    /// file's value is the one Permit reads (the last of duplicates); its defects stay in `diagnostics`.
    package static func read(name: String, localization: String, folder: String) -> LocalizedTable? {
        let stringsPath = folder + "/" + name + ".strings"
        let dictionaryPath = folder + "/" + name + ".stringsdict"
        let (stringsBytes, stringsProblem) = readIfPresent(stringsPath)
        let (dictionaryBytes, dictionaryProblem) = readIfPresent(dictionaryPath)
        let problems = [stringsProblem, dictionaryProblem].compactMap { $0 }
        guard stringsBytes != nil || dictionaryBytes != nil || !problems.isEmpty else { return nil }
        var table = LocalizedTable(name: name, localization: localization, strings: [:], diagnostics: problems)
        if let stringsBytes {
            let file = StringsFile(bytes: stringsBytes, path: stringsPath, keepingComments: false)
            for entry in file.entries {
                table.strings[entry.key] = LocalizedString(.text(entry.value, at: entry.valueLocation))
            }
            table.diagnostics += file.diagnostics
        }
        if let dictionaryBytes {
            let dictionary = StringsDictionaryReader.read(dictionaryBytes, file: dictionaryPath)
            for entry in dictionary.entries { table.strings[entry.key] = entry.value }
            table.diagnostics += dictionary.diagnostics
        }
        return table
    }

    /// A file's bytes, nothing when it does not exist, and a diagnostic when it exists but cannot be read (too
    /// large, say).
    private static func readIfPresent(_ path: String) -> ([UInt8]?, Diagnostic?) {
        do {
            return (try LocalizationFileSearch.contents(of: path), nil)
        } catch .unreadable {
            return (nil, nil)
        } catch {
            return (nil, Diagnostic(.unreadableFile, error.description, file: path, at: nil))
        }
    }

    /// The tables of a String Catalog, one per language it holds. A source-language key with no value of its
    /// own reads as the key itself, as Xcode compiles it.
    static func tables(of catalog: StringCatalog, name: String) -> [String: LocalizedTable] {
        var tables: [String: LocalizedTable] = [:]
        for entry in catalog.entries {
            for (language, string) in entry.localizations {
                tables[language, default: LocalizedTable(name: name, localization: language, strings: [:])]
                    .strings[entry.key] = string
            }
            if let source = catalog.sourceLanguage, entry.localizations[source] == nil {
                tables[source, default: LocalizedTable(name: name, localization: source, strings: [:])]
                    .strings[entry.key] = LocalizedString(.text(entry.key, at: entry.keyLocation))
            }
        }
        if let source = catalog.sourceLanguage {
            tables[source, default: LocalizedTable(name: name, localization: source, strings: [:])].diagnostics =
                catalog.diagnostics
        }
        return tables
    }
}
