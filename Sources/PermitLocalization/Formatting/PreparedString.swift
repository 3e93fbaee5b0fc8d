/// A localized string that is one text holding a `%`, with the text parsed: made on the string's first render and
/// kept beside it in its table (see `PreparedTable`), so that later renders neither parse the text nor look the parse
/// up by text, and take one reference rather than copies of the string and of the parse. Immutable.
final class PreparedString: Sendable {
    /// The string as its table holds it.
    let string: LocalizedString
    /// Where the text starts in its file, when the format has places.
    let location: SourceLocation?
    /// The parse of the text.
    let formatString: FormatString

    /// Prepares `string` when it is one text holding a `%`; `nil` otherwise: a text without one is printed as it
    /// is, and the texts of variants are parsed once a render has chosen among them.
    init?(_ string: LocalizedString) {
        guard case .text(let text, let location) = string.variant, text.containsUTF8Byte(UInt8(ascii: "%")) else {
            return nil
        }
        self.string = string
        self.location = location
        self.formatString = FormatString(text)
    }
}
