import Foundation
@testable import PermitLocalization
import Testing

@Suite struct PropertyListXMLTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

        """

    func read(_ xml: String) -> PropertyListReadResult {
        PropertyListReader.read(Array(xml.utf8), file: "Test.plist")
    }

    @Test func handwrittenDocumentReadsInSourceOrder() throws {
        let result = read(
            Self.header + """
                <plist version="1.0">
                <!-- a comment -->
                <dict>
                \t<key>zeta</key>
                \t<string>Grüße 😀 &lt;b&gt; &amp; &quot;q&quot; &apos;a&apos; &#65;&#x1F600;</string>
                \t<key>alpha</key>
                \t<array>
                \t\t<integer>42</integer>
                \t\t<integer>-17</integer>
                \t\t<integer>0x1F</integer>
                \t\t<integer>9223372036854775807</integer>
                \t\t<integer>-9223372036854775808</integer>
                \t\t<real>2.5</real>
                \t\t<real>-1e-3</real>
                \t\t<true/>
                \t\t<false></false>
                \t\t<data>
                \t\tSGVs
                \t\tbG8=
                \t\t</data>
                \t\t<string><![CDATA[<not a tag> & raw]]></string>
                \t\t<string/>
                \t\t<dict/>
                \t\t<array/>
                \t\t<data/>
                \t</array>
                \t<key>empty</key><string></string>
                </dict>
                </plist>

                """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.format == .xml)
        let root = try #require(result.root)
        let expected: PropertyListNode.Value = .dictionary([
            PropertyListEntry(key: "zeta", value: PropertyListNode(.string("Grüße 😀 <b> & \"q\" 'a' A😀"))),
            PropertyListEntry(
                key: "alpha",
                value: PropertyListNode(
                    .array(
                        [
                            .integer(42), .integer(-17), .integer(31), .integer(.max), .integer(.min), .real(2.5),
                            .real(-0.001), .boolean(true), .boolean(false), .data(Array("Hello".utf8)),
                            .string("<not a tag> & raw"), .string(""), .dictionary([]), .array([]), .data([]),
                        ].map { PropertyListNode($0) }))),
            PropertyListEntry(key: "empty", value: PropertyListNode(.string(""))),
        ])
        #expect(root.comparable(sortingKeys: false) == expected)
    }

    @Test func nodesAndKeysCarryTheirStartTagLocations() throws {
        let xml = "<plist>\n<dict>\n  <key>a</key>\n  <array>\n    <string>é</string>  <integer>1</integer>\n  </array>\n</dict>\n</plist>"
        let result = read(xml)
        let root = try #require(result.root)
        #expect(root.location == SourceLocation(line: 2, column: 1, offset: 8))
        guard case .dictionary(let entries) = root.value, let entry = entries.first,
            case .array(let elements) = entry.value.value, elements.count == 2
        else {
            Issue.record("unexpected tree \(root)")
            return
        }
        #expect(entry.keyLocation == SourceLocation(line: 3, column: 3, offset: 17))
        #expect(entry.value.location == SourceLocation(line: 4, column: 3, offset: 32))
        #expect(elements[0].location == SourceLocation(line: 5, column: 5, offset: 44))
        // "é" is one column but two bytes.
        #expect(elements[1].location == SourceLocation(line: 5, column: 25, offset: 65))
    }

    @Test(arguments: [
        ("2001-01-01T00:00:00Z"), ("1970-01-01T00:00:00Z"), ("2024-02-29T12:34:56Z"), ("1900-03-01T00:00:00Z"),
        // Foundation's formatter switches to the Julian calendar before 1582; plists use the proleptic Gregorian one.
        ("2100-12-31T23:59:59Z"), ("1600-02-29T01:02:03Z"), ("1583-01-01T00:00:00Z"), ("9999-12-31T23:59:59Z"),
    ])
    func datesMatchFoundation(_ iso: String) throws {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        let expected = try #require(formatter.date(from: iso)).timeIntervalSinceReferenceDate
        let result = read("<plist><date>\(iso)</date></plist>")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.value == .date(expected))
    }

    @Test(arguments: [
        ("nan", Double.nan), ("+infinity", .infinity), ("-infinity", -.infinity), ("inf", .infinity),
        ("-INF", -.infinity), ("  3.25 ", 3.25), ("1E10", 1e10),
    ])
    func specialReals(_ text: String, _ expected: Double) throws {
        let result = read("<plist><real>\(text)</real></plist>")
        #expect(result.diagnostics.isEmpty)
        guard case .real(let value) = result.root?.value else {
            Issue.record("not a real: \(String(describing: result.root))")
            return
        }
        #expect(value == expected || (value.isNaN && expected.isNaN))
    }

    @Test func bareValueWithoutPlistElementIsRead() {
        let result = read("<?xml version=\"1.0\"?>\n<array><string>x</string></array>\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.comparable(sortingKeys: false) == .array([PropertyListNode(.string("x"))]))
    }

    @Test(arguments: [
        (String.Encoding.utf16BigEndian, [UInt8]([0xFE, 0xFF])), (.utf16LittleEndian, [0xFF, 0xFE]),
        (.utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF]), (.utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00]),
        (.utf8, [0xEF, 0xBB, 0xBF]),
    ])
    func byteOrderMarkedEncodingsAreRead(_ encoding: String.Encoding, _ mark: [UInt8]) throws {
        let xml = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>Grüße</key>\n<string>😀 ok</string>\n</dict>\n</plist>\n"
        let bytes = mark + [UInt8](try #require(xml.data(using: encoding)))
        #expect(PropertyListReader.looksLikePropertyList(bytes) == .xml)
        let result = PropertyListReader.read(bytes)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(
            result.root?.comparable(sortingKeys: false)
                == .dictionary([PropertyListEntry(key: "Grüße", value: PropertyListNode(.string("😀 ok")))]))
        guard case .dictionary(let entries) = result.root?.value else { return }
        #expect(entries.first?.keyLocation?.line == 4)
    }

    @Test func foundationWrittenXMLMatchesFixture() throws {
        let fixture = PlistFixture.dictionary([
            ("ascii", .string("plain")),
            ("accents", .string("Ça va? naïve")),
            ("emoji", .string("👩‍👩‍👧 𝄞 family")),
            ("markup", .string("<a href=\"x\">&amp;</a> ]]> '")),
            ("whitespace", .string("  two\nlines\t ")),
            ("small", .integer(7)),
            ("negative", .integer(-123_456_789)),
            ("large", .integer(Int64.max)),
            ("smallest", .integer(Int64.min)),
            ("real", .real(3.141592653589793)),
            ("tiny", .real(-2.2250738585072014e-308)),
            ("yes", .boolean(true)),
            ("no", .boolean(false)),
            ("date", .date(-978_307_200)),
            ("date2", .date(757_382_400)),
            ("data", .data([0, 1, 2, 0xFF, 0xFE, 0x80])),
            ("nested", .array([.array([.dictionary([("k", .string("v"))])]), .dictionary([])])),
        ])
        let result = PropertyListReader.read(try fixture.serialized(.xml))
        #expect(result.format == .xml)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.root?.comparable(sortingKeys: true) == fixture.expectedValue)
    }

    @Test func duplicateKeyWarnsWithBothLines() throws {
        let xml = "<plist>\n<dict>\n<key>a</key><string>1</string>\n<key>b</key><string>2</string>\n  <key>a</key><string>3</string>\n</dict>\n</plist>"
        let result = read(xml)
        let warning = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(warning.rule == .duplicateKey)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(line: 5, column: 3, offset: 79))
        #expect(warning.message.contains("line 5") && warning.message.contains("line 3"))
        #expect(warning.related.map(\.location) == [SourceLocation(line: 3, column: 1, offset: 15)])
        guard case .dictionary(let entries) = result.root?.value else {
            Issue.record("no dictionary")
            return
        }
        #expect(entries.map(\.key) == ["a", "b", "a"])
    }
}
