public import PermitLocalization

extension DiagnosticRule {
    /// A key of a localization's table that the base table does not have.
    public static let obsoleteKey = DiagnosticRule(
        id: "obsolete-key", defaultSeverity: .warning,
        summary: "A localization has a key the base localization does not; code no longer asks for it.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum ObsoleteKeyRule: LintRule {
    static let rule = DiagnosticRule.obsoleteKey

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .obsoleteKey,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"ok\" = \"OK\";\n", "fr.lproj/Localizable.strings": "\"ok\" = \"OK\";\n\"old.title\" = \"Ancien\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"ok\" = \"OK\";\n", "fr.lproj/Localizable.strings": "\"ok\" = \"D'accord\";\n"]),
            // A key the code writes as a literal and looks up as a value, its English text the key itself.
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": "\"ok\" = \"OK\";\n",
                "fr.lproj/Localizable.strings": "\"ok\" = \"D'accord\";\n\"vegetables\" = \"Légumes\";\n",
                "Sources/Category.swift": """
                    struct Category { let name: String }
                    let categories = [Category(name: "vegetables")]
                    struct Row: View { let category: Category; var body: some View { Text(LocalizedStringKey(category.name)) } }

                    """,
            ]),
        ])
}

extension ObsoleteKeyRule {
    /// More obsolete keys than this in one localization's table are one finding with the count.
    static let listLimit = 3

    /// Reports the keys of `localization`'s `table` that the base's table of `group` lacks (`counterparts`: the
    /// entries the base's keys found in it): each, or one finding for the table when there are more than
    /// `listLimit` (an old base, a table never cleaned). A key of `Base.lproj`, an Info.plist key in
    /// `InfoPlist.strings` (or a text an `Info.plist` names, a quick action's title or a document type's name, which
    /// is its key), one of `kept` (the texts a Settings bundle's schema shows), and a key the app's `code` looks up
    /// is never obsolete: written as text (macdown's `NSLocalizedString(@"(Default)", ...)`), the
    /// base's reader sees the key, which is the text; an identifier is the base's missing key
    /// (`MissingKeyRule.reportKeysTheBaseLacks`).
    static func report(
        _ table: LintTable, counterparts: GroupAlignment.Counterparts, group: LintTableGroup, base: String,
        localization: String, keptBy kept: Set<String> = [], code: SourceCodeKeys = SourceCodeKeys(),
        into accumulator: inout LintAccumulator
    ) {
        // Every key of the table is a base key when as many of them matched: none is obsolete.
        guard counterparts.matched < table.entries.count, localization != LocalizationName.baseName,
            group.tables[base] != nil
        else { return }
        // The entries the base's keys found (`counterparts`) are the table's keys that the base has: the others are
        // obsolete. Known by identity, without hashing a key again.
        var matched = Set<ObjectIdentifier>(minimumCapacity: counterparts.matched)
        for case let entry? in counterparts.entries { matched.insert(ObjectIdentifier(entry)) }
        let obsolete = table.entries.filter { entry in
            !matched.contains(ObjectIdentifier(entry))
                && !(group.name == "InfoPlist"
                    && (InfoPlistKey.isInfoPlistKey(entry.key) || code.outcome(of: entry.key) == .infoPlistText))
                && !kept.contains(entry.key)
                && !Self.isLookedUp(entry.key, by: code)
        }.sorted { ($0.file, $0.keyLocation?.offset ?? 0, $0.key) < ($1.file, $1.keyLocation?.offset ?? 0, $1.key) }
        guard let first = obsolete.first else { return }
        guard obsolete.count > listLimit else {
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
                related: obsolete.dropFirst().compactMap(\.keyPlace)),
            for: localization)
    }
}

extension ObsoleteKeyRule {
    /// Whether `code` looks `key` up, or may: a lookup of the literal key; for a key with specifiers, an
    /// interpolated literal with its pieces (Mochi Diffusion's `String(localized: "Searching: \(store.searchText)")`
    /// for `Searching: %@`, whose English table need not hold it); or the key written as a literal the code passes
    /// on to a lookup of a value (FoodCategory's `FoodCategoryItem(name: "vegetables")`, shown with
    /// `Text(LocalizedStringKey(item.name))`), whose English table need not hold it either.
    private static func isLookedUp(_ key: String, by code: SourceCodeKeys) -> Bool {
        code.lookups[key] != nil || (key.containsUTF8Byte(UInt8(ascii: "%")) && code.names(key) == true)
            || code.literals.contains(key)
    }

    /// The finding for the keys of a storyboard's or XIB's tables (`gone`, the first of them `first`) whose objects
    /// `document` no longer has: no one sees their texts, in any language.
    static func staleInterfaceKeys(_ gone: [LintTable.Entry], document: String, first: LintTable.Entry) -> Diagnostic {
        Diagnostic(
            .obsoleteKey,
            "\(gone.count == 1 ? "\"\(first.key)\" names an object" : "\(gone.count) keys name objects") "
                + "that \(document)'s storyboard, XIB or intent definition no longer has; no one sees \(gone.count == 1 ? "its" : "their") "
                + "text in any language", file: first.file, at: first.keyLocation,
            related: gone.dropFirst().compactMap(\.keyPlace))
    }
}
