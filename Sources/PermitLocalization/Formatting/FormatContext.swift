/// The locale-dependent behaviour a formatter needs, injected as closures so that the formatting code knows
/// nothing of ICU: how numbers are written and which plural category a number takes.
///
/// The closures are held by one shared object (`NumberFormatting`), so that copying a context, as every render
/// does, copies one reference rather than three closures.
public struct FormatContext: Sendable {
    /// How numbers are written and which plural category a number takes, in one language.
    let numbers: NumberFormatting
    /// Whether each interpolated argument is wrapped in FIRST STRONG ISOLATE (U+2068) and POP DIRECTIONAL
    /// ISOLATE (U+2069), so that a left-to-right value does not reorder right-to-left text around it.
    public var isolatesArguments: Bool
    /// The device whose `.device` variant is chosen; `nil` or a missing variant chooses `other`.
    public var device: DeviceClass?
    /// The presentation width in ems that chooses among `.width` variants: the widest variant not wider, or
    /// the narrowest if all are wider. `nil` chooses the widest variant.
    public var presentationWidth: Int?

    /// Creates a context.
    package init(
        formatInteger: @escaping @Sendable (IntegerFormatRequest) -> String,
        formatFloatingPoint: @escaping @Sendable (FloatingPointFormatRequest) -> String,
        pluralCategory: @escaping @Sendable (FormatArgument) -> PluralCategory,
        isolatesArguments: Bool = false, device: DeviceClass? = nil, presentationWidth: Int? = nil
    ) {
        self.numbers = NumberFormatting(
            formatInteger: formatInteger, formatFloatingPoint: formatFloatingPoint, pluralCategory: pluralCategory)
        self.isolatesArguments = isolatesArguments
        self.device = device
        self.presentationWidth = presentationWidth
    }

    /// Writes an integer: sign, digits, grouping, and zero padding when the request asks for it.
    package var formatInteger: @Sendable (IntegerFormatRequest) -> String { numbers.formatInteger }
    /// Writes a double: sign, digits, decimal separator, exponent, and zero padding when the request asks for it.
    package var formatFloatingPoint: @Sendable (FloatingPointFormatRequest) -> String { numbers.formatFloatingPoint }
    /// The CLDR plural category of a numeric argument (`.int`, `.uint` or `.double`) in the language. The
    /// formatter applies Apple's rule that an integer 0 takes a `zero` variant when there is one before asking.
    package var pluralCategory: @Sendable (FormatArgument) -> PluralCategory { numbers.pluralCategory }
}
