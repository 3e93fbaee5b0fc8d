import PermitLocalization

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

    /// A writer of a run of `writeElements`: inside the arrays and objects `open` says, the innermost array with
    /// a member already or not; it keeps every byte (no piece goes out).
    private init(continuing open: [Bool], arrayHasMember: Bool) {
        pieceSize = .max
        output = { _ in }
        bytes.reserveCapacity(Self.runWeight * 160)
        hasMember = open
        hasMember[open.count - 1] = arrayHasMember
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

    /// Writes `elements` as the next members of the innermost array, each by `write`: the bytes writing them one
    /// after another gives. Runs of elements are written on the cores there are, each by a writer that starts
    /// where the run before it ends (the same open arrays and objects), and handed to `output` in order, a few
    /// runs at a time so that the document is still never held whole. `weight` tells how much an element writes
    /// (its nested members, say), so that the runs are of about one size.
    mutating func writeElements<Element: Sendable>(
        _ elements: [Element], weight: (Element) -> Int, _ write: @escaping @Sendable (Element, inout PrettyJSONWriter) -> Void
    ) {
        var runs: [Range<Int>] = []
        var start = 0
        var gathered = 0
        for (index, element) in elements.enumerated() {
            gathered += 1 + weight(element)
            if gathered >= Self.runWeight {
                runs.append(start..<(index + 1))
                (start, gathered) = (index + 1, 0)
            }
        }
        if start < elements.count { runs.append(start..<elements.count) }
        guard runs.count > 1 else {
            for element in elements { write(element, &self) }
            return
        }
        let open = hasMember
        let runsAtOnce = 2 * Parallel.width
        for first in stride(from: 0, to: runs.count, by: runsAtOnce) {
            let batch = Array(runs[first..<min(first + runsAtOnce, runs.count)])
            let alreadyHasMember = open.last == true || first > 0
            let pieces = Parallel.map(batch) { index, run -> [UInt8] in
                var writer = PrettyJSONWriter(continuing: open, arrayHasMember: alreadyHasMember || index > 0)
                for element in elements[run] { write(element, &writer) }
                return writer.bytes
            }
            if !bytes.isEmpty { output(bytes) }
            bytes.removeAll(keepingCapacity: true)
            for piece in pieces { output(piece) }
        }
        hasMember[hasMember.count - 1] = hasMember[hasMember.count - 1] || !elements.isEmpty
    }

    /// About how much one run of `writeElements` writes, in elements and their weights.
    private static let runWeight = 4_096

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
        let width = 2 * hasMember.count
        guard width <= Self.spaces.count else {
            return bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
        Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<width])) }
    }

    /// Spaces for the indents of the depths a report reaches.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)

    /// A JSON string: `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00XX`, the rest as it
    /// is, copied in runs between the bytes that need escaping.
    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                writeEscaped(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
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
