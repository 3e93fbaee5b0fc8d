import PermitLocalization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A quick test, on UTF-8 bytes, that two texts hold the same format specifiers written the same way, in the same
/// order: the common case of a translation, which then reads its arguments exactly as its base text does.
///
/// Only plain specifiers are recognised: `%`, an optional position `n$`, flags other than `#`, a width and
/// precision of digits (no `*`), a length (`hh h l ll q L z j t`) and an ASCII conversion `FormatStringParser`
/// knows. Each is delimited exactly as that parser delimits it, so two texts whose specifiers are plain and equal
/// byte for byte parse to the same specifiers (ranges aside) with the same problems. Anything else (`%#@name@`,
/// `*`, an unknown conversion, a `%` at the end) answers `false`, and the caller compares the parsed texts.
enum PlainSpecifiers {
    /// Whether every `%` of both texts starts a plain specifier and the two sequences of specifiers are equal.
    /// Two texts without any `%` have equal (empty) sequences.
    static func areEqual(_ first: String, _ second: String) -> Bool {
        let result = first.utf8.withContiguousStorageIfAvailable { a in
            second.utf8.withContiguousStorageIfAvailable { b in areEqual(a, b) }
        }
        return (result ?? nil) ?? false
    }

    static func areEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        var j = 0
        while true {
            i = nextPercent(a, from: i)
            j = nextPercent(b, from: j)
            if i == a.count || j == b.count { return i == a.count && j == b.count }
            guard let aEnd = plainSpecifierEnd(a, at: i), let bEnd = plainSpecifierEnd(b, at: j),
                aEnd - i == bEnd - j
            else { return false }
            var k = 0
            while k < aEnd - i {
                if a[i + k] != b[j + k] { return false }
                k += 1
            }
            i = aEnd
            j = bEnd
        }
    }

    /// The index of the first `%` at or after `start`, else `bytes.count`.
    @inline(__always)
    private static func nextPercent(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(UInt8(ascii: "%")), bytes.count - start)
        else { return bytes.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The end of the plain specifier starting with the `%` at `start`, or `nil` when it is not plain. The parser
    /// makes one segment of exactly these bytes: a specifier, or a malformed one (position 0, an amount above
    /// `FormatProblem.largestAmount`).
    static func plainSpecifierEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var index = start + 1
        // A position: digits and `$` (else the parser reads the digits again as flags and a width).
        let digitsEnd = digits(bytes, from: index)
        if digitsEnd > index && digitsEnd < bytes.count && bytes[digitsEnd] == UInt8(ascii: "$") {
            index = digitsEnd + 1
        }
        index = flags(bytes, from: index)
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "#") { return nil }
        index = digits(bytes, from: index)
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            if index < bytes.count && bytes[index] == UInt8(ascii: "*") { return nil }
            index = digits(bytes, from: index)
        }
        if index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "h"), UInt8(ascii: "l"):
                index += index + 1 < bytes.count && bytes[index + 1] == bytes[index] ? 2 : 1
            case UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "j"), UInt8(ascii: "t"):
                index += 1
            default:
                break
            }
        }
        index = flags(bytes, from: index)
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"), UInt8(ascii: "u"),
            UInt8(ascii: "U"), UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"),
            UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
            UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"), UInt8(ascii: "C"),
            UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"), UInt8(ascii: "%"):
            return index + 1
        default:
            return nil
        }
    }

    @inline(__always)
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count && bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        return index
    }

    /// Past the flags `-+ 0'` (a `#` is left for the caller to refuse).
    @inline(__always)
    private static func flags(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "0"), UInt8(ascii: "'"):
                index += 1
            default:
                return index
            }
        }
        return index
    }
}
