import Foundation
import Permit
import PermitSQLite
import Testing

/// Device reports are personal data: the SQLite store's files are its owner's alone.
@Suite struct SQLiteFileModeTests {
    @Test func theDatabaseItsLogsAndTheFoldersItCreatesAreTheOwnersAlone() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("permit-modes-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/data/permit-server"
        let path = folder + "/reports.sqlite"
        let store = try await SQLiteDeviceReportStore.open(path: path)
        try await store.record(DeviceReport(subject: Subject(id: "d"), statuses: [:]))
        let expected = [
            (root, 0o700), (root + "/data", 0o700), (folder, 0o700), (path, 0o600), (path + "-wal", 0o600),
            (path + "-shm", 0o600), (path + ".lock", 0o600),
        ]
        for (file, mode) in expected {
            let permissions = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
            #expect(permissions.map { $0 & 0o777 } == mode, "\(file): \(String(permissions ?? 0, radix: 8))")
        }
        try await store.close()
    }
}
