import Foundation
import Testing

@testable import PermitLocalization

private func parse(_ text: String) -> (root: JSONValue?, diagnostics: [Diagnostic]) {
    JSONParser.parse(Array(text.utf8), file: "test.json")
}

@Suite struct JSONParserTests {
    @Test(arguments: 0..<500)
    func randomDocumentReadsAsFoundationReadsIt(seed: Int) throws {
        var writer = RandomJSONWriter(generator: SeededGenerator(seed: UInt64(seed)))
        let text = writer.document()
        let expected = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        let (root, diagnostics) = parse(text)
        #expect(diagnostics == [], "\(text)")
        let tree = try #require(root, "\(text)")
        #expect(tree.matches(foundation: expected), "\(text)")
    }

    @Test(arguments: 0..<100)
    func everyLocationPointsAtItsValueAndCountsLinesAndColumns(seed: Int) throws {
        var writer = RandomJSONWriter(generator: SeededGenerator(seed: UInt64(seed) + 10_000))
        let text = writer.document()
        let bytes = Array(text.utf8)
        let tree = try #require(parse(text).root)
        let firstBytes: [String: Set<Character>] = [
            "object": ["{"], "array": ["["], "string": ["\""], "key": ["\""], "boolean": ["t", "f"], "null": ["n"],
            "number": ["-", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
        ]
        for (location, kind) in tree.allLocations {
            let byte = Character(Unicode.Scalar(bytes[location.offset]))
            #expect(firstBytes[kind]?.contains(byte) == true, "\(kind) at \(location) in \(text)")
            let lineStart = (bytes[..<location.offset].lastIndex(of: 0x0A) ?? -1) + 1
            let lineBreaks = bytes[..<location.offset].filter { $0 == 0x0A }.count
            let columnText = String(decoding: bytes[lineStart..<location.offset], as: UTF8.self)
            #expect(location.line == lineBreaks + 1)
            #expect(location.column == columnText.unicodeScalars.count + 1)
        }
    }

    @Test func locationsOfAHandWrittenDocument() throws {
        let text = "{\n  \"a\": [1, true],\n  \"é\": \"x\"\n}"
        let root = try #require(parse(text).root)
        #expect(root.location == PermitLocalization.SourceLocation(line: 1, column: 1, offset: 0))
        let a = try #require(root.member("a"))
        #expect(a.keyLocation == PermitLocalization.SourceLocation(line: 2, column: 3, offset: 4))
        #expect(a.value.location == PermitLocalization.SourceLocation(line: 2, column: 8, offset: 9))
        guard case .array(let elements) = a.value.content else {
            Issue.record("\"a\" is not an array")
            return
        }
        #expect(elements.map(\.location.column) == [9, 12])
        #expect(elements.map(\.content) == [.number("1"), .boolean(true)])
        let accented = try #require(root.member("é"))
        #expect(accented.keyLocation == PermitLocalization.SourceLocation(line: 3, column: 3, offset: 22))
        #expect(accented.value.location == PermitLocalization.SourceLocation(line: 3, column: 8, offset: 28))
    }

    @Test func locationsInUTF16TextAreOffsetsInTheFile() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "[\n  \"é\", 2]".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let root = try #require(JSONParser.parse(bytes, file: nil).root)
        guard case .array(let elements) = root.content else {
            Issue.record("not an array")
            return
        }
        #expect(elements.map(\.location) == [
            PermitLocalization.SourceLocation(line: 2, column: 3, offset: 10),
            PermitLocalization.SourceLocation(line: 2, column: 8, offset: 20),
        ])
    }

    @Test(arguments: [
        (#""\"""#, "\""), (#""\\""#, "\\"), (#""\/""#, "/"), (#""\b""#, "\u{8}"), (#""\f""#, "\u{C}"),
        (#""\n""#, "\n"), (#""\r""#, "\r"), (#""\t""#, "\t"), (#""\u0041""#, "A"), (#""\u00e9\u00E9""#, "éé"),
        (#""\u0000""#, "\u{0}"), (#""\uFFFF""#, "\u{FFFF}"), (#""\uD83D\uDE00""#, "😀"), (#""\udbff\udfff""#, "\u{10FFFF}"),
        (#""a\u4E2Db""#, "a中b"), (#""x\ty\n""#, "x\ty\n"),
    ])
    func escape(_ literal: String, _ expected: String) throws {
        let (root, diagnostics) = parse(literal)
        #expect(diagnostics == [])
        guard case .string(let value) = try #require(root).content else {
            Issue.record("not a string")
            return
        }
        #expect(Array(value.unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test(arguments: [
        (#""\uD800""#, "\u{FFFD}", 2), (#""a\uDC00b""#, "a\u{FFFD}b", 3), (#""\uD800\u0041""#, "\u{FFFD}A", 2),
        (#""\uD83D\uD83D\uDE00""#, "\u{FFFD}😀", 2),
    ])
    func unpairedSurrogateIsReportedAndReplaced(_ literal: String, _ expected: String, _ column: Int) throws {
        let (root, diagnostics) = parse(literal)
        #expect(diagnostics.map(\.rule.id) == ["invalid-escape"])
        #expect(diagnostics.first?.location?.column == column)
        guard case .string(let value) = try #require(root).content else {
            Issue.record("not a string")
            return
        }
        #expect(Array(value.unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test(arguments: [
        ("{\"a\": 1,,}", 1, 9), ("[1, 2", 1, 6), ("{\"a\" 1}", 1, 6), ("\"abc", 1, 1), ("[01]", 1, 2), ("[1.]", 1, 4),
        ("[1e+]", 1, 5), ("[-]", 1, 3), ("tru", 1, 1), ("{\n  \"a\": nul\n}", 2, 8), ("[1]\n  x", 2, 3),
        ("\"a\tb\"", 1, 3), (#""\x""#, 1, 2), (#""\u12G4""#, 1, 2), ("  \n ", 2, 2), ("{\"a\":1}{", 1, 8),
        ("[\"é\", x]", 1, 7), ("{\r\n\"a\":?}", 2, 5), ("[1 2]", 1, 4), ("{1: 2}", 1, 2), ("[,]", 1, 2),
        ("+1", 1, 1), ("[1,,]", 1, 4), ("\"\\", 1, 2), ("[\"\\u12", 1, 3), ("{\"a\":", 1, 6), ("NaN", 1, 1),
    ])
    func syntaxErrorIsReportedAtItsPlace(_ text: String, _ line: Int, _ column: Int) {
        let (root, diagnostics) = parse(text)
        #expect(root == nil)
        #expect(diagnostics.map(\.rule.id) == ["syntax"])
        #expect(diagnostics.first?.location.map { [$0.line, $0.column] } == [line, column])
        #expect(diagnostics.first?.file == "test.json")
    }

    /// One comma after the last member or element is read as Apple's reader reads it (popcorn's String Catalogs end
    /// their objects so, and Xcode builds them); a comma alone or a doubled one is an error there too.
    @Test(arguments: ["{\"a\": 1,}", "[1, 2 ,]", "{\"a\": {\"b\": [1,],},}", "{,}", "[,]", "[1,,]", "{\"a\": 1,,}"])
    func aTrailingCommaIsReadAsFoundationReadsIt(_ text: String) throws {
        let expected = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        let (root, diagnostics) = parse(text)
        #expect((root == nil) == (expected == nil))
        if let expected, let root {
            #expect(diagnostics.isEmpty)
            #expect(root.matches(foundation: expected))
        }
    }

    @Test func syntaxErrorOffsetCountsBytes() {
        let diagnostics = parse("[\"é\", x]").diagnostics
        #expect(diagnostics.first?.location == PermitLocalization.SourceLocation(line: 1, column: 7, offset: 7))
    }

    @Test func emptyFileIsReported() {
        let (root, diagnostics) = parse("")
        #expect(root == nil)
        #expect(diagnostics.map(\.rule.id) == ["empty-file"])
    }

    @Test func nestingIsBoundedAt512Levels() {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(parse(deepest).diagnostics == [])
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let diagnostics = parse(tooDeep).diagnostics
        #expect(diagnostics.map(\.rule.id) == ["syntax"])
        #expect(diagnostics.first?.location?.column == 513)
        #expect(parse(String(repeating: "[", count: 100_000)).diagnostics.map(\.rule.id) == ["syntax"])
    }

    @Test func duplicateKeyIsAWarningWithTheFirstPlace() throws {
        let (root, diagnostics) = parse("{\"k\": 1,\n \"k\": 2}")
        #expect(diagnostics.map(\.rule.id) == ["duplicate-key"])
        #expect(diagnostics.first?.location?.line == 2)
        #expect(diagnostics.first?.related.first?.location.column == 2)
        #expect(try #require(root).member("k")?.value.content == .number("2"))
    }

    @Test(arguments: 0..<300)
    func damagedDocumentFailsExactlyWhenFoundationFails(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) + 20_000)
        var writer = RandomJSONWriter(generator: generator)
        var bytes = Array(writer.document().utf8)
        generator = writer.generator
        let position = Int.random(in: 0...bytes.count, using: &generator)
        let insertable = Array("{}[],:\"\\ atu0-.eE".utf8)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0 where position < bytes.count: bytes.remove(at: position)
        case 1: bytes.removeSubrange(position...)
        default: bytes.insert(insertable.randomElement(using: &generator) ?? 0x20, at: position)
        }
        let (root, diagnostics) = JSONParser.parse(bytes, file: nil)
        let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        let hasError = diagnostics.contains { $0.severity == .error }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(hasError == (foundation == nil), "\(text)")
        if let foundation, let root, !hasError {
            #expect(root.matches(foundation: foundation), "\(text)")
        }
    }
}
