import Foundation
import Testing

@testable import PermitLocalization

/// The old-style property-list reader (what Xcode writes `project.pbxproj` in), compared with CoreFoundation's own
/// reading of the same text through `PropertyListSerialization`.
@Suite struct OpenStepPropertyListParserTests {
    /// Texts whose values CoreFoundation reads: strings, arrays, dictionaries, with the grammar's corners.
    static let texts: [String] = [
        #"{ a = b; }"#,
        #"{ "quoted key" = "quoted value"; 'single' = 'quotes'; }"#,
        #"{ list = ( one, "two", three, ); empty = (); nested = { inner = ( ( deep ) ); }; }"#,
        "// !$*UTF8*$!\n{ /* a comment */ archiveVersion = 1; // to the end of the line\n objects = { }; }",
        #"{ path = "fr.lproj/Localizable.strings"; sourceTree = "<group>"; name = "Café ☕️"; }"#,
        #"{ escapes = "tab\tnewline\nquote\"backslash\\ octal\251 unicode\U00e9\U2603"; }"#,
        #"{ pair = "\Ud83d\Ude00"; other = "\q\z"; }"#,
        #"{ unquoted = $SRCROOT/a-b_c.d:e; quoted = "$(SRCROOT)/x"; number = 0123; }"#,
        #"( a, b )"#,
        #""just a string""#,
        #"{ data = <0fbd 7777>; }"#,
    ]

    @Test(arguments: texts)
    func readsAsCoreFoundationDoes(_ text: String) throws {
        let bytes = Array(text.utf8)
        let expected = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        let read = try OpenStepPropertyListParser.parse(bytes)
        #expect(Self.foundationValue(read) == Self.normalized(expected))
    }

    @Test func dictionaryKeysKeepTheirPlaces() throws {
        let read = try OpenStepPropertyListParser.parse(Array("{\n  first = a;\n  second = b;\n}".utf8))
        guard case .dictionary(let entries) = read.value else {
            Issue.record("not a dictionary")
            return
        }
        #expect(entries.map(\.key) == ["first", "second"])
        #expect(entries.map { $0.keyLocation?.description } == ["2:3", "3:3"])
    }

    @Test(arguments: [
        ("{ a = b }", "1:9", "';' expected after the value of \"a\""),
        ("{ a b; }", "1:5", "'=' expected after the key \"a\""),
        ("{ a = \"open; }", "1:7", "the string that starts here has no closing quote"),
        ("{\n a = (x y); }", "2:9", "',' or ')' expected after an array's value"),
        ("{ a = b; } trailing", "1:12", "unexpected text after the property list's end"),
        ("{ a = b;", "1:9", "the text ends inside a dictionary: '}' is missing"),
        ("{ (x) = y; }", "1:3", "a dictionary key must be a string"),
        ("{ a = <0g>; }", "1:9", "data holds a character that is no hex digit"),
    ])
    func defectsAreReportedWhereTheyAre(_ text: String, _ place: String, _ message: String) {
        let error = #expect(throws: OpenStepPropertyListParser.SyntaxError.self) {
            _ = try OpenStepPropertyListParser.parse(Array(text.utf8))
        }
        #expect(error?.location.description == place)
        #expect(error?.message == message)
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let text = String(repeating: "(", count: 10_000)
        #expect(throws: OpenStepPropertyListParser.SyntaxError.self) {
            _ = try OpenStepPropertyListParser.parse(Array(text.utf8))
        }
    }

    /// The node as the Foundation values CoreFoundation produces (strings, arrays, dictionaries, data).
    private static func foundationValue(_ node: PropertyListNode) -> NSObject {
        switch node.value {
        case .string(let string): return string as NSString
        case .array(let items): return items.map(foundationValue) as NSArray
        case .dictionary(let entries):
            let dictionary = NSMutableDictionary()
            for entry in entries { dictionary[entry.key] = foundationValue(entry.value) }
            return dictionary
        case .data(let bytes): return Data(bytes) as NSData
        default: return NSNull()
        }
    }

    private static func normalized(_ value: Any) -> NSObject {
        switch value {
        case let string as String: return string as NSString
        case let array as [Any]: return array.map(normalized) as NSArray
        case let dictionary as [String: Any]:
            let result = NSMutableDictionary()
            for (key, item) in dictionary { result[key] = normalized(item) }
            return result
        case let data as Data: return data as NSData
        default: return NSNull()
        }
    }
}
