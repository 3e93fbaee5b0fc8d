import Foundation
@testable import PermitLocalization
import Testing

/// One malformed XML property list and the diagnostic it must produce first.
struct MalformedXMLCase: CustomTestStringConvertible, Sendable {
    let name: String
    let xml: String
    let ruleID: String
    let line: Int
    let column: Int
    let messageFragment: String

    var testDescription: String { name }
}

@Suite struct PropertyListXMLDiagnosticTests {
    static let malformedCases: [MalformedXMLCase] = [
        .init(
            name: "unknown element", xml: "<plist>\n<dict>\n  <key>a</key>\n  <foo>x</foo>\n</dict>\n</plist>",
            ruleID: "plist-syntax", line: 4, column: 3, messageFragment: "unknown element <foo>"),
        .init(
            name: "mismatched close tag", xml: "<plist>\n<array>\n<string>x</string>\n</dict>\n</plist>",
            ruleID: "plist-syntax", line: 4, column: 1, messageFragment: "</dict> does not close <array>"),
        .init(
            name: "unterminated element", xml: "<plist>\n<dict>\n<key>a</key>\n<string>abc",
            ruleID: "plist-syntax", line: 4, column: 1, messageFragment: "<string> is never closed"),
        .init(
            name: "unterminated dictionary", xml: "<plist>\n <dict>\n<key>a</key>\n<string>abc</string>\n",
            ruleID: "plist-syntax", line: 2, column: 2, messageFragment: "<dict> is never closed"),
        .init(
            name: "key without value", xml: "<plist>\n<dict>\n  <key>lonely</key>\n</dict>\n</plist>",
            ruleID: "plist-syntax", line: 3, column: 3, messageFragment: "\"lonely\" has no value"),
        .init(
            name: "key followed by key", xml: "<plist>\n<dict>\n<key>a</key>\n<key>b</key><true/>\n</dict>\n</plist>",
            ruleID: "plist-syntax", line: 3, column: 1, messageFragment: "\"a\" has no value"),
        .init(
            name: "bad integer", xml: "<plist>\n<array>\n<integer> 12a </integer>\n</array>\n</plist>",
            ruleID: "plist-syntax", line: 3, column: 11, messageFragment: "\"12a\" is not an integer"),
        .init(
            name: "empty integer", xml: "<plist><integer/></plist>",
            ruleID: "plist-syntax", line: 1, column: 18, messageFragment: "holds no number"),
        .init(
            name: "integer out of range", xml: "<plist><integer>9223372036854775808</integer></plist>",
            ruleID: "plist-value-out-of-range", line: 1, column: 17, messageFragment: "9223372036854775808"),
        .init(
            name: "bad base64", xml: "<plist>\n<data>\nAB*D\n</data>\n</plist>",
            ruleID: "plist-syntax", line: 3, column: 3, messageFragment: "\"*\" is not base64"),
        .init(
            name: "truncated base64", xml: "<plist><data>QUJDR</data></plist>",
            ruleID: "plist-syntax", line: 1, column: 14, messageFragment: "lone digit"),
        .init(
            name: "unknown entity", xml: "<plist>\n<string>a &bogus; b</string>\n</plist>",
            ruleID: "plist-syntax", line: 2, column: 11, messageFragment: "&bogus;"),
        .init(
            name: "surrogate character reference", xml: "<plist><string>&#xD800;</string></plist>",
            ruleID: "plist-syntax", line: 1, column: 16, messageFragment: "&#xD800;"),
        .init(
            name: "bare ampersand", xml: "<plist><string>a & b</string></plist>",
            ruleID: "plist-syntax", line: 1, column: 18, messageFragment: "&amp;"),
        .init(
            name: "junk after root", xml: "<plist><true/></plist>\n<more/>",
            ruleID: "plist-syntax", line: 2, column: 1, messageFragment: "after the end of the root element"),
        .init(
            name: "bad date", xml: "<plist>\n<date>2024-13-01T00:00:00Z</date>\n</plist>",
            ruleID: "plist-syntax", line: 2, column: 7, messageFragment: "is not a date"),
        .init(
            name: "bad real", xml: "<plist><real>1.2.3</real></plist>",
            ruleID: "plist-syntax", line: 1, column: 14, messageFragment: "\"1.2.3\" is not a real"),
        .init(
            name: "element inside string", xml: "<plist>\n<string>a <b>bold</b></string>\n</plist>",
            ruleID: "plist-syntax", line: 2, column: 11, messageFragment: "<b> inside <string>"),
        .init(
            name: "bare less-than sign", xml: "<plist><string>a < b</string></plist>",
            ruleID: "plist-syntax", line: 1, column: 18, messageFragment: "&lt;"),
        .init(
            name: "unterminated comment", xml: "<plist>\n<!-- never\n",
            ruleID: "plist-syntax", line: 2, column: 1, messageFragment: "comment never ends"),
        .init(
            name: "no root element", xml: "<?xml version=\"1.0\"?>\n",
            ruleID: "plist-syntax", line: 2, column: 1, messageFragment: "no <plist> element"),
        .init(
            name: "empty plist", xml: "<plist>\n</plist>",
            ruleID: "plist-syntax", line: 1, column: 1, messageFragment: "holds no value"),
        .init(
            name: "key outside dictionary", xml: "<plist><array><key>k</key></array></plist>",
            ruleID: "plist-syntax", line: 1, column: 15, messageFragment: "<key> outside a dictionary"),
        .init(
            name: "boolean with content", xml: "<plist><true>yes</true></plist>",
            ruleID: "plist-syntax", line: 1, column: 14, messageFragment: "<true> element must be empty"),
        .init(
            name: "tag without closing bracket", xml: "<plist>\n<dict\n",
            ruleID: "plist-syntax", line: 2, column: 1, messageFragment: "<dict> tag has no closing >"),
        .init(
            name: "value without key", xml: "<plist><dict><string>x</string></dict></plist>",
            ruleID: "plist-syntax", line: 1, column: 14, messageFragment: "without a <key>"),
        .init(
            name: "two root values", xml: "<plist><true/><false/></plist>",
            ruleID: "plist-syntax", line: 1, column: 15, messageFragment: "a second value"),
        .init(
            name: "text in dictionary", xml: "<plist><dict>oops<key>a</key><true/></dict></plist>",
            ruleID: "plist-syntax", line: 1, column: 14, messageFragment: "text inside <dict>"),
        .init(
            name: "neither XML nor binary", xml: "hello",
            ruleID: "not-a-property-list", line: 1, column: 1, messageFragment: "neither"),
        .init(
            name: "too deep", xml: "<plist>" + String(repeating: "<array>", count: 600),
            ruleID: "plist-syntax", line: 1, column: 8 + 512 * 7, messageFragment: "deeper than 512"),
    ]

    @Test(arguments: malformedCases)
    func malformedInputIsReportedWhereItIs(_ testCase: MalformedXMLCase) throws {
        let result = PropertyListReader.read(Array(testCase.xml.utf8), file: "Bad.plist")
        let first = try #require(result.errors.first, "no error for \(testCase.name)")
        #expect(first.rule.id == testCase.ruleID)
        #expect(first.file == "Bad.plist")
        #expect(first.location?.line == testCase.line)
        #expect(first.location?.column == testCase.column)
        #expect(first.message.contains(testCase.messageFragment), "message: \(first.message)")
    }

    @Test func badValueIsSkippedAndTheDictionaryKept() {
        let xml = "<plist><dict><key>a</key><integer>x</integer><key>b</key><foo/><key>c</key><true/></dict></plist>"
        let result = PropertyListReader.read(Array(xml.utf8))
        #expect(result.errors.count == 2)
        #expect(
            result.root?.comparable(sortingKeys: false)
                == .dictionary([PropertyListEntry(key: "c", value: PropertyListNode(.boolean(true)))]))
    }

    @Test func structuralErrorReturnsWhatWasReadBeforeIt() {
        let xml = "<plist><array><string>a</string><dict><key>k</key><string>b</array></plist>"
        let result = PropertyListReader.read(Array(xml.utf8))
        #expect(result.errors.count == 1)
        #expect(
            result.root?.comparable(sortingKeys: false)
                == .array([PropertyListNode(.string("a")), PropertyListNode(.dictionary([]))]))
    }

    @Test func mismatchedCloseTagPointsAtTheOpenTag() throws {
        let result = PropertyListReader.read(Array("<plist>\n  <array>\n</dict>".utf8))
        let error = try #require(result.errors.first)
        #expect(error.related.map(\.location) == [SourceLocation(line: 2, column: 3, offset: 10)])
    }

    @Test func utf16LocationsCountFileBytes() throws {
        let xml = "<plist>\n<array>\n  <integer>zz</integer>\n</array>\n</plist>"
        let bytes = [0xFF, 0xFE] + [UInt8](try #require(xml.data(using: .utf16LittleEndian)))
        let error = try #require(PropertyListReader.read(bytes).errors.first)
        #expect(error.location == SourceLocation(line: 3, column: 12, offset: 2 + 2 * 27))
    }

    @Test func hostileNestingIsReportedWithoutRecursingDeeply() {
        let xml = "<plist>" + String(repeating: "<dict><key>k</key><array>", count: 50_000)
        let result = PropertyListReader.read(Array(xml.utf8))
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.message.contains("deeper than 512") == true)
    }

    @Test func randomMutationsNeverCrashAndNeverFailSilently() throws {
        let fixture = PlistFixture.dictionary([
            ("name", .string("Grüße & <tags> 😀")), ("count", .integer(-42)), ("ratio", .real(0.5)),
            ("on", .boolean(true)), ("when", .date(700_000_000)), ("blob", .data(Array(0..<40))),
            ("list", .array([.string("a"), .array([.integer(1), .dictionary([("x", .boolean(false))])])])),
        ])
        let original = try fixture.serialized(.xml)
        let interesting = Array("<>/&;!-?[]=\"' \nabcdx#0".utf8)
        var generator = SeededGenerator(seed: 0x5EED_0001)
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[index] = interesting.randomElement(using: &generator) ?? 0
                case 1: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                case 2: bytes.remove(at: index)
                default: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...30, using: &generator)))
                }
                if bytes.isEmpty { bytes = [0x3C] }
            }
            let result = PropertyListReader.read(bytes)
            #expect(result.root != nil || !result.errors.isEmpty, "nil root without an error for \(bytes)")
        }
    }
}
