/// A format string split into literal text and format specifiers, with what is wrong in it.
package struct FormatString: Hashable, Sendable {
    /// One piece of a format string.
    package enum Segment: Hashable, Sendable {
        /// Text printed as it is, and where it is in Unicode scalars.
        case literal(String, range: Range<Int>)
        /// A format specifier.
        case specifier(FormatSpecifier)
        /// Text that starts like a specifier but is not one; it is printed as written, and `problems` says why.
        case malformed(String, range: Range<Int>)
    }

    /// The text that was parsed.
    package let text: String
    /// The pieces, in order; together they cover the whole text.
    package let segments: [Segment]
    /// The malformed specifiers, in order.
    package let problems: [FormatProblem]

    /// Parses `text` the way Apple's `NSString`/`CFString` formatting reads it (see `FormatStringParser`).
    package init(_ text: String) {
        var parser = FormatStringParser(text)
        let (segments, problems) = parser.parse()
        self.text = text
        self.segments = segments
        self.problems = problems
    }

    /// The parsed form of `text`, from a bounded cache shared by the renders that have no parse of their own (the
    /// texts of variants, strings formatted outside a localizer; see `PreparedString`) and by the format checks: a
    /// translation is parsed once, not each time it is formatted.
    package static func parsed(_ text: String) -> FormatString {
        parsedTexts.value(for: text) { FormatString(text) }
    }

    private static let parsedTexts = BoundedCache<String, FormatString>(capacity: 4_096)

    /// The specifiers, in order of appearance, `%%` included.
    package var specifiers: [FormatSpecifier] {
        segments.compactMap { segment in
            if case .specifier(let specifier) = segment { specifier } else { nil }
        }
    }
}
