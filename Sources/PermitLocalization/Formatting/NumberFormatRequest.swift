/// What a `%d`, `%u`, `%x` or `%o` specifier asks of an integer, handed to `FormatContext.formatInteger`.
///
/// The value is already truncated to the specifier's length and read signed or unsigned as C does.
public struct IntegerFormatRequest: Hashable, Sendable {
    /// The base and case of the digits.
    public enum Notation: Hashable, Sendable {
        /// `%d`, `%i`, `%u`.
        case decimal
        /// `%o`.
        case octal
        /// `%x` (lowercase digits) or `%X` (uppercase).
        case hexadecimal(uppercase: Bool)
    }

    /// The absolute value.
    public var magnitude: UInt64
    /// Whether the value is below zero (only for signed conversions).
    public var isNegative: Bool
    /// The base of the digits.
    public var notation: Notation
    /// The precision: the minimum number of digits, when the specifier gives one.
    public var minimumDigits: Int?
    /// The width the result should reach by padding with zeros, when the `0` flag asks for it (never together
    /// with left justification or a precision). Padding with spaces is the formatter's work, not the closure's.
    public var zeroPaddedWidth: Int?
    /// The flags; `alwaysSign`, `spaceForPositive`, `alternateForm` and `groupThousands` concern the closure.
    public var flags: FormatSpecifier.Flags

    /// Creates a request.
    public init(
        magnitude: UInt64, isNegative: Bool, notation: Notation, minimumDigits: Int?, zeroPaddedWidth: Int?,
        flags: FormatSpecifier.Flags
    ) {
        self.magnitude = magnitude
        self.isNegative = isNegative
        self.notation = notation
        self.minimumDigits = minimumDigits
        self.zeroPaddedWidth = zeroPaddedWidth
        self.flags = flags
    }
}

/// What a `%f`, `%e`, `%g` or `%a` specifier asks of a double, handed to `FormatContext.formatFloatingPoint`.
public struct FloatingPointFormatRequest: Hashable, Sendable {
    /// How the number is written.
    public enum Style: Hashable, Sendable {
        /// `%f`: fixed-point.
        case fixed
        /// `%e`: scientific, one digit before the point and an exponent.
        case exponent
        /// `%g`: fixed or scientific, whichever is shorter, without trailing zeros.
        case shortest
        /// `%a`: hexadecimal floating point.
        case hexadecimal
    }

    /// The number.
    public var value: Double
    /// The style.
    public var style: Style
    /// Whether letters (`E`, `INF`, `0X`) are uppercase, as `%E`, `%F`, `%G`, `%A` ask.
    public var uppercase: Bool
    /// The precision, when the specifier gives one (C's default is 6 for `%f %e %g`).
    public var precision: Int?
    /// The width to reach by padding with zeros after the sign, when the `0` flag asks for it.
    public var zeroPaddedWidth: Int?
    /// The flags; `alwaysSign`, `spaceForPositive`, `alternateForm` and `groupThousands` concern the closure.
    public var flags: FormatSpecifier.Flags

    /// Creates a request.
    public init(
        value: Double, style: Style, uppercase: Bool, precision: Int?, zeroPaddedWidth: Int?,
        flags: FormatSpecifier.Flags
    ) {
        self.value = value
        self.style = style
        self.uppercase = uppercase
        self.precision = precision
        self.zeroPaddedWidth = zeroPaddedWidth
        self.flags = flags
    }
}
