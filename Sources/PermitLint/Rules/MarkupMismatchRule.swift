public import PermitLocalization

extension DiagnosticRule {
    /// A translation that loses or breaks the base's markup: tags, Markdown links and bold, inflection markup.
    public static let markupMismatch = DiagnosticRule(
        id: "markup-mismatch", defaultSeverity: .error,
        summary: "A translation lacks a tag, Markdown link or bold mark of the base text, or breaks ^[...](inflect: true): people see the markup as characters, or lose a link or formatting.")
}

/// A text comparison rule: its check reads each translated text beside its base's.
enum MarkupMismatchRule: TextComparisonRule {
    static let rule = DiagnosticRule.markupMismatch

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .markupMismatch,
        triggering: [
            .translation("Tap <b>Save</b> now", "Touchez <b>Enregistrer maintenant"),
            .translation("[Learn more](https://example.com/help)", "En savoir plus"),
            .translation("Keep your **recovery phrase** safe", "Gardez votre ** phrase de récupération** en lieu sûr"),
            // A translation tool's escaping, in a text no HTML view shows (Vidi's French).
            .translation("The recording couldn't start.", "L&apos;enregistrement n&apos;a pas pu commencer."),
        ],
        nonTriggering: [
            .translation("Read the <a href=\"https://en.wikipedia.org/wiki/VPN\">article</a>", "Lisez l'<a href=\"https://fr.wikipedia.org/wiki/VPN\">article</a>"),
            .translation("[Learn more](https://example.com/help)", "[En savoir plus](https://example.com/help)"),
            .translation("Keep your **recovery phrase** safe", "Gardez votre **phrase de récupération** en lieu sûr"),
            .translation("Tap <b>Save</b> &amp; go", "Touchez <b>Enregistrer</b> &amp; partez"),
            .translation("R&D team", "Équipe R&D"),
        ])

    /// Links and bold marks lost or broken are what the person meets; a styling element left out whole is a warning
    /// (`MarkupCheck`), and so is an HTML character reference in a translation of plain text, which a label shows as
    /// written but a Markdown or HTML view decodes (SwiftUI's `Text` given a literal key renders Markdown).
    static func finding(in pair: TextPair) -> TextFinding? {
        guard pair.eitherHints.contains(.markup) else { return nil }
        guard
            let lost = MarkupCheck.difference(
                base: pair.base, translation: pair.translation, baseLocalization: pair.baseLocalization,
                rendersMarkdown: pair.rendersMarkdown)
        else {
            return MarkupCheck.characterReferenceAdded(
                base: pair.base, translation: pair.translation, baseLocalization: pair.baseLocalization
            ).map { TextFinding(rule: rule, detail: $0, severity: .warning) }
        }
        // A translation that leaves out or adds a styling element whole (`<b>…</b>`) or a paragraph's tags, its
        // other tags balanced, shows its words unstyled or spaced otherwise, and no tag as characters. (A
        // paragraph left out with its words is lost text, which no check here measures.)
        let styleOnly = MarkupCheck.changesStylingOnly(base: pair.base, translation: pair.translation)
        return TextFinding(
            rule: rule,
            detail: styleOnly ? lost + " (only styling or paragraph tags differ: an HTML view shows no tag as characters)" : lost,
            severity: styleOnly ? .warning : nil)
    }
}
