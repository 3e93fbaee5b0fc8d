import Foundation
@testable import PermitLint
@testable import PermitLint
@testable import PermitLocalization
import Testing

/// A file over the readers' size limit is reported by the lint, with the limit, and nothing of it is read.
@Suite struct LintFileSizeLimitTests {
    @Test func anOversizedFileIsReportedUnreadable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("App.strings").path
        FileManager.default.createFile(atPath: path, contents: Data("\"a\" = \"b\";".utf8))
        // Sparse: one byte over the limit, no disk space used.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(LocalizationFileSearch.maximumFileSize + 1))
        try handle.close()
        let report = try Linter.lint(paths: [root.path])
        #expect(report.diagnostics.contains { $0.rule == .unreadableFile && $0.file == path && $0.message.contains("64 MiB") })
    }
}
