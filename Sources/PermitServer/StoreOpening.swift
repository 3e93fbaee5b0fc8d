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
            try await address.checkConnection(logger: logger)
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
            try await address.checkConnection(logger: logger)
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
        let (tlsConfiguration, required) = tlsSettings()
        let tls: PostgresClient.Configuration.TLS =
            tlsConfiguration.map { required ? .require($0) : .prefer($0) } ?? .disable
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: tls)
        // Every connection stays open (PostgresDeviceReportStore): ten per instance leaves room for several
        // instances within PostgreSQL's default 100.
        configuration.options.maximumConnections = 10
        return configuration
    }

    /// Opens one connection and closes it: throws, within five seconds, with what PostgreSQL or the connection
    /// said (a role or a database that does not exist, a wrong password, TLS refused, nothing listening), which
    /// a pool's connections, retried in the background, would only tell as a request with no answer.
    func checkConnection(logger: Logger) async throws {
        let (tlsConfiguration, required) = tlsSettings()
        let tls: PostgresConnection.Configuration.TLS
        if let tlsConfiguration {
            let context = try NIOSSLContext(configuration: tlsConfiguration)
            tls = required ? .require(context) : .prefer(context)
        } else {
            tls = .disable
        }
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = .seconds(5)
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            try await connection.close()
        } catch {
            throw DeviceReportStoreError(.unavailable, "cannot connect to PostgreSQL: \(PostgresFailure.reason(of: error))")
        }
    }

    /// The TLS configuration `sslmode` asks for (`nil` for `disable`), and whether a connection without TLS is
    /// refused.
    private func tlsSettings() -> (TLSConfiguration?, required: Bool) {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch tls {
        case .disable:
            return (nil, false)
        case .prefer:
            configuration.certificateVerification = .none
            return (configuration, false)
        case .require:
            configuration.certificateVerification = .none
            return (configuration, true)
        case .verifyCA:
            configuration.certificateVerification = .noHostnameVerification
            return (configuration, true)
        case .verifyFull:
            return (configuration, true)
        }
    }
}
