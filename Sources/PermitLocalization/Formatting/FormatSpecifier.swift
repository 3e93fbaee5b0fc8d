/// One format specifier of a format string, such as `%2$-8.3ld`, with the argument it reads.
public struct FormatSpecifier: Hashable, Sendable {
    /// The printf flags.
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `-`: justify to the left within the width.
        public static let leftJustify = Flags(rawValue: 1 << 0)
        /// `+`: always print a sign.
        public static let alwaysSign = Flags(rawValue: 1 << 1)
        /// ` ` (space): print a space where a positive number has no sign.
        public static let spaceForPositive = Flags(rawValue: 1 << 2)
        /// `#`: the alternate form (`0x` prefix, a leading `0` in octal, a decimal point that always shows).
        public static let alternateForm = Flags(rawValue: 1 << 3)
        /// `0`: pad numbers with zeros instead of spaces.
        public static let zeroPad = Flags(rawValue: 1 << 4)
        /// `'`: group thousands the way the locale does.
        public static let groupThousands = Flags(rawValue: 1 << 5)
    }

    /// A width or a precision: written in the format, or read from an argument (`*` or `*2$`).
    public enum Amount: Hashable, Sendable {
        /// A number written in the format string.
        case fixed(Int)
        /// The 0-based index of the integer argument that holds the amount.
        case argument(Int)
    }

    /// The flags.
    public var flags: Flags
    /// The minimum width, when the specifier has one.
    public var width: Amount?
    /// The precision, when the specifier has one (`.` alone is a precision of 0).
    public var precision: Amount?
    /// The kind of argument the specifier reads.
    public var conversion: FormatConversion
    /// The conversion character as written (`d`, `x`, `e`, `@`...), which chooses the presentation.
    public var conversionCharacter: Unicode.Scalar
    /// The 0-based index of the argument the specifier formats, after resolving positions; `nil` for `%%`.
    public var argumentIndex: Int?
    /// Whether the specifier names its argument's position (`%2$@`) rather than taking the next in sequence.
    public var isPositional: Bool
    /// Where the specifier is, in Unicode scalars from the start of the string, `%` included.
    public var range: Range<Int>

    /// Creates a specifier.
    public init(
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
    public var argumentIndices: [Int] {
        var indices: [Int] = []
        if case .argument(let index) = width { indices.append(index) }
        if case .argument(let index) = precision { indices.append(index) }
        if let argumentIndex { indices.append(argumentIndex) }
        return indices
    }
}
