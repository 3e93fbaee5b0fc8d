/// Formats one argument that fits its specifier: the value in the specifier's presentation, padded to its width.
struct SpecifierFormatting {
    let specifier: FormatSpecifier
    /// The specifier's flags, with `leftJustify` added when a `*` width was negative.
    let flags: FormatSpecifier.Flags
    let width: Int?
    let precision: Int?

    /// The argument formatted for the specifier, numbers by `context` (passed here rather than stored, so that a
    /// render does not copy the context's closures for each specifier).
    func format(_ argument: FormatArgument, in context: FormatContext) -> String {
        switch specifier.conversion {
        case .object:
            // Apple's runtime ignores width and precision for %@.
            if case .object(let description) = argument { return description }
            return ""
        case .cString:
            guard case .object(let string) = argument else { return "" }
            return padded(precision.map { String(string.prefix($0)) } ?? string)
        case .signedInteger(let length):
            let value = Self.signedValue(of: argument, length: length)
            return padded(formatInteger(magnitude: value.magnitude, isNegative: value < 0, signed: true, in: context))
        case .unsignedInteger(let length):
            return padded(
                formatInteger(
                    magnitude: Self.unsignedValue(of: argument, length: length), isNegative: false, signed: false,
                    in: context))
        case .floatingPoint:
            guard case .double(let value) = argument else { return "" }
            return padded(formatFloatingPoint(value, in: context))
        case .character:
            return padded(String(Character(Self.scalar(of: argument))))
        case .pointer:
            return padded("0x" + String(Self.unsignedValue(of: argument, length: .long), radix: 16))
        case .percentLiteral:
            return "%"
        case .substitutionReference:
            return ""
        }
    }

    /// Pads with spaces to the width, on the left or (with `-`) on the right; the width counts characters.
    private func padded(_ text: String) -> String {
        guard let width, text.count < width else { return text }
        let spaces = String(repeating: " ", count: width - text.count)
        return flags.contains(.leftJustify) ? text + spaces : spaces + text
    }

    /// The width to reach with zeros, when the `0` flag applies (not with `-`; not for integers with a precision).
    private func zeroPaddedWidth(ignoredWithPrecision: Bool) -> Int? {
        guard flags.contains(.zeroPad), !flags.contains(.leftJustify) else { return nil }
        if ignoredWithPrecision && precision != nil { return nil }
        return width
    }

    private func formatInteger(magnitude: UInt64, isNegative: Bool, signed: Bool, in context: FormatContext) -> String {
        let notation: IntegerFormatRequest.Notation
        switch specifier.conversionCharacter {
        case "o", "O": notation = .octal
        case "x": notation = .hexadecimal(uppercase: false)
        case "X": notation = .hexadecimal(uppercase: true)
        default: notation = .decimal
        }
        // C prints a `+` or a space only for signed conversions.
        let requestFlags = signed ? flags : flags.subtracting([.alwaysSign, .spaceForPositive])
        return context.formatInteger(
            IntegerFormatRequest(
                magnitude: magnitude, isNegative: isNegative, notation: notation, minimumDigits: precision,
                zeroPaddedWidth: zeroPaddedWidth(ignoredWithPrecision: true), flags: requestFlags))
    }

    private func formatFloatingPoint(_ value: Double, in context: FormatContext) -> String {
        let style: FloatingPointFormatRequest.Style
        switch specifier.conversionCharacter {
        case "e", "E": style = .exponent
        case "g", "G": style = .shortest
        case "a", "A": style = .hexadecimal
        default: style = .fixed
        }
        let uppercase = ("A"..."Z").contains(specifier.conversionCharacter)
        return context.formatFloatingPoint(
            FloatingPointFormatRequest(
                value: value, style: style, uppercase: uppercase, precision: precision,
                zeroPaddedWidth: zeroPaddedWidth(ignoredWithPrecision: false), flags: flags))
    }

    /// The argument's bits truncated to the length, as C reads them.
    private static func unsignedValue(of argument: FormatArgument, length: IntegerLength) -> UInt64 {
        let bits: UInt64
        switch argument {
        case .int(let value): bits = UInt64(bitPattern: value)
        case .uint(let value): bits = value
        default: bits = 0
        }
        return length.bitWidth >= 64 ? bits : bits & ((1 << UInt64(length.bitWidth)) - 1)
    }

    /// The argument's bits truncated to the length and sign-extended, as C reads them.
    private static func signedValue(of argument: FormatArgument, length: IntegerLength) -> Int64 {
        let bits = unsignedValue(of: argument, length: length)
        let unusedBits = UInt64(64 - length.bitWidth)
        return Int64(bitPattern: bits << unusedBits) >> unusedBits
    }

    /// The character a `%c` or `%C` prints: the scalar, or the scalar of an integer code (U+FFFD if none).
    private static func scalar(of argument: FormatArgument) -> Unicode.Scalar {
        switch argument {
        case .character(let scalar): return scalar
        case .int(let value): return Unicode.Scalar(UInt32(truncatingIfNeeded: value)) ?? "\u{FFFD}"
        case .uint(let value): return Unicode.Scalar(UInt32(truncatingIfNeeded: value)) ?? "\u{FFFD}"
        default: return "\u{FFFD}"
        }
    }
}
