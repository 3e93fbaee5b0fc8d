import Foundation
import Synchronization

/// What a catalog's root held when it was scanned, and the tables read from it since.
///
/// The listing never changes; tables are read on first use and kept. Two readers asking for the same table at
/// once may both read it; the first stored wins, and both get equal tables.
final class CatalogSnapshot: Sendable {
    /// `.lproj` folders by localization name.
    private let folders: [String: String]
    /// String Catalog files by table name.
    private let stringCatalogs: [String: String]
    /// The localizations found, sorted.
    let localizations: [String]
    private let loaded = Mutex<[TableKey: LocalizedTable?]>([:])
    private let loadedCatalogs = Mutex<[String: [String: LocalizedTable]]>([:])

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
        self.stringCatalogs = stringCatalogs
        var localizations = Set(folders.keys)
        for path in stringCatalogs.values {
            if let bytes = LocalizationFileSearch.contents(of: path) {
                let catalog = StringCatalogReader.read(bytes, file: path)
                localizations.formUnion(catalog.entries.flatMap { $0.localizations.keys })
                if let source = catalog.sourceLanguage { localizations.insert(source) }
            }
        }
        self.localizations = localizations.sorted()
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
        guard let path = stringCatalogs[name] else { return nil }
        if let tables = loadedCatalogs.withLock({ $0[name] }) { return tables[localization] }
        let catalog = LocalizationFileSearch.contents(of: path).map { StringCatalogReader.read($0, file: path) }
        let tables = catalog.map { LocalizedTable.tables(of: $0, name: name) } ?? [:]
        loadedCatalogs.withLock { $0[name] = tables }
        return tables[localization]
    }
}
