public import PermitLocalization

extension DiagnosticRule {
    /// A translation that loses or breaks the base's markup: tags, Markdown links and bold, inflection markup.
    public static let markupMismatch = DiagnosticRule(
        id: "markup-mismatch", defaultSeverity: .error,
        summary: "A translation lacks a tag, Markdown link or bold mark of the base text, or breaks ^[...](inflect: true): people see the markup as characters, or lose a link or formatting.")
}

extension LintRuleExamples {
    /// Where `DiagnosticRule.markupMismatch` reports, and where it stays quiet.
    public static let markupMismatch = LintRuleExamples(
        rule: .markupMismatch,
        triggering: [
            .translation("Tap <b>Save</b> now", "Touchez <b>Enregistrer maintenant"),
            .translation("[Learn more](https://example.com/help)", "En savoir plus"),
        ],
        nonTriggering: [
            .translation("Read the <a href=\"https://en.wikipedia.org/wiki/VPN\">article</a>", "Lisez l'<a href=\"https://fr.wikipedia.org/wiki/VPN\">article</a>"),
            .translation("[Learn more](https://example.com/help)", "[En savoir plus](https://example.com/help)"),
        ])
}
