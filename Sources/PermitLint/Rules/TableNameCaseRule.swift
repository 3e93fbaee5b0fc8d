public import PermitLocalization

extension DiagnosticRule {
    /// A table whose file name differs from the base's only in letter case.
    public static let tableNameCase = DiagnosticRule(
        id: "table-name-case", defaultSeverity: .error,
        summary: "A table's file name differs from the base's only in letter case; a case-sensitive device will not find it.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum TableNameCaseRule: LintRule {
    static let rule = DiagnosticRule.tableNameCase

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .tableNameCase,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "fr.lproj/localizable.strings": "\"title\" = \"Titre\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ])
}

extension TableNameCaseRule {
    /// Tables whose file name differs from the base's only in letter case (`infoPlist.strings` beside the base's
    /// `InfoPlist.strings`): Apple's runtime looks a table up by its exact name, so on a case-sensitive file system (an
    /// iPhone's) the localization has no such table. Reported once per file, as that, rather than as a missing table.
    struct MisnamedTables {
        /// One misnamed table: the group holding it, and the base's group whose name it should have.
        private struct Misnaming {
            var misnamed: LintTableGroup
            var expected: LintTableGroup
        }

        private let misnamings: [Misnaming]

        /// Finds the misnamed tables of `.lproj` groups whose base table exists under another case of the name.
        init(_ groups: [LintTableGroup], base: String?) {
            var found: [Misnaming] = []
            let folderGroups = groups.filter { if case .folders = $0.origin { true } else { false } }
            for group in folderGroups {
                guard let groupBase = group.base(global: base), group.tables[groupBase] == nil else { continue }
                let expected = folderGroups.first { other in
                    other.root == group.root && other.name != group.name
                        && other.name.lowercased() == group.name.lowercased() && other.tables[groupBase] != nil
                }
                if let expected { found.append(Misnaming(misnamed: group, expected: expected)) }
            }
            misnamings = found
        }

        /// The localizations whose file for `group`'s table is misnamed.
        func localizations(misnaming group: LintTableGroup) -> Set<String> {
            var localizations: Set<String> = []
            for misnaming in misnamings where misnaming.expected.root == group.root && misnaming.expected.name == group.name {
                localizations.formUnion(misnaming.misnamed.tables.keys.filter { misnaming.expected.tables[$0] == nil })
            }
            return localizations
        }

        /// Reports every misnamed file.
        func report(into accumulator: inout LintAccumulator) {
            for misnaming in misnamings {
                for (localization, table) in misnaming.misnamed.tables.sorted(by: { $0.key < $1.key })
                where misnaming.expected.tables[localization] == nil {
                    for file in table.files {
                        accumulator.report(
                            Diagnostic(
                                .tableNameCase,
                                "the \(localization) table is named \(misnaming.misnamed.name), the base's "
                                    + "\(misnaming.expected.name); a case-sensitive file system (an iPhone's) will not find "
                                    + "it, so \(localization) falls back to other languages for this table",
                                file: file, at: nil),
                            for: localization)
                    }
                }
            }
        }
    }
}
