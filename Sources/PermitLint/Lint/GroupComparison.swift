import PermitLocalization

/// Compares each localization of a table group with the base's table: keys missing and obsolete, and each
/// translation against its base string (`TranslationCheck`).
///
/// Missing keys are one finding per localization and table (`MissingKeyRule.Tally`), judged by what the person sees
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
        productNames: Set<String> = [], into accumulator: inout LintAccumulator
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
        // Why the code never shows each base key's text: a SwiftGen accessor no code names, lookups compiled out.
        let hiddenBy = baseEntries.map { code.neverShownReason(of: $0.key) }
        let unnamed = keysUnnamedInCode(group, baseEntries: baseEntries, code: code, interfaceTable: fallsBackToInterfaceFile)
        let slices = Parallel.ranges(upTo: baseEntries.count, size: baseSliceSize)
        // An English base whose texts may be formatted: not a storyboard's or XIB's, which shows its `%d` as written.
        let countsCanBeRead = UntranslatedText.language(of: base) == "en" && !fallsBackToInterfaceFile
        let checked = Parallel.map(slices) { _, slice in
            var formatDefects = LintAccumulator()
            var englishOnlyPlurals = LintAccumulator()
            var broken: Set<String> = []
            var glued: Set<String> = []
            var counted: [(entry: LintTable.Entry, counted: String, location: SourceLocation?)] = []
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
                    code: code, hiddenBy: hiddenBy[index], unnamed: unnamed[index], into: &formatDefects)
                {
                    broken.insert(entry.key)
                }
                if let placed, let parsed,
                    EnglishOnlyPluralRule.report(
                        index, placed: placed, parsed: parsed, alignment: alignment, into: &englishOnlyPlurals)
                {
                    glued.insert(entry.key)
                } else if countsCanBeRead, let placed, let parsed, code.uses[entry.key]?.shownAsWritten != true,
                    let noun = CountWithoutPluralRule.countedNoun(in: entry.value, parsed: parsed),
                    !code.choosesAnotherTextForOne(entry.key)
                {
                    counted.append((entry, noun, placed.location))
                }
            }
            return (
                formatDefects: formatDefects.findings, englishOnlyPlurals: englishOnlyPlurals.findings, broken: broken,
                glued: glued, counted: counted
            )
        }
        accumulator.findings += checked.flatMap(\.formatDefects) + checked.flatMap(\.englishOnlyPlurals)
        CountWithoutPluralRule.report(checked.flatMap(\.counted), base: base, into: &accumulator)
        let brokenBaseKeys = Set(checked.flatMap(\.broken))
        let gluing = Set(checked.flatMap(\.glued))
        // A glued plural's own finding says what to write instead.
        UnnumberedSpecifiersRule.report(
            alignment, skipped: brokenBaseKeys.union(gluing), isCatalog: group.keysHoldArguments, into: &accumulator)
        // Texts most languages keep as the base writes them (names), an `InfoPlist` table's bundle names and
        // copyright, which a translation keeps or leaves to `Info.plist` as the app means to, and the app's own name.
        var keptEverywhere = UntranslatedRule.keysKeptInMostLanguages(group, alignment: alignment)
        if group.name == "InfoPlist" { keptEverywhere.formUnion(InfoPlistKey.namesAndCopyright) }
        keptEverywhere.formUnion(UntranslatedRule.keysNamingTheApp(alignment, productNames: productNames))
        let schemaTexts = SettingsSchemaTexts.texts(in: group.root, table: group.name)
        let expected: [String] =
            switch group.origin {
            case .folders: Set(folders.keys).union(group.tables.keys).sorted()
            case .catalog, .exchange: group.tables.keys.sorted()
            }
        let translations = expected.filter { $0 != base && $0 != LocalizationName.baseName }
        if case .folders = group.origin,
            UntranslatedTableRule.report(
                group, base: base, baseEntries: baseEntries,
                translations: translations, misnamed: misnamed, into: &accumulator)
        {
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
        // An Interface Builder object whose outlet the code sets the text of shows the app's text, not the table's.
        let document = group.interfaceFile
        let replacedAtRunTime = baseEntries.map { entry in
            guard let document, !document.outlets.isEmpty, MissingKeyOutcome.isInterfaceBuilderKey(entry.key),
                let outlet = document.outlet(of: String(entry.key.prefix { $0 != "." }))
            else { return false }
            return code.interfaceTextSetters.contains(outlet)
        }
        let shortWords = UntranslatedRule.shortWordsMostTranslate(group, alignment: alignment)
        let baseFacts = BaseFacts(
            group: group, alignment: alignment, folders: folders, misnamed: misnamed, code: code, textRules: textRules,
            missingShowDevelopmentLanguage: missingShowDevelopmentLanguage, brokenBaseKeys: brokenBaseKeys,
            baseIsBroken: baseIsBroken, baseTexts: baseTexts, keptEverywhere: keptEverywhere, hiddenBy: hiddenBy,
            unnamed: unnamed, schemaTexts: schemaTexts, replacedAtRunTime: replacedAtRunTime,
            formatTwins: FormatTwins(keys: alignment.baseEntries.lazy.map(\.key), holdArguments: group.keysHoldArguments),
            shortWords: shortWords, textsWithTheWord: UntranslatedRule.textsWithTheWord(alignment, shortWords: shortWords))
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
        /// Why the code never shows each base key's text (`SourceCodeKeys.neverShownReason(of:)`), if it never does.
        let hiddenBy: [String?]
        /// Whether no string of the app's code names each base key, and how it reads (`keysUnnamedInCode`).
        let unnamed: [UnnamedKey?]
        /// The texts a Settings bundle's schema shows, when the group is its table: keys, never obsolete.
        let schemaTexts: Set<String>
        /// Whether the code replaces each base key's text at run time: an Interface Builder object whose outlet's
        /// text the code sets (`dataLabel.text = ...`), so its table's text shows only until the code runs.
        let replacedAtRunTime: [Bool]
        /// The base's keys that are one text with values of other types.
        let formatTwins: FormatTwins
        /// For each base key whose text is a short word most other languages translate, how many have it and how
        /// many translate it (`UntranslatedRule.shortWordsMostTranslate`).
        let shortWords: [(having: Int, translated: Int)?]
        /// For each of those that is a single word, the word, the other base keys whose text has it, and the
        /// localizations whose translations of those write it (`UntranslatedRule.textsWithTheWord`).
        let textsWithTheWord: [Int: (word: String, texts: [Int], writtenBy: Set<String>)]
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
            argumentsFromKey: group.keysHoldArguments, textRules: facts.textRules, code: code,
            formatTwins: facts.formatTwins, table: table)
        var untranslated: [Diagnostic] = []
        // The letters of the localization's language, for the short words it keeps as the base writes them.
        let ownLetters =
            facts.shortWords.contains { $0 != nil } ? UntranslatedRule.ownLetters(of: localization, besides: base) : nil
        // Empty texts, held back until it is known whether the localization has any text at all.
        var empty: [Diagnostic] = []
        var hasText = false
        var missing = MissingKeyRule.Tally(
            table: group.name, code: code, fallsBackToDevelopmentLanguage: facts.missingShowDevelopmentLanguage,
            keysAreItsText: UntranslatedText.language(of: localization) == "en"
                && UntranslatedText.language(of: base).map { $0 != "en" } == true,
            isRegionOfBase: isRegionOfBase, languages: (localization, base))
        for (index, baseEntry) in baseEntries.enumerated() {
            guard let entry = counterparts.entries[index] else {
                // No code looks up the empty key (a stub table's `"" = "";`).
                guard !group.isUntranslatable(baseEntry.key), !isBaseFolder, !baseEntry.key.isEmpty,
                    !facts.replacedAtRunTime[index]
                else { continue }
                missing.add(baseEntry, keptByMost: facts.keptEverywhere.contains(baseEntry.key))
                continue
            }
            // A key marked not to be translated shows whatever its copies hold (Cog's placeholder cell, never drawn).
            if !group.isUntranslatable(baseEntry.key),
                let keyShown = MissingKeyRule.keyAsTranslation(base: baseEntry, translation: entry, localization: localization)
            {
                accumulator.report(
                    Self.neverShown(keyShown, by: hiddenBy[index], unnamed: facts.unnamed[index]), for: localization)
                continue
            }
            // The alignment compared the two representative texts already.
            var diagnostics = check.diagnostics(
                base: baseEntry, translation: entry, baseIsBroken: baseIsBroken[index],
                isBaseText: counterparts.texts[index].isBaseText, baseText: baseTexts[index])
            if diagnostics.isEmpty, counterparts.texts[index].isBaseText, let counts = facts.shortWords[index],
                let ownLetters, let text = entry.value.representativeText
            {
                let subject = "\"\(baseEntry.key)\""
                let location = text.location ?? entry.keyLocation
                if let kept = UntranslatedRule.shortWordKept(
                    text.text, subject: subject, in: localization, letters: ownLetters, baseLocalization: base,
                    counts: counts, file: entry.file, at: location)
                    ?? facts.textsWithTheWord[index].flatMap({ word, others, writtenBy in
                        UntranslatedRule.wordTranslatedElsewhere(
                            text.text, word: word, others: others, writtenBy: writtenBy, subject: subject, in: localization,
                            counterparts: counterparts, alignment: alignment, counts: counts, file: entry.file, at: location)
                    })
                {
                    diagnostics.append(kept)
                }
            }
            if !hasText, entry.value.representativeText.map({ !$0.text.isEmpty }) == true { hasText = true }
            for var diagnostic in diagnostics {
                if diagnostic.rule == .templatePlaceholderMismatch, code.namesParameterSummary(baseEntry.key) {
                    diagnostic = TemplatePlaceholderMismatchRule.inParameterSummary(diagnostic)
                }
                // A warning about a text only an accessor no code uses looks up (TwidereX-iOS' untranslated
                // `Scene.Trends.TrendsLocation`), or about a phrase key no string of the code names (Phoenix's
                // untranslated "Cloud Backup", a key no code builds at run time), is about a text no one is shown; its
                // errors say so as warnings.
                if hiddenBy[index] != nil || facts.unnamed[index] == .phrase, diagnostic.severity != .error { continue }
                // A text the code replaces at run time (a sample name in a label, a title it translates itself): its
                // doubts are about a text no one reads for long.
                if facts.replacedAtRunTime[index], diagnostic.severity != .error { continue }
                if diagnostic.rule == .untranslated {
                    // A text kept as it is in most languages is a name (a brand, a product), not a text left
                    // untranslated.
                    if !facts.keptEverywhere.contains(baseEntry.key) { untranslated.append(diagnostic) }
                } else if diagnostic.rule == .emptyValue, diagnostic.severity == .error {
                    empty.append(
                        Self.neverShown(
                            EmptyValueRule.doneWithout(diagnostic, if: code.keysTestedForLength.contains(baseEntry.key)),
                            by: hiddenBy[index], unnamed: facts.unnamed[index]))
                } else {
                    accumulator.report(
                        Self.neverShown(diagnostic, by: hiddenBy[index], unnamed: facts.unnamed[index]), for: localization)
                }
            }
        }
        EmptyValueRule.report(empty, localization: localization, table: group.name, hasText: hasText, into: &accumulator)
        accumulator.missing[localization, default: 0] += missing.count
        missing.report(
            group: group, base: base, localization: localization, file: table.file(matching:),
            translated: counterparts.matched, baseCount: baseEntries.count, into: &accumulator)
        // Translated: the texts that differ from the base's, short and brand-like texts kept as written not among them
        // (aqua's Hebrew table, a byte-identical copy of the English one, is 0% translated).
        let unchanged = counterparts.texts.filter { $0.hasText && $0.isBaseText }.count
        UntranslatedRule.report(
            untranslated, group: group, base: base, localization: localization, table: table,
            translated: max(0, counterparts.matched - unchanged), baseCount: baseEntries.count, into: &accumulator)
        ObsoleteKeyRule.report(
            table, counterparts: counterparts, group: group, base: base, localization: localization,
            keptBy: facts.schemaTexts, code: code, into: &accumulator)
    }

    /// A key no string of the app's code names, by what that tells.
    enum UnnamedKey {
        /// An identifier (`error.network`): unused, or built at run time (`"error." + code`).
        case identifier
        /// A phrase (`%d cookie(s)`, `Delete all?`): no code builds one at run time, so the app never looks it up.
        case phrase
    }

    /// An error about a text the code never shows, made a warning that says why (`reason`: the static member that
    /// looks it up, SwiftGen's, is named by no code, or its lookups are compiled out); or no string of the code names
    /// the key (`unnamed`) and the
    /// error is one only a shown text has (a lost link, an empty text). A format defect of an identifier key stays
    /// an error: a key built at run time still crashes or prints junk; a phrase key is never built so (OnionBrowser's
    /// `%d cookie(s)`, in no code). Unchanged otherwise.
    static func neverShown(_ diagnostic: Diagnostic, by reason: String?, unnamed: UnnamedKey? = nil) -> Diagnostic {
        guard diagnostic.severity == .error else { return diagnostic }
        var made = diagnostic
        if let reason {
            made.severity = .warning
            made.message += "; the code never shows this text: \(reason)"
        } else if unnamed == .phrase {
            made.severity = .warning
            made.message += "; no string of the app's code names this key, a phrase no code builds at run time (unused)"
        } else if unnamed == .identifier, !formatRules.contains(diagnostic.rule) {
            made.severity = .warning
            made.message += "; no string of the app's code names this key (unused, or built at run time)"
        }
        return made
    }

    /// The rules whose errors crash or print junk wherever the text is formatted.
    private static let formatRules: Set<DiagnosticRule> = [
        .formatSpecifierMismatch, .formatFlagMismatch, .integerWidthMismatch, .pluralVariantArguments,
        .unnumberedSpecifiers, .baseFormatDefect,
    ]

    /// Whether no string of the app's code names each of `baseEntries`' keys: in a table whose keys the code looks
    /// up by name (it names some of them), a key it names nowhere is unused or built at run time. All `nil` for a
    /// storyboard's or XIB's table (`interfaceTable`), whose keys are object IDs, for `InfoPlist`, an export, or
    /// when the code was not read or names none of the keys.
    private static func keysUnnamedInCode(
        _ group: LintTableGroup, baseEntries: [LintTable.Entry], code: SourceCodeKeys, interfaceTable: Bool
    ) -> [UnnamedKey?] {
        let none = [UnnamedKey?](repeating: nil, count: baseEntries.count)
        guard !interfaceTable, !group.isExchange, group.name != "InfoPlist" else { return none }
        let unnamed = baseEntries.map { unnamedKey($0.key, code: code) }
        return unnamed.contains(nil) ? unnamed : none
    }

    /// Whether no string of the app's code names `key` (an Interface Builder key is named by its document), and
    /// how the key reads.
    static func unnamedKey(_ key: String, code: SourceCodeKeys) -> UnnamedKey? {
        guard code.names(key) == false, !MissingKeyOutcome.isInterfaceBuilderKey(key) else { return nil }
        return MissingKeyOutcome.isPhrase(key) ? .phrase : .identifier
    }

    /// How many base entries the base's own checks read in one piece of work.
    private static let baseSliceSize = 4_096

    /// Reports a localization that has no file of the table at all: one `missing-translation` warning on its
    /// folder, since the person reads the base's table in its place.
    private static func reportMissingTable(
        _ group: LintTableGroup, base: String, baseEntries: [LintTable.Entry], localization: String, folder: String?,
        code: SourceCodeKeys, into accumulator: inout LintAccumulator
    ) {
        guard let folder, !baseEntries.isEmpty else { return }
        var missing = MissingKeyRule.Tally(table: group.name, code: code, fallsBackToDevelopmentLanguage: true)
        for entry in baseEntries where !group.isUntranslatable(entry.key) && !entry.key.isEmpty { missing.add(entry) }
        accumulator.missing[localization, default: 0] += missing.count
        missing.report(
            group: group, base: base, localization: localization, file: { _ in folder }, translated: 0,
            baseCount: baseEntries.count, tableMissing: true, into: &accumulator)
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
