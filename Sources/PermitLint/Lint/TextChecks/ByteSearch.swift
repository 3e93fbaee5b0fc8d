import PermitLocalization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a short ASCII pattern in a text's UTF-8 bytes: `memchr` for its first byte, then the rest compared.
/// The text checks run on every translated text, where the standard library's generic `firstRange(of:)` costs
/// more than the checks themselves.
enum ByteSearch {
    /// The byte offset of the first `pattern` in `text` at or after `start`, or `nil`.
    static func offset(of pattern: StaticString, in text: Substring.UTF8View, from start: Int = 0) -> Int? {
        if let answer = text.withContiguousStorageIfAvailable({ offset(of: pattern, in: $0, from: start) }) {
            return answer
        }
        return Array(text).withUnsafeBufferPointer { offset(of: pattern, in: $0, from: start) }
    }

    /// The offset of the first `pattern` in `bytes` at or after `start`, or `nil`.
    static func offset(of pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let needle = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
        guard let first = needle.first, let base = bytes.baseAddress, bytes.count >= needle.count else { return nil }
        var from = start
        let last = bytes.count - needle.count
        while from <= last, let found = memchr(base + from, Int32(first), last - from + 1) {
            let offset = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return offset }
            from = offset + 1
        }
        return nil
    }

    /// The offset of the first `pattern` in `bytes` at or after `start`, or `nil`: for a pattern made at run time (a
    /// key, a call's name in a source file). `memchr` looks for the pattern's least common byte (`anchor(of:)`):
    /// looking for its first byte stops at every `.` or `o` of a source file, and a lint reads megabytes of them.
    static func offset(of pattern: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard !pattern.isEmpty, start >= 0, start + pattern.count <= bytes.count else { return nil }
        let anchor = anchor(of: pattern)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            pattern.withUnsafeBufferPointer { needle -> Int? in
                guard let base = buffer.baseAddress, let needleBase = needle.baseAddress else { return nil }
                var from = start + anchor
                let last = buffer.count - needle.count + anchor
                while from <= last, let found = memchr(base + from, Int32(needle[anchor]), last - from + 1) {
                    let at = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
                    if memcmp(base + at - anchor, needleBase, needle.count) == 0 { return at - anchor }
                    from = at + 1
                }
                return nil
            }
        }
    }

    /// The index of the byte of `pattern` that source code and text have least often: a byte outside
    /// `commonBytes`, else the one latest in it.
    private static func anchor(of pattern: [UInt8]) -> Int {
        var best = 0
        var bestRank = -1
        for (index, byte) in pattern.enumerated() {
            let rank = commonness[Int(byte)]
            if rank == 0 { return index }
            if bestRank == -1 || rank < bestRank { (best, bestRank) = (index, rank) }
        }
        return best
    }

    /// The bytes most frequent in source code, most frequent first (as counted in a large Swift app's 9.4 MB of
    /// sources, element-x-ios'; English text ranks its letters alike).
    private static let commonBytes = Array(" etionraslc\ndump.vg:Syh()fwCRLIbk/{}P,=MATxUD\"VEN-0FB_O12?>z".utf8)

    /// Each byte's rank in `commonBytes` counted from its end (1 for its last byte), 0 for a byte not in it.
    private static let commonness: [Int] = {
        var ranks = [Int](repeating: 0, count: 256)
        for (index, byte) in commonBytes.enumerated() { ranks[Int(byte)] = commonBytes.count - index }
        return ranks
    }()

    /// Whether `bytes` hold `pattern`.
    static func contains(_ pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        offset(of: pattern, in: bytes) != nil
    }

    /// Whether `text` holds `pattern`.
    static func contains(_ pattern: StaticString, in text: String) -> Bool {
        offset(of: pattern, in: Substring(text).utf8) != nil
    }

    /// How many times `pattern` occurs in `text`, not overlapping.
    static func count(of pattern: StaticString, in text: String) -> Int {
        let bytes = Substring(text).utf8
        var count = 0
        var from = 0
        while let found = offset(of: pattern, in: bytes, from: from) {
            count += 1
            from = found + pattern.utf8CodeUnitCount
        }
        return count
    }
}
