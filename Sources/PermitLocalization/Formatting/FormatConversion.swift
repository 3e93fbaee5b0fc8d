/// What kind of argument a format specifier consumes, as Apple's runtime reads it from the argument list.
///
/// Two specifiers with the same conversion read the same bytes; `%x` and `%u` (both unsigned) or `%f` and `%e`
/// (both double) differ only in presentation, which `FormatSpecifier.conversionCharacter` keeps.
package enum FormatConversion: Hashable, Sendable {
    /// `%@`: an object, formatted by its description.
    case object
    /// `%d`, `%i`, `%D`: a signed integer of the given length.
    case signedInteger(IntegerLength)
    /// `%u`, `%o`, `%x`, `%X`, `%U`, `%O`: an unsigned integer of the given length.
    case unsignedInteger(IntegerLength)
    /// `%f`, `%F`, `%e`, `%E`, `%g`, `%G`, `%a`, `%A`: a double.
    case floatingPoint
    /// `%c`, `%C`: one character, passed as an integer.
    case character
    /// `%s`, `%S`: a NUL-terminated C string (of bytes or of UTF-16 units).
    case cString
    /// `%p`: a pointer, printed in hexadecimal.
    case pointer
    /// `%%`: a literal percent sign; it consumes no argument.
    case percentLiteral
    /// `%#@name@`: a reference to a plural substitution, which consumes one numeric argument.
    case substitutionReference(name: String)

    /// Whether the conversion reads an argument (every conversion but `%%`).
    package var consumesArgument: Bool { self != .percentLiteral }
}

/// The C length modifier of an integer conversion, which decides how many bits Apple's runtime reads.
package enum IntegerLength: Hashable, Sendable, CaseIterable {
    /// `hh`: a `char`, 8 bits.
    case char
    /// `h`: a `short`, 16 bits.
    case short
    /// No modifier: an `int`, 32 bits.
    case int
    /// `l` (and the `D`, `O`, `U` conversions): a `long`, 64 bits on Apple's 64-bit platforms.
    case long
    /// `ll`, `q`, `L`: a `long long`, 64 bits.
    case longLong
    /// `z`: a `size_t`, 64 bits.
    case size
    /// `j`: an `intmax_t`, 64 bits.
    case intMax
    /// `t`: a `ptrdiff_t`, 64 bits.
    case pointerDifference

    /// The number of bits the runtime reads and prints for this length on Apple's 64-bit platforms.
    package var bitWidth: Int {
        switch self {
        case .char: 8
        case .short: 16
        case .int: 32
        case .long, .longLong, .size, .intMax, .pointerDifference: 64
        }
    }
}

extension FormatConversion: CustomStringConvertible {
    /// The kind of specifier, for messages, such as `%d (int)`.
    package var description: String {
        switch self {
        case .object: "%@ (object)"
        case .signedInteger(let length): "signed integer (\(length.bitWidth)-bit)"
        case .unsignedInteger(let length): "unsigned integer (\(length.bitWidth)-bit)"
        case .floatingPoint: "double"
        case .character: "character"
        case .cString: "C string"
        case .pointer: "pointer"
        case .percentLiteral: "%%"
        case .substitutionReference(let name): "%#@\(name)@ (plural substitution)"
        }
    }
}
