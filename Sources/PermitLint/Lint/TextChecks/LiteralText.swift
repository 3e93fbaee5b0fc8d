import PermitLocalization

/// A text without its format specifiers: what the person reads around the arguments, each specifier (and each
/// `%#@name@`) replaced by one space, so that words, numbers and links on either side stay apart and `%1$@`
/// counts as no number. A text without `%` is its own literal text, unparsed.
struct LiteralText {
    /// The text as written.
    let text: String
    /// The text with each specifier a space.
    let literal: String

    init(_ text: String) {
        self.text = text
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else {
            literal = text
            return
        }
        var literal = ""
        for segment in FormatString.parsed(text).segments {
            switch segment {
            case .literal(let piece, _): literal += piece
            case .specifier, .malformed: literal += " "
            }
        }
        self.literal = literal
    }
}
