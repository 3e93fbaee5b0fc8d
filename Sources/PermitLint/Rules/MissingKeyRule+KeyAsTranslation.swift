import PermitLocalization

/// A translation that is its own key, where the key is an identifier and the base's text is not the key
/// (`"noThemingFixup" = "noThemingFixup";` in Cowabunga's Korean, Polish, Russian, Swedish and Vietnamese tables, for
/// "Skip theming fixes"): the lookup finds the text, and the text is the key, which the person reads as if the key
/// were missing.
extension MissingKeyRule {
    /// The finding for `translation` of `localization` against `base`, or `nil`.
    static func keyAsTranslation(
        base: LintTable.Entry, translation: LintTable.Entry, localization: String
    ) -> Diagnostic? {
        guard let text = translation.value.representativeText, text.text == translation.key,
            base.value.representativeText.map({ $0.text != translation.key }) == true,
            KeyShape.isIdentifier(translation.key)
        else { return nil }
        return Diagnostic(
            .missingKey,
            "the \(localization) text of \"\(translation.key)\" is the key itself: people see \"\(translation.key)\" "
                + "where the base has a text", file: translation.file, at: text.location ?? translation.keyLocation)
    }
}
