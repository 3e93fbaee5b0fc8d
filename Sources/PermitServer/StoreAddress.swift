public import Foundation
import Permit

/// Where permit-server keeps device reports, as `--store` names it:
/// - `memory:` — this process's memory, forgotten on exit;
/// - `sqlite:PATH` — an SQLite file, created with its folder when missing;
/// - `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=MODE]` — a PostgreSQL database that several processes
///   share; the password may instead come from `PGPASSWORD`, and `sslmode` is `disable`, `prefer` (the default),
///   `require` (encrypted, the certificate not checked), `verify-ca` or `verify-full`, as libpq reads them.
public enum StoreAddress: Hashable, Sendable, CustomStringConvertible {
    case memory
    case sqlite(path: String)
    case postgres(PostgresAddress)

    /// A PostgreSQL server, database and the credentials to reach them.
    public struct PostgresAddress: Hashable, Sendable {
        /// How the connection is encrypted, with libpq's names.
        public enum TLSMode: String, Hashable, Sendable, CaseIterable {
            case disable, prefer, require
            case verifyCA = "verify-ca"
            case verifyFull = "verify-full"
        }

        public var host: String
        public var port: Int
        public var user: String
        public var password: String?
        public var database: String
        public var tls: TLSMode
    }

    /// Reads `text`; the password of a PostgreSQL address without one comes from `environment["PGPASSWORD"]`.
    ///
    /// - Throws: `DeviceReportStoreError` with `.invalidAddress`, saying what is wrong.
    public init(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        func invalid(_ reason: String) -> DeviceReportStoreError {
            DeviceReportStoreError(
                .invalidAddress,
                "--store \(text.debugDescription): \(reason); the forms are memory:, sqlite:PATH and "
                    + "postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=...]")
        }
        if text == "memory:" {
            self = .memory
            return
        }
        if text.hasPrefix("sqlite:") {
            let path = String(text.dropFirst("sqlite:".count))
            guard !path.isEmpty else { throw invalid("the SQLite file's path is missing") }
            self = .sqlite(path: path)
            return
        }
        guard text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") else {
            throw invalid("this kind of store is unknown")
        }
        guard let components = URLComponents(string: text) else { throw invalid("this is not a URL") }
        guard let host = components.host, !host.isEmpty else { throw invalid("the host is missing") }
        guard let user = components.user, !user.isEmpty else { throw invalid("the user is missing") }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else { throw invalid("the database is missing") }
        var tls = PostgresAddress.TLSMode.prefer
        for item in components.queryItems ?? [] {
            guard item.name == "sslmode" else { throw invalid("the parameter \(item.name) is unknown (only sslmode is read)") }
            guard let value = item.value, let mode = PostgresAddress.TLSMode(rawValue: value) else {
                let modes = PostgresAddress.TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw invalid("sslmode is one of \(modes)")
            }
            tls = mode
        }
        let port = components.port ?? 5432
        guard (1...65_535).contains(port) else { throw invalid("the port is out of range") }
        self = .postgres(
            PostgresAddress(
                host: host, port: port, user: user, password: components.password ?? environment["PGPASSWORD"],
                database: database, tls: tls))
    }

    /// The address without its password, for logs and messages.
    public var description: String {
        switch self {
        case .memory: "memory:"
        case .sqlite(let path): "sqlite:\(path)"
        case .postgres(let address):
            "postgres://\(address.user)@\(address.host):\(address.port)/\(address.database)?sslmode=\(address.tls.rawValue)"
        }
    }

    /// The SQLite file permit-server uses when no `--store` is given: `permit-server/reports.sqlite` in the user's
    /// data folder (`$XDG_DATA_HOME`, else `~/.local/share`; `~/Library/Application Support` on macOS).
    public static func defaultSQLitePath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        #if os(macOS)
        let data = (NSHomeDirectory() as NSString).appendingPathComponent("Library/Application Support")
        #else
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/share")
        #endif
        return (data as NSString).appendingPathComponent("permit-server/reports.sqlite")
    }
}
