internal import CPermitICU

/// Joins items into one phrase as a locale writes lists: `["camera", "microphone"]` is `"camera and microphone"` in
/// English and `"相机和麦克风"` in Simplified Chinese.
///
/// Sendable: ICU documents its list formatters as immutable and safe to use from several threads at once
/// (`ulistfmt_format` takes it as `const`); the handle is a `let` closed only in `deinit`.
package final class ListFormat: @unchecked Sendable {
    /// Which word joins the last two items.
    package enum ListType: Hashable, Sendable {
        /// All of the items: "a, b, and c".
        case and
        /// One of the items: "a, b, or c".
        case or
    }

    /// The BCP 47 language tag of the locale whose list patterns the formatter uses.
    package let locale: String
    /// Whether the list means all of its items or one of them.
    package let type: ListType

    /// The ICU formatter: never changed after `init`, closed in `deinit` once no caller can reach it.
    private let formatter: OpaquePointer

    /// The most formatters ``forLocale(_:type:)`` keeps.
    static let cache = BoundedCache<CacheKey, ListFormat>(capacity: 64)

    struct CacheKey: Hashable, Sendable {
        var locale: String
        var type: ListType
    }

    /// A formatter for the locale of a BCP 47 language tag. Throws for a malformed tag, and for a language ICU has no
    /// data for (`U_MISSING_RESOURCE_ERROR`).
    package init(locale: String, type: ListType = .and) throws(ICUError) {
        let identifier = try LocaleIdentifiers.icuIdentifier(locale)
        let icuType = switch type {
        case .and: PermitListTypeAnd
        case .or: PermitListTypeOr
        }
        var status: Int32 = 0
        let opened = permit_list_formatter_open(identifier, icuType, &status)
        guard status <= 0, let opened else {
            permit_list_formatter_close(opened)
            throw ICUError(failedOpening: status)
        }
        self.formatter = opened
        self.locale = locale
        self.type = type
    }

    deinit {
        permit_list_formatter_close(formatter)
    }

    /// A shared formatter for `locale` and `type`, from a cache of recently used ones.
    package static func forLocale(_ locale: String, type: ListType = .and) throws(ICUError) -> ListFormat {
        try cache.value(for: CacheKey(locale: locale, type: type)) { () throws(ICUError) in
            try ListFormat(locale: locale, type: type)
        }
    }

    /// The items joined into one phrase; no items give the empty string, one item gives itself.
    package func format(_ items: [String]) -> String {
        // All items in one UTF-16 array, plus a final unit so that the array is never empty and every item, even an
        // empty last one, starts at a valid address.
        var units: [UInt16] = []
        var lengths: [Int32] = []
        for item in items {
            let start = units.count
            units.append(contentsOf: item.utf16)
            lengths.append(Int32(units.count - start))
        }
        units.append(0)
        return ICUError.expectingSuccess { () throws(ICUError) in
            try units.withUnsafeBufferPointer { (allUnits) throws(ICUError) -> String in
                var itemStarts: [UnsafePointer<UInt16>?] = []
                var offset = 0
                for length in lengths {
                    itemStarts.append(allUnits.baseAddress.map { $0 + offset })
                    offset += Int(length)
                }
                return try ICUOutput.string(initialCapacity: units.count + 32) { buffer, capacity, status in
                    permit_list_formatter_format(
                        formatter, itemStarts, lengths, Int32(lengths.count), buffer, capacity, &status)
                }
            }
        }
    }
}
