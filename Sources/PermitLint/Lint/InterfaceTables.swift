import PermitLocalization

/// The tables that translate a storyboard or XIB, held against the document itself: a key whose object the
/// document no longer has (`BgM-ve-c93.title` after the menu item was deleted) is shown to no one, in any language,
/// so its texts are compared with nothing and the group gets one `obsolete-key` warning listing them.
enum InterfaceTables {
    /// Removes from each group's tables the keys of objects its interface document lacks, reading the document of a
    /// folder group (in the root, its `Base.lproj` or any `.lproj` folder of `folders`) when it has one.
    static func prune(_ groups: inout [LintTableGroup], folders: [String: [String: String]]) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in groups.indices {
            if case .folders = groups[index].origin, groups[index].interfaceFile == nil {
                let group = groups[index]
                groups[index].interfaceFile = LintTableGroup.interfaceDocument(
                    named: group.name, root: group.root, folders: (folders[group.root] ?? [:]).values.sorted())
            }
            guard let document = groups[index].interfaceFile else { continue }
            var gone: [LintTable.Entry] = []
            var goneKeys: Set<String> = []
            for (localization, table) in groups[index].tables.sorted(by: { $0.key < $1.key }) {
                // An intent definition's keys are its texts' ids: a key that is none of them is gone.
                let stale = table.entries.filter { entry in
                    document.isIntentDefinition
                        ? document.texts[entry.key] == nil
                        : MissingKeyOutcome.isInterfaceBuilderKey(entry.key)
                            && !document.objectIDs.contains(String(entry.key.prefix { $0 != "." }))
                }
                guard !stale.isEmpty else { continue }
                for entry in stale where goneKeys.insert(entry.key).inserted { gone.append(entry) }
                var kept = LintTable(localization: localization, files: table.files)
                let staleKeys = Set(stale.map(\.key))
                for entry in table.entries where !staleKeys.contains(entry.key) { kept.add(entry) }
                groups[index].tables[localization] = kept
            }
            guard let first = gone.first else { continue }
            findings.append(
                LintFinding(
                    diagnostic: ObsoleteKeyRule.staleInterfaceKeys(gone, document: groups[index].name, first: first),
                    localization: nil))
        }
        return findings
    }
}
