import PermitLocalization

/// Which texts a translation may leave identical to the base text.
///
/// A translation identical to the base text of another language is reported as untranslated only when its text,
/// format specifiers left out, has more than 3 letters, at least one lowercase letter and at least two words
/// (runs separated by whitespace that hold a letter). So `OK`, `%@ km`, `URL`, `HDMI PORT` (no lowercase) and
/// single words such as `Permit` or `Bluetooth` (brand-like names) may stay as they are.
enum UntranslatedText {
    /// Whether `text`, identical in two languages, reads like a sentence left untranslated.
    static func looksUntranslated(_ text: String) -> Bool {
        if let ascii = text.utf8.withContiguousStorageIfAvailable(asciiLooksUntranslated), let answer = ascii {
            return answer
        }
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

    /// Whether `text`, which `looksUntranslated` leaves aside, is still a short word or two of a language written
    /// with case ("Skip", "yes", "Searching...", "Log in", "Email:"): it starts with a letter, has two letters or
    /// more, a lowercase one among them, nothing between its letters but spaces, hyphens and apostrophes, and
    /// nothing after them but closing punctuation; no capital within a word, which names write ("iCloud", "GitHub",
    /// "Wi-Fi"); no address ("example.com") or option (" - fastdecode").
    static func isShortWord(_ text: String) -> Bool {
        guard text.first?.isLetter == true, !looksUntranslated(text) else { return false }
        var letters = 0
        var hasLowercase = false
        var previous: Character = " "
        var closed = false
        for character in text {
            if character.isLetter {
                if closed || (character.isUppercase && previous != " ") { return false }
                if character.isLowercase { hasLowercase = true }
                letters += 1
            } else if "….!?:".contains(character) || (character == " " && closed) {
                closed = true
            } else if !closed, character == " " || character == "-" || character == "'" || character == "’" {
                // Between the letters of a word, or of two.
            } else {
                return false
            }
            previous = character
        }
        return letters >= 2 && hasLowercase
    }

    /// Whether `text` reads as a name, which languages may keep as it is ("Home Assistant", "Notes for iPad"): none
    /// of its words of four letters or more is written all in lowercase, as a sentence's are ("Continue editing").
    static func readsAsName(_ text: String) -> Bool {
        !text.split(whereSeparator: \.isWhitespace).contains { word in
            let letters = word.unicodeScalars.filter(\.properties.isAlphabetic)
            return letters.count >= 4 && letters.allSatisfy(\.properties.isLowercase)
        }
    }

    /// `looksUntranslated` for ASCII text whose every `%` starts a plain specifier (`PlainSpecifiers`), on its
    /// bytes; `nil` for any other text. Each specifier stands for a space, as there. In ASCII the alphabetic
    /// scalars are the letters, the lowercase ones `a` to `z`, and the whitespace characters 0x09-0x0D and space
    /// (CR LF, one character, is whitespace too).
    private static func asciiLooksUntranslated(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var letters = 0
        var hasLowercase = false
        var words = 0
        var wordHasLetter = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "%") {
                guard let end = PlainSpecifiers.plainSpecifierEnd(bytes, at: index) else { return nil }
                if wordHasLetter { words += 1 }
                wordHasLetter = false
                index = end
                continue
            }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                if wordHasLetter { words += 1 }
                wordHasLetter = false
            } else if byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") {
                letters += 1
                wordHasLetter = true
                if byte >= UInt8(ascii: "a") { hasLowercase = true }
            }
            index += 1
        }
        if wordHasLetter { words += 1 }
        return letters > 3 && hasLowercase && words >= 2
    }

    /// The language subtag of a localization name (`en` for `en-GB`, `en_GB` or `English`), or `nil` for `Base`
    /// and for names that are not localization names.
    static func language(of localization: String) -> String? {
        guard let name = try? LocalizationName(parsing: localization), !name.isBase else { return nil }
        return name.tag.split(separator: "-").first.map(String.init)
    }
}
