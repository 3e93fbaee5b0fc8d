#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FormatContext {
    /// Formats as C's `printf` does in the POSIX ("C") locale: ASCII digits, `.` as the decimal point, no
    /// grouping; and chooses plural categories by English's rule (1 is `one`, everything else `other`).
    ///
    /// Meant for the base language when it is English, and for tests. It is not a default for other languages:
    /// their plural rules and digits differ, so give them a context built on their locale. Doubles are written by
    /// C's `vsnprintf`, so a process that calls `setlocale` for `LC_NUMERIC` changes their decimal point.
    public static let posix = FormatContext(
        formatInteger: POSIXNumberFormatting.integer,
        formatFloatingPoint: POSIXNumberFormatting.floatingPoint,
        pluralCategory: POSIXNumberFormatting.englishPluralCategory)
}

/// The number formatting of the POSIX locale.
enum POSIXNumberFormatting {
    @Sendable static func integer(_ request: IntegerFormatRequest) -> String {
        let radix: Int
        let uppercase: Bool
        switch request.notation {
        case .decimal: (radix, uppercase) = (10, false)
        case .octal: (radix, uppercase) = (8, false)
        case .hexadecimal(let isUppercase): (radix, uppercase) = (16, isUppercase)
        }
        var digits =
            request.minimumDigits == 0 && request.magnitude == 0
            ? "" : String(request.magnitude, radix: radix, uppercase: uppercase)
        if let minimumDigits = request.minimumDigits, digits.count < minimumDigits {
            digits = String(repeating: "0", count: minimumDigits - digits.count) + digits
        }
        var prefix = ""
        if request.isNegative {
            prefix = "-"
        } else if request.notation == .decimal && request.flags.contains(.alwaysSign) {
            prefix = "+"
        } else if request.notation == .decimal && request.flags.contains(.spaceForPositive) {
            prefix = " "
        }
        if request.flags.contains(.alternateForm) {
            switch request.notation {
            case .octal where !digits.hasPrefix("0"): digits = "0" + digits
            case .hexadecimal(let isUppercase) where request.magnitude != 0: prefix += isUppercase ? "0X" : "0x"
            default: break
            }
        }
        if let width = request.zeroPaddedWidth, prefix.count + digits.count < width {
            digits = String(repeating: "0", count: width - prefix.count - digits.count) + digits
        }
        return prefix + digits
    }

    @Sendable static func floatingPoint(_ request: FloatingPointFormatRequest) -> String {
        var format = "%"
        if request.flags.contains(.alwaysSign) { format += "+" }
        if request.flags.contains(.spaceForPositive) { format += " " }
        if request.flags.contains(.alternateForm) { format += "#" }
        if let width = request.zeroPaddedWidth { format += "0\(width)" }
        if let precision = request.precision { format += ".\(precision)" }
        switch request.style {
        case .fixed: format += request.uppercase ? "F" : "f"
        case .exponent: format += request.uppercase ? "E" : "e"
        case .shortest: format += request.uppercase ? "G" : "g"
        case .hexadecimal: format += request.uppercase ? "A" : "a"
        }
        // The format is built here from validated parts (flags, amounts at most FormatProblem.largestAmount, one
        // conversion) and reads exactly the one double passed, so the C call cannot misread its arguments.
        let capacity = 2 * FormatProblem.largestAmount + 400
        var buffer = [CChar](repeating: 0, count: capacity)
        let written = withVaList([request.value]) { arguments in
            vsnprintf(&buffer, capacity, format, arguments)
        }
        guard written >= 0 else { return "" }
        let bytes = buffer.prefix(min(Int(written), capacity - 1)).map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Sendable static func englishPluralCategory(_ argument: FormatArgument) -> PluralCategory {
        switch argument {
        case .int(1), .uint(1), .double(1): .one
        default: .other
        }
    }
}
