import Foundation
import PermitLocalization
import Testing

/// Every encoding Apple's runtime reads, and the ones it refuses.
@Suite struct StringsEncodingTests {
    static let source = "/* note */\n\"camera\" = \"Caméra 📷\";\n\"中\" = \"文\";\n"

    @Test(arguments: [
        (TextEncoding.utf8WithBOM, [UInt8]([0xEF, 0xBB, 0xBF]), String.Encoding.utf8),
        (.utf16LittleEndian, [0xFF, 0xFE], .utf16LittleEndian), (.utf16BigEndian, [0xFE, 0xFF], .utf16BigEndian),
        (.utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian),
        (.utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian),
    ])
    func byteOrderMarkSelectsTheEncoding(expected: TextEncoding, bom: [UInt8], encoding: String.Encoding) throws {
        let bytes = bom + Array(try #require(Self.source.data(using: encoding)))
        let file = StringsFile(bytes: bytes)
        #expect(file.format == .text(expected))
        #expect(file.table == ["camera": "Caméra 📷", "中": "文"])
        #expect(file.diagnostics.isEmpty)
        // Lines and columns count characters whatever the encoding; offsets count the file's own bytes.
        let second = try #require(file.entries.last?.keyLocation)
        #expect(second.line == 3 && second.column == 1)
        let bytesBefore = try #require("/* note */\n\"camera\" = \"Caméra 📷\";\n".data(using: encoding)).count
        #expect(second.offset == bom.count + bytesBefore)
    }

    @Test func utf8WithoutAMarkIsTheDefault() {
        #expect(StringsFile(bytes: Array(Self.source.utf8)).format == .text(.utf8))
    }

    @Test(arguments: [(String.Encoding.utf16LittleEndian, "little-endian"), (.utf16BigEndian, "big-endian")])
    func utf16WithoutAMarkIsAnErrorThatNamesTheByteOrder(encoding: String.Encoding, order: String) throws {
        let bytes = Array(try #require(Self.source.data(using: encoding)))
        let file = StringsFile(bytes: bytes, path: "Localizable.strings")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.rule == .invalidEncoding)
        #expect(diagnostic.message.contains(order))
        #expect(diagnostic.message.contains("byte-order mark"))
        #expect(file.appleRuntimeTable.isEmpty)
        // Permit still reads it, so that a converter can fix the file.
        #expect(file.table == ["camera": "Caméra 📷", "中": "文"])
        #expect((try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) == nil)
    }

    @Test func aLatin1ByteIsAnErrorAtItsPlace() {
        var bytes = Array("\"a\" = \"b\";\n\"name\" = \"Caf".utf8)
        bytes.append(0xE9)  // "é" in Latin-1
        bytes += Array("\";\n".utf8)
        let file = StringsFile(bytes: bytes)
        #expect(file.diagnosticSummaries == ["invalid-encoding@2:14"])
        #expect(file.diagnostics.first?.message.contains("0xE9") == true)
        #expect(file.table["name"] == "Caf\u{FFFD}")
        #expect((try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) == nil)
    }

    @Test func anUnpairedSurrogateInUTF16IsReported() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("\"k\" = \"".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            + [0x3D, 0xD8] + Array("\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let file = StringsFile(bytes: bytes)
        #expect(file.diagnostics.map(\.rule) == [.invalidEncoding])
        #expect(file.table["k"] == "\u{FFFD}")
    }
}
