/// A locale with its likely subtags added (`zh-TW` → `zh-Hant-TW`, `ar` → `ar-Arab-EG`): how Permit learns the
/// script a localization is written in.
struct MaximizedLocale: Hashable, Sendable {
    /// The language subtag.
    let language: String
    /// The script subtag, such as `Hant` or `Arab`.
    let script: String
    /// The region subtag, such as `TW` or `419`.
    let region: String

    /// The locale of a BCP 47 tag or ICU identifier, from a bounded cache (ICU's likely-subtags data costs
    /// microseconds a call); `nil` when ICU cannot add likely subtags to it.
    static func of(_ tag: String) -> MaximizedLocale? {
        locales.value(for: tag) { MaximizedLocale(reading: tag) }
    }

    static let locales = BoundedCache<String, MaximizedLocale?>(capacity: 1_024)

    private init?(reading tag: String) {
        guard let maximized = try? LocaleIdentifiers.addingLikelySubtags(tag) else { return nil }
        let subtags = maximized.split(separator: "-").map(String.init)
        guard subtags.count >= 3, subtags[1].count == 4 else { return nil }
        language = subtags[0]
        script = subtags[1]
        region = subtags[2]
    }
}
