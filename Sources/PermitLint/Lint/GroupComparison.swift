import PermitLocalization

/// Compares each localization of a table group with the base's table: keys missing and obsolete, and each
/// translation against its base string (`TranslationCheck`).
///
/// Missing keys are one finding per localization and table (`MissingKeys`), judged by what the person sees
/// (`MissingKeyOutcome`); a localization that lacks the table entirely gets that finding on its `.lproj` folder.
/// The summary counts every key as missing. A key a String Catalog marks `shouldTranslate: false` is never missing.
enum GroupComparison {
    /// Compares `group`'s tables with `base`'s; the expected localizations of a `.lproj` group are the root's
    /// folders (`folders`), those of a catalog its languages. Does nothing when the base has no such table.
    ///
    /// `misnamed` are the localizations whose file for this table is named with other letter case (reported
    /// elsewhere as `table-name-case`, not as a missing table); `textRules` the checks of markup, links and the
    /// like to make (`TextChecks`).
    static func compare(
        _ group: LintTableGroup, alignment: GroupAlignment, folders: [String: String], misnamed: Set<String> = [],
        code: SourceCodeKeys = SourceCodeKeys(),
        textRules: Set<DiagnosticRule> = Set(TextChecks.allRules.filter(\.isEnabledByDefault)),
        into accumulator: inout LintAccumulator
    ) {
        let base = alignment.base
        let baseEntries = alignment.baseEntries
        let fallsBackToInterfaceFile = group.translatesInterfaceFile(folders: folders)
        // A key missing from such a table, or an export's unit still without a target, shows the development
        // language whatever the key; so does every key when the app's code opens the base's bundle itself.
        let missingShowDevelopmentLanguage = fallsBackToInterfaceFile || group.isExchange || code.opensBundle(of: base)
        // Interface files' texts (storyboards, XIBs, intent definitions) are never formatted with arguments: their
        // specifiers are not compared, like those of a defective base text.
        // Both read each base text on its own: on the cores there are, a slice of the base at a time, their findings
        // then reported in the base's order, as one pass after the other would have.
        // The accessor of each base key whose text the code never shows (a SwiftGen accessor no code names).
        let hiddenBy = baseEntries.map { code.unusedAccessor(of: $0.key) }
        let slices = Parallel.ranges(upTo: baseEntries.count, size: baseSliceSize)
        let checked = Parallel.map(slices) { _, slice in
            var formatDefects = LintAccumulator()
            var englishOnlyPlurals = LintAccumulator()
            var broken: Set<String> = []
            var glued: Set<String> = []
            for index in slice {
                let entry = baseEntries[index]
                // One parse of the text serves both checks; a text with neither '%' nor '(' concerns neither.
                let placed = entry.value.representativeText
                let parsed = placed.flatMap { placed in
                    placed.text.containsUTF8Byte(UInt8(ascii: "%")) || placed.text.containsUTF8Byte(UInt8(ascii: "("))
                        ? FormatString(placed.text) : nil
                }
                if BaseFormatDefectRule.report(
                    entry, placed: placed, parsed: parsed, base: base, interfaceTable: fallsBackToInterfaceFile,
                    code: code, hiddenBy: hiddenBy[index], into: &formatDefects)
                {
                    broken.insert(entry.key)
                }
                if let placed, let parsed,
                    reportEnglishOnlyPlural(
                        index, placed: placed, parsed: parsed, alignment: alignment, into: &englishOnlyPlurals)
                {
                    glued.insert(entry.key)
                }
            }
            return (
                formatDefects: formatDefects.findings, englishOnlyPlurals: englishOnlyPlurals.findings, broken: broken,
                glued: glued
            )
        }
        accumulator.findings += checked.flatMap(\.formatDefects) + checked.flatMap(\.englishOnlyPlurals)
        let brokenBaseKeys = Set(checked.flatMap(\.broken))
        let gluing = Set(checked.flatMap(\.glued))
        // A glued plural's own finding says what to write instead.
        UnnumberedSpecifiersRule.report(alignment, skipped: brokenBaseKeys.union(gluing), into: &accumulator)
        let keptEverywhere = keysKeptInMostLanguages(group, alignment: alignment)
        let expected: [String] =
            switch group.origin {
            case .folders: Set(folders.keys).union(group.tables.keys).sorted()
            case .catalog, .exchange: group.tables.keys.sorted()
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
        let localizations = expected.filter { $0 != base }
        // A base with no other localization (one file linted) has nothing to be compared with.
        guard !localizations.isEmpty else { return }
        // Each localization is compared on its own, on the cores there are; their findings are then reported in
        // the order of `expected`, as one after the other would have.
        let baseIsBroken = baseEntries.map { brokenBaseKeys.contains($0.key) }
        // The whitespace of each base text and what the code does with it, read once for every localization.
        let baseTexts = baseEntries.map { entry in
            entry.value.representativeText.map {
                TranslationCheck.BaseText(of: $0.text, use: code.uses.isEmpty ? nil : code.uses[entry.key])
            }
        }
        let baseFacts = BaseFacts(
            group: group, alignment: alignment, folders: folders, misnamed: misnamed, code: code, textRules: textRules,
            missingShowDevelopmentLanguage: missingShowDevelopmentLanguage, brokenBaseKeys: brokenBaseKeys,
            baseIsBroken: baseIsBroken, baseTexts: baseTexts, keptEverywhere: keptEverywhere, hiddenBy: hiddenBy)
        let results = Parallel.map(localizations) { _, localization in
            var found = LintAccumulator()
            compare(localization, with: baseFacts, into: &found)
            return found
        }
        for (localization, found) in zip(localizations, results) {
            accumulator.findings += found.findings
            if let missing = found.missing[localization] { accumulator.missing[localization, default: 0] += missing }
        }
    }

    /// What the comparison of a group reads once, for every localization it compares with the base: the group
    /// and its alignment, what the app and its code tell, and what the base's own checks found of each base key
    /// (by its index in `alignment.baseEntries`).
    private struct BaseFacts {
        let group: LintTableGroup
        let alignment: GroupAlignment
        /// The localizations' folders, by localization.
        let folders: [String: String]
        /// The localizations whose folder is misnamed (reported apart).
        let misnamed: Set<String>
        let code: SourceCodeKeys
        /// The text comparison rules that are on.
        let textRules: Set<DiagnosticRule>
        /// Whether a key a localization lacks shows the development language's text, whatever the key.
        let missingShowDevelopmentLanguage: Bool
        /// The keys whose base text is a defective format string.
        let brokenBaseKeys: Set<String>
        /// Whether each base key is one of `brokenBaseKeys`.
        let baseIsBroken: [Bool]
        /// What the checks read of each base text.
        let baseTexts: [TranslationCheck.BaseText?]
        /// The keys most languages keep as the base's text (names).
        let keptEverywhere: Set<String>
        /// The accessor of each base key whose text the code never shows.
        let hiddenBy: [String?]
    }

    /// Compares one localization's table of the group with the base's.
    private static func compare(_ localization: String, with facts: BaseFacts, into accumulator: inout LintAccumulator) {
        let (group, alignment, folders, misnamed, code) = (facts.group, facts.alignment, facts.folders, facts.misnamed, facts.code)
        let (baseIsBroken, baseTexts, hiddenBy) = (facts.baseIsBroken, facts.baseTexts, facts.hiddenBy)
        let base = alignment.base
        let baseEntries = alignment.baseEntries
        // Base.lproj is a fallback for tables a language lacks, not a language: only the texts it has are
        // compared.
        let isBaseFolder = localization == LocalizationName.baseName
        // A region of the base's language (`en-US` beside `en`), or of another localization the app has (`fr-CA`
        // beside `fr`), that lacks the table gets that localization's: Apple's bundle looks the table up along the
        // person's localizations, the region's first.
        let isRegionOfBase = UntranslatedText.language(of: localization).map { $0 == UntranslatedText.language(of: base) } == true
        let isRegionOfAnother = Self.withoutRegion(localization).map { parent in
            group.tables[parent] != nil || folders[parent] != nil
        } == true
        guard let table = group.tables[localization], let counterparts = alignment.counterparts[localization] else {
            if !isBaseFolder && !isRegionOfBase && !isRegionOfAnother && !misnamed.contains(localization) {
                // A localization that lacks the whole table reads the base's: Apple's bundle looks a resource up
                // along the person's localizations and then the development region's (CoreFoundation's
                // `_CFBundleCopyLanguageSearchListInBundle` appends it "as a fallback for individual resources that
                // are not present"), and a table only `Base.lproj` holds is found there.
                reportMissingTable(
                    group, base: base, baseEntries: baseEntries, localization: localization,
                    folder: folders[localization], code: code, into: &accumulator)
            }
            return
        }
        let check = TranslationCheck(
            baseLocalization: base, localization: localization, brokenBaseKeys: facts.brokenBaseKeys,
            argumentsFromKey: group.keysHoldArguments, textRules: facts.textRules, code: code)
        var untranslated: [Diagnostic] = []
        var missing = MissingKeys(
            table: group.name, code: code, fallsBackToDevelopmentLanguage: facts.missingShowDevelopmentLanguage)
        for (index, baseEntry) in baseEntries.enumerated() {
            guard let entry = counterparts.entries[index] else {
                // No code looks up the empty key (a stub table's `"" = "";`).
                guard !group.isUntranslatable(baseEntry.key), !isBaseFolder, !baseEntry.key.isEmpty else { continue }
                missing.add(baseEntry)
                continue
            }
            // The alignment compared the two representative texts already.
            let diagnostics = check.diagnostics(
                base: baseEntry, translation: entry, baseIsBroken: baseIsBroken[index],
                isBaseText: counterparts.texts[index].isBaseText, baseText: baseTexts[index])
            for diagnostic in diagnostics {
                if diagnostic.rule == .untranslated {
                    // A text kept as it is in most languages is a name (a brand, a product), not a text left
                    // untranslated.
                    if !facts.keptEverywhere.contains(baseEntry.key) { untranslated.append(diagnostic) }
                } else {
                    accumulator.report(Self.neverShown(diagnostic, by: hiddenBy[index]), for: localization)
                }
            }
        }
        accumulator.missing[localization, default: 0] += missing.count
        missing.report(
            group: group, base: base, localization: localization, file: table.file(matching:),
            translated: counterparts.matched, baseCount: baseEntries.count, into: &accumulator)
        reportUntranslated(
            untranslated, group: group, base: base, localization: localization, table: table,
            baseCount: baseEntries.count, into: &accumulator)
        // Every key of the table is a base key when as many of them matched: none is obsolete.
        guard counterparts.matched < table.entries.count, !isBaseFolder, group.tables[base] != nil else { return }
        // The entries the base's keys found (`counterparts`) are the table's keys that the base has: the others are
        // obsolete. Known by identity, without hashing a key again.
        var matched = Set<ObjectIdentifier>(minimumCapacity: counterparts.matched)
        for case let entry? in counterparts.entries { matched.insert(ObjectIdentifier(entry)) }
        let obsolete = table.entries.filter { entry in
            !matched.contains(ObjectIdentifier(entry))
                && !(group.name == "InfoPlist" && InfoPlistKey.isInfoPlistKey(entry.key))
        }.sorted { ($0.file, $0.keyLocation?.offset ?? 0, $0.key) < ($1.file, $1.keyLocation?.offset ?? 0, $1.key) }
        guard let first = obsolete.first else { return }
        guard obsolete.count > obsoleteListLimit else {
            for entry in obsolete {
                accumulator.report(
                    Diagnostic(
                        .obsoleteKey, "\"\(entry.key)\" is in \(localization) but not in \(base)", file: entry.file,
                        at: entry.keyLocation),
                    for: localization)
            }
            return
        }
        // One table's many obsolete keys are one problem (an old base, a table never cleaned): one finding.
        accumulator.report(
            Diagnostic(
                .obsoleteKey,
                "\(obsolete.count) keys of the \(localization) \(group.name) table are not in \(base), such as "
                    + "\"\(first.key)\"; code no longer asks for them, or \(base) lacks them",
                file: first.file, at: first.keyLocation,
                related: obsolete.dropFirst().compactMap { entry in
                    entry.keyLocation.map {
                        Diagnostic.RelatedLocation(file: entry.file, location: $0, message: "\"\(entry.key)\"")
                    }
                }),
            for: localization)
    }

    /// An error about a text the code never shows, made a warning that says why: the static member that looks it
    /// up (`accessor`, SwiftGen's) is named by no code. Unchanged when `accessor` is `nil`.
    static func neverShown(_ diagnostic: Diagnostic, by accessor: String?) -> Diagnostic {
        guard let accessor, diagnostic.severity == .error else { return diagnostic }
        var made = diagnostic
        made.severity = .warning
        made.message += "; the code never shows this text: \(accessor), the accessor that looks it up, is used nowhere"
        return made
    }

    /// How many base entries the base's own checks read in one piece of work.
    private static let baseSliceSize = 4_096

    /// More obsolete keys than this in one localization's table are one finding with the count.
    static let obsoleteListLimit = 3

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

    /// Reports the base text of the base entry at `index` (`placed`, parsed as `parsed`) when it makes an
    /// English-only plural (`EnglishOnlyPluralRule`), naming the localizations whose translation keeps the glued
    /// argument (where the person sees the junk); says whether it does.
    private static func reportEnglishOnlyPlural(
        _ index: Int, placed: LocalizedString.PlacedText, parsed: FormatString, alignment: GroupAlignment,
        into accumulator: inout LintAccumulator
    ) -> Bool {
        let entry = alignment.baseEntries[index]
        guard let gluing = EnglishOnlyPluralRule.gluing(in: parsed) else { return false }
        var keeping: [String] = []
        if !gluing.arguments.isEmpty {
            for (localization, counterparts) in alignment.counterparts.sorted(by: { $0.key < $1.key }) {
                guard UntranslatedText.language(of: localization) != UntranslatedText.language(of: alignment.base),
                    let text = counterparts.entries[index]?.value.representativeText?.text,
                    !counterparts.texts[index].isBaseText,
                    EnglishOnlyPluralRule.reads(gluing.arguments, in: FormatString(text))
                else { continue }
                keeping.append(localization)
            }
        }
        let pieces = gluing.pieces.map { "\"\($0)\"" }.joined(separator: ", ")
        let advice =
            gluing.arguments.isEmpty
            ? "no other language makes plurals that way"
            : keeping.isEmpty
                ? "no translation keeps the glued argument, which is right"
                : "translations that keep the glued argument show junk in " + keeping.joined(separator: ", ")
        accumulator.report(
            Diagnostic(
                .englishOnlyPlural,
                "the \(alignment.base) text of \"\(entry.key)\" makes an English-only plural with \(pieces): \(advice); "
                    + "use a plural variant (.stringsdict or String Catalog) instead", file: entry.file,
                at: placed.location ?? entry.keyLocation),
            for: alignment.base)
        return true
    }

    /// Reports a localization that has no file of the table at all: one `missing-translation` warning on its
    /// folder, since the person reads the base's table in its place.
    private static func reportMissingTable(
        _ group: LintTableGroup, base: String, baseEntries: [LintTable.Entry], localization: String, folder: String?,
        code: SourceCodeKeys, into accumulator: inout LintAccumulator
    ) {
        guard let folder, !baseEntries.isEmpty else { return }
        var missing = MissingKeys(table: group.name, code: code, fallsBackToDevelopmentLanguage: true)
        for entry in baseEntries where !group.isUntranslatable(entry.key) && !entry.key.isEmpty { missing.add(entry) }
        accumulator.missing[localization, default: 0] += missing.count
        missing.report(
            group: group, base: base, localization: localization, file: { _ in folder }, translated: 0,
            baseCount: baseEntries.count, tableMissing: true, into: &accumulator)
    }

    /// The base's definition of a key, as a related place.
    static func related(_ entry: LintTable.Entry, _ base: String) -> [Diagnostic.RelatedLocation] {
        guard let location = entry.keyLocation else { return [] }
        return [Diagnostic.RelatedLocation(file: entry.file, location: location, message: "\"\(entry.key)\" in \(base)")]
    }

    /// `localization` without its region (`fr` for `fr-CA`, `zh-Hant` for `zh-Hant-TW`), or `nil` when it has none;
    /// a script is kept, since Apple's lookup never crosses one.
    static func withoutRegion(_ localization: String) -> String? {
        let parts = localization.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard parts.count > 1, let last = parts.last,
            (last.count == 2 && last.allSatisfy(\.isLetter)) || (last.count == 3 && last.allSatisfy(\.isNumber))
        else { return nil }
        return parts.dropLast().joined(separator: "-")
    }
}
