public import Foundation
public import Logging
public import Permit
import PermitLocalization
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
/// Every operation answers within `timeout` or throws `DeviceReportStoreError` with `.unavailable`.
///
/// Every `heartbeatInterval` the store sends itself a notification through the pool. One it does not hear back in
/// time (its listening connection lost or stalled) makes `changes()` report `.unheard`, and `.all` once it hears
/// again: meanwhile what other processes change is not heard, so nothing may be remembered. A heartbeat that fails
/// marks the database unreachable: until one succeeds, every operation fails at once instead of waiting for its
/// deadline, and each further failed heartbeat starts a new pool, which connects at once where the old one would
/// wait out a back-off that grows to a minute.
public final class PostgresDeviceReportStore: DeviceReportStore {
    /// The client the store's statements go through now; a new one replaces it while the database cannot be
    /// reached.
    public var client: PostgresClient { clients.withLock { $0 } }
    /// How long an operation may take before it fails as `.unavailable`.
    public let timeout: Duration
    /// How often the store sends itself a heartbeat.
    public let heartbeatInterval: Duration
    private let configuration: PostgresClient.Configuration
    private let logger: Logger
    /// This store's name in the notifications it sends, so that it does not report its own changes and knows its
    /// own heartbeat.
    private let origin = UUID().uuidString
    private let broadcast = DeviceReportChangeBroadcast(buffered: 4_096)
    private let clients: Locked<PostgresClient>
    private let replacements: (stream: AsyncStream<PostgresClient>, continuation: AsyncStream<PostgresClient>.Continuation)
    private let health: PostgresHealth

    /// A store over the database `configuration` names.
    ///
    /// The pool keeps all its connections open (`minimumConnections` is raised to `maximumConnections`) and sends
    /// no keep-alive queries: otherwise it starts an idle and a keep-alive timer each time a connection goes back
    /// to it, and on Linux a timer cancelled early keeps its memory until it would have fired, a minute later
    /// (a server answering 2,000 requests a second held 100 MB more). The heartbeat finds dropped connections.
    ///
    /// - Parameters:
    ///   - timeout: How long an operation may take.
    ///   - heartbeatInterval: How often the store sends itself a heartbeat; it counts itself deaf to other
    ///     processes' changes after three intervals without hearing one.
    public init(
        configuration: PostgresClient.Configuration, timeout: Duration = .seconds(5),
        heartbeatInterval: Duration = .seconds(1), logger: Logger
    ) {
        var configuration = configuration
        configuration.options.minimumConnections = configuration.options.maximumConnections
        configuration.options.keepAliveBehavior = nil
        self.configuration = configuration
        clients = Locked(PostgresClient(configuration: configuration, backgroundLogger: logger))
        replacements = AsyncStream<PostgresClient>.makeStream()
        self.timeout = timeout
        self.heartbeatInterval = heartbeatInterval
        health = PostgresHealth(hearingLapse: heartbeatInterval * 3)
        self.logger = logger
        // Until it hears its own heartbeat, the store cannot tell what other processes change.
        broadcast.announce(.unheard)
    }

    /// Whether the store hears the changes other processes make now (its own heartbeat came back in time).
    public var hearsChanges: Bool { health.isHearing }

    /// The schema version this build of Permit reads and writes.
    public static var schemaVersion: Int { PostgresSchema.currentVersion }

    /// Runs the client's connections, the listening one and the heartbeat until the task is cancelled.
    public func run() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.runClients() }
            group.addTask { await self.listen() }
            group.addTask { await self.watch() }
        }
    }

    /// Runs the client, and each that replaces it, until the task is cancelled.
    private func runClients() async {
        let first = client
        var running = Task { await first.run() }
        for await replacement in replacements.stream {
            let previous = running
            running = Task { await replacement.run() }
            // Lets the new client start running before statements lease its connections.
            await Task.yield()
            clients.withLock { $0 = replacement }
            previous.cancel()
        }
        running.cancel()
        await running.value
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
        while !Task.isCancelled {
            do {
                try await client.withConnection { connection in
                    try await connection.listen(on: PostgresSchema.channel) { notifications in
                        backoff = .milliseconds(50)
                        for try await notification in notifications { hear(notification.payload) }
                    }
                }
            } catch {
                if Task.isCancelled { return }
                logger.warning(
                    "lost the connection that listens for other processes' changes",
                    metadata: ["error": "\(PostgresFailure.reason(of: error))"])
            }
            if Task.isCancelled { return }
            // What other processes change is not heard until this store listens again and hears its heartbeat.
            if health.stopHearing() { broadcast.announce(.unheard) }
            try? await Task.sleep(for: backoff)
            backoff = min(backoff * 2, .seconds(2))
        }
    }

    /// A notification `ORIGIN SUBJECT`, passed on unless this store sent it; `ORIGIN ` alone is a heartbeat.
    private func hear(_ payload: String) {
        guard let space = payload.firstIndex(of: " ") else { return }
        let sender = payload[..<space]
        let subject = payload[payload.index(after: space)...]
        guard !subject.isEmpty else {
            if sender == origin, health.heardHeartbeat(at: .now) {
                logger.info("hears other processes' changes")
                broadcast.announce(.all)
            }
            return
        }
        guard sender != origin else { return }
        broadcast.announce(.subject(String(subject)))
    }

    /// Sends a heartbeat every `heartbeatInterval` until the task is cancelled, and stops hearing when one is not
    /// heard back in time.
    private func watch() async {
        while !Task.isCancelled {
            await beat()
            if health.stopHearing(ifLapsedAt: .now) {
                logger.warning(
                    "has not heard its own heartbeat for \(health.hearingLapse): answers every request from the database until it does")
                broadcast.announce(.unheard)
            }
            try? await Task.sleep(for: heartbeatInterval)
        }
    }

    /// Sends one heartbeat through the pool; marks the database reachable or not by its outcome.
    private func beat() async {
        let wasUnreachable = health.unreachableReason != nil
        let (client, payload, logger) = (self.client, origin + " ", self.logger)
        do {
            try await withStoreDeadline(timeout, "sending a heartbeat") {
                try await client.withConnection { connection in
                    try await connection.execute("SELECT pg_notify(\(PostgresSchema.channel), \(payload))", logger: logger)
                }
            }
            if health.markReachable() { logger.info("the database answers again") }
        } catch {
            if Task.isCancelled { return }
            markUnreachable(PostgresFailure.reason(of: error))
            // A pool that failed to connect waits out a back-off that grows to a minute: a new one tries at once.
            if wasUnreachable {
                replacements.continuation.yield(PostgresClient(configuration: configuration, backgroundLogger: logger))
            }
        }
    }

    private func markUnreachable(_ reason: String) {
        if health.markUnreachable(reason) {
            logger.warning(
                "the database cannot be reached: every operation fails at once until a heartbeat is answered",
                metadata: ["error": "\(reason)"])
        }
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

    /// Runs `operation` within `timeout`; PostgreSQL's errors become `.unavailable`. While the database cannot be
    /// reached, fails at once; an operation that finds it cannot be reached marks it so.
    private func deadline<Result: Sendable>(
        _ what: String, limit: Duration? = nil, _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        if let reason = health.unreachableReason {
            throw DeviceReportStoreError(.unavailable, "\(what) failed: the database cannot be reached (\(reason))")
        }
        do {
            return try await withStoreDeadline(limit ?? timeout, what, operation)
        } catch let error as CancellationError {
            throw error
        } catch let error as DeviceReportStoreError {
            if error.code == .unavailable { markUnreachable(error.description) }
            throw error
        } catch where PostgresFailure.isAnswer(error) {
            // PostgreSQL answered: the statement failed, not the connection.
            throw DeviceReportStoreError(.unavailable, "\(what) failed: \(PostgresFailure.reason(of: error))")
        } catch {
            let reason = PostgresFailure.reason(of: error)
            markUnreachable(reason)
            throw DeviceReportStoreError(.unavailable, "\(what) failed: \(reason)")
        }
    }
}
