import PermitLocalization

/// One key's translated text beside its base's, with what the lint knows of the two: which key (or which of its
/// substitutions) they are, where the translation is, and what the app's code does with the text. The comparison
/// rules of `TranslationCheck` (empty and untranslated texts, format specifiers, whitespace, placeholders the code
/// replaces) each read one.
struct TranslationComparison {
    /// The base's text and its place.
    let base: LocalizedString.PlacedText
    /// The translation's text and its place.
    let translation: LocalizedString.PlacedText
    /// The key.
    let key: String
    /// The substitution of the key whose texts these are, or `nil` for the key's own text.
    let substitution: String?
    /// The translation's file.
    let file: String
    /// Where a finding about the translation is reported: its text, else its key.
    let location: SourceLocation?
    /// The base's localization.
    let baseLocalization: String
    /// The translation's localization.
    let localization: String
    /// What the code does with the text, when the lint knows (never for a substitution's text, part of the key's).
    let use: KeyUse?

    /// The key, and its substitution, as a message names them: `"key"` or `"key" (substitution name)`.
    var subject: String { substitution.map { "\"\(key)\" (substitution \($0))" } ?? "\"\(key)\"" }

    /// A finding of `rule` at the translation.
    func diagnostic(_ rule: DiagnosticRule, _ message: String) -> Diagnostic {
        Diagnostic(rule, message, file: file, at: location)
    }
}
