public import PermitLocalization

extension DiagnosticRule {
    /// A localization that has none of the base's keys.
    public static let stubLocalization = DiagnosticRule(
        id: "stub-localization", defaultSeverity: .warning,
        summary: "A localization has none of the base's keys (0% translated): one finding instead of one per key.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum StubLocalizationRule: LintRule {
    static let rule = DiagnosticRule.stubLocalization

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .stubLocalization,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n\"done\" = \"Done\";\n", "fr.lproj/Localizable.strings": "/* To be translated */\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n\"done\" = \"Done\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ])
}

/// Localizations that translate none of the base's keys: stubs, such as an `.lproj` folder added to declare a
/// language or left after an export. Each is one `stub-localization` finding with its coverage, in place of its
/// `missing-key` and `missing-translation` findings.
extension StubLocalizationRule {
    /// Replaces the missing-key findings of each stub localization by one finding on its folder; `alignments`
    /// are the table groups aligned on their bases.
    static func collapse(
        _ alignments: [GroupAlignment?], base: String?, folders: [String: [String: String]],
        into accumulator: inout LintAccumulator
    ) {
        var translated: [String: Int] = [:]
        for alignment in alignments {
            guard let alignment else { continue }
            for (localization, counterparts) in alignment.counterparts {
                translated[localization, default: 0] += counterparts.matched
            }
        }
        let stubs = accumulator.missing.filter { localization, missing in
            missing > 0 && translated[localization, default: 0] == 0 && localization != LocalizationName.baseName
        }
        guard !stubs.isEmpty else { return }
        accumulator.findings.removeAll { finding in
            (finding.diagnostic.rule == .missingKey || finding.diagnostic.rule == .missingTranslation)
                && finding.localization.map { stubs[$0] != nil } ?? false
        }
        for (localization, missing) in stubs.sorted(by: { $0.key < $1.key }) {
            let folder = folders.keys.sorted().lazy.compactMap { folders[$0]?[localization] }.first
            var stub = Diagnostic(
                .stubLocalization,
                "\(localization) translates none of the \(missing) keys of \(base ?? "the base") (0% translated): "
                    + "a stub, or files never filled in", file: folder, at: nil)
            // Apple's runtime gives a person whose preferred language is this one exactly this folder, not a
            // translated one of the same language beside it (MacDown's empty de-DE beside its German de).
            let language = UntranslatedText.language(of: localization)
            if let language, localization != base,
                let shadowed = translated.keys.sorted().first(where: { other in
                    other != localization && other != base && translated[other, default: 0] > 0
                        && UntranslatedText.language(of: other) == language
                })
            {
                stub.severity = .error
                stub.message += "; people whose preferred language is \(localization) get it instead of \(shadowed)'s "
                    + "translation, and read the development language or the keys themselves"
            }
            accumulator.report(stub, for: localization)
        }
    }
}
