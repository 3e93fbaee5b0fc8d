import Foundation
@testable import PermitLocalization
import Testing

@Suite struct SourceLocationCursorTests {
    static let sample = "<plist>\r\n<dict>\n  <key>é😀</key>\r<string>日本 x</string>\n\n</dict></plist>"

    @Test(arguments: [String.Encoding.utf8, .utf16LittleEndian, .utf32BigEndian])
    func agreesWithDecodedTextInAnyOrder(_ encoding: String.Encoding) throws {
        let mark: [UInt8] =
            switch encoding {
            case .utf16LittleEndian: [0xFF, 0xFE]
            case .utf32BigEndian: [0x00, 0x00, 0xFE, 0xFF]
            default: []
            }
        let bytes = mark + [UInt8](try #require(Self.sample.data(using: encoding)))
        let text = TextDecoder.decode(bytes, file: nil).text
        var locator = SourceLocationCursor(text: text)
        // Readers ask at character boundaries: the start of a UTF-8 sequence, or the end of the text.
        var offsets = (text.start...text.bytes.count).filter { $0 == text.bytes.count || text.bytes[$0] & 0xC0 != 0x80 }
        var generator = SeededGenerator(seed: 7)
        offsets += offsets.shuffled(using: &generator)
        for offset in offsets {
            #expect(locator.location(at: offset) == text.location(at: offset), "offset \(offset)")
        }
    }

    @Test func minifiedFileLocationsAreExact() throws {
        let count = 20_000
        let xml = "<plist><array>" + String(repeating: "<integer>1</integer>", count: count) + "</array></plist>"
        let result = PropertyListReader.read(Array(xml.utf8))
        guard case .array(let elements) = result.root?.value else {
            Issue.record("no array")
            return
        }
        #expect(elements.count == count)
        #expect(elements.last?.location == SourceLocation(line: 1, column: 15 + 20 * (count - 1), offset: 14 + 20 * (count - 1)))
    }
}
