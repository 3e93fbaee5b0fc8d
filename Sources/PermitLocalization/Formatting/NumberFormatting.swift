/// The closures of a `FormatContext`: how one language writes numbers and which plural category a number takes.
/// A class, so that contexts share them by reference; immutable, so that sharing them across threads is safe.
final class NumberFormatting: Sendable {
    /// Writes an integer: sign, digits, grouping, and zero padding when the request asks for it.
    let formatInteger: @Sendable (IntegerFormatRequest) -> String
    /// Writes a double: sign, digits, decimal separator, exponent, and zero padding when the request asks for it.
    let formatFloatingPoint: @Sendable (FloatingPointFormatRequest) -> String
    /// The CLDR plural category of a numeric argument (`.int`, `.uint` or `.double`) in the language.
    let pluralCategory: @Sendable (FormatArgument) -> PluralCategory

    init(
        formatInteger: @escaping @Sendable (IntegerFormatRequest) -> String,
        formatFloatingPoint: @escaping @Sendable (FloatingPointFormatRequest) -> String,
        pluralCategory: @escaping @Sendable (FormatArgument) -> PluralCategory
    ) {
        self.formatInteger = formatInteger
        self.formatFloatingPoint = formatFloatingPoint
        self.pluralCategory = pluralCategory
    }
}
