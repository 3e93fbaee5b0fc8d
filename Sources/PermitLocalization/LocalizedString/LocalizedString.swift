/// One localized string in the shape both `.stringsdict` files and String Catalogs (`.xcstrings`) give it, so that
/// a check or a formatter treats a plural the same way whichever file it came from.
///
/// A string is a tree: its `variant` is either text or a choice among variants (by plural category, device or
/// width), whose leaves are again localized strings. Text may reference named substitutions with `%#@name@`;
/// each is a plural choice of its own, formatted from one argument.
///
/// How the formats map into it:
/// - `.stringsdict`: `NSStringLocalizedFormatKey` becomes `.text`, and each variable dictionary it names becomes
///   a substitution (`NSStringFormatValueTypeKey` as its format specifier). `NSStringVariableWidthRuleType` and
///   `NSStringDeviceSpecificRuleType` become `.width` and `.device`. There is no translation state.
/// - `.xcstrings`: a `stringUnit` becomes `.text` with its `state`; `variations` become `.plural` or `.device`;
///   `substitutions` become substitutions with their `argNum` and `formatSpecifier`.
public struct LocalizedString: Hashable, Sendable {
    /// The text of a string, or a choice among variants of it.
    public enum Variant: Hashable, Sendable {
        /// Text, possibly holding format specifiers and `%#@name@` substitution references; with where the text
        /// starts in the file, when the format has places.
        case text(String, at: SourceLocation?)
        /// One variant per plural category, chosen by the number of the string's first numeric argument.
        case plural([PluralCategory: LocalizedString])
        /// One variant per kind of device.
        case device([DeviceClass: LocalizedString])
        /// One variant per available width, in ems (`.stringsdict` only).
        case width([Int: LocalizedString])
    }

    /// The text or the choice of variants.
    public var variant: Variant
    /// The substitutions that the text references with `%#@name@`, by name.
    public var substitutions: [String: Substitution]
    /// The translation's state, when the format records one (String Catalogs do, per `stringUnit`).
    public var state: TranslationState?

    /// Creates a localized string.
    public init(_ variant: Variant, substitutions: [String: Substitution] = [:], state: TranslationState? = nil) {
        self.variant = variant
        self.substitutions = substitutions
        self.state = state
    }
}
