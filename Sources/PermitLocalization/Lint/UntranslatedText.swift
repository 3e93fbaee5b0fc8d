/// Which texts a translation may leave identical to the base text.
///
/// A translation identical to the base text of another language is reported as untranslated only when its text,
/// format specifiers left out, has more than 3 letters, at least one lowercase letter and at least two words
/// (runs separated by whitespace that hold a letter). So `OK`, `%@ km`, `URL`, `HDMI PORT` (no lowercase) and
/// single words such as `Permit` or `Bluetooth` (brand-like names) may stay as they are.
enum UntranslatedText {
    /// Whether `text`, identical in two languages, reads like a sentence left untranslated.
    static func looksUntranslated(_ text: String) -> Bool {
        var literal = ""
        for segment in FormatString(text).segments {
            if case .literal(let piece, _) = segment { literal += piece } else { literal += " " }
        }
        let letters = literal.unicodeScalars.filter(\.properties.isAlphabetic)
        guard letters.count > 3, letters.contains(where: \.properties.isLowercase) else { return false }
        let words = literal.split(whereSeparator: \.isWhitespace).filter { word in
            word.unicodeScalars.contains(where: \.properties.isAlphabetic)
        }
        return words.count >= 2
    }

    /// The language subtag of a localization name (`en` for `en-GB`, `en_GB` or `English`), or `nil` for `Base`
    /// and for names that are not localization names.
    static func language(of localization: String) -> String? {
        guard let name = try? LocalizationName(parsing: localization), !name.isBase else { return nil }
        return name.tag.split(separator: "-").first.map(String.init)
    }
}
