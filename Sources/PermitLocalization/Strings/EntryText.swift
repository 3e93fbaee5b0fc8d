#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One string of a `.strings` entry as the reader keeps it: a range of the file's UTF-8 bytes, made into a
/// `String` only when code asks for it, or a `String` already made (a quoted string's text with its escapes
/// decoded, a comment, or a string code gave).
///
/// Reading a table makes no string at all: an entry holds the file's bytes (one reference to one shared array)
/// and where its key and value lie in them.
enum EntryText: Sendable {
    /// The UTF-8 bytes `range` of `bytes`, as written in the file (no escape in them).
    case bytes([UInt8], Range<Int>)
    /// A string already made.
    case string(String)

    /// The text as a `String`, made anew on each call for `.bytes`.
    var string: String {
        switch self {
        case .bytes(let bytes, let range):
            bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        case .string(let string):
            string
        }
    }

    /// Calls `body` with the text's UTF-8 bytes.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch self {
        case .bytes(let bytes, let range):
            bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        case .string(var string):
            string.withUTF8(body)
        }
    }

    /// Whether the two texts have the same UTF-8 bytes (and so the same UTF-16 code units, as Apple compares keys).
    func hasSameCodeUnits(as other: EntryText) -> Bool {
        withUTF8 { first in
            other.withUTF8 { second in
                first.count == second.count
                    && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
            }
        }
    }
}
