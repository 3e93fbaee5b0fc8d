import Foundation
@testable import PermitLocalization
import Testing

@Suite struct PropertyListBinaryTests {
    static let fixture = PlistFixture.dictionary([
        ("ascii", .string("plain")),
        ("long ascii", .string(String(repeating: "x", count: 300))),
        ("latin", .string("Ça va? naïve")),
        ("cjk", .string("日本語のテキスト")),
        ("non-BMP", .string("👩‍👩‍👧 𝄞 😀")),
        ("empty", .string("")),
        ("small", .integer(7)),
        ("byte", .integer(200)),
        ("short", .integer(40_000)),
        ("word", .integer(3_000_000_000)),
        ("negative", .integer(-1)),
        ("large", .integer(Int64.max)),
        ("smallest", .integer(Int64.min)),
        ("real", .real(3.141592653589793)),
        ("negative real", .real(-1e300)),
        ("yes", .boolean(true)),
        ("no", .boolean(false)),
        ("date", .date(-978_307_200.5)),
        ("date2", .date(757_382_400.25)),
        ("data", .data([0, 1, 2, 0xFF, 0xFE, 0x80])),
        ("long data", .data((0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) })),
        ("nested", .array([.array([.dictionary([("k", .string("v"))])]), .dictionary([]), .array([])])),
        ("many", .array((0..<40).map { .integer(Int64($0)) })),
        ("日本", .string("key not ASCII")),
    ])

    @Test func foundationWrittenBinaryMatchesFixture() throws {
        let bytes = try Self.fixture.serialized(.binary)
        let result = PropertyListReader.read(bytes, file: "Test.plist")
        #expect(result.format == .binary)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.root?.comparable(sortingKeys: true) == Self.fixture.expectedValue)
        #expect(result.root?.location == nil)
    }

    @Test func handmadeObjectsFoundationNeverWrites() {
        let objects: [[UInt8]] = [
            [0xA7, 1, 2, 3, 4, 5, 6, 7],
            [0x80, 0x2A],  // UID 42
            [0x83, 0x01, 0x02, 0x03, 0x04],  // UID 0x01020304
            [0x14] + [UInt8](repeating: 0, count: 8) + bigEndian(1234),  // 128-bit, positive
            [0x14] + [UInt8](repeating: 0xFF, count: 8) + bigEndian(UInt64(bitPattern: -5)),  // 128-bit, negative
            [0x22] + [0x40, 0x20, 0x00, 0x00],  // float32 2.5
            [0x73] + Array("é!".utf8),  // UTF-8 string
            [0x5F, 0x10, 0x03] + Array("abc".utf8),  // ASCII string with its length in an integer object
        ]
        let result = PropertyListReader.read(handmadeBinaryPlist(objects: objects))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let expected: [PropertyListNode.Value] = [
            .uid(42), .uid(0x0102_0304), .integer(1234), .integer(-5), .real(2.5), .string("é!"), .string("abc"),
        ]
        #expect(result.root?.comparable(sortingKeys: false) == .array(expected.map { PropertyListNode($0) }))
    }

    @Test func integerBeyond64BitsIsReported() throws {
        let objects: [[UInt8]] = [[0xA1, 1], [0x14] + bigEndian(1) + bigEndian(0)]
        let result = PropertyListReader.read(handmadeBinaryPlist(objects: objects))
        let error = try #require(result.errors.first)
        #expect(error.rule == .plistValueOutOfRange)
        #expect(error.location == nil)
        #expect(error.message.contains("object 1 at byte offset 10"))
        #expect(result.root?.comparable(sortingKeys: false) == .array([]))
    }

    @Test func unsigned64BitIntegerAbove63BitsIsReported() throws {
        let bytes = try PlistFixture.array([]).serialized(.binary)
        #expect(PropertyListReader.read(bytes).diagnostics.isEmpty)
        let big = [UInt8](try PropertyListSerialization.data(
            fromPropertyList: [NSNumber(value: UInt64.max)], format: .binary, options: 0))
        let result = PropertyListReader.read(big)
        #expect(result.errors.map(\.rule) == [.plistValueOutOfRange])
    }

    @Test func selfReferencingArrayIsReportedNotRecursed() throws {
        let result = PropertyListReader.read(handmadeBinaryPlist(objects: [[0xA1, 0x00]]))
        let error = try #require(result.errors.first)
        #expect(result.errors.count == 1)
        #expect(error.rule == .invalidBinaryPlist)
        #expect(error.message.contains("contains itself"))
        #expect(error.message.contains("object 0 at byte offset 8"))
        #expect(result.root?.comparable(sortingKeys: false) == .array([]))
    }

    @Test func indirectCycleThroughADictionaryIsReported() throws {
        let objects: [[UInt8]] = [[0xA2, 3, 1], [0xD1, 2, 0], [0x51, 0x6B], [0x09]]
        let result = PropertyListReader.read(handmadeBinaryPlist(objects: objects))
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.message.contains("contains itself") == true)
        #expect(
            result.root?.comparable(sortingKeys: false)
                == .array([PropertyListNode(.boolean(true)), PropertyListNode(.dictionary([]))]))
    }

    @Test func sharedObjectsAreNotCyclesAndAreReadOnce() {
        // 64 arrays, each holding the next one twice: 2^64 paths, but each object is read once.
        var objects: [[UInt8]] = (1...64).map { (next: UInt8) -> [UInt8] in [0xA2, next, next] }
        objects.append([0x08])
        let result = PropertyListReader.read(handmadeBinaryPlist(objects: objects))
        #expect(result.diagnostics.isEmpty)
        var node = result.root
        var depth = 0
        while case .array(let elements)? = node?.value {
            #expect(elements.count == 2 && elements[0] == elements[1])
            node = elements.first
            depth += 1
        }
        #expect(depth == 64)
        #expect(node?.value == .boolean(false))
    }

    @Test func nestingDeeperThanTheLimitIsReported() throws {
        let count = BinaryPropertyListParser.maximumDepth + 10
        var objects: [[UInt8]] = (1...count).map { (next: Int) -> [UInt8] in
            [0xA1, UInt8(next >> 8), UInt8(next & 0xFF)]
        }
        objects.append([0x09])
        let result = PropertyListReader.read(handmadeBinaryPlist(objects: objects, referenceSize: 2))
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.message.contains("deeper than 512") == true)
    }

    @Test(arguments: [
        ([[0xA1, 0x05]] as [[UInt8]], "reference to object 5"),
        ([[0xAF, 0x10, 0x05, 0x00]], "run past the object area"),
        ([[0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]], "larger than the file"),
        ([[0x5F, 0x20, 0x01]], "not an integer object"),
        ([[0x15]], "names no size"),
        ([[0x24]], "names no size"),
        ([[0x00]], "null object"),
        ([[0xC0]], "a set"),
        ([[0xF0]], "unknown object marker 0xF0"),
        ([[0xD1, 0x01, 0x01], [0x09]], "key is a boolean"),
        ([[0x61, 0xD8, 0x00]], "unpaired surrogate"),
        ([[0x52, 0x41, 0xE9]], "above 0x7F"),
        ([[0x71, 0xFF]], "not UTF-8"),
        ([[0x23, 0x00]], "run past the object area"),
    ])
    func damagedObjectsAreReported(_ objects: [[UInt8]], _ fragment: String) throws {
        let result = PropertyListReader.read(handmadeBinaryPlist(objects: objects))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == nil)
        #expect(diagnostic.message.contains(fragment), "message: \(diagnostic.message)")
        #expect(diagnostic.message.contains("byte offset"))
    }

    @Test(arguments: [
        (-26, UInt8(0), "offset size 0"),
        (-25, 9, "reference size 9"),
        (-17, 0, "object count"),
        (-9, 7, "root object"),
        (-1, 0xF0, "offset table start"),
    ])
    func damagedTrailersAreReported(_ positionFromEnd: Int, _ byte: UInt8, _ fragment: String) throws {
        var bytes = handmadeBinaryPlist(objects: [[0xA1, 0x01], [0x09]])
        bytes[bytes.count + positionFromEnd] = byte
        let result = PropertyListReader.read(bytes)
        #expect(result.root == nil)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.message.contains(fragment) == true, "\(result.errors)")
    }

    @Test func everyTruncationIsReported() throws {
        let bytes = try Self.fixture.serialized(.binary)
        for length in 0..<bytes.count {
            let result = PropertyListReader.read(Array(bytes[0..<length]))
            #expect(!result.errors.isEmpty, "no error for \(length) of \(bytes.count) bytes")
        }
        #expect(PropertyListReader.read(bytes).diagnostics.isEmpty)
    }

    @Test func randomMutationsNeverCrashAndNeverFailSilently() throws {
        let originals = [
            try Self.fixture.serialized(.binary),
            try PlistFixture.array([.string("a"), .array([.integer(1), .dictionary([("k", .real(1))])])])
                .serialized(.binary),
            handmadeBinaryPlist(objects: [[0xA2, 1, 2], [0x81, 0x01, 0x00], [0xD1, 1, 0]]),
        ]
        var generator = SeededGenerator(seed: 0xB1_9115_7000)
        for iteration in 0..<6_000 {
            var bytes = originals[iteration % originals.count]
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] =
                    Bool.random(using: &generator)
                    ? UInt8.random(in: 0...255, using: &generator) : bytes[index] ^ (1 << UInt8.random(in: 0...7, using: &generator))
            }
            let result = PropertyListReader.read(bytes)
            #expect(result.root != nil || !result.errors.isEmpty, "nil root without an error for \(bytes)")
        }
    }
}
