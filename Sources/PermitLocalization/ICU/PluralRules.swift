internal import CPermitICU

/// The cardinal plural rules of a locale, from CLDR through ICU: which ``PluralCategory`` a count selects.
///
/// Sendable: ICU never changes compiled plural rules after opening them (`uplrules_select` and
/// `uplrules_selectFormatted` take them as `const` and only read the compiled rule chain), the handle is a `let`
/// closed only in `deinit`, and the other stored properties are immutable values or Sendable.
package final class PluralRules: @unchecked Sendable {
    /// The BCP 47 language tag the rules are for.
    package let locale: String
    /// The categories the locale distinguishes; always includes ``PluralCategory/other``.
    package let categories: Set<PluralCategory>

    /// The ICU rules: never changed after `init`, closed in `deinit` once no caller can reach them.
    private let rules: OpaquePointer
    /// Formats integers for selection, which sees their exact digits (a `Double` would round large ones).
    private let integerFormat: NumberFormat

    /// The most rule sets ``forLocale(_:)`` keeps.
    static let cache = BoundedCache<String, PluralRules>(capacity: 64)

    /// The rules of the locale of a BCP 47 language tag. Throws for a malformed tag, and for a language ICU has no
    /// data for (`U_MISSING_RESOURCE_ERROR`) where ICU itself would silently answer with root's rules.
    package init(locale: String) throws(ICUError) {
        let identifier = try LocaleIdentifiers.icuIdentifier(locale)
        var status: Int32 = 0
        let opened = permit_plural_rules_open(identifier, &status)
        guard status <= 0, let opened else {
            permit_plural_rules_close(opened)
            throw ICUError(failedOpening: status)
        }
        do {
            self.categories = try Self.keywords(of: opened)
            self.integerFormat = try NumberFormat(skeleton: "precision-integer", locale: locale)
        } catch {
            permit_plural_rules_close(opened)
            throw error
        }
        self.rules = opened
        self.locale = locale
    }

    deinit {
        permit_plural_rules_close(rules)
    }

    /// Shared rules for the locale of a BCP 47 language tag, from a cache of recently used ones.
    package static func forLocale(_ locale: String) throws(ICUError) -> PluralRules {
        try cache.value(for: locale) { () throws(ICUError) in try PluralRules(locale: locale) }
    }

    /// The category of an integer count: in Russian, 1 and 21 are ``PluralCategory/one``, 2 is
    /// ``PluralCategory/few``, 5 is ``PluralCategory/many``.
    package func category(for value: Int) -> PluralCategory {
        ICUError.expectingSuccess { () throws(ICUError) in
            try integerFormat.withFormattedNumber(Int64(value), read: category(of:))
        }
    }

    /// The category of `value` shown with exactly `fractionDigits` digits after the decimal separator (rounded
    /// half-even to them), since visible digits change the category: in English, 1 is ``PluralCategory/one`` but
    /// 1.0 (`fractionDigits` 1) is ``PluralCategory/other``. `fractionDigits` must be in `0...999`, ICU's limit.
    package func category(for value: Double, fractionDigits: Int) -> PluralCategory {
        precondition((0...999).contains(fractionDigits), "ICU shows 0 to 999 fraction digits, not \(fractionDigits)")
        let skeleton = fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits)
        return ICUError.expectingSuccess { () throws(ICUError) in
            try NumberFormat.forSkeleton(skeleton, locale: locale).withFormattedNumber(value, read: category(of:))
        }
    }

    private func category(of formattedNumber: OpaquePointer) throws(ICUError) -> PluralCategory {
        let keyword = try ICUOutput.string(initialCapacity: 8) { buffer, capacity, status in
            permit_plural_rules_select_formatted(rules, formattedNumber, buffer, capacity, &status)
        }
        return Self.category(named: keyword)
    }

    /// The category of a CLDR keyword. CLDR's rules use only the six keywords ``PluralCategory`` names; ICU could
    /// report another only for rules written by hand, which Permit never opens, so anything else is the general
    /// ``PluralCategory/other``.
    private static func category(named keyword: String) -> PluralCategory {
        PluralCategory(rawValue: keyword) ?? .other
    }

    private static func keywords(of rules: OpaquePointer) throws(ICUError) -> Set<PluralCategory> {
        var status: Int32 = 0
        guard let enumeration = permit_plural_rules_open_keywords(rules, &status), status <= 0 else {
            throw ICUError(failedOpening: status)
        }
        defer { permit_string_enumeration_close(enumeration) }
        var categories: Set<PluralCategory> = [.other]
        while true {
            var length: Int32 = 0
            let keyword = permit_string_enumeration_next(enumeration, &length, &status)
            if status > 0 { throw ICUError(code: status) }
            guard let keyword else { return categories }
            categories.insert(category(named: String(cString: keyword)))
        }
    }
}
