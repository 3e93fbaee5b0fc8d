/// Why a format specifier cannot be used: it is malformed, or it does not fit the arguments or the string's
/// substitutions. Ranges count Unicode scalars of the text that holds the specifier.
package enum FormatProblem: Hashable, Sendable, CustomStringConvertible {
    /// A `%` with no conversion after it before the text ends.
    case incompleteSpecifier(range: Range<Int>)
    /// A conversion character that Apple's runtime does not format (such as `%k`, or `%n`, which writes memory).
    case unknownConversion(Unicode.Scalar, range: Range<Int>)
    /// A position of 0 (`%0$@`); positions start at 1.
    case zeroPosition(range: Range<Int>)
    /// A `%#@name` without the closing `@`, or with an empty name.
    case malformedSubstitutionReference(range: Range<Int>)
    /// A width or precision too large to be meant (more than `FormatProblem.largestAmount`).
    case excessiveAmount(Int, range: Range<Int>)
    /// A specifier reads the argument at this 0-based index, and there are fewer arguments.
    case missingArgument(index: Int, range: Range<Int>)
    /// A specifier reads an argument of a kind it cannot format.
    case wrongArgumentType(index: Int, expected: FormatConversion, found: FormatArgument, range: Range<Int>)
    /// A `%#@name@` reference to a substitution the string does not define.
    case undefinedSubstitution(name: String, range: Range<Int>)
    /// A choice (a substitution, or a plural, device or width string) has no variant for the argument or
    /// device, and no `other` variant to fall back to.
    case missingVariant(name: String, range: Range<Int>)
    /// Substitutions reference each other deeper than `FormatProblem.deepestNesting`, as a cycle does.
    case substitutionNestingTooDeep(name: String, range: Range<Int>)

    /// The largest width or precision a specifier may ask for; a translation asking for more would make the
    /// formatter allocate without bound.
    package static let largestAmount = 1024
    /// How deep substitutions may reference substitutions.
    package static let deepestNesting = 8

    /// Where the problem is, in Unicode scalars of the text that holds it.
    package var range: Range<Int> {
        switch self {
        case .incompleteSpecifier(let range), .unknownConversion(_, let range), .zeroPosition(let range),
            .malformedSubstitutionReference(let range), .excessiveAmount(_, let range),
            .missingArgument(_, let range), .wrongArgumentType(_, _, _, let range),
            .undefinedSubstitution(_, let range), .missingVariant(_, let range),
            .substitutionNestingTooDeep(_, let range):
            range
        }
    }

    /// A sentence for a person.
    package var description: String {
        switch self {
        case .incompleteSpecifier:
            "a % at the end of the text has no conversion"
        case .unknownConversion(let scalar, _):
            "%\(scalar) is not a conversion Apple's runtime formats"
        case .zeroPosition:
            "argument positions start at 1, not 0"
        case .malformedSubstitutionReference:
            "a %#@ substitution reference has no name or no closing @"
        case .excessiveAmount(let amount, _):
            "a width or precision of \(amount) is larger than \(Self.largestAmount)"
        case .missingArgument(let index, _):
            "the specifier reads argument \(index + 1), which is not given"
        case .wrongArgumentType(let index, let expected, let found, _):
            "argument \(index + 1) is \(found.kindDescription), which \(expected) cannot format"
        case .undefinedSubstitution(let name, _):
            "the substitution \(name) is not defined"
        case .missingVariant(let name, _):
            "\(name) has no variant to choose, not even other"
        case .substitutionNestingTooDeep(let name, _):
            "the substitution \(name) nests deeper than \(Self.deepestNesting) levels"
        }
    }
}
