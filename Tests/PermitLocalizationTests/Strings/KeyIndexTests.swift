@testable import PermitLocalization
import Testing

@Suite struct KeyIndexTests {
    /// Thousands of keys with many repeats, against a dictionary keyed by UTF-8 bytes (code-unit identity), in an
    /// index that starts small and grows, or starts with room for more or for fewer keys than it gets.
    @Test(arguments: [0, 3_000, 50_000])
    func findsExactlyTheEarlierEntriesWithTheSameCodeUnits(expectedCount: Int) {
        var random = SeededGenerator(seed: 42)
        let alphabet = ["a", "b", "é", "e\u{301}", "中", "😀", "\u{0}", " "]
        var keys: [[UInt8]] = []
        var index = KeyIndex(expectedCount: expectedCount)
        var reference: [[UInt8]: Int] = [:]
        for number in 0..<20_000 {
            let key = (0..<Int.random(in: 0...4, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                .joined()
            let bytes = Array(key.utf8)
            let hash = bytes.withUnsafeBufferPointer(KeyIndex.hash)
            let found = index.firstEntry(withHash: hash) { keys[$0] == bytes }
            #expect(found == reference[Array(key.utf8)])
            if found == nil {
                index.insert(hash: hash, number: number)
                reference[Array(key.utf8)] = number
            }
            keys.append(bytes)
        }
        #expect(reference.count > 1_000)
    }
}
