import ArgumentParser
import Dispatch
import Foundation
import Hummingbird
import Logging
import Metrics
import Permit
import PermitServer
import Prometheus

/// `permit-server`: Permit over HTTP.
@main
struct PermitServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "permit-server",
        abstract: "Serve Permit's localized permission answers over HTTP.",
        discussion: """
            With no subcommand it serves. Devices' reports (PUT /v1/subjects/{id}) are kept in the store --store \
            names: an SQLite file in the user's data folder by default, kept across restarts. GET /openapi.json \
            describes every route.
            """,
        version: PermitVersion.current,
        subcommands: [Serve.self, Migrate.self],
        defaultSubcommand: Serve.self
    )
}

/// The `--store` option every subcommand shares.
struct StoreOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where device reports are kept: memory:, sqlite:PATH or postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=...] (the password also from PGPASSWORD).",
            discussion: "Default: permit-server/reports.sqlite in the user's data folder ($XDG_DATA_HOME, else ~/.local/share; ~/Library/Application Support on macOS).",
            valueName: "url"))
    var store: String?

    /// The store's address, `--store` or the default SQLite file.
    func address() throws -> StoreAddress {
        guard let store else { return .sqlite(path: StoreAddress.defaultSQLitePath()) }
        do {
            return try StoreAddress(store)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}

extension PermitServerCommand {
    /// Serves until SIGINT or SIGTERM.
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve over HTTP (what permit-server does with no subcommand).",
            discussion: """
                App strings given with --strings-root are layered over the shipped translations; SIGHUP reloads \
                them, the access keys and the report token keys while requests run. An SQLite store is created and \
                migrated on start; a PostgreSQL store must be migrated first (permit-server migrate --store URL).
                """)

        @Option(help: "The address to listen on.")
        var host = "127.0.0.1"

        @Option(help: "The port to listen on.")
        var port = 8080

        @Option(name: .customLong("strings-root"), help: "A folder of <lang>.lproj/Permit.strings layered over the shipped texts (repeatable).")
        var stringsRoots: [String] = []

        @OptionGroup var storeOptions: StoreOptions

        @Option(
            name: .customLong("api-keys"),
            help: ArgumentHelp(
                "A file of access keys, one per line (# comments; report:KEY may only record reports). Every /v1 route then needs Authorization: Bearer KEY.",
                valueName: "file"))
        var apiKeys: String?

        @Option(
            name: .customLong("report-token-key"),
            help: ArgumentHelp(
                "A file holding the key of device report tokens: an HS256 secret (at least 32 bytes) or an ES256 public key (PEM); repeatable, to rotate keys. PUT /v1/subjects/{id} then also accepts Authorization: Bearer JWT whose sub is that id.",
                valueName: "file"))
        var reportTokenKeys: [String] = []

        @Option(help: "On SIGTERM or SIGINT, how many seconds requests in flight may take to finish before they are cancelled.")
        var shutdownGrace = 30.0

        @Option(help: "Close a connection on which nothing arrives for this many seconds, between requests or while one is sent.")
        var idleTimeout = 60.0

        @Option(help: "How many seconds a request may take to arrive whole, head and body; a slower one is answered 408 and its connection closed.")
        var readTimeout = 60.0

        @Option(help: "Forget devices that have not reported for this many days (swept once an hour). Default: keep them until erased.")
        var retention: Int?

        @Option(help: "Keep each change of the change feed (GET /v1/changes) this many days; a reader further behind is told its cursor expired.")
        var changesRetention = 7

        @OptionGroup var logOptions: LogOptions

        @Flag(
            inversion: .prefixedNo,
            help: "Serve GET /metrics in the Prometheus text format (requests, latencies, the store, the status cache).")
        var metrics = true

        @Flag(help: "Serve without access keys on an address other than loopback (anyone who reaches it can read and write every device's report).")
        var allowUnauthenticated = false

        @Option(help: "How many devices' reports each process remembers; the store keeps every device.")
        var cachedSubjects = 100_000

        @Option(help: "How many megabytes (MiB) the reports each process remembers may take.")
        var cacheMegabytes = 64

        func validate() throws {
            guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
            guard cachedSubjects > 0 else { throw ValidationError("--cached-subjects must be positive") }
            guard (1...1 << 20).contains(cacheMegabytes) else {
                throw ValidationError("--cache-megabytes must be between 1 and 1048576")
            }
            guard shutdownGrace >= 0 else { throw ValidationError("--shutdown-grace must not be negative") }
            guard idleTimeout > 0 else { throw ValidationError("--idle-timeout must be positive") }
            guard readTimeout > 0 else { throw ValidationError("--read-timeout must be positive") }
            if let retention, retention <= 0 { throw ValidationError("--retention must be a positive number of days") }
            if changesRetention <= 0 { throw ValidationError("--changes-retention must be a positive number of days") }
            if apiKeys == nil && !allowUnauthenticated && !Self.isLoopback(host) {
                throw ValidationError(
                    "--host \(host) is reachable from other machines, and without --api-keys anyone who reaches it could read "
                        + "and write every device's report: give --api-keys FILE, or --allow-unauthenticated if something in "
                        + "front of it checks access")
            }
            _ = try storeOptions.address()
        }

        /// Whether `host` is reachable only from this machine: `localhost`, 127.0.0.0/8 or `::1`.
        static func isLoopback(_ host: String) -> Bool {
            if host == "localhost" || host == "::1" || host == "[::1]" { return true }
            let parts = host.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
        }

        func run() async throws {
            logOptions.bootstrap()
            let logger = Logger(label: "permit-server")
            let address = try storeOptions.address()
            do {
                try await address.withOpenedStore(logger: logger) { store in
                    try await serve(store, at: address, logger: logger)
                }
            } catch let error as StoreOpeningError {
                FileHandle.standardError.write(Data("Error: cannot use the store \(address): \(error)\n".utf8))
                throw ExitCode.failure
            }
        }

        /// Serves the store, opened, until a signal stops the server.
        private func serve(_ store: any DeviceReportStore, at address: StoreAddress, logger: Logger) async throws {
            logger.info("store", metadata: ["store": "\(address)"])
            var configuration = PermitServer.Configuration()
            if metrics { configuration.metrics = PrometheusMetrics.bootstrap() }
            if let apiKeys {
                do {
                    configuration.accessKeys = try AccessKeyring(path: apiKeys)
                } catch {
                    FileHandle.standardError.write(Data("Error: --api-keys: \(error)\n".utf8))
                    throw ExitCode.failure
                }
            }
            if !reportTokenKeys.isEmpty {
                do {
                    configuration.reportTokenKeys = try ReportTokenKeyring(paths: reportTokenKeys)
                } catch {
                    FileHandle.standardError.write(Data("Error: --report-token-key: \(error)\n".utf8))
                    throw ExitCode.failure
                }
            }
            configuration.retention = retention.map { .seconds($0 * 86_400) }
            configuration.changesRetention = .seconds(changesRetention * 86_400)
            configuration.stringsRoots = stringsRoots
            configuration.cachedSubjects = cachedSubjects
            configuration.cacheBudget = cacheMegabytes << 20
            configuration.idleTimeout = .milliseconds(Int(idleTimeout * 1_000))
            configuration.readTimeout = .milliseconds(Int(readTimeout * 1_000))
            let server = try PermitServer(configuration: configuration, store: store, logger: logger)
            signal(SIGHUP, SIG_IGN)
            let reload = DispatchSource.makeSignalSource(signal: SIGHUP)
            reload.setEventHandler { server.reload() }
            reload.resume()
            try await server.run(host: host, port: port, shutdownGrace: .milliseconds(Int(shutdownGrace * 1_000)))
        }
    }

    /// Creates or upgrades a store's schema.
    struct Migrate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create or upgrade the store's schema, then exit.",
            discussion: "Safe to run while servers run and by several processes at once; they take turns.")

        @OptionGroup var storeOptions: StoreOptions

        func run() async throws {
            let address = try storeOptions.address()
            let (from, to) = try await address.migrate(logger: Logger(label: "permit-server"))
            print(from == to ? "\(address): schema version \(to), current" : "\(address): schema version \(from) -> \(to)")
        }
    }
}

/// The process's metrics system: Prometheus, with names and labels made of what Prometheus allows.
enum PrometheusMetrics {
    /// Bootstraps the metrics system (once per process); the registry `/metrics` shows.
    static func bootstrap() -> PrometheusCollectorRegistry {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        // swift-metrics' labels may hold any character (libraries write "http.route"); Prometheus allows
        // letters, digits and underscores.
        factory.nameAndLabelSanitizer = { name, labels in
            (Self.sanitized(name), labels.map { (Self.sanitized($0.0), $0.1) })
        }
        MetricsSystem.bootstrap(factory)
        return registry
    }

    private static func sanitized(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
    }
}
