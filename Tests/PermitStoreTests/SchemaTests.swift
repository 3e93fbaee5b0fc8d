import Foundation
import Permit
import PermitPostgres
import PermitSQLite
import PostgresNIO
import SQLiteNIO
import Testing

/// Schemas newer than a build knows are refused; an SQLite file is migrated when opened.
@Suite struct SchemaTests {
    @Test func anSQLiteFileOfANewerSchemaIsRefusedAndKeptAsItIs() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permit-schema-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("reports.sqlite").path
        let store = try await SQLiteDeviceReportStore.open(path: path)
        try await store.record(DeviceReport(subject: Subject(id: "kept")))
        try await store.close()
        // A newer Permit migrated it further.
        let connection = try await SQLiteConnection.open(storage: .file(path: path))
        _ = try await connection.query("PRAGMA user_version = 99")
        try await connection.close()
        await #expect {
            _ = try await SQLiteDeviceReportStore.open(path: path)
        } throws: { error in
            (error as? DeviceReportStoreError)?.code == .schemaTooNew
        }
        let check = try await SQLiteConnection.open(storage: .file(path: path))
        let rows = try await check.query("SELECT count(*) AS n FROM device_reports")
        try await check.close()
        #expect(rows.first?.column("n")?.integer == 1)
    }

    @Test(.enabled(if: TestPostgres.url != nil))
    func aPostgreSQLDatabaseIsRefusedUntilMigratedAndWhenNewer() async throws {
        let database = try await TestPostgres.createDatabase()
        let (store, running) = try await TestPostgres.store(database: database)
        defer {
            running.cancel()
            Task { await TestPostgres.dropDatabase(database) }
        }
        await #expect {
            try await store.checkSchema()
        } throws: { error in
            (error as? DeviceReportStoreError)?.code == .schemaNeedsMigration
                && "\(error)".contains("permit-server migrate")
        }
        #expect(try await store.migrate() == (from: 0, to: PostgresDeviceReportStore.schemaVersion))
        #expect(try await store.migrate() == (from: PostgresDeviceReportStore.schemaVersion, to: PostgresDeviceReportStore.schemaVersion))
        try await store.checkSchema()
        try await store.client.query("INSERT INTO permit_schema (version, migrated_at) VALUES (99, now())")
        await #expect {
            try await store.checkSchema()
        } throws: { error in
            (error as? DeviceReportStoreError)?.code == .schemaTooNew
        }
    }
}
