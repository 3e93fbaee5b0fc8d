import PermitLocalization

/// The checks translators' own tools make of a translated text against its base text, beyond format specifiers
/// and whitespace (line breaks are counted by `whitespace-drift`): markup, links, numbers, invisible characters,
/// doubled words, brackets, final punctuation and the template placeholders an app fills in itself. Each
/// reads what the person sees: markup shown as characters or a lost link, a wrong number, a word printed twice.
///
/// Each check looks at its text only when a quick scan of the bytes says it may apply, so that the many texts
/// without markup, links or numbers cost a few byte scans.
struct TextChecks {
    /// The translation's language (`fr` of `fr-CA`), which decides what is right in it: `;` ends a Greek
    /// question, bidi controls belong in Arabic, Thai ends a sentence without a full stop.
    let language: String?
    /// Which checks to make, each found once from the rules given (a set of rules hashes their ids).
    private let markup, links, numbers, invisible, doubled, brackets, punctuation, placeholders: Bool

    /// The rules these checks report.
    static let allRules: [DiagnosticRule] = [
        .markupMismatch, .linkMismatch, .numberMismatch, .invisibleCharacter, .doubledWord, .unbalancedBrackets,
        .finalPunctuationMismatch, .templatePlaceholderMismatch,
    ]

    /// Checks for `language`, making those of `rules` (by default every check that is on by default).
    init(language: String?, rules: Set<DiagnosticRule> = Set(allRules.filter(\.isEnabledByDefault))) {
        self.language = language
        markup = rules.contains(.markupMismatch)
        links = rules.contains(.linkMismatch)
        numbers = rules.contains(.numberMismatch)
        invisible = rules.contains(.invisibleCharacter)
        doubled = rules.contains(.doubledWord)
        brackets = rules.contains(.unbalancedBrackets)
        punctuation = rules.contains(.finalPunctuationMismatch)
        placeholders = rules.contains(.templatePlaceholderMismatch)
    }

    /// One finding: its rule and what the translation does, as a phrase that follows "the fr text of "key" ".
    struct Finding: Equatable {
        var rule: DiagnosticRule
        var detail: String
        /// A severity other than the rule's, when what the person sees is milder (a text not bold) or worse.
        var severity: DiagnosticSeverity? = nil
    }

    /// What `translation` does wrong against `base`.
    func findings(base: String, translation: String, baseLocalization: String) -> [Finding] {
        findings(base: base, baseHints: TextHints(of: base), translation: translation, baseLocalization: baseLocalization)
    }

    /// What `translation` does wrong against `base`, whose hints are `baseHints` (found once for every language);
    /// `baseLocalization` names the base in the details.
    func findings(base: String, baseHints: TextHints, translation: String, baseLocalization: String) -> [Finding] {
        guard markup || links || numbers || invisible || doubled || brackets || punctuation || placeholders else {
            return []
        }
        let hints = TextHints(of: translation)
        let either = baseHints.union(hints)
        var found: [Finding] = []
        // Markup lost is one problem: its address and its brackets are not reported again.
        let lostMarkup =
            markup && either.contains(.markup)
            ? MarkupCheck.difference(base: base, translation: translation, baseLocalization: baseLocalization) : nil
        if let lostMarkup {
            // A translation that leaves out or adds a styling element whole (`<b>…</b>`) or a paragraph's tags, its
            // other tags balanced, shows its words unstyled or spaced otherwise, and no tag as characters. (A
            // paragraph left out with its words is lost text, which no check here measures.)
            let styleOnly = MarkupCheck.changesStylingOnly(base: base, translation: translation)
            found.append(
                Finding(
                    rule: .markupMismatch,
                    detail: styleOnly ? lostMarkup + " (only styling or paragraph tags differ: an HTML view shows no tag as characters)" : lostMarkup,
                    severity: styleOnly ? .warning : nil))
        } else if links, either.contains(.address),
            let detail = LinkCheck.difference(base: base, translation: translation, baseLocalization: baseLocalization)
        {
            found.append(Finding(rule: .linkMismatch, detail: detail))
        }
        // The numbers and words of the texts around the specifiers (specifiers hold no brackets or addresses).
        if numbers,
            let detail = NumberCheck.difference(
                base: LiteralText(base), translation: LiteralText(translation), baseLocalization: baseLocalization)
        {
            found.append(Finding(rule: .numberMismatch, detail: detail))
        }
        if invisible, hints.contains(.invisible),
            let detail = InvisibleCharacterCheck.added(
                base: base, translation: translation, language: language, baseLocalization: baseLocalization)
        {
            found.append(Finding(rule: .invisibleCharacter, detail: detail))
        }
        if doubled, DoubledWordCheck.mayDoubleAWord(translation),
            let detail = DoubledWordCheck.doubled(base: LiteralText(base), translation: LiteralText(translation), language: language)
        {
            found.append(Finding(rule: .doubledWord, detail: detail))
        }
        // A template placeholder lost or renamed is one problem: its braces are not reported again.
        let placeholderDetail =
            placeholders && (base.containsUTF8Byte(UInt8(ascii: "{")) || translation.containsUTF8Byte(UInt8(ascii: "{")))
            ? TemplatePlaceholderCheck.difference(base: base, translation: translation, baseLocalization: baseLocalization)
            : nil
        if let placeholderDetail {
            found.append(
                Finding(
                    rule: .templatePlaceholderMismatch, detail: placeholderDetail.detail,
                    severity: placeholderDetail.renamedOnly ? .warning : nil))
        }
        if lostMarkup == nil, placeholderDetail == nil, brackets, either.contains(.bracket),
            let detail = BracketCheck.unbalanced(base: base, translation: translation, language: language)
        {
            found.append(Finding(rule: .unbalancedBrackets, detail: detail))
        }
        if punctuation,
            let detail = FinalPunctuationCheck.difference(
                base: base, translation: translation, language: language, baseLocalization: baseLocalization)
        {
            found.append(Finding(rule: .finalPunctuationMismatch, detail: detail))
        }
        return found
    }
}
