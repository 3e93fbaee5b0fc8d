import PermitLocalization

/// A String Catalog key with no text in the source language: Xcode compiles no value for it, the lookup returns the
/// key, and where the key is an identifier (`error.noInstance`) rather than the text itself (`Cancel`), every person,
/// in every language without a translation of it, reads the identifier. One `missing-key` finding per catalog,
/// listing the keys; a key the code looks up with a default value shows that value, and one no literal of the code
/// names is a warning (unused, or built at run time). A key another table of the same name has a text for
/// (`textElsewhere`) is left out: the lookup may find it there (a package's SwiftUI `Text("key")` looks the key up
/// in the app's main bundle, unstoppable-wallet's WalletCore catalog). So is a word of letters alone that every
/// translation writes as it is (ONLYOFFICE's `ownCloud`, a product name written like an identifier): the key is the
/// text people read. A key with a `.` or `_` stays reported, however translated: a tool may have copied it.
extension MissingKeyRule {
    static func reportKeysWithoutText(
        _ group: LintTableGroup, code: SourceCodeKeys, textElsewhere: Set<String> = [],
        into accumulator: inout LintAccumulator
    ) {
        guard let base = group.base(global: nil) else { return }
        var shown: [LintTable.Entry] = []
        var unnamed: [LintTable.Entry] = []
        for entry in group.keysWithoutSourceText
        where KeyShape.isIdentifier(entry.key) && !textElsewhere.contains(entry.key)
            && !everyTranslationIsTheKey(entry.key, in: group, base: base)
        {
            switch MissingKeyOutcome(key: entry.key, baseText: nil, table: group.name, code: code.outcome(of: entry.key)) {
            case .key: shown.append(entry)
            case .unnamedInCode: unnamed.append(entry)
            case .developmentLanguageText: break
            }
        }
        for (entries, severity, why) in [
            (shown, DiagnosticSeverity.error, "people see the key itself wherever no translation has it"),
            (unnamed, .warning, "no string of the app's code names it (unused, or built at run time)"),
        ] {
            guard let first = entries.first else { continue }
            let subject =
                entries.count == 1
                ? "\"\(first.key)\" has" : "\(entries.count) keys have"
            accumulator.report(
                Diagnostic(
                    .missingKey,
                    "\(subject) no \(base) text in \(group.name).xcstrings (\(quoted(entries.map(\.key)))); \(why)",
                    file: first.file, at: first.keyLocation, severity: severity,
                    related: entries.dropFirst().compactMap(\.keyPlace)),
                for: base)
        }
    }

    /// Whether `key` is letters alone, `group` has a translation of it in some language other than `base`, and each
    /// is the key itself.
    private static func everyTranslationIsTheKey(_ key: String, in group: LintTableGroup, base: String) -> Bool {
        guard key.allSatisfy(\.isLetter) else { return false }
        var translated = false
        for (localization, table) in group.tables where localization != base {
            guard let entry = table.entry(forKey: key) else { continue }
            guard case .text(let text, _) = entry.value.variant, text == key else { return false }
            translated = true
        }
        return translated
    }
}
