// Written by scripts/generate-lint-rule-registry from the rule types of Rules/: do not edit.

/// Every rule type of `Rules/`, by name.
enum LintRuleRegistry {
    /// Every lint rule declared as a type.
    static let rules: [any LintRule.Type] = [
        BaseFormatDefectRule.self,
        CountWithoutPluralRule.self,
        DoubledWordRule.self,
        EmptyValueRule.self,
        EnglishOnlyPluralRule.self,
        FinalPunctuationMismatchRule.self,
        FormatFlagMismatchRule.self,
        FormatSpecifierMismatchRule.self,
        IntegerWidthMismatchRule.self,
        InvalidLocalizationNameRule.self,
        InvisibleCharacterRule.self,
        LinkMismatchRule.self,
        MarkupMismatchRule.self,
        MissingKeyRule.self,
        MissingTranslationRule.self,
        NumberMismatchRule.self,
        ObsoleteKeyRule.self,
        PluralCategoryMissingRule.self,
        PluralCategoryUnusedRule.self,
        PluralVariantArgumentsRule.self,
        PluralVariantWithoutNumberRule.self,
        PseudoLocalizationRule.self,
        SearchedTextMissingRule.self,
        StubLocalizationRule.self,
        TableNameCaseRule.self,
        TemplatePlaceholderMismatchRule.self,
        TranslationStateRule.self,
        UnbalancedBracketsRule.self,
        UnnumberedSpecifiersRule.self,
        UnreadableProjectRule.self,
        UntranslatedRule.self,
        UntranslatedTableRule.self,
        ValueGluedToWordRule.self,
        WhitespaceDriftRule.self,
    ]

    /// The rules that compare a translated text with its base's, which `TextChecks` runs.
    static let textComparisonRules: [any TextComparisonRule.Type] = [
        DoubledWordRule.self,
        FinalPunctuationMismatchRule.self,
        InvisibleCharacterRule.self,
        LinkMismatchRule.self,
        MarkupMismatchRule.self,
        NumberMismatchRule.self,
        TemplatePlaceholderMismatchRule.self,
        UnbalancedBracketsRule.self,
        ValueGluedToWordRule.self,
    ]
}
