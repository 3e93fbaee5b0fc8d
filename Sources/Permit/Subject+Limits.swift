/// What a subject may hold, so that every store keeps what a server accepted: a report that passes these checks is
/// stored the same in memory, SQLite and PostgreSQL (which refuses NUL characters, and index entries over about
/// 2,700 bytes), and one that fails them is refused before any store is asked.
extension Subject {
    /// The longest subject id, in bytes of UTF-8: room for an e-mail address (254), a UUID or a prefixed account
    /// number, and small enough for any store's key and for the notices instances send each other.
    public static let maximumIDLength = 256

    /// The most preferred languages a subject may list.
    public static let maximumLanguageCount = 32

    /// The longest language tag, in characters (BCP 47 tags in use are far shorter).
    public static let maximumLanguageTagLength = 64

    /// What is wrong with `id` as a subject id, or `nil` when it is one: 1 to `maximumIDLength` bytes of UTF-8
    /// with no control character (U+0000 to U+001F, U+007F to U+009F).
    public static func defect(ofID id: String) -> String? {
        if id.isEmpty { return "a non-empty string naming the device or user is required" }
        if id.utf8.count > maximumIDLength {
            return "must be at most \(maximumIDLength) bytes of UTF-8 (it has \(id.utf8.count))"
        }
        if let control = id.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "must not hold control characters (it holds U+\(String(control.value, radix: 16, uppercase: true).leftPadded(to: 4)))"
        }
        return nil
    }

    /// What is wrong with `tag` as a preferred language, or `nil` when it can be one: 1 to
    /// `maximumLanguageTagLength` printable ASCII characters, no space (`fr-CA`, `zh-Hans`, `en_US`).
    public static func defect(ofLanguageTag tag: String) -> String? {
        guard !tag.isEmpty, tag.utf8.count <= maximumLanguageTagLength else {
            return "must be a language tag of 1 to \(maximumLanguageTagLength) characters"
        }
        guard tag.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return "must be a language tag such as \"fr-CA\": printable ASCII without spaces"
        }
        return nil
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
