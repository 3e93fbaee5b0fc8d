/// The checks translators' own tools make of a translated text against its base text, beyond format specifiers
/// and whitespace (line breaks are counted by `whitespace-drift`): markup, links, numbers, invisible characters,
/// doubled words, brackets and final punctuation. Each
/// reads what the person sees: markup shown as characters or a lost link, a wrong number, a word printed twice.
///
/// Each check looks at its text only when a quick scan of the bytes says it may apply, so that the many texts
/// without markup, links or numbers cost a few byte scans.
struct TextChecks {
    /// The translation's language (`fr` of `fr-CA`), which decides what is right in it: `;` ends a Greek
    /// question, bidi controls belong in Arabic, Thai ends a sentence without a full stop.
    let language: String?

    /// One finding: its rule and what the translation does, as a phrase that follows "the fr text of "key" ".
    struct Finding: Equatable {
        var rule: DiagnosticRule
        var detail: String
    }

    /// What `translation` does wrong against `base`; `baseLocalization` names the base in the details.
    func findings(base: String, translation: String, baseLocalization: String) -> [Finding] {
        var found: [Finding] = []
        let baseLiteral = LiteralText(base)
        let literal = LiteralText(translation)
        // Markup lost is one problem: its address and its brackets are not reported again.
        let markup = MarkupCheck.difference(base: base, translation: translation, baseLocalization: baseLocalization)
        if let markup {
            found.append(Finding(rule: .markupMismatch, detail: markup))
        } else if let detail = LinkCheck.difference(base: baseLiteral, translation: literal, baseLocalization: baseLocalization) {
            found.append(Finding(rule: .linkMismatch, detail: detail))
        }
        if let detail = NumberCheck.difference(base: baseLiteral, translation: literal, baseLocalization: baseLocalization) {
            found.append(Finding(rule: .numberMismatch, detail: detail))
        }
        if let detail = InvisibleCharacterCheck.added(
            base: base, translation: translation, language: language, baseLocalization: baseLocalization)
        {
            found.append(Finding(rule: .invisibleCharacter, detail: detail))
        }
        if let detail = DoubledWordCheck.doubled(base: baseLiteral, translation: literal, language: language) {
            found.append(Finding(rule: .doubledWord, detail: detail))
        }
        if markup == nil, let detail = BracketCheck.unbalanced(base: baseLiteral, translation: literal, language: language) {
            found.append(Finding(rule: .unbalancedBrackets, detail: detail))
        }
        if let detail = FinalPunctuationCheck.difference(
            base: base, translation: translation, language: language, baseLocalization: baseLocalization)
        {
            found.append(Finding(rule: .finalPunctuationMismatch, detail: detail))
        }
        return found
    }
}
