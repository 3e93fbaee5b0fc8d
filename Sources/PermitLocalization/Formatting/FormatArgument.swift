/// One argument to format, typed the way the value would cross into Apple's variadic formatting.
///
/// Which specifiers accept which argument (anything else is a misfit, reported instead of read):
/// - `.object` fits `%@`, and `%s`/`%S` (a string is what a C string stands for here).
/// - `.int` and `.uint` fit every integer conversion (`%d %i %u %x %o`... of any length: the value is truncated to
///   the length's bits and read signed or unsigned, as C does), `%c`/`%C` (as a character code), `%p`, and a `*`
///   width or precision. They also choose plural variants.
/// - `.double` fits the floating-point conversions (`%f %e %g %a`...), and chooses plural variants.
/// - `.character` fits `%c` and `%C`.
///
/// An integer given to `%f`, or a double to `%d`, does not fit: C would read a different register or the wrong
/// bits, so the misfit is a bug in the translation or the call, not a conversion to perform.
public enum FormatArgument: Sendable, Hashable {
    /// An object or string, printed by `%@` as its description.
    case object(String)
    /// A signed integer (`Int`, `Int32`...).
    case int(Int64)
    /// An unsigned integer (`UInt`, `UInt32`...).
    case uint(UInt64)
    /// A floating-point number (`Double`, `Float`, `CGFloat`).
    case double(Double)
    /// One Unicode scalar, printed by `%c` or `%C`.
    case character(Unicode.Scalar)

    /// Whether the argument can be formatted by a specifier of `conversion`.
    package func fits(_ conversion: FormatConversion) -> Bool {
        switch (conversion, self) {
        case (.object, .object), (.cString, .object): true
        case (.signedInteger, .int), (.signedInteger, .uint), (.unsignedInteger, .int), (.unsignedInteger, .uint):
            true
        case (.pointer, .int), (.pointer, .uint): true
        case (.floatingPoint, .double): true
        case (.character, .character), (.character, .int), (.character, .uint): true
        case (.substitutionReference, .int), (.substitutionReference, .uint), (.substitutionReference, .double):
            true
        default: false
        }
    }

    /// The argument as an integer for a `*` width or precision, or `nil` if it is not an integer.
    var integerAmount: Int? {
        switch self {
        case .int(let value): Int(clamping: value)
        case .uint(let value): Int(clamping: value)
        default: nil
        }
    }

    /// A few words naming the kind of argument, for messages.
    var kindDescription: String {
        switch self {
        case .object: "an object"
        case .int: "a signed integer"
        case .uint: "an unsigned integer"
        case .double: "a double"
        case .character: "a character"
        }
    }
}
