public import Logging
import NIOSSL
public import Permit
import PermitPostgres
import PermitSQLite
import PostgresNIO

/// A store opened from its address: a PostgreSQL store's connections run from `open` until `close`.
public struct OpenedStore: Sendable {
    /// The store.
    public let store: any DeviceReportStore
    /// Closes the store once nothing uses it.
    public let close: @Sendable () async -> Void
}

extension StoreAddress {
    /// Opens the store: an SQLite file is created and migrated; a PostgreSQL database must have the current
    /// schema (`migrate()`), or this throws saying which command to run.
    public func open(logger: Logger) async throws -> OpenedStore {
        switch self {
        case .memory:
            return OpenedStore(store: MemoryDeviceReportStore(), close: {})
        case .sqlite(let path):
            let store = try await SQLiteDeviceReportStore.open(path: path, logger: logger)
            return OpenedStore(store: store, close: { try? await store.close() })
        case .postgres(let address):
            let (store, running) = try await address.runningStore(logger: logger)
            do {
                try await store.checkSchema()
            } catch {
                running.cancel()
                throw error
            }
            return OpenedStore(store: store, close: { running.cancel() })
        }
    }

    /// Creates or upgrades the store's schema; returns the versions before and after.
    public func migrate(logger: Logger) async throws -> (from: Int, to: Int) {
        switch self {
        case .memory:
            return (0, 0)
        case .sqlite(let path):
            // Opening migrates.
            let store = try await SQLiteDeviceReportStore.open(path: path, logger: logger)
            try? await store.close()
            return (SQLiteDeviceReportStore.schemaVersion, SQLiteDeviceReportStore.schemaVersion)
        case .postgres(let address):
            let (store, running) = try await address.runningStore(logger: logger)
            defer { running.cancel() }
            return try await store.migrate()
        }
    }
}

extension StoreAddress.PostgresAddress {
    /// A store over this database and the task that runs its connections (`PostgresDeviceReportStore.run()`)
    /// until it is cancelled.
    fileprivate func runningStore(logger: Logger) async throws -> (PostgresDeviceReportStore, Task<Void, Never>) {
        let store = PostgresDeviceReportStore(configuration: try clientConfiguration(), logger: logger)
        let running = Task { await store.run() }
        // Lets the client start running before the first query leases a connection.
        await Task.yield()
        return (store, running)
    }

    /// The client configuration of this address.
    func clientConfiguration() throws -> PostgresClient.Configuration {
        var tlsConfiguration = TLSConfiguration.makeClientConfiguration()
        let tls: PostgresClient.Configuration.TLS
        switch self.tls {
        case .disable:
            tls = .disable
        case .prefer:
            tlsConfiguration.certificateVerification = .none
            tls = .prefer(tlsConfiguration)
        case .require:
            tlsConfiguration.certificateVerification = .none
            tls = .require(tlsConfiguration)
        case .verifyCA:
            tlsConfiguration.certificateVerification = .noHostnameVerification
            tls = .require(tlsConfiguration)
        case .verifyFull:
            tls = .require(tlsConfiguration)
        }
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: tls)
        // Every connection stays open (PostgresDeviceReportStore): ten per instance leaves room for several
        // instances within PostgreSQL's default 100.
        configuration.options.maximumConnections = 10
        return configuration
    }
}
