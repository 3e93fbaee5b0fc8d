/// Reads a format string's specifiers the way Apple's `CFString` formatting does, from its Unicode scalars.
///
/// A specifier is `%`, an optional position `n$`, flags (`-+ #0'`), a width (digits, `*` or `*n$`), a
/// precision (`.` then digits, `*` or `*n$`), a length (`hh h l ll q L z j t`) and a conversion
/// (`@ d i D u U o O x X f F e E g G a A c C s S p %`). `%#@name@` is a substitution reference.
///
/// Arguments follow Apple's rule for mixing positions: a specifier with `n$` reads argument `n`; every other
/// argument slot (a `*` width, a `*` precision, then the value, in that order) takes the next number of one
/// sequential counter, which positional specifiers neither read nor advance. So `%2$@ %@ %@` reads arguments 2,
/// 1 and 2, as `CFStringCreateWithFormat` does. A substitution reference takes a slot like any value.
///
/// Malformed specifiers become `.malformed` segments (printed as written) with a problem; the parser never
/// fails.
struct FormatStringParser {
    private let scalars: [Unicode.Scalar]
    private var cursor = 0
    private var nextSequentialArgument = 0
    private var segments: [FormatString.Segment] = []
    private var problems: [FormatProblem] = []

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The segments and the problems of the whole text.
    mutating func parse() -> (segments: [FormatString.Segment], problems: [FormatProblem]) {
        // Each `%` starts at most one specifier, with at most one literal before it: reserving that many segments
        // keeps the array from growing by doubling, which left up to half its room (96 bytes a segment) unused
        // for as long as the parse is kept.
        segments.reserveCapacity(2 * scalars.count { $0 == "%" } + 1)
        var literalStart = 0
        while cursor < scalars.count {
            guard scalars[cursor] == "%" else {
                cursor += 1
                continue
            }
            appendLiteral(from: literalStart, to: cursor)
            parseSpecifier()
            literalStart = cursor
        }
        appendLiteral(from: literalStart, to: cursor)
        return (segments, problems)
    }

    private mutating func appendLiteral(from start: Int, to end: Int) {
        guard end > start else { return }
        segments.append(.literal(text(start..<end), range: start..<end))
    }

    /// The scalars of `range` as a string, encoded into its storage at once (appending them one at a time to a
    /// string's scalar view was a fifth of a big file's lint).
    private func text(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count * 4) { buffer in
            var count = 0
            for scalar in scalars[range] {
                UTF8.encode(scalar) { unit in
                    buffer[count] = unit
                    count += 1
                }
            }
            return count
        }
    }

    private func scalar(at index: Int) -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    /// Reads one specifier starting at the `%` under the cursor and leaves the cursor after it.
    private mutating func parseSpecifier() {
        let start = cursor
        cursor += 1

        var position: Int?
        if let (number, afterDollar) = numberFollowedByDollar(at: cursor) {
            position = number
            cursor = afterDollar
        }

        var flags: FormatSpecifier.Flags = []
        var width: AmountSyntax?
        var precision: AmountSyntax?
        var length: String
        var conversion: FormatConversion
        var conversionCharacter: Unicode.Scalar
        while true {
            while let current = scalar(at: cursor), let flag = Self.flag(for: current) {
                flags.insert(flag)
                cursor += 1
            }
            if let parsed = parseAmount() {
                width = parsed
            }
            if scalar(at: cursor) == "." {
                cursor += 1
                precision = parseAmount() ?? .fixed(0)
            }
            length = parseLength()
            // CFString reads flags wherever they stand before the conversion: `%1#@count@` is a width of 1, then `#@`.
            while let current = scalar(at: cursor), let flag = Self.flag(for: current) {
                flags.insert(flag)
                cursor += 1
            }

            guard let character = scalar(at: cursor) else {
                return reportMalformed(.incompleteSpecifier(range: start..<cursor), from: start)
            }
            conversionCharacter = character
            cursor += 1

            if conversionCharacter == "@" && flags.contains(.alternateForm) {
                switch parseSubstitutionName() {
                case .name(let name):
                    conversion = .substitutionReference(name: name)
                case .malformed:
                    return reportMalformed(.malformedSubstitutionReference(range: start..<cursor), from: start)
                case .abandoned:
                    // `__CFParseFormatSpec` drops the key at a character no key has (`%# @sites @`): that character
                    // is skipped, the `#` forgotten, and the specifier read on, so the next `@` is an object's.
                    flags.remove(.alternateForm)
                    continue
                }
            } else if let known = Self.conversion(for: conversionCharacter, length: length) {
                conversion = known
            } else {
                return reportMalformed(.unknownConversion(conversionCharacter, range: start..<cursor), from: start)
            }
            break
        }

        let range = start..<cursor
        if position == 0 {
            return reportMalformed(.zeroPosition(range: range), from: start)
        }
        for case .fixed(let amount) in [width, precision].compactMap({ $0 }) where amount > FormatProblem.largestAmount
        {
            return reportMalformed(.excessiveAmount(amount, range: range), from: start)
        }
        if conversion == .percentLiteral {
            segments.append(
                .specifier(
                    FormatSpecifier(
                        conversion: .percentLiteral, conversionCharacter: "%", argumentIndex: nil, range: range)
                ))
            return
        }
        let resolvedWidth = resolve(width)
        let resolvedPrecision = resolve(precision)
        let argumentIndex: Int
        if let position {
            argumentIndex = position - 1
        } else {
            argumentIndex = nextSequentialArgument
            nextSequentialArgument += 1
        }
        segments.append(
            .specifier(
                FormatSpecifier(
                    flags: flags, width: resolvedWidth, precision: resolvedPrecision, conversion: conversion,
                    conversionCharacter: conversionCharacter, argumentIndex: argumentIndex,
                    isPositional: position != nil, range: range)))
    }

    private mutating func reportMalformed(_ problem: FormatProblem, from start: Int) {
        problems.append(problem)
        segments.append(.malformed(text(start..<cursor), range: start..<cursor))
    }

    /// A width or precision as written, before sequential `*` slots are numbered.
    private enum AmountSyntax {
        case fixed(Int)
        case sequentialArgument
        case positionalArgument(Int)
    }

    /// Numbers `*` slots: a sequential one takes the next counter value, a positional one its own position.
    private mutating func resolve(_ amount: AmountSyntax?) -> FormatSpecifier.Amount? {
        switch amount {
        case nil: return nil
        case .fixed(let value): return .fixed(value)
        case .positionalArgument(let position): return .argument(position - 1)
        case .sequentialArgument:
            defer { nextSequentialArgument += 1 }
            return .argument(nextSequentialArgument)
        }
    }

    /// Reads digits, `*` or `*n$` under the cursor. A `*0$` is read as a sequential `*` followed by text.
    private mutating func parseAmount() -> AmountSyntax? {
        if scalar(at: cursor) == "*" {
            cursor += 1
            if let (number, afterDollar) = numberFollowedByDollar(at: cursor), number > 0 {
                cursor = afterDollar
                return .positionalArgument(number)
            }
            return .sequentialArgument
        }
        let (number, end) = number(at: cursor)
        guard end > cursor else { return nil }
        cursor = end
        return .fixed(number)
    }

    /// Reads a decimal number, saturating instead of overflowing; returns where the digits end.
    private func number(at index: Int) -> (value: Int, end: Int) {
        var value = 0
        var end = index
        while let digit = scalar(at: end), let digitValue = Self.digitValue(digit) {
            value = value > Int.max / 10 - 10 ? Int.max / 10 : value * 10 + digitValue
            end += 1
        }
        return (value, end)
    }

    private func numberFollowedByDollar(at index: Int) -> (Int, Int)? {
        let (value, end) = number(at: index)
        guard end > index, scalar(at: end) == "$" else { return nil }
        return (value, end + 1)
    }

    private mutating func parseLength() -> String {
        guard let first = scalar(at: cursor) else { return "" }
        switch first {
        case "h", "l":
            let doubled = scalar(at: cursor + 1) == first
            cursor += doubled ? 2 : 1
            return first == "h" ? (doubled ? "hh" : "h") : (doubled ? "ll" : "l")
        case "q", "L", "z", "j", "t":
            cursor += 1
            return String(first)
        default:
            return ""
        }
    }

    /// Reads `name@` after `%#@`; `nil` when there is no closing `@` or the name is empty.
    /// What follows `%#@`: a name and its closing `@`, as `__CFParseFormatSpec` reads it (letters, digits and `_`
    /// only).
    private enum SubstitutionName {
        /// The name, its closing `@` read.
        case name(String)
        /// No name (`%#@@`), or the text ends before the closing `@`.
        case malformed
        /// A character no name has came first; it has been read, and the key is dropped.
        case abandoned
    }

    private mutating func parseSubstitutionName() -> SubstitutionName {
        let nameStart = cursor
        while let current = scalar(at: cursor), Self.isSubstitutionNameCharacter(current) { cursor += 1 }
        guard let end = scalar(at: cursor) else { return .malformed }
        cursor += 1
        guard end == "@" else { return .abandoned }
        return cursor - 1 > nameStart ? .name(text(nameStart..<(cursor - 1))) : .malformed
    }

    /// The characters `CFString` reads in a substitution's name: ASCII letters, digits and `_`.
    static func isSubstitutionNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || scalar == "_"
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
    }

    private static func flag(for scalar: Unicode.Scalar) -> FormatSpecifier.Flags? {
        switch scalar {
        case "-": .leftJustify
        case "+": .alwaysSign
        case " ": .spaceForPositive
        case "#": .alternateForm
        case "0": .zeroPad
        case "'": .groupThousands
        default: nil
        }
    }

    private static func integerLength(_ modifier: String) -> IntegerLength {
        switch modifier {
        case "hh": .char
        case "h": .short
        case "l": .long
        case "ll", "q", "L": .longLong
        case "z": .size
        case "j": .intMax
        case "t": .pointerDifference
        default: .int
        }
    }

    private static func conversion(for scalar: Unicode.Scalar, length modifier: String) -> FormatConversion? {
        switch scalar {
        case "@": .object
        case "d", "i": .signedInteger(integerLength(modifier))
        case "D": .signedInteger(.long)
        case "u", "o", "x", "X": .unsignedInteger(integerLength(modifier))
        case "U", "O": .unsignedInteger(.long)
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "c", "C": .character
        case "s", "S": .cString
        case "p": .pointer
        case "%": .percentLiteral
        default: nil
        }
    }
}
