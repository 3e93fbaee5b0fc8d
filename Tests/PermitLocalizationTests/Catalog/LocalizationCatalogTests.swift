import Foundation
import PermitLocalization
import Testing

@Suite struct LocalizationCatalogTests {
    /// A bundle root made on disk for one test, removed after it.
    final class BundleRoot {
        let path: String

        init(_ files: [String: [UInt8]]) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-" + UUID().uuidString).path
            for (relative, bytes) in files { try write(relative, bytes) }
        }

        func write(_ relative: String, _ bytes: [UInt8]) throws {
            let url = URL(fileURLWithPath: path + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    static let stringsdict = Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>ld</string>
              <key>one</key><string>%ld fichier</string>
              <key>other</key><string>%ld fichiers</string>
            </dict>
          </dict>
        </dict></plist>
        """.utf8)

    @Test func listsLocalizationsFromFoldersAndStringCatalogs() throws {
        let root = try BundleRoot([
            "en.lproj/Localizable.strings": Array("\"a\" = \"b\";".utf8),
            "zh-Hans.lproj/Localizable.strings": Array("\"a\" = \"乙\";".utf8),
            "Other.xcstrings": Array(
                #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"値"}}}}}}"#
                    .utf8),
        ])
        let catalog = try LocalizationCatalog(root: root.path)
        #expect(catalog.localizations == ["en", "ja", "zh-Hans"])
    }

    @Test func stringsdictEntriesOverrideStringsEntries() throws {
        let root = try BundleRoot([
            "fr.lproj/Localizable.strings": Array("\"files\" = \"plain\";\n\"title\" = \"Titre\";".utf8),
            "fr.lproj/Localizable.stringsdict": Self.stringsdict,
        ])
        let table = try #require(try LocalizationCatalog(root: root.path).table("Localizable", localization: "fr"))
        #expect(table.strings["title"] == LocalizedString(.text("Titre", at: SourceLocation(line: 2, column: 11, offset: 29))))
        guard case .text(let format, _) = table.strings["files"]?.variant else {
            Issue.record("files should come from the .stringsdict")
            return
        }
        #expect(format == "%#@n@")
        #expect(table.strings["files"]?.substitutions["n"]?.formatSpecifier == "ld")
    }

    @Test func aMissingTableIsNil() throws {
        let root = try BundleRoot(["fr.lproj/Localizable.strings": Array("\"a\" = \"b\";".utf8)])
        let catalog = try LocalizationCatalog(root: root.path)
        #expect(catalog.table("Other", localization: "fr") == nil)
        #expect(catalog.table("Localizable", localization: "de") == nil)
    }

    @Test func aStringCatalogGivesEveryLanguageAndTheKeyForTheSourceLanguage() throws {
        let root = try BundleRoot([
            "Permit.xcstrings": Array(
                #"{"sourceLanguage":"en","version":"1.0","strings":{"Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}}}"#
                    .utf8)
        ])
        let catalog = try LocalizationCatalog(root: root.path)
        guard case .text(let german, _) = catalog.table("Permit", localization: "de")?.strings["Hello"]?.variant,
            case .text(let english, _) = catalog.table("Permit", localization: "en")?.strings["Hello"]?.variant
        else {
            Issue.record("both languages should have Hello")
            return
        }
        #expect(german == "Hallo")
        #expect(english == "Hello")
    }

    @Test func reloadSeesNewFilesWhileEarlierSnapshotsStayIntact() async throws {
        let root = try BundleRoot(["fr.lproj/Localizable.strings": Array("\"a\" = \"un\";".utf8)])
        let catalog = try LocalizationCatalog(root: root.path)
        let before = try #require(catalog.table("Localizable", localization: "fr"))
        try root.write("fr.lproj/Localizable.strings", Array("\"a\" = \"deux\";".utf8))
        try root.write("de.lproj/Localizable.strings", Array("\"a\" = \"zwei\";".utf8))
        #expect(catalog.localizations == ["fr"])
        catalog.reload()
        #expect(catalog.localizations == ["de", "fr"])
        #expect(before.strings["a"]?.variant == .text("un", at: SourceLocation(line: 1, column: 7, offset: 6)))
        #expect(catalog.table("Localizable", localization: "fr")?.strings["a"]?.variant == .text("deux", at: SourceLocation(line: 1, column: 7, offset: 6)))
    }

    @Test func concurrentReadsDuringReloadsAlwaysSeeAWholeTable() async throws {
        let root = try BundleRoot([
            "fr.lproj/Localizable.strings": Array("\"a\" = \"un\";\n\"b\" = \"deux\";".utf8)
        ])
        let catalog = try LocalizationCatalog(root: root.path)
        await withTaskGroup(of: Bool.self) { group in
            for task in 0..<64 {
                group.addTask {
                    if task % 8 == 0 { catalog.reload() }
                    let table = catalog.table("Localizable", localization: "fr")
                    return table?.strings.count == 2
                }
            }
            for await whole in group { #expect(whole) }
        }
    }
}
