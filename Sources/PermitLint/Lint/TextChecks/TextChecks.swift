import PermitLocalization

/// The checks translators' own tools make of a translated text against its base text, beyond format specifiers
/// and whitespace (`whitespace-drift` reads line breaks): markup, links, numbers, invisible characters,
/// doubled words, brackets, final punctuation and the template placeholders an app fills in itself. Each
/// reads what the person sees: markup shown as characters or a lost link, a wrong number, a word printed twice.
///
/// Each check is a `TextComparisonRule` of `Rules/` (listed in `LintRuleRegistry`), run here on every translated
/// text that the rules given turn on. Each looks at its text only when a quick scan of the bytes says it may apply,
/// so that the many texts without markup, links or numbers cost a few byte scans.
struct TextChecks {
    /// The translation's language (`fr` of `fr-CA`), which decides what is right in it: `;` ends a Greek
    /// question, bidi controls belong in Arabic, Thai ends a sentence without a full stop.
    let language: String?
    /// Whether the app may render its texts as Markdown: where it cannot, `**` and `[label](url)` are characters
    /// in every language.
    let rendersMarkdown: Bool
    /// The rules to check, each after those that supersede it, and for each the positions (in this list) of the
    /// rules that supersede it.
    private let checks: [(rule: any TextComparisonRule.Type, supersededBy: [Int])]

    /// The rules these checks report.
    static let allRules: [DiagnosticRule] = LintRuleRegistry.textComparisonRules.map { $0.rule }

    /// Checks for `language`, making those of `rules` (by default every check that is on by default), in an app that
    /// may render Markdown or not (`rendersMarkdown`).
    init(
        language: String?, rules: Set<DiagnosticRule> = Set(allRules.filter(\.isEnabledByDefault)), rendersMarkdown: Bool = true
    ) {
        self.language = language
        self.rendersMarkdown = rendersMarkdown
        var pending = LintRuleRegistry.textComparisonRules.filter { rules.contains($0.rule) }
        var ordered: [any TextComparisonRule.Type] = []
        // Each rule after the rules on that supersede it (a rule superseded by one that is off is checked
        // whatever that one would say).
        while let next = pending.firstIndex(where: { rule in
            !rule.supersededBy.contains { superseding in pending.contains { $0.rule == superseding } }
        }) {
            ordered.append(pending.remove(at: next))
        }
        precondition(ordered.count <= UInt64.bitWidth, "more text comparison rules than `findings` keeps track of")
        checks = ordered.map { rule in
            (rule, rule.supersededBy.compactMap { superseding in ordered.firstIndex { $0.rule == superseding } })
        }
    }

    /// What `translation` does wrong against `base`.
    func findings(base: String, translation: String, baseLocalization: String) -> [TextFinding] {
        findings(base: base, baseHints: TextHints(of: base), translation: translation, baseLocalization: baseLocalization)
    }

    /// What `translation` does wrong against `base`, whose hints are `baseHints` (found once for every language);
    /// `baseLocalization` names the base in the details.
    func findings(base: String, baseHints: TextHints, translation: String, baseLocalization: String) -> [TextFinding] {
        guard !checks.isEmpty else { return [] }
        let pair = TextPair(
            base: base, baseHints: baseHints, translation: translation, hints: TextHints(of: translation),
            language: language, baseLocalization: baseLocalization, rendersMarkdown: rendersMarkdown)
        var found: [TextFinding] = []
        // Bit i: the rule at position i reported (there are fewer rules than bits; `init` checks it).
        var reported: UInt64 = 0
        for (position, (rule, supersededBy)) in checks.enumerated() {
            guard !supersededBy.contains(where: { reported & (1 << $0) != 0 }), let finding = rule.finding(in: pair) else {
                continue
            }
            reported |= 1 << position
            found.append(finding)
        }
        return found
    }
}
