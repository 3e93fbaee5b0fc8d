extension FormatContext {
    /// Formats numbers for `locale` with ICU, as Apple's localized formatting does: the locale's digits, decimal
    /// separator and grouping for `%d %i %u %ld...` and `%f`/`%.Nf`, and the locale's CLDR plural rules.
    ///
    /// Hexadecimal, octal, scientific and shortest notations, and integers with a precision or zero padding,
    /// have no locale form: they are written as C writes them. Contexts are cached per locale.
    ///
    /// - Throws: `ICUError` when ICU has no data for the locale's language.
    public static func localized(for locale: String, isolatesArguments: Bool = false) throws(ICUError) -> FormatContext {
        var context = try LocalizedNumberFormatting.cache.value(for: locale) { () throws(ICUError) -> FormatContext in
            let formatting = try LocalizedNumberFormatting(locale: locale)
            return FormatContext(
                formatInteger: formatting.integer, formatFloatingPoint: formatting.floatingPoint,
                pluralCategory: formatting.pluralCategory)
        }
        context.isolatesArguments = isolatesArguments
        return context
    }
}

/// ICU's number formatting and plural rules for one locale, behind `FormatContext.localized(for:)`.
struct LocalizedNumberFormatting: Sendable {
    static let cache = BoundedCache<String, FormatContext>(capacity: 64)

    let locale: String
    private let integers: NumberFormat
    private let signedIntegers: NumberFormat
    private let pluralRules: PluralRules

    init(locale: String) throws(ICUError) {
        self.locale = locale
        integers = try NumberFormat.forSkeleton("precision-integer", locale: locale)
        signedIntegers = try NumberFormat.forSkeleton("precision-integer sign-always", locale: locale)
        pluralRules = try PluralRules.forLocale(locale)
    }

    @Sendable func integer(_ request: IntegerFormatRequest) -> String {
        guard request.notation == .decimal, request.minimumDigits == nil, request.zeroPaddedWidth == nil,
            !request.flags.contains(.spaceForPositive), request.magnitude <= UInt64(Int64.max)
        else { return POSIXNumberFormatting.integer(request) }
        let value = request.isNegative ? -Int64(request.magnitude) : Int64(request.magnitude)
        return (request.flags.contains(.alwaysSign) ? signedIntegers : integers).format(value)
    }

    @Sendable func floatingPoint(_ request: FloatingPointFormatRequest) -> String {
        guard request.style == .fixed, request.zeroPaddedWidth == nil, request.value.isFinite,
            !request.flags.contains(.spaceForPositive), !request.flags.contains(.alternateForm)
        else { return POSIXNumberFormatting.floatingPoint(request) }
        let precision = min(request.precision ?? 6, 30)
        var skeleton = precision == 0 ? "precision-integer" : "." + String(repeating: "0", count: precision)
        if request.flags.contains(.alwaysSign) { skeleton += " sign-always" }
        guard let format = try? NumberFormat.forSkeleton(skeleton, locale: locale) else {
            return POSIXNumberFormatting.floatingPoint(request)
        }
        return format.format(request.value)
    }

    /// The category of an integer, or of a double with the fraction digits its shortest form shows (1.5 shows
    /// one, 2.0 none).
    @Sendable func pluralCategory(_ argument: FormatArgument) -> PluralCategory {
        switch argument {
        case .int(let value): return pluralRules.category(for: Int(value))
        case .uint(let value): return pluralRules.category(for: Int(clamping: value))
        case .double(let value):
            guard value.isFinite else { return .other }
            let shortest = String(value)
            let digits = shortest.split(separator: ".").dropFirst().first.map { $0 == "0" ? 0 : $0.count } ?? 0
            return pluralRules.category(for: value, fractionDigits: shortest.contains("e") ? 0 : digits)
        case .object, .character: return .other
        }
    }
}
