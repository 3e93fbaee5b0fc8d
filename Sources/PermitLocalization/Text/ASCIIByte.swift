/// Small facts about ASCII bytes that every reader needs.
enum ASCIIByte {
    /// The value of a hexadecimal digit (`0-9`, `a-f`, `A-F`), or `nil`.
    @inline(__always)
    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// An ASCII letter, `A-Z` or `a-z`.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// A byte as two uppercase hexadecimal digits, for messages: `0x` + `hex(0xE9)` reads `0xE9`.
    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}
