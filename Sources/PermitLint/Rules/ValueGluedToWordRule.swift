public import PermitLocalization

extension DiagnosticRule {
    /// A translation that writes a value (a format specifier) against a word the base text keeps apart from it.
    public static let valueGluedToWord = DiagnosticRule(
        id: "value-glued-to-word", defaultSeverity: .error,
        summary: "A translation writes a value against a word the base text keeps apart with a space (\"attendez%d jours\"), or against a stray digit of its position (\"Salir 1%@\"): the person reads them as one word.")
}

/// A text comparison rule: each specifier of a translated text beside the same argument's in the base.
///
/// Where the base writes a space between a value and a word ("wait %d days") and the translation writes the value
/// against a word of four letters or more ("attendez%d jours"), the person reads "attendez30 jours". Languages that
/// write no spaces between words (Chinese, Japanese, Thai...) or attach counters and particles to a value (Korean
/// "%d개") are left alone, as are prefixes Arabic, Hebrew, Persian and Urdu write against the word that follows
/// ("ب%@") and case endings Uzbek or Kazakh write against a name or number ("%@ning") and Finnish, Estonian or
/// Hungarian against a name ("%@illa"); a shorter run of letters may be a unit ("%dGB", "%dmin").
enum ValueGluedToWordRule: TextComparisonRule {
    static let rule = DiagnosticRule.valueGluedToWord

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .valueGluedToWord,
        triggering: [
            .translation("Wait %d days", "Attendez%d jours"),
            .translation("Quit %@", "Salir 1%@", language: "es"),
            .translation("%1$@ of %2$@", "%1$@ de 2%2$@", language: "es"),
            .translation("Within the next %lld days", "Järgmise %lldpäeva jooksul", language: "et"),
        ],
        nonTriggering: [
            .translation("Wait %d days", "Attendez %d jours"),
            .translation("%d items", "%d개 항목", language: "ko"),
            .translation("With %@", "ب%@", language: "ar"),
            .translation("%d GB free", "%dGo libres"),
            .translation("%@'s files", "Fichiers de %@"),
            .translation("Floor 1%d", "Étage 1%d"),
            .translation("%1$@ of %2$@", "%1$@ sur 12%2$@"),
            .translation("1 %@ is the same as", "1%@ je isti kot", language: "sl"),
        ])

    static func finding(in pair: TextPair) -> TextFinding? {
        guard pair.translation.containsUTF8Byte(UInt8(ascii: "%")), pair.base.containsUTF8Byte(UInt8(ascii: "%")),
            !(pair.language.map(wordsWithoutSpaces.contains) ?? false), mayGlue(pair.translation),
            FormatSpecifiers.isFormatString(pair.base)
        else { return nil }
        let base = Array(pair.base.unicodeScalars)
        let translation = Array(pair.translation.unicodeScalars)
        let baseSpecifiers = FormatString.parsed(pair.base).specifiers
        let attachesPrefixes = pair.language.map(prefixAttaching.contains) ?? false
        let attachesSuffixes = pair.language.map(suffixAttaching.contains) ?? false
        for specifier in FormatString.parsed(pair.translation).specifiers {
            guard let argument = specifier.argumentIndex, !isReference(specifier),
                let inBase = baseSpecifiers.first(where: { $0.argumentIndex == argument && !isReference($0) })
            else { continue }
            let written = String(String.UnicodeScalarView(translation[specifier.range]))
            // A space flag (`% d`, `%@` written `% @`) is a format defect the format rules report.
            guard !written.unicodeScalars.contains(where: \.properties.isWhitespace) else { continue }
            // The argument's position written as a digit against it (Orbot's Spanish "Salir 1%@", "Usar 1%1$@": a
            // tool's mangled `%1$@`), where the base writes no such digit: the person reads "Salir 1Orbot".
            // A base that writes the digit a space before the value ("1 %@ is the same as") has it too.
            let baseStart = inBase.range.lowerBound
            let baseDigitBefore = baseStart >= 1 && base[baseStart - 1].properties.isWhitespace ? baseStart - 1 : baseStart
            if let digit = positionDigit(before: specifier.range.lowerBound, in: translation, argument: argument),
                positionDigit(before: baseDigitBefore, in: base, argument: argument) == nil
            {
                return TextFinding(
                    rule: rule,
                    detail: "writes the digit \(digit) against \(written) (\"\(digit)\(written)\"), which the "
                        + "\(pair.baseLocalization) text does not have: the person reads \(digit) glued to the value")
            }
            if !attachesPrefixes, let word = letters(before: specifier.range.lowerBound, in: translation),
                spaced(before: inBase.range.lowerBound, in: base)
            {
                return finding("\(word)\(written)", word: word, written: written, baseLocalization: pair.baseLocalization)
            }
            let endsAName = attachesSuffixes || (pair.language.map(nameEndingAttaching.contains) ?? false && specifier.conversion == .object)
            if !endsAName, let word = letters(after: specifier.range.upperBound, in: translation),
                spaced(after: inBase.range.upperBound, in: base)
            {
                return finding("\(written)\(word)", word: word, written: written, baseLocalization: pair.baseLocalization)
            }
        }
        return nil
    }

    /// The digit right before `index` when it is the 1-based position of argument `argument` (0-based) and no other
    /// digit stands before it.
    private static func positionDigit(before index: Int, in scalars: [Unicode.Scalar], argument: Int) -> String? {
        guard index >= 1, argument < 9, scalars[index - 1] == Unicode.Scalar(UInt8(ascii: "1") + UInt8(argument)),
            index < 2 || !("0"..."9").contains(scalars[index - 2])
        else { return nil }
        return String(scalars[index - 1])
    }

    /// Whether some `%` of `text` has a letter right before it, or one right after what may be its specifier: a
    /// check of the bytes that lets most format strings by without parsing them.
    private static func mayGlue(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for index in bytes.indices where bytes[index] == UInt8(ascii: "%") {
                if index > 0, isLetterByte(bytes[index - 1]) || (0x31...0x39).contains(bytes[index - 1]) { return true }
                var end = index + 1
                while end < bytes.count, specifierBytes.contains(bytes[end]) { end += 1 }
                // The conversion, then what follows it.
                if end + 1 < bytes.count, isLetterByte(bytes[end + 1]) { return true }
            }
            return false
        }
    }

    /// An ASCII letter, or a byte of a character beyond ASCII (which may be a letter).
    private static func isLetterByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
    }

    /// The bytes a specifier may hold between its `%` and its conversion: positions, flags, widths, precisions and
    /// length modifiers.
    private static let specifierBytes = Set("0123456789$#.-+ 'hlqLzjt".utf8)

    private static func finding(_ glued: String, word: String, written: String, baseLocalization: String) -> TextFinding {
        TextFinding(
            rule: rule,
            detail: "writes \(written) against the word \"\(word)\" (\"\(glued)\"), which the \(baseLocalization) text keeps "
                + "apart with a space: the person reads the value and the word as one")
    }

    /// Whether the specifier is a plural's reference (`%#@files@`), whose variants say where their own values go.
    private static func isReference(_ specifier: FormatSpecifier) -> Bool {
        if case .substitutionReference = specifier.conversion { return true }
        return false
    }

    /// The run of four letters or more that ends right before `index`, or `nil`.
    private static func letters(before index: Int, in scalars: [Unicode.Scalar]) -> String? {
        var start = index
        while start > 0, scalars[start - 1].properties.isAlphabetic { start -= 1 }
        return index - start >= 4 ? String(String.UnicodeScalarView(scalars[start..<index])) : nil
    }

    /// The run of four letters or more that starts at `index`, or `nil`.
    private static func letters(after index: Int, in scalars: [Unicode.Scalar]) -> String? {
        var end = index
        while end < scalars.count, scalars[end].properties.isAlphabetic { end += 1 }
        return end - index >= 4 ? String(String.UnicodeScalarView(scalars[index..<end])) : nil
    }

    /// Whether whitespace stands right before `index`, with a letter before it.
    private static func spaced(before index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        index >= 2 && scalars[index - 1].properties.isWhitespace && scalars[index - 2].properties.isAlphabetic
    }

    /// Whether whitespace stands at `index`, with a letter after it.
    private static func spaced(after index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        index + 1 < scalars.count && scalars[index].properties.isWhitespace && scalars[index + 1].properties.isAlphabetic
    }

    /// Languages written without spaces between words, or that attach counters and particles to a value.
    private static let wordsWithoutSpaces: Set<String> = ["zh", "ja", "ko", "th", "lo", "km", "my", "bo", "yue"]

    /// Languages that write prepositions and articles as prefixes of the word that follows.
    private static let prefixAttaching: Set<String> = ["ar", "he", "fa", "ur", "ps", "yi"]

    /// Turkic languages that write case endings against a name or a number without an apostrophe (Uzbek "Alining").
    private static let suffixAttaching: Set<String> = ["uz", "kk", "ky", "tk", "tt", "ba", "ug", "sah"]

    /// Languages that write case endings against a name (Finnish "Orbotilla"), though against a number with a colon
    /// or hyphen ("5:llä", Hungarian "5-tel"): a `%@` may end so.
    private static let nameEndingAttaching: Set<String> = ["fi", "et", "hu", "se", "smn", "sms"]
}
