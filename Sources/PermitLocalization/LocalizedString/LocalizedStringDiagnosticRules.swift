extension DiagnosticRule {
    /// A `.stringsdict` entry with no `NSStringLocalizedFormatKey` and no width or device rule.
    package static let missingFormatKey = DiagnosticRule(
        id: "missing-format-key", defaultSeverity: .error,
        summary: "A .stringsdict entry has no NSStringLocalizedFormatKey, so Apple's runtime has no text to format.")
    /// A `%#@name@` reference to a variable or substitution that is not defined.
    package static let undefinedSubstitution = DiagnosticRule(
        id: "undefined-substitution", defaultSeverity: .error,
        summary: "Text references a %#@name@ variable or substitution that the string does not define.")
    /// A `.stringsdict` variable dictionary without `NSStringFormatSpecTypeKey`.
    package static let missingRuleType = DiagnosticRule(
        id: "missing-rule-type", defaultSeverity: .error,
        summary: "A .stringsdict variable has no NSStringFormatSpecTypeKey, so Apple's runtime cannot pick a variant.")
    /// A rule type or variation kind that Apple's runtime does not know.
    package static let unknownRuleType = DiagnosticRule(
        id: "unknown-rule-type", defaultSeverity: .error,
        summary: "A rule type or variation kind is not one Apple's runtime knows (plural, device or width).")
    /// A plural variant under a name that is not a CLDR plural category.
    package static let unknownPluralCategory = DiagnosticRule(
        id: "unknown-plural-category", defaultSeverity: .warning,
        summary: "A plural variant's name is not zero, one, two, few, many or other, so it is never used.")
    /// A plural without the `other` variant, which every language needs.
    package static let missingOtherPluralCategory = DiagnosticRule(
        id: "missing-plural-other", defaultSeverity: .error,
        summary: "A plural has no `other` variant, the one every language falls back to.")
    /// A plural argument whose format specifier does not format a number.
    package static let nonNumericPluralSpecifier = DiagnosticRule(
        id: "non-numeric-plural-specifier", defaultSeverity: .warning,
        summary: "A plural's format specifier is not a numeric printf conversion, so no number chooses its variant.")
    /// A device variant for a device name that Apple's runtime does not know.
    package static let unknownDeviceClass = DiagnosticRule(
        id: "unknown-device-class", defaultSeverity: .warning,
        summary: "A device variant names a device Apple's runtime does not know; it is never used.")
    /// A width variant whose key is not a positive whole number.
    package static let invalidWidth = DiagnosticRule(
        id: "invalid-width", defaultSeverity: .error,
        summary: "A width variant's key is not a positive whole number of ems.")
    /// A String Catalog without `sourceLanguage`.
    package static let missingSourceLanguage = DiagnosticRule(
        id: "missing-source-language", defaultSeverity: .error,
        summary: "A String Catalog does not say its source language.")
    /// A String Catalog `state` that is not one Xcode writes.
    package static let unknownTranslationState = DiagnosticRule(
        id: "unknown-translation-state", defaultSeverity: .warning,
        summary: "A translation state is not new, translated, needs_review or stale.")
    /// A field that the format does not define; it is ignored.
    package static let unknownField = DiagnosticRule(
        id: "unknown-field", defaultSeverity: .note,
        summary: "A field is not part of the format as Permit knows it and is ignored.")
}
