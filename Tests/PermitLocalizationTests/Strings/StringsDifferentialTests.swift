import Foundation
import PermitLocalization
import Testing

/// Generated well-formed tables, read by Permit and by Foundation's `PropertyListSerialization` (CoreFoundation,
/// the behaviour reference): the dictionaries must be identical every time. Read without comments, a table has
/// the same entries, comments aside, and the same diagnostics.
@Suite struct StringsDifferentialTests {
    static let tableCount = 1_200

    @Test func permitReadsEveryGeneratedTableExactlyAsCoreFoundation() throws {
        var generator = StringsSourceGenerator(seed: 0x5EED_2026)
        var mismatches = 0
        for number in 0..<Self.tableCount {
            let source = generator.table()
            let data = Data(source.utf8)
            let reference: [String: String]
            do {
                reference = try #require(
                    try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
            } catch {
                Issue.record("CoreFoundation rejected generated table \(number) (\(error)):\n\(source)")
                return
            }
            let file = StringsFile(bytes: Array(data))
            let withoutComments = StringsFile(bytes: Array(data), keepingComments: false)
            #expect(Array(withoutComments.entries) == file.entries.map { entry in
                var uncommented = entry
                uncommented.comment = nil
                return uncommented
            })
            #expect(withoutComments.diagnostics == file.diagnostics)
            if file.table != reference || file.hasErrors {
                mismatches += 1
                Issue.record("table \(number) differs:\n\(source)\nPermit: \(file.table)\nCF: \(reference)\n\(file.diagnostics)")
                if mismatches > 3 { return }
            }
        }
    }

    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian])
    func everyEncodingWithAByteOrderMarkReadsAsCoreFoundationReadsIt(encoding: String.Encoding) throws {
        var generator = StringsSourceGenerator(seed: 0xE7C0_D1E5)
        let bom: [UInt8] =
            switch encoding {
            case .utf16LittleEndian: [0xFF, 0xFE]
            case .utf16BigEndian: [0xFE, 0xFF]
            case .utf32LittleEndian: [0xFF, 0xFE, 0x00, 0x00]
            default: [0x00, 0x00, 0xFE, 0xFF]
            }
        for _ in 0..<100 {
            let source = generator.table()
            let data = Data(bom) + (source.data(using: encoding) ?? Data())
            let reference = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            let file = StringsFile(bytes: Array(data))
            #expect(file.table == reference)
            #expect(!file.hasErrors)
        }
    }
}
