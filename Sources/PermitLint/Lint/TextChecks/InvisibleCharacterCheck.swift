import PermitLocalization

/// Invisible characters a translation adds: a zero-width space or word joiner (search, copy and line breaking
/// then treat the text differently, and nothing shows why), a byte-order mark, and bidi controls in a language
/// written left to right (they reorder the text around them). Right-to-left languages use bidi controls on
/// purpose, and Thai, Lao, Khmer, Burmese and Tibetan mark word boundaries with zero-width spaces.
enum InvisibleCharacterCheck {
    /// The invisible characters the translation has and the base lacks, or `nil`.
    static func added(base: String, translation: String, language: String?, baseLocalization: String) -> String? {
        let baseScalars = Set(base.unicodeScalars.filter { names[$0] != nil })
        var added: [Unicode.Scalar] = []
        for scalar in translation.unicodeScalars where names[scalar] != nil && !baseScalars.contains(scalar) {
            if bidiControls.contains(scalar), let language, rightToLeft.contains(language) { continue }
            if scalar == "\u{200B}", let language, wordSpacedByZeroWidthSpace.contains(language) { continue }
            if !added.contains(scalar) { added.append(scalar) }
        }
        guard !added.isEmpty else { return nil }
        let listed = added.map { "U+" + hex($0.value) + " " + (names[$0] ?? "") }.joined(separator: ", ")
        return "has invisible characters the \(baseLocalization) text lacks: \(listed)"
    }

    /// The characters this check knows, by name.
    private static let names: [Unicode.Scalar: String] = [
        "\u{200B}": "ZERO WIDTH SPACE", "\u{2060}": "WORD JOINER", "\u{FEFF}": "ZERO WIDTH NO-BREAK SPACE (BOM)",
        "\u{200E}": "LEFT-TO-RIGHT MARK", "\u{200F}": "RIGHT-TO-LEFT MARK", "\u{061C}": "ARABIC LETTER MARK",
        "\u{202A}": "LEFT-TO-RIGHT EMBEDDING", "\u{202B}": "RIGHT-TO-LEFT EMBEDDING",
        "\u{202C}": "POP DIRECTIONAL FORMATTING", "\u{202D}": "LEFT-TO-RIGHT OVERRIDE",
        "\u{202E}": "RIGHT-TO-LEFT OVERRIDE", "\u{2066}": "LEFT-TO-RIGHT ISOLATE", "\u{2067}": "RIGHT-TO-LEFT ISOLATE",
        "\u{2068}": "FIRST STRONG ISOLATE", "\u{2069}": "POP DIRECTIONAL ISOLATE",
    ]

    private static let bidiControls: Set<Unicode.Scalar> = [
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}",
        "\u{2067}", "\u{2068}", "\u{2069}",
    ]

    /// Languages written right to left, which use bidi controls to place numbers and Latin names.
    private static let rightToLeft: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi",
    ]

    /// Languages that write no spaces between words and mark where a line may break with U+200B.
    private static let wordSpacedByZeroWidthSpace: Set<String> = ["th", "lo", "km", "my", "bo", "dz", "jv"]

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
