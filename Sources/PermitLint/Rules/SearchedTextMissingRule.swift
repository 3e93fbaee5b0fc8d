public import PermitLocalization

extension DiagnosticRule {
    /// A translation that lacks the translated text the code looks for in it.
    public static let searchedTextMissing = DiagnosticRule(
        id: "searched-text-missing", defaultSeverity: .error,
        summary: "The code looks for another key's text inside this one (to make it a link, colour it, or make it a tap target), and the translation does not hold that key's translation: the link or style is lost.")
}

/// Texts the code searches for in other texts (`SourceCodeKeys.searches`): `(agreement as NSString).range(of: terms)`
/// with both looked up, or the app's own method that does so (`attributed.setAttributes(style, for: terms)`). Where
/// the base text holds the other key's base text and a translation does not hold its translation, the search finds
/// nothing in that language: the words are never linked or styled (or, where the code applies a range not found,
/// worse). Only translations that have both keys are compared; a key a translation lacks is the missing key's finding.
enum SearchedTextMissingRule: LintRule {
    static let rule = DiagnosticRule.searchedTextMissing

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .searchedTextMissing,
        triggering: [
            LintRuleExample(files: [
                "Sources/Agreement.swift": Self.agreementCode,
                "en.lproj/Localizable.strings": "\"agree\" = \"I agree to the Terms of Use\";\n\"terms\" = \"Terms of Use\";\n",
                "fr.lproj/Localizable.strings":
                    "\"agree\" = \"J'accepte les conditions d'utilisation\";\n\"terms\" = \"Conditions d'utilisation\";\n",
            ])
        ],
        nonTriggering: [
            LintRuleExample(files: [
                "Sources/Agreement.swift": Self.agreementCode,
                "en.lproj/Localizable.strings": "\"agree\" = \"I agree to the Terms of Use\";\n\"terms\" = \"Terms of Use\";\n",
                "fr.lproj/Localizable.strings":
                    "\"agree\" = \"J'accepte les Conditions d'utilisation\";\n\"terms\" = \"Conditions d'utilisation\";\n",
            ])
        ])

    /// The code of the examples: a link made where one text is found in another.
    private static let agreementCode = """
        import UIKit

        func agreement() -> NSAttributedString {
            let text = NSLocalizedString("agree", comment: "")
            let link = NSLocalizedString("terms", comment: "")
            let attributed = NSMutableAttributedString(string: text)
            attributed.addAttribute(.link, value: "https://example.com/terms", range: (text as NSString).range(of: link))
            return attributed
        }

        """

    /// Reports each translation of `groups` that lacks the translated text the code searches for in it.
    static func check(code: SourceCodeKeys, groups: [LintTableGroup], base: String?, into accumulator: inout LintAccumulator) {
        guard !code.searches.isEmpty else { return }
        let groupsByName = Dictionary(grouping: groups, by: \.name)
        var reported: Set<[String]> = []
        for search in code.searches {
            for group in groupsByName[search.text.table ?? Self.defaultTable] ?? [] {
                let targetGroups = groupsByName[search.target.table ?? Self.defaultTable] ?? []
                guard let targetGroup = targetGroups.first(where: { $0.root == group.root }) ?? targetGroups.first,
                    let baseLocalization = group.base(global: base),
                    let targetBase = targetGroup.base(global: base),
                    let baseText = text(of: search.text.key, in: group.tables[baseLocalization]) ?? search.text.defaultValue,
                    let baseTarget = text(of: search.target.key, in: targetGroup.tables[targetBase])
                        ?? search.target.defaultValue,
                    holds(baseText, baseTarget, ignoringCase: search.ignoresCase)
                else { continue }
                for (localization, table) in group.tables.sorted(by: { $0.key < $1.key })
                where localization != baseLocalization && localization != LocalizationName.baseName {
                    guard let entry = table.entry(forKey: search.text.key),
                        let translated = entry.value.representativeText,
                        let target = text(of: search.target.key, in: targetGroup.tables[localization]),
                        !holds(translated.text, target, ignoringCase: search.ignoresCase),
                        reported.insert([entry.file, search.text.key, search.target.key]).inserted
                    else { continue }
                    let place = SourceCodeKeys.location(of: (search.file, search.offset)).map { " (\(search.file):\($0.line))" } ?? ""
                    accumulator.report(
                        Diagnostic(
                            rule,
                            "the \(localization) text of \"\(search.text.key)\" (\(TranslationCheck.quoted(translated.text))) "
                                + "does not hold the \(localization) text of \"\(search.target.key)\" "
                                + "(\(TranslationCheck.quoted(target))), which the code looks for in it\(place), as the "
                                + "\(baseLocalization) text holds \(TranslationCheck.quoted(baseTarget)): in \(localization) "
                                + "those words are never linked or styled",
                            file: entry.file, at: translated.location ?? entry.keyLocation),
                        for: localization)
                }
            }
        }
    }

    /// The table a lookup that names none reads.
    private static let defaultTable = "Localizable"

    /// The text of `key` in `table`, when it has one that is not empty.
    private static func text(of key: String, in table: LintTable?) -> String? {
        guard let text = table?.entry(forKey: key)?.value.representativeText?.text, !text.isEmpty else { return nil }
        return text
    }

    /// Whether `text` holds `target`, as the code's search compares them.
    private static func holds(_ text: String, _ target: String, ignoringCase: Bool) -> Bool {
        ignoringCase ? text.lowercased().contains(target.lowercased()) : text.contains(target)
    }
}
