/// A CLDR plural category, the name under which a plural variant of a string is stored in both `.stringsdict`
/// variables and String Catalog `plural` variations.
public enum PluralCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    /// The form for zero items, in languages that have one (and in Apple's runtime, for the number 0 in any
    /// language).
    case zero
    /// The singular form.
    case one
    /// The dual form.
    case two
    /// The paucal form, for small numbers.
    case few
    /// The form for large numbers, or for fractions, depending on the language.
    case many
    /// The general form, which every plural must have.
    case other

    /// Orders categories as CLDR lists them: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
