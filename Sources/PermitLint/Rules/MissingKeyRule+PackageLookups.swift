import PermitLocalization

/// Texts a Swift package's code looks up with one of Apple's calls that names no bundle (`Text("Hard Reset")`,
/// `String(localized: "Hard Reset")` without `bundle: .module`): the call reads the app's main bundle, not the
/// package's own. When the package's table has the key and no other table of the app does, its translations never
/// show: every person reads the text as the code writes it (its default value, else the key). One `missing-key`
/// error per package target, at its first such lookup, listing them; a key whose texts all read as the key itself
/// (`•`, `README.md`, an English key only the base has) is left alone: its people read the same words either way.
/// Only where an Xcode project (or XcodeGen's, Tuist's) builds the app: below Swift packages alone a script
/// assembles the bundle, and may copy a package's tables into it.
extension MissingKeyRule {
    static func reportPackageLookupsOfMainBundle(
        code: SourceCodeKeys, groups: [LintTableGroup], base: String?, app: AppModel,
        into accumulator: inout LintAccumulator
    ) {
        // The main bundle is an Xcode project's product; one a script assembles below Swift packages alone may copy
        // a package's tables into it too (VPN-Bypass' Makefile).
        guard !code.mainBundleLookups.isEmpty, app.projects.contains(where: { $0.kind != .swiftPackage }) else { return }
        var packages: [String: PackageTables] = [:]
        var otherKeys: Set<String> = []
        for group in groups {
            // The base's tables first, so that each translation is compared with its text.
            for (localization, table) in group.tables.sorted(by: { isBase($0.key, base) && !isBase($1.key, base) }) {
                // A table an app's own target copies too (itsypad's catalog, in its package's target and in the
                // XcodeGen target that builds the app from the same folder) is in the main bundle.
                guard let file = table.files.first,
                    let folder = app.packageTargetFolder(copying: ProjectPath.absolute(file)),
                    !app.appTargetCopies(ProjectPath.absolute(file))
                else {
                    otherKeys.formUnion(table.entries.lazy.map(\.key))
                    continue
                }
                packages[folder, default: PackageTables(file: file)].add(table, isBase: isBase(localization, base))
            }
        }
        guard !packages.isEmpty else { return }
        var found: [String: [(key: String, file: String, offset: Int)]] = [:]
        var seen: Set<[String]> = []
        for lookup in code.mainBundleLookups where !otherKeys.contains(lookup.key) {
            let absolute = ProjectPath.absolute(lookup.file)
            guard let (folder, tables) = packages.first(where: { ProjectPath.isInside(absolute, folder: $0.key) }),
                tables.showsOtherThanKey(lookup.key),
                seen.insert([folder, lookup.key]).inserted
            else { continue }
            found[folder, default: []].append(lookup)
        }
        for folder in found.keys.sorted() {
            guard let lookups = found[folder], let first = lookups.first, let tables = packages[folder] else { continue }
            let places = zip(lookups, SourceCodeKeys.locations(of: lookups.map { ($0.file, $0.offset) })).map { lookup, location in
                Diagnostic.RelatedLocation(
                    file: lookup.file, location: location, message: "the code looks up \"\(lookup.key)\" here, in the main bundle")
            }
            let languages = Set(lookups.flatMap { tables.translations[$0.key] ?? [] }).sorted()
            let translated = languages.isEmpty ? "" : " (translated into \(languages.joined(separator: ", ")))"
            accumulator.report(
                Diagnostic(
                    .missingKey,
                    "the code of a Swift package looks up \(lookups.count == 1 ? "a text" : "\(lookups.count) texts") "
                        + "that only the package's own table \(tables.file) has\(translated), with calls that name no "
                        + "bundle (\(quoted(lookups.map(\.key)))): they read the app's main bundle, whose tables lack "
                        + "them, so every person reads each as the code writes it (its default value, else the key) "
                        + "and no translation shows; `bundle: .module` reads the package's table", file: first.file,
                    at: places[0].location, related: Array(places.dropFirst())),
                for: nil)
        }
    }

    private static func isBase(_ localization: String, _ base: String?) -> Bool {
        localization == base || localization == LocalizationName.baseName
    }

    /// The keys of one package target's tables, and the localizations other than the base whose text of each
    /// differs from the base's (empty for a key whose translations read as its base text: `•`, `README.md`).
    private struct PackageTables {
        /// A file of the tables, as the lint found it, to name them by.
        var file: String
        /// The localizations that translate each key.
        var translations: [String: Set<String>] = [:]
        /// The base's text of each key.
        private var baseTexts: [String: String] = [:]

        init(file: String) { self.file = file }

        /// Whether the package's tables show some person a text other than `key` itself: a translation, or a base
        /// text that differs from the key (`select_commit_title`'s "Select a commit").
        func showsOtherThanKey(_ key: String) -> Bool {
            guard let translated = translations[key] else { return false }
            return !translated.isEmpty || (baseTexts[key].map { !$0.isEmpty && $0 != key } ?? false)
        }

        /// Adds a table's entries; the base's tables are added before the others.
        mutating func add(_ table: LintTable, isBase: Bool) {
            for entry in table.entries {
                let text = entry.value.representativeText?.text
                if isBase {
                    baseTexts[entry.key] = text
                    if translations[entry.key] == nil { translations[entry.key] = [] }
                } else if let text, !text.isEmpty, text != (baseTexts[entry.key] ?? entry.key) {
                    translations[entry.key, default: []].insert(table.localization)
                } else if translations[entry.key] == nil {
                    translations[entry.key] = []
                }
            }
        }
    }
}
