public import PermitLocalization

/// A lint rule with apps in which it must report and apps in which it must stay quiet, as SwiftLint describes its
/// rules: the tests run every example through the whole lint, and `permit rules RULE` prints them. Each of the lint's
/// own rules (all but `missing-required-key`, which only `--schema` turns on) is declared with its examples in a file
/// of its own in `Rules/`.
public struct LintRuleExamples: Sendable {
    /// The rule.
    public var rule: DiagnosticRule
    /// Apps in which the rule reports (at least one finding of it).
    public var triggering: [LintRuleExample]
    /// Apps in which the rule reports nothing.
    public var nonTriggering: [LintRuleExample]

    /// A rule's examples.
    public init(rule: DiagnosticRule, triggering: [LintRuleExample], nonTriggering: [LintRuleExample]) {
        self.rule = rule
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

extension LintRuleExamples {
    /// Every rule declared with its examples in `Rules/`, one per file (a test checks that each file there is
    /// listed).
    public static let all: [LintRuleExamples] = [
        .emptyValue,
        .untranslated,
        .formatSpecifierMismatch,
        .integerWidthMismatch,
        .formatFlagMismatch,
        .whitespaceDrift,
        .markupMismatch,
        .templatePlaceholderMismatch,
        .linkMismatch,
        .invisibleCharacter,
        .unbalancedBrackets,
        .baseFormatDefect,
        .missingKey,
        .missingTranslation,
        .obsoleteKey,
        .pluralCategoryMissing,
        .pluralCategoryUnused,
        .pluralVariantWithoutNumber,
        .numberMismatch,
        .doubledWord,
        .finalPunctuationMismatch,
        .unnumberedSpecifiers,
        .unreadableProject,
        .englishOnlyPlural,
        .pluralVariantArguments,
        .translationState,
        .invalidLocalizationName,
        .pseudoLocalization,
        .untranslatedTable,
        .stubLocalization,
        .tableNameCase,
    ]
}
