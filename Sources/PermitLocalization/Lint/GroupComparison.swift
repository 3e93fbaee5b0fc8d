/// Compares each localization of a table group with the base's table: keys missing and obsolete, and each
/// translation against its base string (`TranslationCheck`).
///
/// A missing key has no place in the translation's file: its diagnostic names the file, and its related location
/// the base's definition (a String Catalog, which holds both, keeps the place). A localization that lacks the
/// table entirely gets one `missing-key` diagnostic for the whole table, on its `.lproj` folder, rather than one
/// per key; its summary still counts every key as missing. A key a String Catalog marks `shouldTranslate: false` is never missing.
enum GroupComparison {
    /// Compares `group`'s tables with `base`'s; the expected localizations of a `.lproj` group are the root's
    /// folders (`folders`), those of a catalog its languages. Does nothing when the base has no such table.
    ///
    /// `misnamed` are the localizations whose file for this table is named with other letter case (reported
    /// elsewhere as `table-name-case`, not as a missing table).
    static func compare(
        _ group: LintTableGroup, alignment: GroupAlignment, folders: [String: String], misnamed: Set<String> = [],
        into accumulator: inout LintAccumulator
    ) {
        let base = alignment.base
        let baseEntries = alignment.baseEntries
        let brokenBaseKeys = reportBaseFormatDefects(baseEntries, base: base, into: &accumulator)
        let keptEverywhere = keysKeptInMostLanguages(group, alignment: alignment)
        let expected: [String] =
            switch group.origin {
            case .folders: Set(folders.keys).union(group.tables.keys).sorted()
            case .catalog: group.tables.keys.sorted()
            }
        let translations = expected.filter { $0 != base && $0 != LocalizationName.baseName }
        if !translations.isEmpty, translations.allSatisfy({ group.tables[$0] == nil && !misnamed.contains($0) }),
            case .folders = group.origin, let first = baseEntries.first
        {
            // No localization has the table: one finding, not one per localization.
            accumulator.report(
                Diagnostic(
                    .untranslatedTable,
                    "no localization has the \(group.name) table (\(baseEntries.count) keys); everyone sees it in "
                        + "\(base)", file: first.file, at: nil),
                for: base)
            return
        }
        // Each localization is compared on its own, on the cores there are; their findings are then reported in
        // the order of `expected`, as one after the other would have.
        let baseIsBroken = baseEntries.map { brokenBaseKeys.contains($0.key) }
        // The whitespace of each base text, read once for every localization.
        let baseWhitespace = baseEntries.map { entry in
            entry.value.representativeText.map { TranslationCheck.Whitespace(of: $0.text) }
        }
        let localizations = expected.filter { $0 != base }
        let results = Parallel.map(localizations) { _, localization in
            var found = LintAccumulator()
            compare(
                localization, of: group, alignment: alignment, baseIsBroken: baseIsBroken, brokenBaseKeys: brokenBaseKeys,
                baseWhitespace: baseWhitespace, keptEverywhere: keptEverywhere, folders: folders, misnamed: misnamed,
                into: &found)
            return found
        }
        for (localization, found) in zip(localizations, results) {
            accumulator.findings += found.findings
            if let missing = found.missing[localization] { accumulator.missing[localization, default: 0] += missing }
        }
    }

    /// Compares one localization's table of the group with the base's.
    private static func compare(
        _ localization: String, of group: LintTableGroup, alignment: GroupAlignment, baseIsBroken: [Bool],
        brokenBaseKeys: Set<String>, baseWhitespace: [TranslationCheck.Whitespace?], keptEverywhere: Set<String>, folders: [String: String], misnamed: Set<String>,
        into accumulator: inout LintAccumulator
    ) {
        let base = alignment.base
        let baseEntries = alignment.baseEntries
        // Base.lproj is a fallback for tables a language lacks, not a language: only the texts it has are
        // compared.
        let isBaseFolder = localization == LocalizationName.baseName
        guard let table = group.tables[localization], let counterparts = alignment.counterparts[localization] else {
            if !isBaseFolder && !misnamed.contains(localization) {
                reportMissingTable(
                    group, base: base, baseEntries: baseEntries, localization: localization,
                    folder: folders[localization],
                    into: &accumulator)
            }
            return
        }
        let check = TranslationCheck(
            baseLocalization: base, localization: localization, brokenBaseKeys: brokenBaseKeys)
        var untranslated: [Diagnostic] = []
        for (index, baseEntry) in baseEntries.enumerated() {
            guard let entry = counterparts.entries[index] else {
                guard !group.isUntranslatable(baseEntry.key), !isBaseFolder else { continue }
                accumulator.missing[localization, default: 0] += 1
                // The key has no place in the translation's file; a String Catalog holds both in one file.
                let file = table.file(matching: baseEntry.file)
                accumulator.report(
                    Diagnostic(
                        .missingKey, "\"\(baseEntry.key)\" is in \(base) but not in \(localization)",
                        file: file, at: file == baseEntry.file ? baseEntry.keyLocation : nil,
                        related: related(baseEntry, base)),
                    for: localization)
                continue
            }
            // The alignment compared the two representative texts already.
            let diagnostics = check.diagnostics(
                base: baseEntry, translation: entry, baseIsBroken: baseIsBroken[index],
                isBaseText: counterparts.texts[index].isBaseText, baseWhitespace: baseWhitespace[index])
            for diagnostic in diagnostics {
                if diagnostic.rule == .untranslated {
                    // A text kept as it is in most languages is a name (a brand, a product), not a text left
                    // untranslated.
                    if !keptEverywhere.contains(baseEntry.key) { untranslated.append(diagnostic) }
                } else {
                    accumulator.report(diagnostic, for: localization)
                }
            }
        }
        reportUntranslated(
            untranslated, group: group, base: base, localization: localization, table: table,
            baseCount: baseEntries.count, into: &accumulator)
        // Every key of the table is a base key when as many of them matched: none is obsolete.
        guard counterparts.matched < table.entries.count, !isBaseFolder, group.tables[base] != nil else { return }
        // The entries the base's keys found (`counterparts`) are the table's keys that the base has: the others are
        // obsolete. Known by identity, without hashing a key again.
        var matched = Set<ObjectIdentifier>(minimumCapacity: counterparts.matched)
        for case let entry? in counterparts.entries { matched.insert(ObjectIdentifier(entry)) }
        for entry in table.entries.values where !matched.contains(ObjectIdentifier(entry)) {
            if group.name == "InfoPlist" && InfoPlistKey.isInfoPlistKey(entry.key) { continue }
            accumulator.report(
                Diagnostic(
                    .obsoleteKey, "\"\(entry.key)\" is in \(localization) but not in \(base)", file: entry.file,
                    at: entry.keyLocation),
                for: localization)
        }
    }

    /// More texts left as the base's than this in one localization's table are one finding with the count.
    static let untranslatedListLimit = 20

    /// Reports a localization's texts left as the base's: each, or one finding for the table when there are more
    /// than `untranslatedListLimit` (a partly translated localization, which a list of thousands would bury).
    private static func reportUntranslated(
        _ untranslated: [Diagnostic], group: LintTableGroup, base: String, localization: String, table: LintTable,
        baseCount: Int, into accumulator: inout LintAccumulator
    ) {
        guard untranslated.count > untranslatedListLimit else {
            untranslated.forEach { accumulator.report($0, for: localization) }
            return
        }
        let file = table.files.first ?? untranslated[0].file
        let translated = max(0, table.entries.count - untranslated.count)
        let percent = baseCount == 0 ? 0 : translated * 100 / baseCount
        accumulator.report(
            Diagnostic(
                .untranslated,
                "\(untranslated.count) \(localization) texts of the \(group.name) table are the \(base) text unchanged "
                    + "(\(percent)% of its \(baseCount) keys translated); the first is at line "
                    + "\(untranslated[0].location?.line ?? 0)", file: file,
                at: untranslated[0].location),
            for: localization)
    }

    /// The keys whose text most localizations keep exactly as the base's (three quarters of at least three
    /// languages other than the base's): names such as "Home Assistant" or "GitHub", which are not left
    /// untranslated by mistake.
    private static func keysKeptInMostLanguages(_ group: LintTableGroup, alignment: GroupAlignment) -> Set<String> {
        let base = alignment.base
        let baseLanguage = UntranslatedText.language(of: base)
        let others = group.tables.keys.filter { localization in
            localization != base && localization != LocalizationName.baseName
                && UntranslatedText.language(of: localization) != baseLanguage
        }
        guard others.count >= 3 else { return [] }
        let baseHasText = alignment.baseEntries.map { $0.value.representativeText != nil }
        var having = [Int](repeating: 0, count: baseHasText.count)
        var identical = [Int](repeating: 0, count: baseHasText.count)
        for localization in others {
            guard let counterparts = alignment.counterparts[localization] else { continue }
            for (index, text) in counterparts.texts.enumerated() where text.hasText && baseHasText[index] {
                having[index] += 1
                if text.isBaseText { identical[index] += 1 }
            }
        }
        var kept: Set<String> = []
        for (index, entry) in alignment.baseEntries.enumerated()
        where having[index] >= 3 && identical[index] * 4 >= having[index] * 3 {
            kept.insert(entry.key)
        }
        return kept
    }

    /// Reports each base text whose format string is defective in itself, once, and gives their keys: the
    /// translations of those keys are not compared with them.
    private static func reportBaseFormatDefects(
        _ baseEntries: [LintTable.Entry], base: String, into accumulator: inout LintAccumulator
    ) -> Set<String> {
        var broken: Set<String> = []
        for entry in baseEntries {
            guard let placed = entry.value.representativeText else { continue }
            let defects = FormatSpecifiers.defects(of: placed.text)
            guard !defects.isEmpty else { continue }
            broken.insert(entry.key)
            let details = defects.map { $0.description.replacingOccurrences(of: "the first string", with: "it") }
            accumulator.report(
                Diagnostic(
                    .baseFormatDefect,
                    "the \(base) text of \"\(entry.key)\" is a defective format string: "
                        + details.joined(separator: "; ") + "; its translations are not compared with it",
                    file: entry.file, at: placed.location ?? entry.keyLocation),
                for: base)
        }
        return broken
    }

    private static func reportMissingTable(
        _ group: LintTableGroup, base: String, baseEntries: [LintTable.Entry], localization: String, folder: String?,
        into accumulator: inout LintAccumulator
    ) {
        guard let folder, !baseEntries.isEmpty else { return }
        accumulator.missing[localization, default: 0] += baseEntries.count
        let first = baseEntries.min { ($0.file, $0.keyLocation?.offset ?? 0) < ($1.file, $1.keyLocation?.offset ?? 0) }
        let count = baseEntries.count == 1 ? "its key is" : "all \(baseEntries.count) of its keys are"
        accumulator.report(
            Diagnostic(
                .missingKey, "\(localization) has no \(group.name) table, so \(count) missing", file: folder,
                at: nil, related: first.map { related($0, base) } ?? []),
            for: localization)
    }

    /// The base's definition of a key, as a related place.
    private static func related(_ entry: LintTable.Entry, _ base: String) -> [Diagnostic.RelatedLocation] {
        guard let location = entry.keyLocation else { return [] }
        return [Diagnostic.RelatedLocation(file: entry.file, location: location, message: "\"\(entry.key)\" in \(base)")]
    }
}
