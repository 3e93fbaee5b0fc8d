import Foundation
import Logging

/// What a catalog's root held when it was scanned, and the tables read from it since.
///
/// The listing never changes. `.lproj` tables are read on first use and kept (two readers asking for the same
/// table at once may both read it; the first stored wins, and both get equal tables); String Catalogs, which must
/// be read whole to list their languages, are read with the listing. A table a localizer renders from is also kept
/// as a `PreparedTable`, made when a localizer first asks for it.
final class CatalogSnapshot: Sendable {
    /// `.lproj` folders by localization name.
    private let folders: [String: String]
    /// The localizations found, sorted.
    let localizations: [String]
    private let loaded = Locked<[TableKey: LocalizedTable?]>([:])
    /// The tables localizers render from, with the places of their strings' preparations.
    private let prepared = Locked<[TableKey: PreparedTable?]>([:])
    /// The tables of each String Catalog, by table name, then language.
    private let catalogTables: [String: [String: LocalizedTable]]
    private let logger: Logger

    private struct TableKey: Hashable {
        var name: String
        var localization: String
    }

    init(root: String, logger: Logger) {
        self.logger = logger
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
            let bytes: [UInt8]
            do {
                bytes = try LocalizationFileSearch.contents(of: path)
            } catch {
                logger.error("String Catalog cannot be read: \(error)", metadata: ["file": "\(path)"])
                continue
            }
            let catalog = StringCatalogReader.read(bytes, file: path)
            Self.report(catalog.diagnostics, to: logger)
            let tables = LocalizedTable.tables(of: catalog, name: name)
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
        if let table { Self.report(table.diagnostics, to: logger) }
        return loaded.withLock { tables in
            if let stored = tables[key] { return stored }
            tables[key] = table
            return table
        }
    }

    /// The table `name` in `localization` as a localizer renders from it (see `PreparedTable`), made on first use.
    func preparedTable(_ name: String, localization: String) -> PreparedTable? {
        let key = TableKey(name: name, localization: localization)
        if let known = prepared.withLock({ $0[key] }) { return known }
        let made = table(name, localization: localization).map(PreparedTable.init)
        return prepared.withLock { tables in
            if let stored = tables[key] { return stored }
            tables[key] = made
            return made
        }
    }

    /// Logs a table's errors: files that cannot be read, and defects that make Apple's runtime load nothing or
    /// stop early.
    private static func report(_ diagnostics: [Diagnostic], to logger: Logger) {
        for diagnostic in diagnostics where diagnostic.severity == .error {
            logger.error(
                "\(diagnostic.message)",
                metadata: ["file": "\(diagnostic.file ?? "")", "rule": "\(diagnostic.rule)"])
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
