#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `whitespace-drift` compares of a text: whitespace at its ends and its line breaks.
struct TextWhitespace: Equatable {
    /// Whether the first character is whitespace.
    var leading: Bool
    /// Whether the last character is whitespace.
    var trailing: Bool
    /// The number of line breaks (U+000A).
    var lineBreaks: Int

    init(of text: String) {
        leading = Self.startsWithWhitespace(text)
        trailing = Self.endsWithWhitespace(text)
        lineBreaks = Self.lineBreaks(text)
    }

    /// Whether the text's first character is whitespace. `Character.isWhitespace` is its first scalar's
    /// `White_Space` property, which for ASCII is 0x09-0x0D and space; the other scalars that have it start with
    /// the bytes C2, E1, E2 or E3, so a text starting with any other byte is read no further.
    static func startsWithWhitespace(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        if first < 0x80 { return isASCIIWhitespace(first) }
        guard (0xE1...0xE3).contains(first) || first == 0xC2 else { return false }
        return text.unicodeScalars.first?.properties.isWhitespace ?? false
    }

    /// Whether the text's last character is whitespace (the first scalar of its last grapheme cluster).
    ///
    /// The bytes answer when no scalar near the end is whitespace: a cluster whose first scalar is whitespace is
    /// a control alone (or CR LF), or a whitespace scalar followed only by marks (Extend, SpacingMark, ZWJ), so it
    /// ends the text with that whitespace scalar and then non-ASCII scalars only. When the last scalars back to an
    /// ASCII one that is not whitespace (or back to the start) are none of them whitespace, the last cluster
    /// starts with one of them, with that ASCII scalar, or earlier with a Prepend scalar (no rule joins an ASCII
    /// scalar other than LF to what precedes it otherwise): not whitespace. When the last two scalars are ASCII
    /// and the last is whitespace, the last cluster is the last scalar alone, or CR LF, whose first scalar is
    /// whitespace as LF is. Anything else goes through `Character`.
    static func endsWithWhitespace(_ text: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard let last = bytes.last else { return false }
            if last < 0x80 {
                guard isASCIIWhitespace(last) else { return false }
                return bytes.count == 1 || bytes[bytes.count - 2] < 0x80 ? true : nil
            }
            // Scalar by scalar from the end, a bounded way back.
            var end = bytes.count
            let limit = max(0, bytes.count - 64)
            while end > limit {
                var start = end - 1
                while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
                let lead = bytes[start]
                if lead < 0x80 { return isASCIIWhitespace(lead) ? nil : false }
                if isNonASCIIWhitespace(bytes, at: start, end: end) { return nil }
                if start == 0 { return false }
                end = start
            }
            return nil
        }
        if let answer, let answer { return answer }
        return text.last?.isWhitespace ?? false
    }

    /// Whether the UTF-8 scalar in `bytes[start..<end]`, not ASCII, has the `White_Space` property: U+0085,
    /// U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000.
    private static func isNonASCIIWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Bool {
        switch end - start {
        case 2:
            return bytes[start] == 0xC2 && (bytes[start + 1] == 0x85 || bytes[start + 1] == 0xA0)
        case 3:
            let (a, b, c) = (bytes[start], bytes[start + 1], bytes[start + 2])
            switch (a, b) {
            case (0xE1, 0x9A): return c == 0x80
            case (0xE2, 0x80): return (0x80...0x8A).contains(c) || c == 0xA8 || c == 0xA9 || c == 0xAF
            case (0xE2, 0x81): return c == 0x9F
            case (0xE3, 0x80): return c == 0x80
            default: return false
            }
        default:
            return false
        }
    }

    @inline(__always)
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// The number of U+000A scalars: of 0x0A bytes, which UTF-8 uses for nothing else.
    static func lineBreaks(_ text: String) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int in
            guard var next = bytes.baseAddress else { return 0 }
            let end = next + bytes.count
            var count = 0
            while next < end, let found = memchr(next, 0x0A, end - next) {
                count += 1
                next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return count
        }) {
            return count
        }
        return text.utf8.count { $0 == 0x0A }
    }
}
