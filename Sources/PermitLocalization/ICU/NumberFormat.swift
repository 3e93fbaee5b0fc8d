internal import CPermitICU

/// Formats numbers for a locale as an ICU number skeleton describes, such as `"group-off"`, `".00"` or
/// `"precision-integer"` (see ICU's number skeleton documentation).
///
/// Sendable: ICU documents its skeleton number formatters as immutable and safe to use from several threads at once
/// (`unumf_formatInt` and `unumf_formatDouble` take it as `const`); each call formats into a result of its own.
package final class NumberFormat: @unchecked Sendable {
    /// The skeleton this formatter was made from.
    package let skeleton: String
    /// The BCP 47 language tag of the locale whose symbols and digits the formatter uses.
    package let locale: String

    /// The ICU formatter: never changed after `init`, closed in `deinit` once no caller can reach it.
    private let formatter: OpaquePointer

    /// The most formatters ``forSkeleton(_:locale:)`` keeps.
    static let cache = BoundedCache<CacheKey, NumberFormat>(capacity: 64)

    struct CacheKey: Hashable, Sendable {
        var skeleton: String
        var locale: String
    }

    /// A formatter for `skeleton` in the locale of a BCP 47 language tag. Throws for a malformed tag, a skeleton ICU
    /// cannot parse (`U_NUMBER_SKELETON_SYNTAX_ERROR`), or a language ICU has no data for
    /// (`U_MISSING_RESOURCE_ERROR`).
    package init(skeleton: String, locale: String) throws(ICUError) {
        let identifier = try LocaleIdentifiers.icuIdentifier(locale)
        let skeletonUnits = Array(skeleton.utf16)
        var status: Int32 = 0
        let opened = permit_number_formatter_open(skeletonUnits, Int32(skeletonUnits.count), identifier, &status)
        guard status <= 0, let opened else {
            permit_number_formatter_close(opened)
            throw ICUError(failedOpening: status)
        }
        self.formatter = opened
        self.skeleton = skeleton
        self.locale = locale
    }

    deinit {
        permit_number_formatter_close(formatter)
    }

    /// A shared formatter for `skeleton` and `locale`, from a cache of recently used ones.
    package static func forSkeleton(_ skeleton: String, locale: String) throws(ICUError) -> NumberFormat {
        try cache.value(for: CacheKey(skeleton: skeleton, locale: locale)) { () throws(ICUError) in
            try NumberFormat(skeleton: skeleton, locale: locale)
        }
    }

    /// `value` as text: `1234` in English with an empty skeleton is `"1,234"`.
    package func format(_ value: Int64) -> String {
        ICUError.expectingSuccess { () throws(ICUError) in
            try withFormattedNumber(value, read: Self.text(of:))
        }
    }

    /// `value` as text: `1234.5` in German with the skeleton `".0"` is `"1.234,5"`.
    package func format(_ value: Double) -> String {
        ICUError.expectingSuccess { () throws(ICUError) in
            try withFormattedNumber(value, read: Self.text(of:))
        }
    }

    /// Formats `value` into a result of its own and lets `read` inspect it (its text, or its plural category).
    func withFormattedNumber<Result>(
        _ value: Double,
        read: (OpaquePointer) throws(ICUError) -> Result
    ) throws(ICUError) -> Result {
        try withFormattedNumber({ result, status in
            permit_number_formatter_format_double(formatter, value, result, &status)
        }, read: read)
    }

    /// Formats `value` into a result of its own and lets `read` inspect it (its text, or its plural category).
    func withFormattedNumber<Result>(
        _ value: Int64,
        read: (OpaquePointer) throws(ICUError) -> Result
    ) throws(ICUError) -> Result {
        try withFormattedNumber({ result, status in
            permit_number_formatter_format_int(formatter, value, result, &status)
        }, read: read)
    }

    private func withFormattedNumber<Result>(
        _ format: (OpaquePointer, inout Int32) -> Void,
        read: (OpaquePointer) throws(ICUError) -> Result
    ) throws(ICUError) -> Result {
        var status: Int32 = 0
        guard let result = permit_formatted_number_open(&status), status <= 0 else {
            throw ICUError(failedOpening: status)
        }
        defer { permit_formatted_number_close(result) }
        format(result, &status)
        if status > 0 { throw ICUError(code: status) }
        return try read(result)
    }

    private static func text(of result: OpaquePointer) throws(ICUError) -> String {
        try ICUOutput.string { buffer, capacity, status in
            permit_formatted_number_to_string(result, buffer, capacity, &status)
        }
    }
}
