public import Logging
import NIOSSL
public import Permit
import PermitPostgres
import PermitSQLite
import PostgresNIO

/// A store opened from its address, with what keeps it running.
public struct OpenedStore: Sendable {
    /// The store.
    public let store: any DeviceReportStore
    /// What must run while the store is used (a PostgreSQL store's connections), until cancelled.
    public let run: @Sendable () async -> Void
    /// Closes the store once nothing uses it.
    public let close: @Sendable () async -> Void
}

extension StoreAddress {
    /// Opens the store: an SQLite file is created and migrated; a PostgreSQL database must have the current
    /// schema (`migrate()`), or this throws saying which command to run.
    public func open(logger: Logger) async throws -> OpenedStore {
        switch self {
        case .memory:
            return OpenedStore(store: MemoryDeviceReportStore(), run: {}, close: {})
        case .sqlite(let path):
            let store = try await SQLiteDeviceReportStore.open(path: path, logger: logger)
            return OpenedStore(store: store, run: {}, close: { try? await store.close() })
        case .postgres(let address):
            let store = PostgresDeviceReportStore(configuration: try address.clientConfiguration(), logger: logger)
            let running = Task { await store.run() }
            await Task.yield()
            do {
                try await store.checkSchema()
            } catch {
                running.cancel()
                throw error
            }
            return OpenedStore(
                store: store,
                run: {
                    await withTaskCancellationHandler {
                        await running.value
                    } onCancel: {
                        running.cancel()
                    }
                },
                close: { running.cancel() })
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
            let store = PostgresDeviceReportStore(configuration: try address.clientConfiguration(), logger: logger)
            let running = Task { await store.run() }
            await Task.yield()
            defer { running.cancel() }
            return try await store.migrate()
        }
    }
}

extension StoreAddress.PostgresAddress {
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
        return PostgresClient.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: tls)
    }
}
