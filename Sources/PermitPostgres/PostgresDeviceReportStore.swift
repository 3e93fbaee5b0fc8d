public import Foundation
public import Logging
public import Permit
public import PostgresNIO

/// A store in a PostgreSQL database that several server processes share: a write returns once PostgreSQL has
/// committed it, and every process hears of it at once (`LISTEN`/`NOTIFY`), so that each answers the newest
/// report.
///
/// It works through a `PostgresClient` (a pool of connections) and one more connection that listens; both run
/// in `run()`, which must be running for as long as the store is used, as `PostgresClient.run()` must:
/// ```swift
/// let store = PostgresDeviceReportStore(configuration: configuration, logger: logger)
/// async let running: Void = store.run()
/// try await store.checkSchema()
/// ```
/// Every operation answers within `timeout` or throws `DeviceReportStoreError` with `.unavailable`. When the
/// listening connection is lost, `changes()` reports `.all` at once and again once it listens anew, since changes
/// may have been missed meanwhile.
public final class PostgresDeviceReportStore: DeviceReportStore {
    /// The client the store's statements go through.
    public let client: PostgresClient
    /// How long an operation may take before it fails as `.unavailable`.
    public let timeout: Duration
    private let logger: Logger
    /// This store's name in the notifications it sends, so that it does not report its own changes.
    private let origin = UUID().uuidString
    private let broadcast = DeviceReportChangeBroadcast(buffered: 4_096)

    /// A store over the database `configuration` names.
    ///
    /// The pool keeps all its connections open (`minimumConnections` is raised to `maximumConnections`) and sends
    /// no keep-alive queries: otherwise it starts an idle and a keep-alive timer each time a connection goes back
    /// to it, and on Linux a timer cancelled early keeps its memory until it would have fired, a minute later
    /// (a server answering 2,000 requests a second held 100 MB more). A connection the database dropped is
    /// replaced when a statement finds it closed.
    public init(configuration: PostgresClient.Configuration, timeout: Duration = .seconds(5), logger: Logger) {
        var configuration = configuration
        configuration.options.minimumConnections = configuration.options.maximumConnections
        configuration.options.keepAliveBehavior = nil
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.timeout = timeout
        self.logger = logger
    }

    /// The schema version this build of Permit reads and writes.
    public static var schemaVersion: Int { PostgresSchema.currentVersion }

    /// Runs the client's connections and the listening one until the task is cancelled.
    public func run() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.client.run() }
            group.addTask { await self.listen() }
        }
    }

    // MARK: Schema

    /// The database's schema version: 0 when Permit never migrated it.
    public func schemaVersion() async throws -> Int {
        try await deadline("reading the schema version") {
            var exists = false
            for try await found in try await self.client.query(
                "SELECT to_regclass('permit_schema') IS NOT NULL", logger: self.logger
            ).decode(Bool.self) {
                exists = found
            }
            guard exists else { return 0 }
            for try await version in try await self.client.query(
                "SELECT coalesce(max(version), 0) FROM permit_schema", logger: self.logger
            ).decode(Int.self) {
                return version
            }
            return 0
        }
    }

    /// Throws unless the database's schema is the one this build reads and writes.
    ///
    /// - Throws: `DeviceReportStoreError` with `.schemaNeedsMigration` (run `permit-server migrate`),
    ///   `.schemaTooNew` or `.unavailable`.
    public func checkSchema() async throws {
        let version = try await schemaVersion()
        if version < PostgresSchema.currentVersion {
            throw DeviceReportStoreError(
                .schemaNeedsMigration,
                "the PostgreSQL database has schema version \(version) and this permit-server needs "
                    + "\(PostgresSchema.currentVersion): run `permit-server migrate --store URL` first")
        }
        if version > PostgresSchema.currentVersion {
            throw DeviceReportStoreError(
                .schemaTooNew,
                "the PostgreSQL database has schema version \(version), newer than this permit-server's "
                    + "\(PostgresSchema.currentVersion): run the permit-server that migrated it, or a newer one")
        }
    }

    /// Throws unless the database can be reached now and its schema is the one this build reads and writes.
    public func checkReadiness() async throws {
        try await checkSchema()
    }

    /// Brings the schema to `schemaVersion`, one migration per transaction, holding an advisory lock so that
    /// processes migrating at once take turns; returns the versions before and after.
    @discardableResult
    public func migrate() async throws -> (from: Int, to: Int) {
        let before = try await schemaVersion()
        guard before <= PostgresSchema.currentVersion else { try await checkSchema(); return (before, before) }
        try await deadline("migrating the schema", limit: max(timeout, .seconds(60))) {
            try await self.client.withTransaction(logger: self.logger) { connection in
                try await connection.execute("SELECT pg_advisory_xact_lock(7441729)", logger: self.logger)
                try await connection.execute(
                    "CREATE TABLE IF NOT EXISTS permit_schema (version integer PRIMARY KEY, migrated_at timestamptz NOT NULL)",
                    logger: self.logger)
                var version = 0
                for try await found in try await connection.query(
                    "SELECT coalesce(max(version), 0) FROM permit_schema", logger: self.logger
                ).decode(Int.self) {
                    version = found
                }
                guard version < PostgresSchema.currentVersion else { return }
                for next in (version + 1)...PostgresSchema.currentVersion {
                    for statement in PostgresSchema.migrations[next - 1] {
                        try await connection.execute(PostgresQuery(unsafeSQL: statement), logger: self.logger)
                    }
                    try await connection.execute(
                        "INSERT INTO permit_schema (version, migrated_at) VALUES (\(next), now())", logger: self.logger)
                }
            }
        }
        let after = try await schemaVersion()
        logger.info("migrated the PostgreSQL database", metadata: ["from": "\(before)", "to": "\(after)"])
        return (before, after)
    }

    // MARK: DeviceReportStore

    public func record(_ report: DeviceSnapshot) async throws {
        let json = try StoredRecord.json(of: report)
        let subjectID = report.subject.id
        let answers = try StoredRecord.json(of: report.softAskAnswers)
        let payload = origin + " " + subjectID
        try await deadline("recording a report") {
            try await self.client.withTransaction(logger: self.logger) { connection in
                try await connection.execute(
                    """
                    INSERT INTO permit_device_reports (subject_id, report, recorded_at) VALUES (\(subjectID), \(json)::jsonb, now())
                    ON CONFLICT (subject_id) DO UPDATE SET report = excluded.report, recorded_at = excluded.recorded_at
                    """, logger: self.logger)
                try await Self.upsert(answers, subjectID: subjectID, on: connection, logger: self.logger)
                try await connection.execute("SELECT pg_notify(\(PostgresSchema.channel), \(payload))", logger: self.logger)
            }
        }
    }

    public func report(for subjectID: String) async throws -> DeviceSnapshot? {
        let text = try await deadline("reading a report") { () -> String? in
            let rows = try await self.client.query(
                "SELECT report::text FROM permit_device_reports WHERE subject_id = \(subjectID)", logger: self.logger)
            for try await text in rows.decode(String.self) { return text }
            return nil
        }
        return try text.map { try StoredRecord.report($0, of: subjectID) }
    }

    public func reportCount() async throws -> Int {
        try await deadline("counting reports") {
            for try await count in try await self.client.query(
                "SELECT count(*) FROM permit_device_reports", logger: self.logger
            ).decode(Int.self) {
                return count
            }
            return 0
        }
    }

    public func recordAnswers(_ answers: SoftAskAnswers, subjectID: String) async throws {
        let encoded = try StoredRecord.json(of: answers)
        let payload = origin + " " + subjectID
        try await deadline("recording soft-ask answers") {
            try await self.client.withTransaction(logger: self.logger) { connection in
                try await Self.upsert(encoded, subjectID: subjectID, on: connection, logger: self.logger)
                try await connection.execute("SELECT pg_notify(\(PostgresSchema.channel), \(payload))", logger: self.logger)
            }
        }
    }

    public func answers(for subjectID: String) async throws -> SoftAskAnswers {
        let rows = try await deadline("reading soft-ask answers") { () -> [(String, String)] in
            let rows = try await self.client.query(
                "SELECT service, answer::text FROM permit_soft_ask_answers WHERE subject_id = \(subjectID)",
                logger: self.logger)
            var found: [(String, String)] = []
            for try await row in rows.decode((String, String).self) { found.append(row) }
            return found
        }
        return try StoredRecord.answers(rows.map { (service: $0.0, json: $0.1) }, of: subjectID)
    }

    public func erase(subjectID: String) async throws {
        let payload = origin + " " + subjectID
        try await deadline("erasing a subject") {
            try await self.client.withTransaction(logger: self.logger) { connection in
                try await connection.execute(
                    "DELETE FROM permit_device_reports WHERE subject_id = \(subjectID)", logger: self.logger)
                try await connection.execute(
                    "DELETE FROM permit_soft_ask_answers WHERE subject_id = \(subjectID)", logger: self.logger)
                try await connection.execute("SELECT pg_notify(\(PostgresSchema.channel), \(payload))", logger: self.logger)
            }
        }
    }

    public func eraseSubjects(quietSince date: Date, limit: Int) async throws -> [String] {
        let origin = self.origin
        return try await deadline("erasing quiet subjects", limit: max(timeout, .seconds(60))) {
            try await self.client.withTransaction(logger: self.logger) { connection in
                var quiet: [String] = []
                for try await subjectID in try await connection.query(
                    """
                    SELECT subject_id FROM (
                        SELECT subject_id, recorded_at FROM permit_device_reports
                        UNION ALL SELECT subject_id, recorded_at FROM permit_soft_ask_answers
                    ) AS recorded GROUP BY subject_id HAVING max(recorded_at) < \(date)
                    ORDER BY max(recorded_at) LIMIT \(limit)
                    """, logger: self.logger
                ).decode(String.self) {
                    quiet.append(subjectID)
                }
                guard !quiet.isEmpty else { return quiet }
                // A subject that reports while this runs keeps what it recorded since `date`.
                try await connection.execute(
                    "DELETE FROM permit_device_reports WHERE subject_id = ANY(\(quiet)) AND recorded_at < \(date)",
                    logger: self.logger)
                try await connection.execute(
                    "DELETE FROM permit_soft_ask_answers WHERE subject_id = ANY(\(quiet)) AND recorded_at < \(date)",
                    logger: self.logger)
                let payloads = quiet.map { origin + " " + $0 }
                try await connection.execute(
                    "SELECT pg_notify(\(PostgresSchema.channel), payload) FROM unnest(\(payloads)) AS payload",
                    logger: self.logger)
                return quiet
            }
        }
    }

    public func changes() -> AsyncStream<DeviceReportChange> {
        broadcast.subscribe()
    }

    // MARK: Listening

    /// Listens on the channel until the task is cancelled, again after every lost connection.
    private func listen() async {
        var backoff = Duration.milliseconds(50)
        var listenedBefore = false
        while !Task.isCancelled {
            do {
                try await client.withConnection { connection in
                    try await connection.listen(on: PostgresSchema.channel) { notifications in
                        // Listening anew after a loss: what changed meanwhile was never heard.
                        if listenedBefore { broadcast.announce(.all) }
                        listenedBefore = true
                        backoff = .milliseconds(50)
                        for try await notification in notifications { hear(notification.payload) }
                    }
                }
            } catch {
                if Task.isCancelled { return }
                logger.warning("lost the connection that listens for other processes' changes", metadata: ["error": "\(String(reflecting: error))"])
            }
            if Task.isCancelled { return }
            // Whatever this process remembers may be stale from now until it listens again.
            broadcast.announce(.all)
            try? await Task.sleep(for: backoff)
            backoff = min(backoff * 2, .seconds(2))
        }
    }

    /// A notification `ORIGIN SUBJECT`, passed on unless this store sent it.
    private func hear(_ payload: String) {
        guard let space = payload.firstIndex(of: " ") else { return }
        guard payload[..<space] != origin else { return }
        broadcast.announce(.subject(String(payload[payload.index(after: space)...])))
    }

    // MARK: Statements

    private static func upsert(
        _ answers: [(service: String, json: String)], subjectID: String, on connection: PostgresConnection, logger: Logger
    ) async throws {
        for (service, json) in answers {
            try await connection.execute(
                """
                INSERT INTO permit_soft_ask_answers (subject_id, service, answer, recorded_at)
                VALUES (\(subjectID), \(service), \(json)::jsonb, now())
                ON CONFLICT (subject_id, service) DO UPDATE SET answer = excluded.answer, recorded_at = excluded.recorded_at
                """, logger: logger)
        }
    }

    /// Runs `operation` within `timeout`; PostgreSQL's errors become `.unavailable`.
    private func deadline<Result: Sendable>(
        _ what: String, limit: Duration? = nil, _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        do {
            return try await withStoreDeadline(limit ?? timeout, what, operation)
        } catch let error as DeviceReportStoreError {
            throw error
        } catch {
            throw DeviceReportStoreError(.unavailable, "\(what) failed: \(String(reflecting: error))")
        }
    }
}
