import Foundation
import Testing

@testable import PermitLocalization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Formats with the POSIX context and compares with C's `vsnprintf` (and Foundation's `String(format:)` for
/// `%@`), which give every expected value.
@Suite struct FormatDifferentialTests {
    /// One random specifier, its argument as `FormatArgument`, and the same as a C variadic argument.
    struct Case: CustomStringConvertible {
        var format: String
        var arguments: [FormatArgument]
        var cArguments: [any CVarArg]
        var description: String { "\(format) \(arguments)" }
    }

    static func libcFormat(_ format: String, _ arguments: [any CVarArg]) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let written = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func randomFlags(_ allowed: [Character], using generator: inout SeededGenerator) -> String {
        String(allowed.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
    }

    static func randomAmounts(using generator: inout SeededGenerator) -> String {
        var amounts = ""
        if Bool.random(using: &generator) { amounts += String(Int.random(in: 0...24, using: &generator)) }
        if Bool.random(using: &generator) { amounts += "." + String(Int.random(in: 0...12, using: &generator)) }
        return amounts
    }

    static func randomInteger(using generator: inout SeededGenerator) -> Int64 {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: Int64.random(in: -10...10, using: &generator)
        case 1: Int64.random(in: -100_000...100_000, using: &generator)
        case 2: Int64.random(in: Int64(Int32.min)...Int64(Int32.max), using: &generator)
        default: Int64.random(in: Int64.min...Int64.max, using: &generator)
        }
    }

    @Test(arguments: 0..<300)
    func integers(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919)
        let length = ["", "l", "ll", "hh", "h", "q", "z"].randomElement(using: &generator) ?? ""
        let conversion = ["d", "i", "u", "x", "X", "o"].randomElement(using: &generator) ?? "d"
        let format =
            "<%" + Self.randomFlags(["-", "+", " ", "#", "0"], using: &generator)
            + Self.randomAmounts(using: &generator) + length + conversion + ">"
        let value = Self.randomInteger(using: &generator)
        let cValue: any CVarArg = ["", "hh", "h"].contains(length) ? Int32(truncatingIfNeeded: value) : value
        let argument: FormatArgument = Bool.random(using: &generator) ? .int(value) : .uint(UInt64(bitPattern: value))
        let cFormat = format.replacingOccurrences(of: "q", with: "ll")
        let result = LocalizedString(.text(format, at: nil)).formatted(arguments: [argument], context: .posix)
        #expect(result.source == .template)
        #expect(result.text == Self.libcFormat(cFormat, [cValue]), "\(format) with \(value)")
    }

    @Test(arguments: 0..<300)
    func doubles(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 104_729)
        let conversion = ["f", "F", "e", "E", "g", "G", "a"].randomElement(using: &generator) ?? "f"
        let format =
            "<%" + Self.randomFlags(["-", "+", " ", "#", "0"], using: &generator)
            + Self.randomAmounts(using: &generator) + conversion + ">"
        let value: Double =
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: Double(Int.random(in: -1000...1000, using: &generator))
            case 1: Double.random(in: -1...1, using: &generator)
            case 2: Double.random(in: -1e12...1e12, using: &generator)
            case 3: [0.5, 1.5, 2.5, -0.0, 1e-300, 1e300, .infinity, -.infinity].randomElement(using: &generator) ?? 0
            case 4: Double.random(in: -1e-5...1e-5, using: &generator)
            default: Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator) & 0x7FEF_FFFF_FFFF_FFFF)
            }
        let result = LocalizedString(.text(format, at: nil)).formatted(arguments: [.double(value)], context: .posix)
        #expect(result.text == Self.libcFormat(format, [value]), "\(format) with \(value)")
    }

    @Test(arguments: 0..<150)
    func cStringsAndStarAmounts(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 15_485_863)
        let words = ["", "a", "abc", "hello world", "Permit", "0123456789abcdef"]
        let word = words.randomElement(using: &generator) ?? ""
        let width = Int32.random(in: -20...20, using: &generator)
        let precision = Int32.random(in: -2...12, using: &generator)
        let (format, arguments, cArguments): (String, [FormatArgument], [any CVarArg]) =
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                (
                    "[%" + Self.randomFlags(["-"], using: &generator) + Self.randomAmounts(using: &generator) + "s]",
                    [.object(word)], []
                )
            case 1: ("[%*.*s]", [.int(Int64(width)), .int(Int64(precision)), .object(word)], [width, precision])
            default:
                (
                    "[%*ld|%-*.*d]",
                    [.int(Int64(width)), .int(-42), .int(Int64(width)), .int(Int64(precision)), .int(7)],
                    [width, -42, width, precision, Int32(7)]
                )
            }
        let expected = word.withCString { pointer in
            Self.libcFormat(format, cArguments + (format.hasSuffix("s]") ? [pointer] : []))
        }
        let result = LocalizedString(.text(format, at: nil)).formatted(arguments: arguments, context: .posix)
        #expect(result.text == expected, "\(format)")
    }

    @Test(arguments: [
        ("%2$@ %1$@", ["one", "two"]), ("%@ and %@", ["A", "B"]), ("%2$@ %@ %@", ["A", "B"]),
        ("%1$@%1$@", ["x", "y"]), ("100%% %@", ["sure"]),
    ])
    func objectsMatchFoundation(_ template: String, _ words: [String]) {
        let expected = String(format: template, arguments: words)
        let result = LocalizedString(.text(template, at: nil)).formatted(
            arguments: words.map { .object($0) }, context: .posix)
        #expect(result.text == expected)
    }

    @Test(arguments: [
        ("%5$ld, %1$ld", [Int64]([1, 2, 3, 4, 5])), ("%3$d-%2$d-%1$d", [10, 20, 30]), ("%2$05ld|%1$+d", [-3, 42]),
    ])
    func positionalIntegersMatchLibc(_ template: String, _ values: [Int64]) {
        let cValues: [any CVarArg] = template.contains("ld") ? values : values.map { Int32($0) }
        let result = LocalizedString(.text(template, at: nil)).formatted(
            arguments: values.map { .int($0) }, context: .posix)
        #expect(result.text == Self.libcFormat(template, cValues))
    }
}
