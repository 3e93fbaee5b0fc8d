/// A basic language range of RFC 4647 §2.1, as an `Accept-Language` header names it: `*` or a tag-like
/// `1*8ALPHA *("-" 1*8alphanum)`; underscores are read as hyphens (`de_DE` is `de-DE`).
package enum LanguageRange: Hashable, Sendable, CustomStringConvertible {
    /// `*`, any language.
    case wildcard
    /// A range such as `en-US`, in the conventional case of RFC 5646 (`EN-us` is `en-US`, `zh-hant` is `zh-Hant`),
    /// so that it compares directly with `LocalizationName.tag`.
    case language(String)

    /// Reads a range, or gives `nil` when the bytes are not one.
    init?(_ bytes: ArraySlice<UInt8>) {
        if bytes.elementsEqual([UInt8(ascii: "*")]) {
            self = .wildcard
            return
        }
        // Underscores are read as hyphens: servers receive ICU and Java forms (`de_DE`) too.
        let subtags = bytes.split(omittingEmptySubsequences: false) {
            $0 == LanguageSubtag.hyphen || $0 == UInt8(ascii: "_")
        }
        guard let first = subtags.first, first.allSatisfy(LanguageSubtag.isLetter) else { return nil }
        for subtag in subtags {
            guard (1...8).contains(subtag.count), subtag.allSatisfy(LanguageSubtag.isAlphanumeric) else { return nil }
        }
        self = .language(LanguageSubtag.conventionalTag(subtags))
    }

    /// `*`, or the range.
    package var description: String {
        switch self {
        case .wildcard: "*"
        case .language(let range): range
        }
    }
}
