/// Tests on eight bytes at once in a 64-bit word ("SIMD within a register"), for the scans that visit every
/// byte of a file.
enum SWAR {
    private static let lowBits: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether every byte of `word` is ASCII (below 0x80).
    @inline(__always)
    static func isASCII(_ word: UInt64) -> Bool { word & highBits == 0 }

    /// Whether any byte of `word` equals `byte`.
    @inline(__always)
    static func containsByte(_ byte: UInt8, in word: UInt64) -> Bool {
        let difference = word ^ (lowBits &* UInt64(byte))
        return (difference &- lowBits) & ~difference & highBits != 0
    }

    /// The offset of the first byte from `start` up to `end` that is `first` or `second`; `end` or more when there
    /// is none (`start` itself when it is past `end`).
    @inline(__always)
    static func firstIndex(
        of first: UInt8, or second: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Int {
        var index = start
        let raw = UnsafeRawBufferPointer(buffer)
        while index + 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if containsByte(first, in: word) || containsByte(second, in: word) { break }
            index += 8
        }
        while index < end && buffer[index] != first && buffer[index] != second { index += 1 }
        return index
    }

    /// Whether every byte of `bytes` is ASCII, eight at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        var seen: UInt64 = 0
        while index + 8 <= bytes.count {
            seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            seen |= UInt64(bytes[index])
            index += 1
        }
        return isASCII(seen)
    }
}
