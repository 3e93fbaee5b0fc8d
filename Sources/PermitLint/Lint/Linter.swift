public import PermitLocalization

/// Checks the localization files at or below some paths: every reader's diagnostics, and each localization
/// compared with a base.
///
/// ```swift
/// let report = try Linter.lint(paths: ["Resources"], options: LintOptions(disabledRules: ["untranslated"]))
/// for diagnostic in report.diagnostics { print(diagnostic) }
/// ```
///
/// Paths are bundle roots (folders searched recursively for `.lproj` folders and `.xcstrings` files), single
/// `.lproj` folders, or single `.strings`, `.stringsdict` and `.xcstrings` files. A file in an `.lproj` folder
/// belongs to that localization and to the table its name says (`Localizable` for `Localizable.strings` and
/// `Localizable.stringsdict`, merged as Apple merges them); a String Catalog is a group of its own, one table per
/// language it holds. Files elsewhere are read for their own defects only.
///
/// The app's projects below the folders (Xcode projects, XcodeGen specs, Swift packages; or those named in
/// `LintOptions.projects`) say which files ship: a file below a project's folder that no target but a test copies,
/// or that lies in a vendored folder, is left out, and the report's `LintReport/app` lists it.
///
/// The base is `LintOptions.base`, else the first String Catalog's source language, else the projects'
/// development region, else `en`, else `Base`, else the development region's legacy name (`English`), each when a
/// file has it; else, when a table's keys are its texts (an
/// app with no file of its development language: the code's literals are the English), the development region or
/// `en`, its texts the keys; else there is none and nothing is compared. `.lproj` tables are compared with the base's
/// table of the same root and name; a String Catalog's languages with its own source language. A table the base
/// lacks is not compared. Plural categories, translation states, folder names and required keys need no base.
public enum Linter {
    /// Every rule the linter can report: the readers' rules, `missing-required-key` (which `--schema` turns on),
    /// then the rules of `Rules/` by name.
    public static var rules: [DiagnosticRule] {
        [
            .unreadableFile, .emptyFile, .invalidEncoding, .syntax, .silentTruncation, .unterminatedComment,
            .duplicateKey, .nonStringValue, .suspiciousEscape, .invalidEscape, .invalidStructure, .plistSyntax,
            .invalidBinaryPlist, .plistValueOutOfRange, .notAPropertyList, .missingFormatKey, .undefinedSubstitution,
            .missingRuleType, .unknownRuleType, .unknownPluralCategory, .missingOtherPluralCategory,
            .nonNumericPluralSpecifier, .unknownDeviceClass, .invalidWidth, .missingSourceLanguage, .xmlSyntax,
            .invalidXLIFF, .unknownTranslationState, .unknownField, .missingRequiredKey,
        ] + LintRuleRegistry.rules.map { $0.rule }
    }

    /// Lints the files at or below `paths`.
    ///
    /// - Returns: Every diagnostic not disabled, by file path then place, and a summary per localization.
    /// - Throws: `LintError` for a path that does not exist, a base that no file has, or a disabled rule id that
    ///   no rule has.
    public static func lint(paths: [String], options: LintOptions = LintOptions()) throws(LintError) -> LintReport {
        try lintKeepingTables(paths: paths, options: options).report
    }

    /// What a lint read and aligned: its tables, which a caller may keep until the process ends rather than free.
    package struct Tables {
        fileprivate let inventory: LintInventory
        fileprivate let alignments: [GroupAlignment?]
    }

    /// `lint(paths:options:)`, handing the tables it read to the caller: a command that ends the process right
    /// after the report keeps them, and the system reclaims them at once instead of their 140,000 entries being
    /// freed one by one.
    package static func lintKeepingTables(
        paths: [String], options: LintOptions = LintOptions()
    ) throws(LintError) -> (report: LintReport, tables: Tables) {
        let known = Set(rules.map(\.id))
        let named = options.disabledRules.union(options.severities.keys).union(options.enabledRules)
        if let unknown = named.sorted().first(where: { !known.contains($0) }) {
            throw LintError(.unknownRule(unknown))
        }
        let tree: AppFileTree
        do {
            tree = try AppFileTree(paths: paths)
        } catch {
            throw LintError(.missingPath(error.path))
        }
        let found = tree.localizationFiles
        let app = AppModel(projects: tree.projects, named: options.projects, infoPlists: tree.infoPlists)
        let namedFiles = Set(paths)
        var (files, leftOut) = shippedFiles(found, named: namedFiles, app: app)
        let copies = Set(PackageTableCopies.unread(among: files, sources: tree.sources, app: app)).subtracting(namedFiles)
        if !copies.isEmpty {
            files.removeAll(where: copies.contains)
            leftOut[.unreadCopy] = copies.sorted()
        }
        var inventory = LintInventory(
            files: files, showsLocalization: { namedFiles.contains($0) ? nil : app.showsLocalization(ofCatalog: $0) },
            progress: options.progress)
        // What the summary says was left out: the files, a catalog's languages, and code no target compiles.
        var reportedLeftOut = leftOut
        for (catalog, languages) in inventory.catalogLanguagesLeftOut.sorted(by: { $0.key < $1.key }) {
            reportedLeftOut[.frameworkLanguage, default: []].append("\(catalog) (\(languages.joined(separator: ", ")))")
        }
        let pseudo = inventory.localizations.filter(PseudoLocalizationRule.isPseudo)
        let pseudoFolder = inventory.folders.keys.sorted().lazy.compactMap { root in
            pseudo.lazy.compactMap { inventory.folders[root]?[$0] }.first
        }.first
        inventory.setAside(Set(pseudo))
        let localizations = inventory.localizations
        let base = try base(
            options.base, inventory: inventory, localizations: localizations,
            developmentRegions: app.projects.compactMap(\.developmentRegion).flatMap { region in
                [region] + (LegacyLocalizationName.tags[region].map { [$0] } ?? [])
            })

        // Code no target compiles looks nothing up, unless a compiled file includes it whole (a unity build).
        let notCompiled = Set(tree.sources.filter(app.isCodeNoTargetCompiles))
        let included = IncludedCodeFiles.included(
            among: notCompiled.sorted(), by: tree.sources.filter { !notCompiled.contains($0) })
        var compiled: [String] = []
        for source in tree.sources {
            if notCompiled.contains(source), !included.contains(source) {
                reportedLeftOut[.notCompiled, default: []].append(source)
            } else {
                compiled.append(source)
            }
        }
        // Storyboards and XIBs copied per localization, which no table translates.
        let interfaceCopies = InterfaceCopies(
            interfaceFiles: tree.interfaceFiles, tables: inventory.groups.map { ($0.root, $0.name) },
            ships: { file in
                if case .leftOut = app.shipping(of: file) { return false }
                return true
            })
        var code = SourceCodeKeys(
            files: compiled,
            interfaceFiles: tree.interfaceFiles, infoPlists: tree.infoPlists,
            projectFiles: tree.projects.map { $0.hasSuffix(".xcodeproj") ? $0 + "/project.pbxproj" : $0 } + tree.buildSettingsFiles,
            readingTextSetters: !interfaceCopies.isEmpty
                || inventory.groups.contains { !($0.interfaceFile?.outlets.isEmpty ?? true) },
            cache: options.cacheDirectory.map { SwiftFactsCache(directory: $0) })
        if app.projects.contains(where: \.generatesStringSymbols) {
            var keysBySymbol: [String: [String]] = [:]
            for group in inventory.groups {
                for key in group.manualKeys {
                    if let symbol = GeneratedStringSymbols.name(ofKey: key) { keysBySymbol[symbol, default: []].append(key) }
                }
            }
            code.nameKeys(bySymbol: keysBySymbol, in: tree.sources.filter { $0.hasSuffix(".swift") }, withDefaults: true)
        }
        // R.swift's accessors (`R.string.localizable.aClaimTokenFailed()`), generated at build time and named as the
        // keys are (alpha-wallet's `a.claim.token.failed`), when the code calls them.
        if code.callsRSwiftStrings {
            var keysBySymbol: [String: [String]] = [:]
            for group in inventory.groups {
                guard let groupBase = group.base(global: base), let table = group.tables[groupBase] else { continue }
                for entry in table.entries {
                    if let symbol = GeneratedStringSymbols.name(ofKey: entry.key) { keysBySymbol[symbol, default: []].append(entry.key) }
                }
            }
            code.nameKeys(
                bySymbol: keysBySymbol, in: tree.sources.filter { $0.hasSuffix(".swift") }, withDefaults: false,
                after: "R.string.")
        }
        inventory.addKeysAsBaseText(base: base, code: code)
        // The text checks that report: those on by default or enabled, and not disabled.
        let textRules = Set(TextChecks.allRules.filter { rule in
            (rule.isEnabledByDefault || options.enabledRules.contains(rule.id)) && !options.disabledRules.contains(rule.id)
        })
        // Where the parser stops reading each file silently: the first `silent-truncation` of the file.
        var truncations: [String: SourceLocation] = [:]
        for finding in inventory.findings
        where finding.diagnostic.rule == .silentTruncation && finding.diagnostic.severity == .error {
            guard let file = finding.diagnostic.file, let location = finding.diagnostic.location else { continue }
            if truncations[file].map({ location.offset < $0.offset }) ?? true { truncations[file] = location }
        }
        var accumulator = LintAccumulator(
            findings: HiddenTextFindings.downgrade(
                inventory.findings.map { finding in
                    CopyStringsFileStep.refusal(
                        of: finding, app: app, truncation: finding.diagnostic.file.flatMap { truncations[$0] })
                }, groups: inventory.groups,
                code: code))
        for problem in app.problems {
            accumulator.report(UnreadableProjectRule.diagnostic(for: problem), for: nil)
        }
        if !pseudo.isEmpty {
            accumulator.report(PseudoLocalizationRule.diagnostic(skipping: pseudo, folder: pseudoFolder), for: nil)
        }
        let misnamed = TableNameCaseRule.MisnamedTables(inventory.groups, base: base)
        misnamed.report(into: &accumulator)
        // Each group's base entries and every localization's entries for them, found once for the comparison, the
        // coverage figures and the stub check.
        var alignments: [GroupAlignment?] = []
        for (index, group) in inventory.groups.enumerated() {
            defer { options.progress?(.comparing(done: index + 1, total: inventory.groups.count)) }
            let alignment = group.base(global: base).flatMap { GroupAlignment(group, base: $0) }
            alignments.append(alignment)
            if let alignment {
                GroupComparison.compare(
                    group, alignment: alignment, folders: inventory.folders[group.root] ?? [:],
                    misnamed: misnamed.localizations(misnaming: group), code: code, textRules: textRules,
                    productNames: app.productNames, into: &accumulator)
            }
            // Each table's plurals on the cores there are, reported in the order of the tables. A plural copied
            // from the base into another language (every text one of the base's) is untranslated, and nothing else.
            let baseTable = alignment.flatMap { group.tables[$0.base] }
            let baseLanguage = baseTable.flatMap { UntranslatedText.language(of: $0.localization) }
            let smallCounts = code.keysCountingPeriodUnits
            let baseRules = baseTable.flatMap { try? LocalizationName(parsing: $0.localization) }
                .flatMap { $0.isBase ? nil : try? PluralRules.forLocale($0.tag) }
            let plurals = Parallel.map(Array(group.tables.values)) { _, table in
                var found = LintAccumulator()
                let comparesCopies =
                    baseTable != nil && UntranslatedText.language(of: table.localization).map { $0 != baseLanguage } == true
                PluralCategoryCheck.check(
                    table,
                    isCopyOfBase: { entry in
                        guard comparesCopies, let baseEntry = baseTable?.entry(forKey: entry.key) else { return false }
                        return entry.value.holdsOnlyTexts(of: baseEntry.value)
                    }, smallCounts: smallCounts,
                    // The base's own plurals are its author's: what they lack says nothing more of them.
                    baseLacks: { key, category in
                        guard let baseRules, table.localization != baseTable?.localization,
                            baseRules.categories.contains(category),
                            let plural = baseTable?.entry(forKey: key)?.value.plurals(fallback: nil).first
                        else { return false }
                        return plural.cases[category] == nil
                    }, into: &found)
                return found.findings
            }
            for findings in plurals { accumulator.findings += findings }
            TranslationStateRule.check(group, into: &accumulator)
            MissingKeyRule.reportKeysWithoutText(
                group, code: code, textElsewhere: keysWithText(named: group.name, besides: index, in: inventory.groups, base: base),
                into: &accumulator)
            MissingKeyRule.reportKeysTheBaseLacks(group, code: code, base: base, into: &accumulator)
        }
        interfaceCopies.report(base: base, code: code, productNames: app.productNames, into: &accumulator)
        // A table the app ships that is not here may hold any key the code looks up; an `InfoPlist` table holds
        // the texts of `Info.plist`, which the system looks up, never the code (haidy's, round 50).
        let absentTables = app.tablesNotInTheTree()
        let absentLookedUp = absentTables.filter { !ProjectPath.name(of: $0).hasPrefix("InfoPlist.") }
        for table in absentTables {
            accumulator.report(
                Diagnostic(
                    .unreadableFile,
                    "a target of the app copies this table, which is not in the tree (a Git LFS or sparse checkout, or a "
                        + "file the build makes): the lint cannot read it"
                        + (absentLookedUp.contains(table) ? ", and does not report keys the code looks up that no table has" : ""),
                    file: table, at: nil, severity: .warning),
                for: nil)
        }
        if absentLookedUp.isEmpty {
            MissingKeyRule.reportKeysNoTableHas(
                code: code, groups: inventory.groups, base: base,
                otherFiles: leftOut.values.flatMap { $0 } + UnlocalizedTables.files(in: files), into: &accumulator)
        }
        MissingTranslationRule.reportPermissionTextsNotTranslated(
            declaredIn: tree.infoPlists + tree.projects.filter { $0.hasSuffix(".xcodeproj") }.map { $0 + "/project.pbxproj" },
            groups: inventory.groups, base: base,
            libraries: app.libraryFolders().map(\.folder), targetKind: app.kindOfTargetBuilding(infoPlist:),
            into: &accumulator)
        MissingTranslationRule.reportTargetsLackingTheDevelopmentLanguage(
            files: found + tree.interfaceFiles, app: app, into: &accumulator)
        UntranslatedRule.reportTextsOfAnotherLanguage(groups: inventory.groups, base: base, into: &accumulator)
        UntranslatedRule.reportBaseTextsInAnotherScript(groups: inventory.groups, base: base, into: &accumulator)
        MissingKeyRule.reportPackageLookupsOfMainBundle(
            code: code, groups: inventory.groups, base: base, app: app, into: &accumulator)
        SearchedTextMissingRule.check(code: code, groups: inventory.groups, base: base, into: &accumulator)
        RequiredKeyCheck.check(
            options.requiredKeys, groups: inventory.groups, folders: inventory.folders, into: &accumulator)

        StubLocalizationRule.collapse(alignments, base: base, folders: inventory.folders, into: &accumulator)
        NestedBundles.reportApart(&accumulator.findings, libraries: app.libraryFolders())
        UnlocalizedTables.reportApart(&accumulator.findings, files: files, code: code)
        let findings = accumulator.findings.compactMap { finding -> LintFinding? in
            let rule = finding.diagnostic.rule
            guard !options.disabledRules.contains(rule.id),
                rule.isEnabledByDefault || options.enabledRules.contains(rule.id),
                options.baseline?.contains(finding.diagnostic) != true,
                options.changes?.touches(finding.diagnostic) != false
            else { return nil }
            var adjusted = finding
            if let severity = options.severities[finding.diagnostic.rule.id] { adjusted.diagnostic.severity = severity }
            return adjusted
        }
        let report = LintReport(
            diagnostics: findings.map(\.diagnostic).sorted(by: inReportOrder),
            languages: summaries(
                localizations, groups: inventory.groups, alignments: alignments, findings: findings,
                missing: accumulator.missing),
            fileCount: inventory.fileCount, base: base, app: summary(of: app, leftOut: reportedLeftOut))
        return (report, Tables(inventory: inventory, alignments: alignments))
    }

    /// The keys the other tables of `groups` named `name` (all but the one at `index`) have a text for in their
    /// base (`base`, or a catalog's source language); empty unless the group at `index` has keys without a source
    /// text.
    private static func keysWithText(
        named name: String, besides index: Int, in groups: [LintTableGroup], base: String?
    ) -> Set<String> {
        guard !groups[index].keysWithoutSourceText.isEmpty else { return [] }
        var keys: Set<String> = []
        for (other, group) in groups.enumerated() where other != index && group.name == name {
            guard let groupBase = group.base(global: base), let table = group.tables[groupBase] else { continue }
            let without = Set(group.keysWithoutSourceText.map(\.key))
            for entry in table.entries where !without.contains(entry.key) { keys.insert(entry.key) }
        }
        return keys
    }

    /// The files found that a target of the app ships, or that no project covers; and those left out, by reason.
    /// A file named as a path itself is always kept.
    private static func shippedFiles(
        _ found: [String], named: Set<String>, app: AppModel
    ) -> (kept: [String], leftOut: [AppModel.Reason: [String]]) {
        guard !app.projects.isEmpty else { return (found, [:]) }
        var kept: [String] = []
        var leftOut: [AppModel.Reason: [String]] = [:]
        for file in found {
            if !named.contains(file), case .leftOut(let reason) = app.shipping(of: file) {
                leftOut[reason, default: []].append(file)
            } else {
                kept.append(file)
            }
        }
        return (kept, leftOut)
    }

    private static func summary(of app: AppModel, leftOut: [AppModel.Reason: [String]]) -> LintReport.AppSummary {
        LintReport.AppSummary(
            projects: app.projects.map { project in
                LintReport.AppSummary.Project(
                    path: project.path, kind: project.kind.rawValue, developmentRegion: project.developmentRegion,
                    knownRegions: project.knownRegions,
                    products: project.targets.filter { $0.kind == .product }.map(\.name),
                    tests: project.targets.filter { $0.kind == .test }.map(\.name))
            },
            leftOut: AppModel.Reason.allCases.compactMap { reason in
                leftOut[reason].map { LintReport.AppSummary.LeftOut(reason: reason.rawValue, files: $0.sorted()) }
            })
    }

    /// The base a lint compares with; see `Linter`.
    private static func base(
        _ requested: String?, inventory: LintInventory, localizations: [String], developmentRegions: [String]
    ) throws(LintError) -> String? {
        if let requested {
            guard localizations.contains(requested) else {
                throw LintError(.unknownBase(requested, available: localizations))
            }
            return requested
        }
        if let source = inventory.sourceLanguages.first { return source }
        // A development region by its legacy name and by its tag (`English` and `en`, both in Adium's tree): the one
        // more tables have, the first named on a tie.
        let present = developmentRegions.filter(localizations.contains)
        if present.count > 1 {
            let tables = Dictionary(grouping: inventory.groups.flatMap(\.tables.keys), by: { $0 }).mapValues(\.count)
            return present.enumerated().max { a, b in
                (tables[a.element] ?? 0, -a.offset) < (tables[b.element] ?? 0, -b.offset)
            }?.element
        }
        if let found = (developmentRegions + ["en", LocalizationName.baseName]).first(where: localizations.contains) {
            return found
        }
        let development = developmentRegions.first.map { LegacyLocalizationName.tags[$0] ?? $0 } ?? "en"
        // The development language's folder by its legacy name (`English.lproj`, with no project to say so: Vidi's).
        if let legacy = localizations.first(where: { LegacyLocalizationName.tags[$0] == development }) { return legacy }
        // No table is in the development language: an app whose English is the keys its code writes (no English
        // file) has its development region as the base, and the keys as its texts (`KeysAsBaseText`).
        let language = UntranslatedText.language(of: development)
        guard !localizations.contains(where: { UntranslatedText.language(of: $0) == language }),
            inventory.groups.contains(where: { KeysAsBaseText.isKeyedByText($0) })
        else { return nil }
        return development
    }

    /// Files by path, then diagnostics by place (those without one first), then by rule and message.
    private static func inReportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return (a.file ?? "") < (b.file ?? "") }
        if a.location != b.location {
            guard let first = a.location else { return true }
            guard let second = b.location else { return false }
            return first < second
        }
        if a.rule.id != b.rule.id { return a.rule.id < b.rule.id }
        return a.message < b.message
    }

    private static func summaries(
        _ localizations: [String], groups: [LintTableGroup], alignments: [GroupAlignment?], findings: [LintFinding],
        missing: [String: Int]
    ) -> [LintReport.LanguageSummary] {
        var keys: [String: Int] = [:]
        for group in groups {
            for (localization, table) in group.tables { keys[localization, default: 0] += table.entries.count }
        }
        let coverage = Coverage(groups: groups, alignments: alignments)
        var errors: [String: Int] = [:]
        var warnings: [String: Int] = [:]
        for finding in findings {
            guard let localization = finding.localization else { continue }
            switch finding.diagnostic.severity {
            case .error: errors[localization, default: 0] += 1
            case .warning: warnings[localization, default: 0] += 1
            case .note: break
            }
        }
        return localizations.map { localization in
            LintReport.LanguageSummary(
                localization: localization, keys: keys[localization] ?? 0, missing: missing[localization] ?? 0,
                errors: errors[localization] ?? 0, warnings: warnings[localization] ?? 0,
                translated: coverage.translated[localization] ?? 0, untranslated: coverage.untranslated[localization] ?? 0)
        }
    }
}
