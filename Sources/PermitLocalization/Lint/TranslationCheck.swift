/// The checks of one translated string against the base's string of the same key: empty text, text left
/// untranslated, format specifiers and whitespace. The string's representative text is compared (see
/// `LocalizedString.representativeText`), then that of each substitution both strings define.
struct TranslationCheck {
    /// The base localization.
    let baseLocalization: String
    /// The translation's localization.
    let localization: String
    /// Whether the two localizations are of one language (`en` and `en-GB`), where identical text is expected.
    let sameLanguage: Bool

    /// The keys whose base text is a defective format string (reported once, at the base): their specifiers are
    /// not compared.
    let brokenBaseKeys: Set<String>

    /// - Parameter brokenBaseKeys: Keys whose base text is a defective format string.
    init(baseLocalization: String, localization: String, brokenBaseKeys: Set<String> = []) {
        self.baseLocalization = baseLocalization
        self.localization = localization
        self.brokenBaseKeys = brokenBaseKeys
        let baseLanguage = UntranslatedText.language(of: baseLocalization)
        // Base.lproj holds the base language's own texts.
        sameLanguage =
            localization == LocalizationName.baseName
            || (baseLanguage != nil && baseLanguage == UntranslatedText.language(of: localization))
    }

    /// The diagnostics of `translation` against `base`.
    func diagnostics(base: LintTable.Entry, translation: LintTable.Entry) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if let baseText = base.value.representativeText, let text = translation.value.representativeText {
            found += compare(baseText, text, of: "\"\(translation.key)\"", in: translation)
        }
        for name in translation.value.substitutions.keys.sorted() {
            guard let baseSubstitution = base.value.substitutions[name],
                let substitution = translation.value.substitutions[name],
                let baseText = LocalizedString.representativeText(of: baseSubstitution.variant),
                let text = LocalizedString.representativeText(of: substitution.variant)
            else { continue }
            found += compare(baseText, text, of: "\"\(translation.key)\" (substitution \(name))", in: translation)
        }
        return found
    }

    private func compare(
        _ base: LocalizedString.PlacedText, _ translation: LocalizedString.PlacedText, of subject: String,
        in entry: LintTable.Entry
    ) -> [Diagnostic] {
        let location = translation.location ?? entry.keyLocation
        func diagnostic(_ rule: DiagnosticRule, _ message: String) -> Diagnostic {
            Diagnostic(rule, message, file: entry.file, at: location)
        }
        if translation.text.isEmpty {
            guard !base.text.isEmpty else { return [] }
            return [diagnostic(.emptyValue, "the \(localization) text of \(subject) is empty; the \(baseLocalization) text is not")]
        }
        var found: [Diagnostic] = []
        if !sameLanguage, base.text == translation.text, UntranslatedText.looksUntranslated(translation.text) {
            found.append(
                diagnostic(.untranslated, "the \(localization) text of \(subject) is the \(baseLocalization) text unchanged"))
        }
        let incompatibilities =
            brokenBaseKeys.contains(entry.key) ? [] : FormatSpecifiers.compatible(base.text, translation.text)
        if !incompatibilities.isEmpty {
            let details = incompatibilities.map(\.description).joined(separator: "; ")
            found.append(
                diagnostic(
                    .formatSpecifierMismatch,
                    "the format specifiers of \(subject) differ between \(baseLocalization) (first) and "
                        + "\(localization) (second): \(details)"))
        }
        let drift = whitespaceDifferences(base.text, translation.text)
        if !drift.isEmpty {
            found.append(
                diagnostic(
                    .whitespaceDrift,
                    "the \(localization) text of \(subject) differs from the \(baseLocalization) text in "
                        + drift.joined(separator: ", ")))
        }
        return found
    }

    /// How the whitespace of two texts differs: at the start, at the end, in the number of line breaks.
    private func whitespaceDifferences(_ base: String, _ translation: String) -> [String] {
        var differences: [String] = []
        func edge(_ character: Character?) -> Bool { character?.isWhitespace ?? false }
        if edge(base.first) != edge(translation.first) {
            differences.append(edge(base.first) ? "lacking leading whitespace" : "having leading whitespace")
        }
        if edge(base.last) != edge(translation.last) {
            differences.append(edge(base.last) ? "lacking trailing whitespace" : "having trailing whitespace")
        }
        let baseBreaks = base.unicodeScalars.count { $0 == "\n" }
        let breaks = translation.unicodeScalars.count { $0 == "\n" }
        if baseBreaks != breaks {
            differences.append("having \(breaks) line breaks instead of \(baseBreaks)")
        }
        return differences
    }
}
