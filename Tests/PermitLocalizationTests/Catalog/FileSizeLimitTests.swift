import Foundation
import PermitLocalization
import Testing

/// A file over the documented size limit is refused with a clear message, before it is read; others are read whole.
@Suite struct FileSizeLimitTests {
    /// A sparse file one byte over the limit: no disk space is used.
    static func oversizedFile(named name: String, in folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        FileManager.default.createFile(atPath: path, contents: Data("\"a\" = \"b\";".utf8))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(LocalizationFileSearch.maximumFileSize + 1))
        try handle.close()
        return path
    }

    @Test func readingAnOversizedFileThrowsTooLarge() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.oversizedFile(named: "Big.strings", in: folder)
        #expect(throws: LocalizationFileSearch.ReadError.tooLarge(bytes: LocalizationFileSearch.maximumFileSize + 1)) {
            try LocalizationFileSearch.contents(of: path)
        }
    }

    @Test func aFileIsReadWholeAndAFolderOrNothingIsUnreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("read-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Bigger than one `read` of a pipe's size, with every byte value.
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let path = folder.appendingPathComponent("Bytes.strings").path
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        #expect(try LocalizationFileSearch.contents(of: path) == bytes)
        let empty = folder.appendingPathComponent("Empty.strings").path
        FileManager.default.createFile(atPath: empty, contents: Data())
        #expect(try LocalizationFileSearch.contents(of: empty) == [])
        #expect(throws: LocalizationFileSearch.ReadError.unreadable) { try LocalizationFileSearch.contents(of: folder.path) }
        #expect(throws: LocalizationFileSearch.ReadError.unreadable) {
            try LocalizationFileSearch.contents(of: folder.appendingPathComponent("None.strings").path)
        }
    }

    @Test func theCatalogReportsIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.oversizedFile(named: "App.strings", in: root.appendingPathComponent("fr.lproj"))
        let table = try LocalizationCatalog(root: root.path).table("App", localization: "fr")
        #expect(table?.strings.isEmpty == true)
        #expect(table?.diagnostics.map(\.rule) == [.unreadableFile])
    }
}
