/// The language preferences of an HTTP `Accept-Language` header (RFC 9110 §12.5.4): `en-US, fr;q=0.8, *;q=0.1`.
///
/// Reading is lenient and bounded, as a server's must be:
/// - An element that does not follow the grammar is skipped and the others kept: a range that is not a basic
///   language range of RFC 4647, a q-value outside the grammar (`q=2`, `q=0.1234`, `q=abc`), a parameter other than
///   `q`, or anything after the q-value. Empty elements (`en,,fr`) are allowed by the list syntax and skipped.
///   Whitespace is SP and HTAB, around elements and around the `;` before `q=`; `Q=` reads as `q=`.
/// - Only the first `maximumHeaderBytes` bytes of the header are examined; an element that this cap cuts in two is
///   dropped. Only the first `maximumRanges` distinct well-formed ranges are kept, acceptable or not. So a header of
///   any size is read in bounded time and memory.
/// - A range named more than once counts once, at its first well-formed occurrence.
public struct AcceptLanguage: Hashable, Sendable {
    /// A language range the client accepts, and how much.
    package struct Preference: Hashable, Sendable {
        /// The range.
        package let range: LanguageRange
        /// The q-value in thousandths, from 1 to 1000: `q=0.8` is 800, no q-value is 1000.
        package let quality: Int

        /// Creates a preference.
        package init(range: LanguageRange, quality: Int) {
            self.range = range
            self.quality = quality
        }
    }

    /// The number of bytes of a header that are examined: 4 KiB.
    package static let maximumHeaderBytes = 4096
    /// The number of distinct ranges that are kept, in `preferences` and `excluded` together.
    package static let maximumRanges = 32

    /// The acceptable ranges, by q-value from highest to lowest; ranges of equal q-value keep the header's order.
    package let preferences: [Preference]
    /// The ranges with `q=0`, which the client does not accept, in the header's order.
    package let excluded: [LanguageRange]

    /// The acceptable language tags, best first, for negotiation: `*` left out, since it prefers nothing in
    /// particular.
    public var languageTags: [String] {
        preferences.compactMap { preference in
            if case .language(let tag) = preference.range { return tag }
            return nil
        }
    }

    /// Reads a header's value.
    public init(parsing header: String) {
        self.init(headerPrefix: Self.examinedPrefix(of: header))
    }

    /// The bytes of a header that decide its reading: the examined bytes and one more, which tells whether the cap
    /// cut the header.
    static func examinedPrefix(of header: String) -> [UInt8] {
        Array(header.utf8.prefix(maximumHeaderBytes + 1))
    }

    /// Reads the bytes that `examinedPrefix(of:)` gives.
    init(headerPrefix bytes: [UInt8]) {
        var end = min(bytes.count, Self.maximumHeaderBytes)
        if bytes.count > Self.maximumHeaderBytes && bytes[end] != Self.comma {
            end = bytes[..<end].lastIndex(of: Self.comma) ?? 0
        }
        var acceptable: [Preference] = []
        var excluded: [LanguageRange] = []
        var start = 0
        while start < end && acceptable.count + excluded.count < Self.maximumRanges {
            let stop = bytes[start..<end].firstIndex(of: Self.comma) ?? end
            if let preference = Self.preference(in: bytes[start..<stop]),
                !excluded.contains(preference.range), !acceptable.contains(where: { $0.range == preference.range })
            {
                if preference.quality == 0 {
                    excluded.append(preference.range)
                } else {
                    acceptable.append(preference)
                }
            }
            start = stop + 1
        }
        preferences = acceptable.enumerated()
            .sorted { ($0.element.quality, $1.offset) > ($1.element.quality, $0.offset) }
            .map(\.element)
        self.excluded = excluded
    }

    private static let comma = UInt8(ascii: ",")
    private static let semicolon = UInt8(ascii: ";")

    /// SP or HTAB, the whitespace of HTTP's `OWS`.
    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// One list element, `language-range [ OWS ";" OWS "q=" qvalue ]` with whitespace around it, or `nil` when the
    /// element is empty or malformed. A q-value of 0 gives a preference of quality 0.
    private static func preference(in element: ArraySlice<UInt8>) -> Preference? {
        var element = element.drop(while: isWhitespace)
        while let last = element.last, isWhitespace(last) { element = element.dropLast() }
        let rangeEnd = element.firstIndex { $0 == semicolon || isWhitespace($0) } ?? element.endIndex
        guard let range = LanguageRange(element[..<rangeEnd]) else { return nil }
        var weight = element[rangeEnd...].drop(while: isWhitespace)
        guard let separator = weight.first else { return Preference(range: range, quality: 1000) }
        guard separator == semicolon else { return nil }
        weight = weight.dropFirst().drop(while: isWhitespace)
        guard weight.count >= 2, weight[weight.startIndex] | 0x20 == UInt8(ascii: "q"),
            weight[weight.startIndex + 1] == UInt8(ascii: "="),
            let quality = qualityInThousandths(weight.dropFirst(2))
        else { return nil }
        return Preference(range: range, quality: quality)
    }

    /// A `qvalue` of RFC 9110 §12.4.2 in thousandths, or `nil`: `( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`.
    private static func qualityInThousandths(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard let units = bytes.first, units == UInt8(ascii: "0") || units == UInt8(ascii: "1") else { return nil }
        let fraction = bytes.dropFirst()
        var thousandths = 0
        if let point = fraction.first {
            guard point == UInt8(ascii: "."), fraction.count <= 4 else { return nil }
            var scale = 100
            for digit in fraction.dropFirst() {
                guard LanguageSubtag.isDigit(digit) else { return nil }
                thousandths += Int(digit - UInt8(ascii: "0")) * scale
                scale /= 10
            }
        }
        guard units == UInt8(ascii: "0") else { return thousandths == 0 ? 1000 : nil }
        return thousandths
    }
}
