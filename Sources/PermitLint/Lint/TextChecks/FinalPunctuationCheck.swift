import PermitLocalization

/// The punctuation that ends a text: a question that ends as a statement, a label whose colon is lost, a sentence
/// that ends in "…" where the base's ends in a full stop. Each language's own marks count as their kind: `。`,
/// `।`, `۔` and `။` end a sentence, `？` and Arabic `؟` ask, Greek asks with `;`, French sets a space before `?`,
/// `!` and `:`. Thai, Lao and Khmer end sentences without a mark, and Armenian marks a question inside its word,
/// so a full stop or question mark they leave out is right.
enum FinalPunctuationCheck {
    /// The kinds of ending this check tells apart.
    enum Ending: String {
        case fullStop = "a full stop"
        case question = "a question mark"
        case exclamation = "an exclamation mark"
        case colon = "a colon"
        case ellipsis = "an ellipsis"
        case none = "no punctuation"
    }

    /// How the translation's ending differs from the base's, or `nil`.
    static func difference(base: String, translation: String, language: String?, baseLocalization: String) -> String? {
        let baseEnding = ending(of: base, language: nil)
        let translationEnding = ending(of: translation, language: language)
        guard baseEnding != translationEnding else { return nil }
        if let language, withoutSentenceMarks.contains(language), translationEnding == .none,
            baseEnding == .fullStop || baseEnding == .exclamation
        {
            return nil
        }
        if language == "hy", baseEnding == .question, translationEnding == .fullStop || translationEnding == .none { return nil }
        return "ends with \(translationEnding.rawValue) where the \(baseLocalization) text ends with \(baseEnding.rawValue)"
    }

    /// The ending of `text`: its last character that is not whitespace, a closing quotation mark or bracket.
    static func ending(of text: String, language: String?) -> Ending {
        var scalars = text.unicodeScalars[...]
        while let last = scalars.last, last.properties.isWhitespace || closers.contains(last) { scalars = scalars.dropLast() }
        guard let last = scalars.last else { return .none }
        if last == "." {
            return scalars.suffix(3).allSatisfy { $0 == "." } && scalars.count >= 3 ? .ellipsis : .fullStop
        }
        if last == ";" || last == "\u{37E}" { return language == "el" ? .question : .none }
        return endings[last] ?? .none
    }

    private static let endings: [Unicode.Scalar: Ending] = [
        "。": .fullStop, "．": .fullStop, "।": .fullStop, "॥": .fullStop, "۔": .fullStop, "።": .fullStop, "။": .fullStop,
        "។": .fullStop, "։": .fullStop, "܂": .fullStop, "?": .question, "？": .question, "؟": .question, "՞": .question,
        "!": .exclamation, "！": .exclamation, ":": .colon, "：": .colon, "…": .ellipsis, "⋯": .ellipsis,
    ]

    /// Closing quotation marks and brackets, which may follow the final punctuation.
    private static let closers: Set<Unicode.Scalar> = [
        "\"", "'", "”", "’", "»", "«", "“", ")", "）", "]", "」", "』", "】", "›",
    ]

    /// Languages that end sentences with no mark.
    private static let withoutSentenceMarks: Set<String> = ["th", "lo", "km"]
}
