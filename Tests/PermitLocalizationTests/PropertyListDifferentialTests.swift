import Foundation
@testable import PermitLocalization
import Testing

/// Random property lists, written by Foundation in both formats, must read back as the tree they were built from.
@Suite struct PropertyListDifferentialTests {
    static let stringPieces = [
        "a", "Z", "0", "key", " ", "\n", "\t", "<", ">", "&", "\"", "'", "]]>", "&amp;", "é", "ß", "Ω", "日", "本",
        "😀", "👩‍👩‍👧", "𝄞", "\u{A0}", "\u{FFFD}", "\u{200B}",
    ]

    static func randomString(using generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...10, using: &generator)).map { _ in
            stringPieces.randomElement(using: &generator) ?? ""
        }.joined()
    }

    static func randomInteger(using generator: inout SeededGenerator) -> Int64 {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: Int64.random(in: 0...255, using: &generator)
        case 1: Int64.random(in: -300...70_000, using: &generator)
        case 2: Int64.random(in: Int64(Int32.min)...Int64(UInt32.max), using: &generator)
        case 3: Int64.random(in: .min ... .max, using: &generator)
        case 4: [Int64.min, Int64.max, -1, 0][Int.random(in: 0..<4, using: &generator)]
        default: -Int64.random(in: 0...1_000_000, using: &generator)
        }
    }

    static func randomReal(using generator: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: Double(Int.random(in: -1000...1000, using: &generator)) / 8
        case 1: Double.random(in: -1e6...1e6, using: &generator)
        case 2: [Double.infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude][
                Int.random(in: 0..<6, using: &generator)]
        default:
            Double(bitPattern: UInt64.random(in: 0 ... .max, using: &generator)).isNaN
                ? 1.5 : Double(bitPattern: UInt64.random(in: 0 ... .max, using: &generator))
        }
    }

    static func randomFixture(depth: Int, using generator: inout SeededGenerator) -> PlistFixture {
        let kind = depth == 0 ? Int.random(in: 6...7, using: &generator) : Int.random(in: 0..<(depth < 4 ? 8 : 6), using: &generator)
        switch kind {
        case 0: return .string(randomString(using: &generator))
        case 1: return .integer(randomInteger(using: &generator))
        case 2: return .real(randomReal(using: &generator))
        case 3: return .boolean(Bool.random(using: &generator))
        case 4: return .date(Double(Int.random(in: -3_000_000_000...3_000_000_000, using: &generator)))
        case 5: return .data((0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        case 6:
            return .array(
                (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                    randomFixture(depth: depth + 1, using: &generator)
                })
        default:
            var keys: Set<String> = []
            var entries: [(String, PlistFixture)] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let key = randomString(using: &generator)
                guard keys.insert(key).inserted else { continue }
                entries.append((key, randomFixture(depth: depth + 1, using: &generator)))
            }
            return .dictionary(entries)
        }
    }

    @Test(arguments: 0..<200)
    func foundationWrittenPlistsReadBackIdentically(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 17)
        let fixture = Self.randomFixture(depth: 0, using: &generator)
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let result = PropertyListReader.read(try fixture.serialized(format))
            #expect(result.format == (format == .xml ? .xml : .binary))
            #expect(result.diagnostics.isEmpty, "\(format): \(result.diagnostics)")
            #expect(result.root?.comparable(sortingKeys: true) == fixture.expectedValue, "\(format)")
        }
    }
}
