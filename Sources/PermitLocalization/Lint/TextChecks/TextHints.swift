/// What one pass over a text's UTF-8 bytes tells the text checks that are on by default: which of them can find
/// anything in it. Most texts hold no markup, address, bracket or invisible character, and their checks then cost
/// this one pass.
struct TextHints: OptionSet {
    let rawValue: UInt16

    /// `<`, `]`, `*` or `^`: maybe markup.
    static let markup = TextHints(rawValue: 1 << 0)
    /// `://`, `www.` or an `@` between letters or digits: maybe an address.
    static let address = TextHints(rawValue: 1 << 1)
    /// An ASCII bracket or `"`, a guillemet, a CJK or full-width bracket.
    static let bracket = TextHints(rawValue: 1 << 2)
    /// A zero-width space, joiner, byte-order mark or bidi control.
    static let invisible = TextHints(rawValue: 1 << 3)

    /// The hints of `text`, from one pass over its bytes: ASCII bytes through a table, and the lead bytes of the
    /// few characters outside ASCII that matter with the bytes after them.
    init(of text: String) {
        var bytesOfText = text
        let (found, maybeScheme) = bytesOfText.withUTF8 { bytes -> (TextHints, Bool) in
            var hints: TextHints = []
            var index = 0
            var maybeScheme = false
            while index < bytes.count {
                let byte = bytes[index]
                let bits = Self.asciiHints[Int(byte)]
                if bits != 0 {
                    hints.formUnion(TextHints(rawValue: bits & Self.hintMask))
                    if bits & Self.schemeBit != 0 { maybeScheme = true }
                    // An `@` between letters or digits.
                    if byte == UInt8(ascii: "@"), index > 0, index + 1 < bytes.count,
                        Self.isWordByte(bytes[index - 1]), Self.isWordByte(bytes[index + 1])
                    {
                        hints.insert(.address)
                    }
                } else if byte >= 0x80 {
                    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                    let third = index + 2 < bytes.count ? bytes[index + 2] : 0
                    switch byte {
                    case 0xC2 where next == 0xAB || next == 0xBB: hints.insert(.bracket)
                    case 0xE3 where next == 0x80 && (0x8C...0x91).contains(third): hints.insert(.bracket)
                    case 0xEF where (next == 0xBC && [0x88, 0x89, 0xBB, 0xBD].contains(third))
                        || (next == 0xBD && (third == 0x9B || third == 0x9D)):
                        hints.insert(.bracket)
                    case 0xE2 where (next == 0x80 && ((0x8B...0x8F).contains(third) || (0xAA...0xAE).contains(third)))
                        || (next == 0x81 && (0xA0...0xA9).contains(third)):
                        hints.insert(.invisible)
                    case 0xEF where next == 0xBB && third == 0xBF: hints.insert(.invisible)
                    case 0xD8 where next == 0x9C: hints.insert(.invisible)
                    default: break
                    }
                }
                index += 1
            }
            return (hints, maybeScheme)
        }
        var hints = found
        if maybeScheme && !hints.contains(.address)
            && (ByteSearch.contains("://", in: text) || ByteSearch.contains("www.", in: text))
        {
            hints.insert(.address)
        }
        self = hints
    }

    /// The hints each ASCII byte gives (`hintMask`), and whether it may start `://` or `www.` (`schemeBit`);
    /// `@` has a bit of its own so that its neighbours are looked at.
    private static let asciiHints: [UInt16] = (0..<256).map { value in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: "*"), UInt8(ascii: "^"): return markup.rawValue
        case UInt8(ascii: "]"): return markup.rawValue | bracket.rawValue
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "\""):
            return bracket.rawValue
        case UInt8(ascii: ":"), UInt8(ascii: "w"): return schemeBit
        case UInt8(ascii: "@"): return atBit
        default: return 0
        }
    }

    private static let hintMask: UInt16 = 0x00FF
    private static let schemeBit: UInt16 = 1 << 8
    private static let atBit: UInt16 = 1 << 9

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }
}
