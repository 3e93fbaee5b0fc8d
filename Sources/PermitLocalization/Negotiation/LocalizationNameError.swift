/// Why a folder name is not accepted as a localization name. Offsets count UTF-8 bytes from the start of the name.
package enum LocalizationNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name has no characters.
    case empty
    /// The name is longer than `limit` bytes (`LocalizationName.maximumLength`).
    case tooLong(limit: Int)
    /// A byte that no localization name contains: anything but ASCII letters, digits, `-` and `_`. This is what
    /// rejects path separators, `..`, NUL and every non-ASCII character.
    case disallowedByte(UInt8, offset: Int)
    /// A `-` and a `_` in one name, as in `zh_Hans-CN`; a name uses one separator throughout.
    case mixedSeparators(offset: Int)
    /// Two separators in a row, or one at the start or the end, as in `en--US` or `en-US-`.
    case emptySubtag(offset: Int)
    /// A first subtag that is not a language: two, three or five to eight letters.
    case invalidLanguage(String)
    /// A subtag of more than eight characters after the language.
    case subtagTooLong(String, offset: Int)
    /// A one-character subtag, which starts an extension (`-u-`, `-t-`) or private use (`-x-`). Bundles do not name
    /// localization folders with them, and Apple's runtime does not match them, so they are not accepted.
    case extensionOrPrivateUse(singleton: String, offset: Int)
    /// A subtag that is not a script, region or variant in its place, such as an extended language (`zh-yue`), a
    /// script after a region (`en-US-Latn`) or a second region.
    case unexpectedSubtag(String, offset: Int)
    /// A legacy English name that stood for several writing systems, such as `Chinese`.
    case ambiguousLegacyName(String, candidates: [String])

    package var description: String {
        switch self {
        case .empty:
            return "a localization name cannot be empty"
        case .tooLong(let limit):
            return "a localization name has at most \(limit) characters"
        case .disallowedByte(let byte, let offset):
            let code = "0x" + ASCIIByte.hex(byte)
            if byte >= 0x80 { return "non-ASCII byte \(code) at offset \(offset); a localization name is ASCII" }
            return "byte \(code) at offset \(offset) is not a letter, digit, '-' or '_'"
        case .mixedSeparators(let offset):
            return "the separator at offset \(offset) differs from the first one; use '-' or '_' throughout"
        case .emptySubtag(let offset):
            return "empty subtag at offset \(offset): separators must sit between subtags"
        case .invalidLanguage(let subtag):
            return "'\(subtag)' is not a language subtag (two, three or five to eight letters)"
        case .subtagTooLong(let subtag, let offset):
            return "subtag '\(subtag)' at offset \(offset) is longer than eight characters"
        case .extensionOrPrivateUse(let singleton, let offset):
            return "'\(singleton)' at offset \(offset) starts an extension or private use, which a localization name does not carry"
        case .unexpectedSubtag(let subtag, let offset):
            return "'\(subtag)' at offset \(offset) is not a script, region or variant in its place"
        case .ambiguousLegacyName(let name, let candidates):
            return "'\(name)' named several writing systems; rename the folder to one of \(candidates.joined(separator: ", "))"
        }
    }
}
