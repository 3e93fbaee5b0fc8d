/// Tables outside any `.lproj` folder (2fas' widget extension's `Localizable.strings` at its bundle's root, an old
/// project's `Migration Agent-InfoPlist.strings` copied as a plain resource). The lint does not compare them with the
/// app's localizations; Apple's runtime reads one only for a lookup of its table that no localization folder
/// answers, and never reads an `InfoPlist` table there (the `Info.plist`'s texts come from the folders alone).
enum UnlocalizedTables {
    /// The tables of `files` outside any `.lproj` folder.
    static func files(in files: [String]) -> [String] {
        files.filter { file in
            (file.hasSuffix(".strings") || file.hasSuffix(".stringsdict")) && LintPath(file).localization == nil
        }
    }

    /// Turns the errors found in an unlocalized table that no lookup reaches into warnings that say so: a table
    /// whose name no string of the app's code holds (not `Localizable`, which a lookup reaches without naming it),
    /// or one whose name ends in `InfoPlist`. Nothing when no code was read: the lint cannot tell.
    static func reportApart(_ findings: inout [LintFinding], files: [String], code: SourceCodeKeys) {
        guard code.fileCount > 0 else { return }
        let unreached = Set(
            Self.files(in: files).filter { file in
                let table = LintPath(file).tableName
                return table.hasSuffix("InfoPlist") || (table != "Localizable" && !code.literals.contains(table))
            })
        guard !unreached.isEmpty else { return }
        for index in findings.indices where findings[index].diagnostic.severity == .error {
            guard let file = findings[index].diagnostic.file, unreached.contains(file) else { continue }
            findings[index].diagnostic.severity = .warning
            findings[index].diagnostic.message +=
                " (a table in no localization folder that no lookup of the app's code names: Apple's runtime never "
                + "loads it, so no person meets this)"
        }
    }
}
