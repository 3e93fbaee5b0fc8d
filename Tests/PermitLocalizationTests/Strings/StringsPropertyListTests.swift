import Foundation
import PermitLocalization
import Testing

/// `.strings` files stored as property lists, as build tools ship them inside app bundles.
@Suite struct StringsPropertyListTests {
    static let table = ["camera.denied": "Caméra refusée 📷", "ok": "OK", "multi": "a\nb \"c\""]

    @Test(arguments: [
        (PropertyListSerialization.PropertyListFormat.binary, StringsFileFormat.binaryPropertyList),
        (.xml, .xmlPropertyList),
    ])
    func aPropertyListTableReadsAsCoreFoundationWroteIt(
        format: PropertyListSerialization.PropertyListFormat, expected: StringsFileFormat
    ) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: Self.table, format: format, options: 0)
        let file = StringsFile(bytes: Array(data), path: "Localizable.strings")
        #expect(file.format == expected)
        #expect(file.table == Self.table)
        #expect(file.diagnostics.isEmpty)
        #expect(file.appleRuntimeOutcome == .loadsEverything)
    }

    @Test func xmlEntriesKnowTheirLines() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>a</key>
                <string>b</string>
            </dict>
            </plist>
            """
        let file = StringsFile(bytes: Array(xml.utf8))
        let entry = try #require(file.entries.first)
        #expect(entry.keyLocation?.line == 4)
        #expect(entry.valueLocation?.line == 5)
    }

    @Test func nonStringValuesInAPropertyListAreRejected() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["a": "b", "n": 3, "list": ["x"]] as [String: Any], format: .binary, options: 0)
        let file = StringsFile(bytes: Array(data))
        #expect(file.table == ["a": "b"])
        #expect(file.diagnostics.map(\.rule) == [.nonStringValue, .nonStringValue])
    }

    @Test func aPropertyListThatIsNotADictionaryIsRejected() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["a", "b"], format: .binary, options: 0)
        let file = StringsFile(bytes: Array(data))
        #expect(file.entries.isEmpty)
        #expect(file.diagnostics.map(\.rule) == [.invalidStructure])
        #expect(file.appleRuntimeTable.isEmpty)
    }

    @Test func aBrokenXMLPropertyListFailsOnAppleButKeepsWhatWasRead() {
        let xml = "<plist><dict><key>a</key><string>b</string><key>c</key><strin>d</string></dict></plist>"
        let file = StringsFile(bytes: Array(xml.utf8))
        #expect(file.hasErrors)
        #expect(file.table["a"] == "b")
        #expect(file.appleRuntimeTable.isEmpty)
    }
}
