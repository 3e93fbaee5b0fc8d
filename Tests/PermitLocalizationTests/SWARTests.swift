@testable import PermitLocalization
import Testing

@Suite struct SWARTests {
    /// Every byte value at every position of a word, against a byte-by-byte check.
    @Test func containsByteAgreesWithAPlainSearch() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var bytes = (0..<8).map { _ in UInt8.random(in: 0...255, using: &random) }
            let needle = UInt8.random(in: 0...255, using: &random)
            if Bool.random(using: &random) { bytes[Int.random(in: 0..<8, using: &random)] = needle }
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            #expect(SWAR.containsByte(needle, in: word) == bytes.contains(needle))
            #expect(SWAR.isASCII(word) == bytes.allSatisfy { $0 < 0x80 })
        }
    }
}
