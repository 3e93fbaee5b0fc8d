import PermitLocalization

/// The files of a lint read and sorted into table groups: the readers' diagnostics, the `.lproj` folders of each
/// root, and each table of each localization.
struct LintInventory {
    /// The readers' diagnostics and the folder-name diagnostics.
    private(set) var findings: [LintFinding] = []
    /// The table groups, sorted by root, then name, then catalog path.
    private(set) var groups: [LintTableGroup] = []
    /// Each root's `.lproj` folders, by localization.
    private(set) var folders: [String: [String: String]] = [:]
    /// The source languages of the String Catalogs, in path order.
    private(set) var sourceLanguages: [String] = []
    /// How many files were read.
    let fileCount: Int
    /// The languages left out of each String Catalog (by path) because its bundle never shows them.
    private(set) var catalogLanguagesLeftOut: [String: [String]] = [:]
    /// For each String Catalog (by path), whether it can show a localization, when not all of its own
    /// (`AppModel.showsLocalization(ofCatalog:)`).
    private let showsLocalization: (String) -> ((String) -> Bool)?

    private var groupsByID: [String: LintTableGroup] = [:]

    /// Reads `files` (sorted and deduplicated here), telling `progress` after each. A String Catalog's tables are
    /// only those of the localizations that the test `showsLocalization` gives for its path passes (`nil`: all),
    /// besides its source language's.
    ///
    /// The files are read and parsed on the cores there are, a batch at a time, then added in path order on this
    /// thread, which tells `progress`: everything found is in the order of a read one file after another.
    init(
        files: [String], showsLocalization: @escaping (String) -> ((String) -> Bool)? = { _ in nil },
        progress: (@Sendable (LintProgress) -> Void)? = nil
    ) {
        self.showsLocalization = showsLocalization
        let sorted = Set(files).sorted()
        fileCount = sorted.count
        // A batch bounds what is held at once, and how long a progress line waits.
        let batchSize = progress == nil ? 64 : 4 * Parallel.width
        var done = 0
        while done < sorted.count {
            let batch = Array(sorted[done..<min(done + batchSize, sorted.count)])
            // Each file is taken out of the batch as it is added, so that the table holding its entries holds the
            // only reference to them: a second file of the table (a `.stringsdict` beside a `.strings`) then adds
            // to them in place instead of copying them.
            var read = Parallel.map(batch, { _, path in ReadFile(path) })
            for index in read.indices {
                let file = read[index]
                read[index].content = .none
                add(file)
                done += 1
                progress?(.reading(done: done, total: sorted.count))
            }
        }
        groups = groupsByID.sorted { $0.key < $1.key }.map(\.value)
        groupsByID = [:]
        findings += InterfaceTables.prune(&groups, folders: folders)
        // The tables of a group of several are looked up by key (a translation's by the base's keys, the base's by
        // its plurals' copies): each is indexed once, on the cores there are. A table alone in its group is not.
        for index in groups.indices where groups[index].tables.count > 1 {
            let indexed = Parallel.map(Array(groups[index].tables.values)) { _, table in
                var table = table
                table.index()
                return table
            }
            for table in indexed { groups[index].tables[table.localization] = table }
        }
    }

    /// Every localization found: the `.lproj` folders' names and the catalogs' languages, sorted.
    var localizations: [String] {
        var all = Set(folders.values.flatMap(\.keys))
        for group in groups { all.formUnion(group.tables.keys) }
        return all.sorted()
    }

    /// Gives English-keyed tables their keys as source texts where the base's table lacks them (`KeysAsBaseText`).
    mutating func addKeysAsBaseText(base: String?, code: SourceCodeKeys) {
        KeysAsBaseText.add(to: &groups, base: base, code: code)
    }

    /// Leaves `localizations` out of every check: their tables, folders and reader findings.
    mutating func setAside(_ localizations: Set<String>) {
        guard !localizations.isEmpty else { return }
        findings.removeAll { $0.localization.map(localizations.contains) ?? false }
        for index in groups.indices {
            groups[index].tables = groups[index].tables.filter { !localizations.contains($0.key) }
        }
        groups.removeAll { $0.tables.isEmpty }
        for root in folders.keys { folders[root] = folders[root]?.filter { !localizations.contains($0.key) } }
    }

    /// What reading one file found: its reader's diagnostics and its entries by key (for a `.strings` file, each
    /// key's last definition, as Apple resolves duplicates). Made on any thread.
    private struct ReadFile {
        enum Content {
            /// The entries of a `.strings` file (`replacing` false) or a `.stringsdict` file (true), as a table of
            /// their own (of no localization when the file is in no `.lproj` folder).
            case table(LintTable, replacing: Bool)
            case catalog(StringCatalog)
            case exchange(XLIFFDocument)
            case none
        }

        let place: LintPath
        var diagnostics: [Diagnostic] = []
        var content = Content.none

        init(_ path: String) {
            place = LintPath(path)
            let bytes: [UInt8]
            do {
                bytes = try LocalizationFileSearch.contents(of: path)
            } catch {
                diagnostics = [Diagnostic(.unreadableFile, error.description, file: path, at: nil)]
                return
            }
            switch LocalizationFileKind(path: path) {
            case .strings:
                let file = StringsFile(bytes: CopyStringsFileStep.shippedBytes(bytes), path: path, keepingComments: false)
                diagnostics = file.diagnostics
                // `\u0027` where a character was meant: the person reads the letters "u0027".
                for index in file.escapesShownAsLetters { diagnostics[index].severity = .error }
                content = .table(
                    LintTable(localization: place.localization ?? "", lastDefinitionsOf: file, path: path),
                    replacing: false)
            case .stringsdict:
                let dictionary = StringsDictionaryReader.read(bytes, file: path)
                diagnostics = dictionary.diagnostics
                var table = LintTable(localization: place.localization ?? "", files: [path])
                for entry in dictionary.entries {
                    table.add(LintTable.Entry(key: entry.key, file: path, keyLocation: entry.keyLocation, value: entry.value))
                }
                content = .table(table, replacing: true)
            case .xcstrings:
                let catalog = StringCatalogReader.read(bytes, file: path)
                diagnostics = catalog.diagnostics
                content = .catalog(catalog)
            case .xliff:
                let document = XLIFFReader.read(bytes, file: path)
                diagnostics = document.diagnostics
                content = .exchange(document)
            case nil:
                diagnostics = [
                    Diagnostic(
                        .unreadableFile,
                        "not a localization file Permit reads (.strings, .stringsdict, .xcstrings, .xliff)",
                        file: path, at: nil)
                ]
            }
        }
    }

    /// Adds what reading a file found, in the order a sequential read reports it: the folder's name, then the
    /// reader's diagnostics, then the entries.
    private mutating func add(_ file: ReadFile) {
        let place = file.place
        if let folder = place.folder, let localization = place.localization, folders[place.root]?[localization] == nil {
            folders[place.root, default: [:]][localization] = folder
            do {
                _ = try LocalizationName(parsing: localization)
            } catch {
                findings.append(
                    LintFinding(
                        diagnostic: InvalidLocalizationNameRule.diagnostic(folder: folder, localization: localization, error: error),
                        localization: localization))
            }
        }
        switch file.content {
        case .table(let table, let replacing):
            let otherIsUnreachable = file.diagnostics.contains { $0.rule == .missingOtherPluralCategory }
                && Self.noCountSelectsOther(in: table)
            for diagnostic in file.diagnostics {
                // An empty table file loads nothing, as if it were not there: what the person then sees is the
                // missing keys' finding; the file itself is a warning.
                var adjusted = diagnostic
                if diagnostic.rule == .emptyFile, place.localization != nil { adjusted.severity = .warning }
                if diagnostic.rule == .missingOtherPluralCategory, otherIsUnreachable {
                    adjusted.severity = .warning
                    adjusted.message += "; no whole number selects other in \(table.localization), and every count here "
                        + "is one, so no person meets the gap"
                }
                report(adjusted, place.localization)
            }
            add(table, at: place, replacing: replacing)
        case .catalog(let catalog):
            file.diagnostics.forEach { report($0, nil) }
            add(catalog, at: place)
        case .exchange(let document):
            let language = document.files.lazy.compactMap(\.targetLanguage).first
            file.diagnostics.forEach { report($0, language) }
            add(document, at: place)
        case .none:
            file.diagnostics.forEach { report($0, place.localization) }
        }
    }

    /// Whether every plural of `table` that lacks `other` counts whole numbers in a language where no whole number
    /// selects `other` (Russian, Polish, Ukrainian: it is for fractions), so that the missing variant is never
    /// chosen.
    private static func noCountSelectsOther(in table: LintTable) -> Bool {
        guard let name = try? LocalizationName(parsing: table.localization), !name.isBase,
            let rules = try? PluralRules.forLocale(name.tag),
            !PluralCategoryMissingRule.everydayCategories(of: rules, integersOnly: true).contains(.other)
        else { return false }
        return table.entries.allSatisfy { entry in
            entry.value.plurals(fallback: nil).allSatisfy { $0.countIsInteger || $0.cases[.other] != nil }
        }
    }

    private mutating func report(_ diagnostic: Diagnostic, _ localization: String?) {
        findings.append(LintFinding(diagnostic: diagnostic, localization: localization))
    }

    /// Adds a `.strings` or `.stringsdict` file's entries to its folder's table; a file outside an `.lproj`
    /// folder belongs to no localization and is not compared.
    private mutating func add(_ read: LintTable, at place: LintPath, replacing: Bool) {
        guard let localization = place.localization else { return }
        let id = "folders\u{0}\(place.root)\u{0}\(place.tableName)"
        var group = groupsByID.removeValue(forKey: id)
            ?? LintTableGroup(root: place.root, name: place.tableName, origin: .folders, tables: [:])
        if var table = group.tables.removeValue(forKey: localization) {
            table.files.append(place.path)
            for entry in read.entries { table.add(entry, replacing: replacing) }
            group.tables[localization] = table
        } else {
            // The table's first file (nearly always its only one): its entries are the table.
            group.tables[localization] = read
        }
        groupsByID[id] = group
    }

    /// Adds an export's tables (`.xliff`, alone or in an `.xcloc` bundle): each `<file>` is one table of the group
    /// that `original` names in the folder holding the exports, so that every language's export of one table is
    /// compared with one source. The source table is the first export's sources (they are the same in each); a
    /// target table holds the units that have a target, which is where findings point.
    private mutating func add(_ document: XLIFFDocument, at place: LintPath) {
        let root = Self.exportsFolder(of: place.path)
        for file in document.files {
            let name = LintPath(file.original).tableName
            let isCatalog = file.original.hasSuffix(".xcstrings")
            let id = "exchange\u{0}\(root)\u{0}\(file.original)"
            let source = file.sourceLanguage ?? "en"
            var group = groupsByID.removeValue(forKey: id)
                ?? LintTableGroup(
                    root: root, name: name,
                    origin: .exchange(sourceLanguage: source, untranslatable: [], isCatalog: isCatalog), tables: [:])
            if case .exchange(let language, var untranslatable, let isCatalog) = group.origin {
                untranslatable.formUnion(file.entries.filter { !$0.translate }.map(\.key))
                group.origin = .exchange(sourceLanguage: language, untranslatable: untranslatable, isCatalog: isCatalog)
            }
            if group.tables[source] == nil {
                var table = LintTable(localization: source, files: [place.path])
                for entry in file.entries {
                    table.add(
                        LintTable.Entry(key: entry.key, file: place.path, keyLocation: entry.keyLocation, value: entry.source))
                }
                group.tables[source] = table
            }
            if let target = file.targetLanguage, target != source {
                var table = group.tables[target] ?? LintTable(localization: target, files: [])
                table.files.append(place.path)
                for entry in file.entries {
                    guard let value = entry.target else { continue }
                    table.add(LintTable.Entry(key: entry.key, file: place.path, keyLocation: entry.keyLocation, value: value))
                }
                group.tables[target] = table
            }
            groupsByID[id] = group
        }
    }

    /// The folder an export belongs to: the one holding its `.xcloc` bundle (`Localizations/de.xcloc/Localized
    /// Contents/de.xliff` belongs to `Localizations`), else the `.xliff` file's own.
    static func exportsFolder(of path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if let bundle = components.lastIndex(where: { $0.hasSuffix(".xcloc") }) {
            let folder = components[..<bundle].joined(separator: "/")
            return folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder
        }
        return LintPath(path).root
    }

    /// Adds a String Catalog as a group of its own, one table per language; the source language's table has
    /// every key, with the key as the text where the catalog gives none.
    private mutating func add(_ catalog: StringCatalog, at place: LintPath) {
        var languages = Set(catalog.entries.flatMap(\.localizations.keys))
        if let isShown = showsLocalization(place.path) {
            let leftOut = languages.filter { language in
                language != catalog.sourceLanguage && UntranslatedText.language(of: language) != nil && !isShown(language)
            }
            if !leftOut.isEmpty {
                languages.subtract(leftOut)
                catalogLanguagesLeftOut[place.path] = leftOut.sorted()
            }
        }
        if let source = catalog.sourceLanguage {
            languages.insert(source)
            sourceLanguages.append(source)
        }
        var tables: [String: LintTable] = [:]
        for language in languages {
            tables[language] = LintTable(localization: language, files: [place.path])
        }
        // A storyboard's or XIB's catalog (`Main.xcstrings` beside `Main.storyboard`) has the document's texts as
        // its source: a key without a source-language value reads the document's text, not the key.
        let interface = LintTableGroup.interfaceDocument(named: place.tableName, root: place.root)
        var withoutSourceText: [LintTable.Entry] = []
        for entry in catalog.entries {
            for (language, value) in entry.localizations {
                tables[language]?.add(
                    LintTable.Entry(key: entry.key, file: place.path, keyLocation: entry.keyLocation, value: value))
            }
            if let source = catalog.sourceLanguage, entry.localizations[source] == nil {
                let sourceEntry = LintTable.Entry(
                    key: entry.key, file: place.path, keyLocation: entry.keyLocation,
                    value: LocalizedString(.text(interface?.texts[entry.key] ?? entry.key, at: entry.keyLocation)))
                tables[source]?.add(sourceEntry)
                // A key no longer extracted from the code (`stale`) is not asked for.
                if interface == nil, entry.shouldTranslate, entry.extractionState != "stale" {
                    withoutSourceText.append(sourceEntry)
                }
            }
        }
        let untranslatable = Set(catalog.entries.filter { !$0.shouldTranslate }.map(\.key))
        groupsByID["catalog\u{0}\(place.path)"] = LintTableGroup(
            root: place.root, name: place.tableName,
            origin: .catalog(sourceLanguage: catalog.sourceLanguage, untranslatable: untranslatable), tables: tables,
            interfaceFile: interface, keysWithoutSourceText: withoutSourceText,
            manualKeys: catalog.entries.filter { $0.extractionState == "manual" }.map(\.key))
    }
}
