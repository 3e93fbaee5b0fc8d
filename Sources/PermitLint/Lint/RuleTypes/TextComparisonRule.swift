import PermitLocalization

/// A lint rule that reads a translated text beside its base's text and says what the person sees wrong in it:
/// markup shown as characters, a lost link, a wrong number, a placeholder no value replaces. `TextChecks` runs
/// every such rule of `LintRuleRegistry` that is on, on every translated text.
protocol TextComparisonRule: LintRule {
    /// Rules whose finding on the same texts already says what this one would (a lost tag's address is not a lost
    /// link as well): this rule is not checked when one of them reports.
    static var supersededBy: [DiagnosticRule] { get }

    /// What the translation does wrong, as a phrase that follows "the fr text of "key" ", or `nil`. Called for every
    /// translated text: a rule that needs a closer look at the texts first asks the pair's hints or bytes whether
    /// they may concern it.
    static func finding(in pair: TextPair) -> TextFinding?
}

extension TextComparisonRule {
    static var supersededBy: [DiagnosticRule] { [] }
}

/// What a `TextComparisonRule` found in one translated text.
struct TextFinding: Equatable {
    /// The rule that reports it.
    var rule: DiagnosticRule
    /// What the translation does, as a phrase that follows "the fr text of "key" ".
    var detail: String
    /// A severity other than the rule's, when what the person sees is milder (a text not bold) or worse.
    var severity: DiagnosticSeverity? = nil
}
