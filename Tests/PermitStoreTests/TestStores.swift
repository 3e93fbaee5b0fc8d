import Foundation
import Logging
import Permit
import PermitPostgres
import PermitSQLite
import PermitServer
import PostgresNIO
import Testing

/// The kinds of store the contract runs against. PostgreSQL runs where `PERMIT_TEST_POSTGRES_URL` names a server
/// (`.ci/with-postgres` starts one), each test in a database of its own.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case memory, sqlite, postgres

    var testDescription: String { rawValue }

    /// The kinds this machine can run: PostgreSQL only with a server to use.
    static var available: [StoreKind] { TestPostgres.url == nil ? [.memory, .sqlite] : allCases }
}

/// A store made for one test, with what it needs removed afterwards.
final class TestStore: Sendable {
    let kind: StoreKind
    let store: any DeviceReportStore
    /// A second store over the same data, as another process would have: the same memory store, a second
    /// PostgreSQL client; `nil` for SQLite, which one process uses at a time.
    let otherProcess: (any DeviceReportStore)?
    private let cleanUp: @Sendable () async -> Void

    private init(
        kind: StoreKind, store: any DeviceReportStore, otherProcess: (any DeviceReportStore)?,
        cleanUp: @escaping @Sendable () async -> Void
    ) {
        self.kind = kind
        self.store = store
        self.otherProcess = otherProcess
        self.cleanUp = cleanUp
    }

    /// Runs `body` with a new, empty store of `kind`, then removes it.
    static func with<Result>(_ kind: StoreKind, _ body: (TestStore) async throws -> Result) async throws -> Result {
        let test = try await make(kind)
        do {
            let result = try await body(test)
            await test.cleanUp()
            return result
        } catch {
            await test.cleanUp()
            throw error
        }
    }

    private static func make(_ kind: StoreKind) async throws -> TestStore {
        switch kind {
        case .memory:
            let store = MemoryDeviceReportStore()
            return TestStore(kind: kind, store: store, otherProcess: store, cleanUp: {})
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permit-store-" + UUID().uuidString)
            let store = try await SQLiteDeviceReportStore.open(path: folder.appendingPathComponent("reports.sqlite").path)
            return TestStore(kind: kind, store: store, otherProcess: nil) {
                try? await store.close()
                try? FileManager.default.removeItem(at: folder)
            }
        case .postgres:
            let database = try await TestPostgres.createDatabase()
            let first = try await TestPostgres.store(database: database)
            let second = try await TestPostgres.store(database: database)
            try await first.store.migrate()
            return TestStore(kind: kind, store: first.store, otherProcess: second.store) {
                first.running.cancel()
                second.running.cancel()
                await TestPostgres.dropDatabase(database)
            }
        }
    }
}

/// The PostgreSQL server of `PERMIT_TEST_POSTGRES_URL`.
enum TestPostgres {
    static let url = ProcessInfo.processInfo.environment["PERMIT_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    static let logger = Logger(label: "permit.tests.postgres")

    /// The server's address with another database.
    static func address(database: String) throws -> StoreAddress.PostgresAddress {
        guard let url, case .postgres(var address) = try StoreAddress(url) else {
            throw DeviceReportStoreError(.invalidAddress, "PERMIT_TEST_POSTGRES_URL is not a PostgreSQL address")
        }
        address.database = database
        address.tls = .disable
        return address
    }

    /// The URL of `database` on the server, for a permit-server process.
    static func url(database: String) throws -> String {
        let address = try address(database: database)
        return "postgres://\(address.user)@\(address.host):\(address.port)/\(database)?sslmode=disable"
    }

    /// A running store over `database`, sending a heartbeat every `heartbeatInterval`, its operations failing after
    /// `timeout`, its connections named `applicationName` in `pg_stat_activity`; cancel `running` when done.
    static func store(
        database: String, heartbeatInterval: Duration = .seconds(1), timeout: Duration = .seconds(5),
        applicationName: String = "permit-tests"
    ) async throws -> (store: PostgresDeviceReportStore, running: Task<Void, Never>) {
        let address = try address(database: database)
        var configuration = PostgresClient.Configuration(
            host: address.host, port: address.port, username: address.user, password: address.password,
            database: database, tls: .disable)
        // The store keeps every connection of its pool open: four each, for the many tests that run at once.
        configuration.options.maximumConnections = 4
        configuration.options.additionalStartupParameters = [("application_name", applicationName)]
        let store = PostgresDeviceReportStore(
            configuration: configuration, timeout: timeout, heartbeatInterval: heartbeatInterval, logger: logger)
        let running = Task { await store.run() }
        return (store, running)
    }

    /// Creates a new, empty database and returns its name.
    static func createDatabase() async throws -> String {
        let name = "permit_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try await admin { connection in
            try await connection.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: logger)
        }
        return name
    }

    /// Drops a database made by `createDatabase`, closing its connections first.
    static func dropDatabase(_ name: String) async {
        try? await admin { connection in
            try await connection.query(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)"), logger: logger)
        }
    }

    /// Runs `body` on one connection of its own (a pool would need running first).
    private static func admin(_ body: @escaping @Sendable (PostgresConnection) async throws -> Void) async throws {
        guard let url else { return }
        guard case .postgres(let address) = try StoreAddress(url) else { return }
        let connection = try await PostgresConnection.connect(
            configuration: .init(
                host: address.host, port: address.port, username: address.user, password: address.password,
                database: address.database, tls: .disable),
            id: 1, logger: logger)
        do {
            try await body(connection)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }
}
