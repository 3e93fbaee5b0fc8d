/// One string of a `StringsEntry`: a range of UTF-8 bytes it shares with the file it was read from (the file's own
/// bytes, or the decoded text beside them), made into a `String` only when code asks for it, or a `String` code gave.
enum EntryText: Sendable {
    /// The UTF-8 bytes `range` of `bytes`.
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
}
