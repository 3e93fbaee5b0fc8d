/// Byte-level facts about the subtags of BCP 47 language tags (RFC 5646) and language ranges (RFC 4647), shared by
/// the parsers in this folder. Subtags are ASCII by grammar, so everything here works on UTF-8 bytes.
enum LanguageSubtag {
    /// `-`, the separator of RFC 5646.
    static let hyphen = UInt8(ascii: "-")

    /// An ASCII letter, `A-Z` or `a-z`.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool { ASCIIByte.isLetter(byte) }

    /// An ASCII digit, `0-9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// An ASCII letter or digit.
    @inline(__always)
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }

    /// The subtags joined by hyphens in the conventional case of RFC 5646 §2.1.1: the first subtag and every subtag
    /// after a singleton (an extension or private-use introducer) in lowercase; otherwise two-letter subtags (regions)
    /// in uppercase, four-letter subtags (scripts) in titlecase and all others in lowercase. The subtags must be ASCII
    /// letters and digits.
    static func conventionalTag(_ subtags: [ArraySlice<UInt8>]) -> String {
        var tag: [UInt8] = []
        var followsSingleton = false
        for (position, subtag) in subtags.enumerated() {
            if position > 0 { tag.append(hyphen) }
            let isLetters = subtag.allSatisfy(isLetter)
            let keepsLowercase = position == 0 || followsSingleton
            for (offset, byte) in subtag.enumerated() {
                let uppercase =
                    !keepsLowercase && isLetters
                    && (subtag.count == 2 || (subtag.count == 4 && offset == 0))
                tag.append(isLetter(byte) ? (uppercase ? byte & ~0x20 : byte | 0x20) : byte)
            }
            if subtag.count == 1 { followsSingleton = true }
        }
        return String(decoding: tag, as: UTF8.self)
    }
}
