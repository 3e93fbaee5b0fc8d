/// The encodings Apple's runtime reads text-based localization files in, and how each was recognized.
package enum TextEncoding: String, Hashable, Sendable, CaseIterable {
    /// UTF-8 without a byte-order mark (Apple's default).
    case utf8 = "UTF-8"
    /// UTF-8 with a byte-order mark.
    case utf8WithBOM = "UTF-8 with BOM"
    /// UTF-16, big-endian, with a byte-order mark.
    case utf16BigEndian = "UTF-16BE"
    /// UTF-16, little-endian, with a byte-order mark (what Xcode long wrote).
    case utf16LittleEndian = "UTF-16LE"
    /// UTF-32, big-endian, with a byte-order mark.
    case utf32BigEndian = "UTF-32BE"
    /// UTF-32, little-endian, with a byte-order mark.
    case utf32LittleEndian = "UTF-32LE"

    /// The byte-order mark's length in bytes, or 0.
    var byteOrderMarkLength: Int {
        switch self {
        case .utf8: 0
        case .utf8WithBOM: 3
        case .utf16BigEndian, .utf16LittleEndian: 2
        case .utf32BigEndian, .utf32LittleEndian: 4
        }
    }
}
