import PermitLocalization

/// Storyboards and XIBs copied whole into each localization's folder (`de.lproj/MainMenu.xib` beside
/// `English.lproj/MainMenu.xib`) with no strings table of their name: the app loads the copy of the person's
/// language, so each copy's texts are what that person reads. A copy is compared with the base's copy object by
/// object (Interface Builder keeps an object's `id` in its copies): a text it keeps exactly as the base's reads the
/// base's language, and is reported as `untranslated`, as in a table. A copy that lacks an object the base's has, or
/// has one of its own, is laid out its own way, which says nothing of its texts.
struct InterfaceCopies {
    /// One document's copies: its folder (holding the `.lproj` folders), its name, and each localization's copy.
    struct Document {
        var root: String
        var name: String
        var copies: [String: String]
    }

    /// The documents with a copy in more than one localization.
    private(set) var documents: [Document] = []

    /// The copies among `interfaceFiles` (storyboards and XIBs as the lint found them) that `ships`, of documents
    /// no strings table translates (`tables`: each group's root and name).
    init(interfaceFiles: [String], tables: [(root: String, name: String)], ships: (String) -> Bool) {
        let translated = Set(tables.map { $0.root + "\u{0}" + $0.name })
        var byDocument: [String: Document] = [:]
        for file in interfaceFiles where ships(file) {
            let place = LintPath(file)
            guard let localization = place.localization, !translated.contains(place.root + "\u{0}" + place.tableName)
            else { continue }
            let empty = Document(root: place.root, name: place.tableName, copies: [:])
            byDocument[place.root + "\u{0}" + place.tableName, default: empty].copies[localization] = file
        }
        documents = byDocument.values.filter { $0.copies.count > 1 }.sorted { ($0.root, $0.name) < ($1.root, $1.name) }
    }

    /// Whether there is no document copied per localization.
    var isEmpty: Bool { documents.isEmpty }

    /// Reports the texts each copy keeps as the base's copy has them. The base's copy is `base`'s, or `Base.lproj`'s
    /// when `base` has none (with no `base`, an app of no table: `Base.lproj`'s, `en.lproj`'s or `English.lproj`'s);
    /// a copy in the base's language (`en-GB`; English for `Base.lproj` when no table tells) is not a translation.
    /// Texts most languages keep (names), the app's own name (`productNames`, `UntranslatedRule.keysNamingTheApp`),
    /// Interface Builder's placeholders for cells, and texts of objects whose outlet's text the app's code sets
    /// (`code`) are not reported.
    func report(base: String?, code: SourceCodeKeys, productNames: Set<String> = [], into accumulator: inout LintAccumulator) {
        let bases = documents.map { document in
            base ?? [LocalizationName.baseName, "en", "English"].first { document.copies[$0] != nil }
        }
        let groups = Parallel.map(Array(zip(documents, bases))) { _, pair in
            pair.1.flatMap { Self.group(of: pair.0, base: $0) }
        }
        for (group, base) in zip(groups, bases) {
            guard let group, let base, let groupBase = group.base(global: base),
                let alignment = GroupAlignment(group, base: groupBase), let baseDocument = group.interfaceFile
            else { continue }
            // Base.lproj's language is the development region's, English when no table tells (Xcode's default).
            let baseLanguage =
                UntranslatedText.language(of: groupBase == LocalizationName.baseName ? base : groupBase) ?? "en"
            let kept = UntranslatedRule.keysKeptInMostLanguages(group, alignment: alignment)
                .union(UntranslatedRule.keysNamingTheApp(alignment, productNames: productNames))
            let shortWords = UntranslatedRule.shortWordsMostTranslate(group, alignment: alignment)
            let skipped = alignment.baseEntries.map { entry in
                let outlet = baseDocument.outlet(of: String(entry.key.prefix { $0 != "." }))
                return kept.contains(entry.key)
                    || EmptyValueRule.cellPlaceholders.contains(entry.value.representativeText?.text ?? "")
                    || outlet.map(code.interfaceTextSetters.contains) == true
            }
            for (localization, counterparts) in alignment.counterparts.sorted(by: { $0.key < $1.key })
            where localization != LocalizationName.baseName
                && UntranslatedText.language(of: localization) != baseLanguage
            {
                guard let table = group.tables[localization] else { continue }
                var untranslated: [Diagnostic] = []
                let ownLetters =
                    shortWords.contains { $0 != nil } ? UntranslatedRule.ownLetters(of: localization, besides: baseLanguage) : nil
                for (index, baseEntry) in alignment.baseEntries.enumerated()
                where counterparts.texts[index].isBaseText && !skipped[index] {
                    guard let entry = counterparts.entries[index], let text = entry.value.representativeText else { continue }
                    guard UntranslatedText.looksUntranslated(text.text) else {
                        if let counts = shortWords[index], let ownLetters,
                            let kept = UntranslatedRule.shortWordKept(
                                text.text, subject: "\"\(baseEntry.key)\" of \(ProjectPath.name(of: entry.file))",
                                in: localization, letters: ownLetters, baseLocalization: groupBase, counts: counts,
                                file: entry.file, at: text.location)
                        {
                            untranslated.append(kept)
                        }
                        continue
                    }
                    untranslated.append(
                        Diagnostic(
                            .untranslated,
                            "the \(localization) copy of \(ProjectPath.name(of: entry.file)) keeps the \(groupBase) "
                                + "text of \"\(baseEntry.key)\" unchanged (\(TranslationCheck.quoted(text.text))): the "
                                + "\(localization) interface shows it", file: entry.file, at: text.location))
                }
                let unchanged = counterparts.texts.filter { $0.hasText && $0.isBaseText }.count
                UntranslatedRule.report(
                    untranslated, group: group, base: groupBase, localization: localization, table: table,
                    translated: max(0, counterparts.matched - unchanged), baseCount: alignment.baseEntries.count,
                    into: &accumulator)
            }
        }
    }

    /// The document's copies read as a group of tables keyed as Xcode's string extraction keys their texts
    /// (`kYn-pW-tq6.title`) in the order the copy has them, the copy of `base` (else of `Base.lproj`) as its interface
    /// file; `nil` when no copy could be read.
    private static func group(of document: Document, base: String) -> LintTableGroup? {
        var tables: [String: LintTable] = [:]
        var documents: [String: InterfaceFile] = [:]
        for (localization, path) in document.copies {
            guard let bytes = try? LocalizationFileSearch.contents(of: path),
                let copy = InterfaceFile.read(bytes, file: path, locatingTexts: true)
            else { continue }
            documents[localization] = copy
            var table = LintTable(localization: localization, files: [path])
            let inOrder = copy.texts.sorted { first, second in
                let (firstOffset, secondOffset) =
                    (copy.textLocations[first.key]?.offset ?? 0, copy.textLocations[second.key]?.offset ?? 0)
                return (firstOffset, first.key) < (secondOffset, second.key)
            }
            for (key, text) in inOrder {
                let location = copy.textLocations[key]
                table.add(
                    LintTable.Entry(
                        key: key, file: path, keyLocation: location, value: LocalizedString(.text(text, at: location))))
            }
            tables[localization] = table
        }
        guard !tables.isEmpty else { return nil }
        var group = LintTableGroup(root: document.root, name: document.name, origin: .folders, tables: tables)
        group.interfaceFile = documents[base] ?? documents[LocalizationName.baseName]
        return group
    }
}
