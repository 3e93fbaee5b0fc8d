import PermitLocalization

/// A word written twice in a row ("the the", "de de"): the person reads the slip. Words are compared without
/// letter case, in the text around the specifiers. Languages whose grammar repeats words with a space (Hindi
/// "धीरे धीरे", Vietnamese "từ từ", Korean, Persian...) are left alone, as are words a grammar may double
/// ("nous nous", "vous vous", "die die", Dutch "je je", "that that") and a base text that doubles a word itself.
enum DoubledWordCheck {
    /// The doubled word, described, or `nil`.
    static func doubled(base: LiteralText, translation: LiteralText, language: String?) -> String? {
        if let language, reduplicating.contains(language) { return nil }
        guard let word = firstDoubledWord(in: translation.literal), firstDoubledWord(in: base.literal) == nil,
            !mayDouble.contains(word)
        else { return nil }
        return "has the word \"\(word)\" twice in a row"
    }

    /// Whether two neighbouring words of `text`, split at spaces, read alike in its bytes (ASCII letters in any
    /// case, ASCII punctuation at either end left out): the quick scan before `firstDoubledWord`.
    static func mayDoubleAWord(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: " ")) else { return false }
        let isPunctuation = { (byte: UInt8) in
            byte < 0x80 && !(byte >= 0x30 && byte <= 0x39) && !((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
        var previous: ArraySlice<UInt8> = []
        for token in bytes.split(separator: UInt8(ascii: " ")) {
            var word = token
            while let first = word.first, isPunctuation(first) { word = word.dropFirst() }
            while let last = word.last, isPunctuation(last) { word = word.dropLast() }
            if word.count >= 2, word.count == previous.count,
                zip(word, previous).allSatisfy({ $0 == $1 || ($0 < 0x80 && $0 | 0x20 == $1 | 0x20) })
            {
                return true
            }
            previous = word
        }
        return false
    }

    /// The first word of `text` that follows itself, lowercased; words are letters (a mark or apostrophe inside),
    /// two at least.
    static func firstDoubledWord(in text: String) -> String? {
        var previous: Substring? = nil
        var previousEndedWithSeparatorOnly = false
        let lowered = text.lowercased()
        var index = lowered.startIndex
        while index < lowered.endIndex {
            guard lowered[index].isLetter else {
                // Only spaces may stand between the two: "so, so" and "no. No" are not slips.
                if !lowered[index].isWhitespace { previous = nil }
                index = lowered.index(after: index)
                previousEndedWithSeparatorOnly = true
                continue
            }
            var end = index
            while end < lowered.endIndex, lowered[end].isLetter || lowered[end] == "'" || lowered[end] == "’" {
                end = lowered.index(after: end)
            }
            let word = lowered[index..<end]
            if let previous, previousEndedWithSeparatorOnly, previous == word, word.count >= 2 { return String(word) }
            previous = word
            previousEndedWithSeparatorOnly = false
            index = end
        }
        return nil
    }

    /// Languages whose grammar repeats a word, separated by a space, to intensify or pluralize it.
    private static let reduplicating: Set<String> = [
        "bn", "fa", "gu", "hi", "ja", "km", "kn", "ko", "lo", "ml", "mr", "ms", "my", "ne", "or", "pa", "si", "ta",
        "te", "th", "tl", "fil", "ur", "vi", "zh", "id", "sw",
    ]

    /// Words a sentence may write twice: "nous nous sommes", "die die Welt", "that that", "had had".
    private static let mayDouble: Set<String> = [
        "nous", "vous", "die", "der", "das", "dass", "dat", "je", "ze", "that", "had", "is", "la", "le", "les", "que", "se",
    ]
}
