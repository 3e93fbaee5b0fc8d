/// Tells whether a printf conversion without its `%` (such as `ld`, `lld`, `.1f`) formats a number, which a
/// plural needs to choose its variant.
package enum NumericConversion {
    private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
    private static let lengthModifiers = ["hh", "ll", "h", "l", "q", "L", "j", "z", "t"]
    private static let conversions: Set<Character> = [
        "d", "i", "o", "u", "x", "X", "D", "O", "U", "e", "E", "f", "F", "g", "G", "a", "A",
    ]

    /// Whether `specifier` is a numeric conversion (see `isNumeric`) of an integer (`ld`, `lld`, `u`...), whose
    /// plural never sees a fraction.
    package static func isInteger(_ specifier: String) -> Bool {
        guard isNumeric(specifier), let conversion = specifier.last else { return false }
        return !["e", "E", "f", "F", "g", "G", "a", "A"].contains(conversion)
    }

    /// Whether `specifier` is flags, width, precision and length followed by one numeric conversion, and nothing
    /// else.
    static func isNumeric(_ specifier: String) -> Bool {
        var rest = Substring(specifier)
        rest = rest.drop { flags.contains($0) }
        rest = rest.drop { $0.isASCII && $0.isNumber }
        if rest.first == "." {
            rest = rest.dropFirst().drop { $0.isASCII && $0.isNumber }
        }
        if let modifier = lengthModifiers.first(where: { rest.hasPrefix($0) }) {
            rest = rest.dropFirst(modifier.count)
        }
        guard rest.count == 1, let conversion = rest.first else { return false }
        return conversions.contains(conversion)
    }
}
