import Foundation

/// What a catalog's root held when it was scanned, and the tables read from it since.
///
/// The listing never changes. `.lproj` tables are read on first use and kept (two readers asking for the same
/// table at once may both read it; the first stored wins, and both get equal tables); String Catalogs, which must
/// be read whole to list their languages, are read with the listing.
final class CatalogSnapshot: Sendable {
    /// `.lproj` folders by localization name.
    private let folders: [String: String]
    /// The localizations found, sorted.
    let localizations: [String]
    private let loaded = Locked<[TableKey: LocalizedTable?]>([:])
    /// The tables of each String Catalog, by table name, then language.
    private let catalogTables: [String: [String: LocalizedTable]]

    private struct TableKey: Hashable {
        var name: String
        var localization: String
    }

    init(root: String) {
        var folders: [String: String] = [:]
        var stringCatalogs: [String: String] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for name in names {
            if name.hasSuffix(".lproj") {
                folders[String(name.dropLast(".lproj".count))] = root + "/" + name
            } else if name.hasSuffix(".xcstrings") {
                stringCatalogs[String(name.dropLast(".xcstrings".count))] = root + "/" + name
            }
        }
        self.folders = folders
        // String Catalogs are read whole to list their languages; their tables are kept for later lookups.
        var localizations = Set(folders.keys)
        var catalogTables: [String: [String: LocalizedTable]] = [:]
        for (name, path) in stringCatalogs {
            guard let bytes = try? LocalizationFileSearch.contents(of: path) else { continue }
            let tables = LocalizedTable.tables(of: StringCatalogReader.read(bytes, file: path), name: name)
            localizations.formUnion(tables.keys)
            catalogTables[name] = tables
        }
        self.localizations = localizations.sorted()
        self.catalogTables = catalogTables
    }

    func table(_ name: String, localization: String) -> LocalizedTable? {
        let key = TableKey(name: name, localization: localization)
        if let known = loaded.withLock({ $0[key] }) { return known }
        let table = readTable(name, localization: localization)
        return loaded.withLock { tables in
            if let stored = tables[key] { return stored }
            tables[key] = table
            return table
        }
    }

    private func readTable(_ name: String, localization: String) -> LocalizedTable? {
        if let folder = folders[localization],
            let table = LocalizedTable.read(name: name, localization: localization, folder: folder)
        {
            return table
        }
        return catalogTables[name]?[localization]
    }
}
