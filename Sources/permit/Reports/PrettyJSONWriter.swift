/// Writes one JSON document as it goes, in the form `prettyJSON` gives (two-space indentation, `"key" : value`,
/// slashes unescaped, an empty array as `[`, a blank line, `]`), for a report too big to build as a tree of
/// `Encodable` values first. The caller writes each object's keys in sorted order. The bytes go to `output` in
/// pieces of about `pieceSize` bytes, and the rest at `finish()`, so that the document is never held whole.
struct PrettyJSONWriter {
    /// The bytes written since the last piece went out.
    private var bytes: [UInt8] = []
    /// Where the document goes, piece by piece.
    private let output: ([UInt8]) -> Void
    /// How many bytes are gathered before they go out.
    private let pieceSize: Int
    /// For each open array or object, whether it has a member yet.
    private var hasMember: [Bool] = []
    /// Whether a key was just written, so that the next value follows it on the same line.
    private var afterKey = false

    /// Creates a writer that hands the document to `output` in pieces of about `pieceSize` bytes.
    init(pieceSize: Int = 1 << 16, output: @escaping ([UInt8]) -> Void) {
        self.pieceSize = pieceSize
        self.output = output
        bytes.reserveCapacity(pieceSize + 4_096)
    }

    /// Hands the bytes not yet out to `output`; call it once, after the document's last value.
    mutating func finish() {
        if !bytes.isEmpty { output(bytes) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Opens an object (`{`).
    mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost object (`}`).
    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array (`[`).
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes the innermost array (`]`).
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes a member's key, which needs no escaping; its value comes next.
    mutating func key(_ key: StaticString) {
        startMember()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(contentsOf: "\" : ".utf8)
        afterKey = true
    }

    /// Writes a string, or `null`.
    mutating func value(_ string: String?) {
        startMember()
        if let string { writeString(string) } else { bytes.append(contentsOf: "null".utf8) }
    }

    /// Writes an integer, or `null`.
    mutating func value(_ number: Int?) {
        startMember()
        guard let number else { return bytes.append(contentsOf: "null".utf8) }
        guard number >= 0 else { return bytes.append(contentsOf: String(number).utf8) }
        // The decimal digits, most significant first, without making a string.
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Writes a finite number as its shortest decimal form, a whole number without a fraction, or `null`.
    mutating func value(_ number: Double?) {
        startMember()
        guard let number, number.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        let whole = number.rounded() == number && abs(number) < 1e15
        bytes.append(contentsOf: (whole ? String(Int(number)) : String(number)).utf8)
    }

    /// Writes `key` and a string value, or `null`.
    mutating func member(_ key: StaticString, _ string: String?) {
        self.key(key)
        value(string)
    }

    /// Writes `key` and an integer value, or `null`.
    mutating func member(_ key: StaticString, _ number: Int?) {
        self.key(key)
        value(number)
    }

    /// Writes `key` and a number value, or `null`.
    mutating func member(_ key: StaticString, _ number: Double?) {
        self.key(key)
        value(number)
    }

    private mutating func open(_ bracket: UInt8) {
        startMember()
        bytes.append(bracket)
        hasMember.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        let hadMember = hasMember.removeLast()
        bytes.append(UInt8(ascii: "\n"))
        if !hadMember { bytes.append(UInt8(ascii: "\n")) }
        indent()
        bytes.append(bracket)
    }

    /// Starts a value: after a key, nothing; else a comma after the previous member, a line break and the indent.
    /// Hands a full piece to `output` first.
    private mutating func startMember() {
        if bytes.count >= pieceSize {
            output(bytes)
            bytes.removeAll(keepingCapacity: true)
        }
        if afterKey {
            afterKey = false
            return
        }
        guard !hasMember.isEmpty else { return }
        if hasMember[hasMember.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasMember[hasMember.count - 1] = true
        bytes.append(UInt8(ascii: "\n"))
        indent()
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * hasMember.count))
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00XX`, the rest as it is.
    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        let utf8 = string.utf8
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: utf8)
        } else {
            for byte in utf8 { writeEscaped(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// One byte of a string, escaped where JSON needs it.
    private mutating func writeEscaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
        case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
        case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
        case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
        case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
        case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: #"\u00"#.utf8)
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        default: bytes.append(byte)
        }
    }
}
