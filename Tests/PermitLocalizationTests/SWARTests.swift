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

    /// Random buffers and ranges, against `firstIndex(where:)` on the same range.
    @Test(arguments: 0..<200)
    func firstIndexAgreesWithAPlainSearch(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 0x5EA)
        let alphabet: [UInt8] = [0x22, 0x5C, 0x2A, 0x41, 0xE3, 0x80, 0x0A]
        let bytes = (0..<Int.random(in: 0...70, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
        let start = Int.random(in: 0...(bytes.count + 2), using: &random)
        let end = Int.random(in: 0...bytes.count, using: &random)
        let (first, second) = (alphabet.randomElement(using: &random)!, alphabet.randomElement(using: &random)!)
        let found = bytes.withUnsafeBufferPointer { SWAR.firstIndex(of: first, or: second, in: $0, from: start, to: end) }
        let expected = start < end ? bytes[start..<end].firstIndex { $0 == first || $0 == second } ?? end : start
        #expect(found == expected, "\(bytes) \(start)..<\(end) \(first) \(second)")
    }
}
