/// One format specifier of a format string, such as `%2$-8.3ld`, with the argument it reads.
package struct FormatSpecifier: Hashable, Sendable {
    /// The printf flags.
    package struct Flags: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `-`: justify to the left within the width.
        package static let leftJustify = Flags(rawValue: 1 << 0)
        /// `+`: always print a sign.
        package static let alwaysSign = Flags(rawValue: 1 << 1)
        /// ` ` (space): print a space where a positive number has no sign.
        package static let spaceForPositive = Flags(rawValue: 1 << 2)
        /// `#`: the alternate form (`0x` prefix, a leading `0` in octal, a decimal point that always shows).
        package static let alternateForm = Flags(rawValue: 1 << 3)
        /// `0`: pad numbers with zeros instead of spaces.
        package static let zeroPad = Flags(rawValue: 1 << 4)
        /// `'`: group thousands the way the locale does.
        package static let groupThousands = Flags(rawValue: 1 << 5)
    }

    /// A width or a precision: written in the format, or read from an argument (`*` or `*2$`).
    package enum Amount: Hashable, Sendable {
        /// A number written in the format string.
        case fixed(Int)
        /// The 0-based index of the integer argument that holds the amount.
        case argument(Int)
    }

    /// The flags.
    package var flags: Flags
    /// The minimum width, when the specifier has one.
    package var width: Amount?
    /// The precision, when the specifier has one (`.` alone is a precision of 0).
    package var precision: Amount?
    /// The kind of argument the specifier reads.
    package var conversion: FormatConversion
    /// The conversion character as written (`d`, `x`, `e`, `@`...), which chooses the presentation.
    package var conversionCharacter: Unicode.Scalar
    /// The 0-based index of the argument the specifier formats, after resolving positions; `nil` for `%%`.
    package var argumentIndex: Int?
    /// Whether the specifier names its argument's position (`%2$@`) rather than taking the next in sequence.
    package var isPositional: Bool
    /// Where the specifier is, in Unicode scalars from the start of the string, `%` included.
    package var range: Range<Int>

    /// Creates a specifier.
    package init(
        flags: Flags = [], width: Amount? = nil, precision: Amount? = nil, conversion: FormatConversion,
        conversionCharacter: Unicode.Scalar, argumentIndex: Int?, isPositional: Bool = false, range: Range<Int>
    ) {
        self.flags = flags
        self.width = width
        self.precision = precision
        self.conversion = conversion
        self.conversionCharacter = conversionCharacter
        self.argumentIndex = argumentIndex
        self.isPositional = isPositional
        self.range = range
    }

    /// The indices of every argument the specifier reads: a `*` width, a `*` precision, then its value.
    package var argumentIndices: [Int] {
        var indices: [Int] = []
        if case .argument(let index) = width { indices.append(index) }
        if case .argument(let index) = precision { indices.append(index) }
        if let argumentIndex { indices.append(argumentIndex) }
        return indices
    }
}
