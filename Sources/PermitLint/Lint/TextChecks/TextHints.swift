import PermitLocalization

/// What one pass over a text's UTF-8 bytes tells the text checks that are on by default: which of them can find
/// anything in it. Most texts hold no markup, address, bracket or invisible character, and their checks then cost
/// this one pass.
struct TextHints: OptionSet {
    let rawValue: UInt16

    /// `<`, `]`, `*`, `^` or `&`: maybe markup.
    static let markup = TextHints(rawValue: 1 << 0)
    /// `://`, `www.` or an `@` between letters or digits: maybe an address.
    static let address = TextHints(rawValue: 1 << 1)
    /// An ASCII bracket or `"`, a guillemet, a CJK or full-width bracket.
    static let bracket = TextHints(rawValue: 1 << 2)
    /// A zero-width space, joiner, byte-order mark or bidi control.
    static let invisible = TextHints(rawValue: 1 << 3)

    /// The hints of `text`: one pass over its bytes through a table, without a branch, then a closer look only
    /// where a byte asks for it (an `@` and its neighbours; the bytes after a lead byte of one of the few
    /// characters outside ASCII that matter; `://` or `www.` where a `:` or `w` is).
    init(of text: String) {
        var bytesOfText = text
        self = bytesOfText.withUTF8 { bytes in
            var gathered: UInt16 = 0
            for byte in bytes { gathered |= Self.byteHints[Int(byte)] }
            var hints = TextHints(rawValue: gathered & Self.hintMask)
            if gathered & Self.atBit != 0, Self.hasAddressAt(bytes) { hints.insert(.address) }
            if gathered & Self.leadBit != 0 { hints.formUnion(Self.nonASCIIHints(bytes)) }
            if gathered & Self.schemeBit != 0, !hints.contains(.address),
                ByteSearch.contains("://", in: bytes) || ByteSearch.contains("www.", in: bytes)
            {
                hints.insert(.address)
            }
            return hints
        }
    }

    /// Whether an `@` stands between letters or digits.
    private static func hasAddressAt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 3 else { return false }
        for index in 1..<(bytes.count - 1) where bytes[index] == UInt8(ascii: "@") {
            if isWordByte(bytes[index - 1]) && isWordByte(bytes[index + 1]) { return true }
        }
        return false
    }

    /// The hints of the characters outside ASCII: guillemets, CJK and full-width brackets, invisible characters.
    private static func nonASCIIHints(_ bytes: UnsafeBufferPointer<UInt8>) -> TextHints {
        var hints: TextHints = []
        for index in bytes.indices where bytes[index] >= 0xC2 {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            switch bytes[index] {
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
        return hints
    }

    /// The bits each byte gives: the hints it gives alone (`hintMask`); `schemeBit` for a byte that may start
    /// `://` or `www.`; `atBit` for `@`, whose neighbours decide; `leadBit` for the lead bytes of the characters
    /// outside ASCII that `nonASCIIHints` knows (C2, D8, E2, E3, EF).
    private static let byteHints: [UInt16] = (0..<256).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "<"), UInt8(ascii: "*"), UInt8(ascii: "^"), UInt8(ascii: "&"): markup.rawValue
        case UInt8(ascii: "]"): markup.rawValue | bracket.rawValue
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "\""):
            bracket.rawValue
        case UInt8(ascii: ":"), UInt8(ascii: "w"): schemeBit
        case UInt8(ascii: "@"): atBit
        case 0xC2, 0xD8, 0xE2, 0xE3, 0xEF: leadBit
        default: 0
        }
    }

    private static let hintMask: UInt16 = 0x00FF
    private static let schemeBit: UInt16 = 1 << 8
    private static let atBit: UInt16 = 1 << 9
    private static let leadBit: UInt16 = 1 << 10

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }
}
