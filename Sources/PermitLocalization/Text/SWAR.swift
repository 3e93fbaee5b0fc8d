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
}
