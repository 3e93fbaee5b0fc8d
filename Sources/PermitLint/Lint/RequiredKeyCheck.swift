import PermitLocalization

/// Reports the required keys (`LintOptions.requiredKeys`) that a localization lacks.
///
/// Under each root that has `.lproj` folders, every folder must have every required key of every required table,
/// unless the root has a String Catalog of that table's name: then each of the catalog's languages must have the
/// keys instead (the source language has every key the catalog lists). A localization that lacks the table gets
/// one diagnostic per key, on its folder.
enum RequiredKeyCheck {
    /// Checks `requiredKeys` against the groups and folders of an inventory.
    static func check(
        _ requiredKeys: [String: Set<String>], groups: [LintTableGroup], folders: [String: [String: String]],
        into accumulator: inout LintAccumulator
    ) {
        for (tableName, keys) in requiredKeys {
            let sortedKeys = keys.sorted()
            let roots = Set(folders.keys).union(groups.filter { $0.name == tableName }.map(\.root))
            for root in roots {
                let named = groups.filter { $0.root == root && $0.name == tableName }
                let catalogs = named.filter { if case .catalog = $0.origin { true } else { false } }
                if catalogs.isEmpty {
                    let tables = named.first?.tables ?? [:]
                    for (localization, folder) in folders[root] ?? [:] {
                        let table = tables[localization]
                        for key in sortedKeys where table?.entry(forKey: key) == nil {
                            report(key, tableName, localization, file: table?.files.first ?? folder, &accumulator)
                        }
                    }
                } else {
                    for catalog in catalogs {
                        for (localization, table) in catalog.tables {
                            for key in sortedKeys where table.entry(forKey: key) == nil {
                                report(key, tableName, localization, file: table.files.first, &accumulator)
                            }
                        }
                    }
                }
            }
        }
    }

    private static func report(
        _ key: String, _ tableName: String, _ localization: String, file: String?,
        _ accumulator: inout LintAccumulator
    ) {
        accumulator.report(
            Diagnostic(
                .missingRequiredKey, "\(localization) lacks \"\(key)\", which every \(tableName) table must have",
                file: file, at: nil),
            for: localization)
    }
}
