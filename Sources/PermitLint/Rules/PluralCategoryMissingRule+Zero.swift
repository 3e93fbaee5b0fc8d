import PermitLocalization

/// A plural whose base says 0 in a `zero` variant of its own, without the count ("*%2$@ and %3$@* were trying to
/// track you", where `other` reads "*%2$@, %3$@* and *%d others*"), and whose translation has no `zero` variant:
/// Apple's runtime takes `zero` for 0 in every language that has one, so for 0 the translation shows the variant its
/// language chooses for 0 instead. An error where that variant does not write the count (French `one`'s "… et 1
/// autre", a count of things that are not there); a warning where it writes it ("… und 0 weitere", "0 private Tabs":
/// true, if not what the base says).
extension PluralCategoryMissingRule {
    static func zeroLost(
        _ plurals: TranslatedPlurals, key: String, file: String, fallback: SourceLocation?, baseLocalization: String,
        localization: String
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for plural in plurals.pairs where plural.texts[.zero] == nil {
            guard let baseZero = plural.baseTexts[.zero], let baseOther = plural.baseTexts[.other],
                integers(in: baseZero.text) < integers(in: baseOther.text)
            else { continue }
            let category = plurals.rules.category(for: 0)
            guard let shown = plural.texts[category] ?? plural.texts[.other] else { continue }
            let subject = plural.subject(key: key)
            let variant = plural.texts[category] == nil ? "other" : category.rawValue
            let writesCount = integers(in: shown.text) > 0
            found.append(
                Diagnostic(
                    rule,
                    "the \(localization) text of \(subject) has no zero variant, which the \(baseLocalization) text has "
                        + "for 0 without the count (\(TranslationCheck.quoted(baseZero.text))): for 0 it shows its "
                        + "\(variant) variant (\(TranslationCheck.quoted(shown.text)))"
                        + (writesCount ? ", with a 0 in it" : ", which does not write the count: a count of things that are not there"),
                    file: file, at: shown.location ?? fallback, severity: writesCount ? .warning : .error))
        }
        return found
    }

    /// How many integers `text` writes.
    private static func integers(in text: String) -> Int {
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return 0 }
        return FormatString.parsed(text).specifiers.count { specifier in
            switch specifier.conversion {
            case .signedInteger, .unsignedInteger: true
            default: false
            }
        }
    }
}
