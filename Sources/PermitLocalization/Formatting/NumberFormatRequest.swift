/// What a `%d`, `%u`, `%x` or `%o` specifier asks of an integer, handed to `FormatContext.formatInteger`.
///
/// The value is already truncated to the specifier's length and read signed or unsigned as C does.
package struct IntegerFormatRequest: Hashable, Sendable {
    /// The base and case of the digits.
    package enum Notation: Hashable, Sendable {
        /// `%d`, `%i`, `%u`.
        case decimal
        /// `%o`.
        case octal
        /// `%x` (lowercase digits) or `%X` (uppercase).
        case hexadecimal(uppercase: Bool)
    }

    /// The absolute value.
    package var magnitude: UInt64
    /// Whether the value is below zero (only for signed conversions).
    package var isNegative: Bool
    /// The base of the digits.
    package var notation: Notation
    /// The precision: the minimum number of digits, when the specifier gives one.
    package var minimumDigits: Int?
    /// The width the result should reach by padding with zeros, when the `0` flag asks for it (never together
    /// with left justification or a precision). Padding with spaces is the formatter's work, not the closure's.
    package var zeroPaddedWidth: Int?
    /// The flags; `alwaysSign`, `spaceForPositive`, `alternateForm` and `groupThousands` concern the closure.
    package var flags: FormatSpecifier.Flags

    /// Creates a request.
    package init(
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
package struct FloatingPointFormatRequest: Hashable, Sendable {
    /// How the number is written.
    package enum Style: Hashable, Sendable {
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
    package var value: Double
    /// The style.
    package var style: Style
    /// Whether letters (`E`, `INF`, `0X`) are uppercase, as `%E`, `%F`, `%G`, `%A` ask.
    package var uppercase: Bool
    /// The precision, when the specifier gives one (C's default is 6 for `%f %e %g`).
    package var precision: Int?
    /// The width to reach by padding with zeros after the sign, when the `0` flag asks for it.
    package var zeroPaddedWidth: Int?
    /// The flags; `alwaysSign`, `spaceForPositive`, `alternateForm` and `groupThousands` concern the closure.
    package var flags: FormatSpecifier.Flags

    /// Creates a request.
    package init(
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
