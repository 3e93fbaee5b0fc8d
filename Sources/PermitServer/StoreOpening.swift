public import Logging
import NIOSSL
public import Permit
import PermitPostgres
import PermitSQLite
import PostgresNIO

extension StoreAddress {
    /// Opens the store, gives it to `body`, and closes it when `body` returns or throws: an SQLite file is created
    /// and migrated; a PostgreSQL database must have the current schema (`migrate()`), or this throws saying which
    /// command to run. A PostgreSQL store's connections (`PostgresDeviceReportStore.run()`, its `Service`) run in a
    /// child task for as long as `body` does. `body` runs only with a store that works: what keeps the store from
    /// opening is thrown as `StoreOpeningError`, and what `body` throws as it is.
    public func withOpenedStore<Value: Sendable>(
        logger: Logger, _ body: (any DeviceReportStore) async throws -> Value
    ) async throws -> Value {
        switch self {
        case .memory:
            return try await body(MemoryDeviceReportStore())
        case .sqlite(let path):
            let store: SQLiteDeviceReportStore
            do {
                store = try await SQLiteDeviceReportStore.open(path: path, logger: logger)
            } catch {
                throw StoreOpeningError(underlying: error)
            }
            do {
                let result = try await body(store)
                try? await store.close()
                return result
            } catch {
                try? await store.close()
                throw error
            }
        case .postgres(let address):
            do {
                try await address.checkConnection(logger: logger)
            } catch {
                throw StoreOpeningError(underlying: error)
            }
            let store = PostgresDeviceReportStore(configuration: try address.clientConfiguration(), logger: logger)
            return try await address.whileRunning(store) {
                do {
                    try await store.checkSchema()
                } catch {
                    throw StoreOpeningError(underlying: error)
                }
                return try await body(store)
            }
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
            let store = PostgresDeviceReportStore(configuration: try address.clientConfiguration(), logger: logger)
            return try await address.whileRunning(store) { try await store.migrate() }
        }
    }
}

/// A store that could not be opened, and why.
public struct StoreOpeningError: Error, CustomStringConvertible {
    /// What went wrong.
    public var underlying: any Error

    public var description: String { "\(underlying)" }
}

extension StoreAddress.PostgresAddress {
    /// Runs `store`'s connections in a child task while `body` runs, and stops them when it returns or throws.
    fileprivate func whileRunning<Value: Sendable>(
        _ store: PostgresDeviceReportStore, _ body: () async throws -> Value
    ) async throws -> Value {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await store.run() }
            // Lets the client start running before the first query leases a connection.
            await Task.yield()
            defer { group.cancelAll() }
            return try await body()
        }
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
