public import Foundation
public import Logging
public import Permit
import PermitLocalization
public import PostgresNIO

/// A store in a PostgreSQL database that several server processes share: a write returns once PostgreSQL has
/// committed it, and every process hears of it at once (`LISTEN`/`NOTIFY`), so that each answers the newest
/// report. Writes that arrive together are committed together, in one transaction of a few statements whatever
/// their number (the previous reports read in one, every table written in one), in the order they came; one that
/// PostgreSQL refuses fails alone.
///
/// It works through a `PostgresClient` (a pool of connections) and one more connection that listens; both run
/// in `run()`, which must be running for as long as the store is used, as `PostgresClient.run()` must. Like the
/// client, the store is a ServiceLifecycle `Service`: put it in the `ServiceGroup` before what uses it, or run it in
/// a child task:
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
///
/// ## The change log across processes
///
/// PostgreSQL hands out sequence values before transactions commit, and transactions commit in any order: a
/// reader that took "everything above the last sequence I saw" would skip a change whose transaction took a
/// smaller value and committed later. The log is therefore read in the order of `(transaction_id, sequence)`,
/// the writer's `pg_current_xact_id()` first, and only below the horizon (`horizon`): the oldest transaction of
/// this database still running, else the next id to be given. Every transaction of the database whose id is below
/// it has ended, and every transaction that starts writing later gets a larger id, so no row can ever appear below
/// the horizon once a reader has passed it. Transactions of the server's other databases never write the log: they
/// do not hold it back. A cursor is the last
/// `(transaction_id, sequence)` read, and a reader that pages from it never misses or repeats a change. Writes to
/// one subject take turns under an advisory lock taken before the transaction writes anything (so before it has
/// an id): the later write gets the larger id, and a subject's changes come in the order they were recorded.
///
/// This was chosen over a log written in commit order under one advisory lock, which would make every write
/// of every process wait for the previous one's commit (and its sync) to end: here writes only wait for writes
/// to the same subject. The price is that a change is readable only once every transaction that began writing
/// before it ended: a long transaction in the same database holds the feed back (not the writes) until it
/// ends. A read that finds changes held back so tells the log's readers to read again soon (`changeLogGrowth`).
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
    public let changeLogGrowth = ChangeLogSignal()
    private let heldBack: HeldBackChanges
    private let writes = GroupCommit<PendingWrite>()
    /// Open once the first client runs: no statement is sent before.
    private let firstClientRuns = ClientStart()

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
        heldBack = HeldBackChanges(signal: changeLogGrowth)
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
        var running = Self.start(client, opening: firstClientRuns)
        for await replacement in replacements.stream {
            let previous = running
            // Statements lease the new client's connections only once it runs.
            let replacementRuns = ClientStart()
            running = Self.start(replacement, opening: replacementRuns)
            await replacementRuns.wait()
            clients.withLock { $0 = replacement }
            previous.cancel()
        }
        running.cancel()
        await running.value
    }

    /// A task that opens `gate` and runs `client`: nothing can suspend between the two.
    private static func start(_ client: PostgresClient, opening gate: ClientStart) -> Task<Void, Never> {
        Task {
            gate.open()
            await client.run()
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

    public func record(_ report: DeviceReport) async throws {
        try await write(try .encoding(report))
    }

    public func report(for subjectID: String) async throws -> DeviceReport? {
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
        try await write(.answers(subjectID: subjectID, try StoredRecord.json(of: answers)))
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
        try await write(.erasure(subjectID: subjectID))
    }

    public func eraseSubjects(quietSince date: Date, limit: Int) async throws -> [String] {
        let origin = self.origin
        let erased = try await deadline("erasing quiet subjects", limit: max(timeout, .seconds(60))) {
            try await self.client.withTransaction(logger: self.logger) { connection in
                let candidates = try await Self.quietSubjects(since: date, limit: limit, on: connection, logger: self.logger)
                guard !candidates.isEmpty else { return candidates }
                // The subjects' locks before anything is written; then those that are still quiet (one that
                // reported meanwhile keeps everything).
                try await Self.lock(candidates, on: connection, logger: self.logger)
                let stillQuiet = Set(
                    try await Self.quietSubjects(since: date, among: candidates, on: connection, logger: self.logger))
                let quiet = candidates.filter { stillQuiet.contains($0) }
                guard !quiet.isEmpty else { return quiet }
                _ = try await Self.erase(quiet, on: connection, logger: self.logger)
                let payloads = quiet.map { origin + " " + $0 }
                try await connection.execute(
                    "SELECT pg_notify(\(PostgresSchema.channel), payload) FROM unnest(\(payloads)) AS payload",
                    logger: self.logger)
                return quiet
            }
        }
        logged(erased.count)
        return erased
    }

    public func changes(after cursor: ChangeCursor?, limit: Int) async throws -> ChangePage {
        // Changes held back by a transaction that began writing before them are most often another write's, which
        // ends within milliseconds: reading again for up to about a second lets a write that was answered be read
        // at once, and a page end only where the log is settled, unless a long transaction holds it back.
        var pause = Duration.milliseconds(1)
        while true {
            let (page, isHeldBack) = try await readChanges(after: cursor, limit: limit)
            if !isHeldBack || page.entries.count == limit || pause > .milliseconds(512) {
                heldBack.found(isHeldBack)
                return page
            }
            try await Task.sleep(for: pause)
            pause *= 2
        }
    }

    /// The horizon below which the change log is settled, as SQL: the smallest id among the transactions running
    /// at the statement's snapshot (`pg_snapshot_xip`), leaving out those a session of another database holds
    /// (`pg_stat_activity`, whose `backend_xid` is an id's low 32 bits), else the snapshot's next id. A transaction
    /// whose session cannot be seen (another role's, without `pg_read_all_stats`) is kept, which only delays readers.
    private static let horizon = """
        (SELECT coalesce(
            (SELECT min(running) FROM pg_snapshot_xip(pg_current_snapshot()) AS running
             WHERE (running::text::numeric % 4294967296) NOT IN (
                SELECT backend_xid::text::numeric FROM pg_stat_activity
                WHERE backend_xid IS NOT NULL AND datname IS DISTINCT FROM current_database())),
            pg_snapshot_xmax(pg_current_snapshot())))
        """

    /// The settled changes after `cursor`, and whether changes after them are held back.
    private func readChanges(after cursor: ChangeCursor?, limit: Int) async throws -> (ChangePage, Bool) {
        try await deadline("reading changes") { () -> (ChangePage, Bool) in
            try await self.client.withConnection { connection in
                let start = try await Self.checkedStart(cursor, on: connection, logger: self.logger)
                var entries: [ChangeFeedEntry] = []
                var isHeldBack = false
                let rows = try await connection.query(
                    """
                    -- The id as text under another name: `ORDER BY transaction_id` would sort by an output column of
                    -- that name first, as text ("1009" before "963").
                    SELECT transaction_id::text AS transaction_text, sequence, subject_id, service, previous_status,
                        current_status, recorded_at,
                        transaction_id < \(unescaped: Self.horizon)
                    FROM permit_change_log
                    WHERE (transaction_id, sequence) > (\(String(start.transaction))::xid8, \(Int64(start.sequence)))
                    ORDER BY transaction_id, sequence LIMIT \(max(0, limit))
                    """, logger: self.logger)
                for try await (transaction, sequence, subjectID, service, previous, current, recordedAt, isSettled) in rows.decode(
                    (String, Int64, String, Int?, Int?, Int?, Date, Bool).self)
                {
                    // Rows are in transaction order: the first above the horizon holds back every row after it.
                    guard isSettled, !isHeldBack else {
                        isHeldBack = true
                        continue
                    }
                    entries.append(
                        try Self.entry(
                            transaction: transaction, sequence: sequence, subjectID: subjectID, service: service,
                            previous: previous, current: current, recordedAt: recordedAt))
                }
                return (ChangePage(entries: entries, cursor: entries.last?.cursor ?? start), isHeldBack)
            }
        }
    }

    public func forgetChanges(recordedBefore date: Date) async throws -> Int {
        try await deadline("forgetting old changes", limit: max(timeout, .seconds(60))) {
            try await self.client.withTransaction(logger: self.logger) { connection in
                // Everything up to the last change recorded before `date` (which the horizon has passed: its
                // transaction ended), so that what is kept is one unbroken stretch of the log.
                var forgotten = 0
                for try await count in try await connection.query(
                    """
                    WITH last AS (
                        SELECT transaction_id, sequence FROM permit_change_log
                        WHERE recorded_at < \(date) AND transaction_id < \(unescaped: Self.horizon)
                        ORDER BY transaction_id DESC, sequence DESC LIMIT 1
                    ), forgotten AS (
                        DELETE FROM permit_change_log WHERE (transaction_id, sequence) <= (SELECT transaction_id, sequence FROM last)
                        RETURNING 1
                    ), marked AS (
                        UPDATE permit_change_log_forgotten SET (transaction_id, sequence) = (SELECT transaction_id, sequence FROM last)
                        WHERE EXISTS (SELECT FROM last)
                    )
                    SELECT count(*)::bigint FROM forgotten
                    """, logger: self.logger
                ).decode(Int64.self) {
                    forgotten = Int(count)
                }
                return forgotten
            }
        }
    }

    public func changes() -> AsyncStream<DeviceReportChange> {
        broadcast.subscribe()
    }

    // MARK: Listening

    /// Listens on the channel until the task is cancelled, again after every lost connection.
    private func listen() async {
        await firstClientRuns.wait()
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
                // Changes written while the store did not hear may be in the log.
                changeLogGrowth.announce()
            }
            return
        }
        changeLogGrowth.announce()
        guard sender != origin else { return }
        broadcast.announce(.subject(String(subject)))
    }

    /// Sends a heartbeat every `heartbeatInterval` until the task is cancelled, and stops hearing when one is not
    /// heard back in time.
    private func watch() async {
        await firstClientRuns.wait()
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

    /// Takes the subjects' locks until the transaction ends, so that writes to a subject take turns: in the order of
    /// their keys, the same in every process, so that two transactions locking several never wait for each other.
    private static func lock(_ subjectIDs: [String], on connection: PostgresConnection, logger: Logger) async throws {
        guard !subjectIDs.isEmpty else { return }
        try await connection.execute(
            """
            SELECT pg_advisory_xact_lock(\(PostgresSchema.subjectLockClass), key)
            FROM (SELECT DISTINCT hashtext(subject_id) AS key FROM unnest(\(subjectIDs)::text[]) AS subject_id
                ORDER BY key OFFSET 0) AS sorted
            """, logger: logger)
    }

    /// Deletes the subjects' reports, answers and changes and logs the erasure of each that had any, in the order
    /// given; how many were erased. The caller holds their locks.
    private static func erase(_ subjectIDs: [String], on connection: PostgresConnection, logger: Logger) async throws -> Int {
        var erased = 0
        for try await _ in try await connection.query(
            """
            WITH reports AS (
                DELETE FROM permit_device_reports WHERE subject_id = ANY(\(subjectIDs)) RETURNING subject_id
            ), answers AS (
                DELETE FROM permit_soft_ask_answers WHERE subject_id = ANY(\(subjectIDs)) RETURNING subject_id
            ), changes AS (
                DELETE FROM permit_change_log WHERE subject_id = ANY(\(subjectIDs)) RETURNING subject_id
            )
            INSERT INTO permit_change_log (subject_id)
            SELECT subject_id FROM unnest(\(subjectIDs)::text[]) WITH ORDINALITY AS erased(subject_id, position)
            WHERE subject_id IN (SELECT subject_id FROM reports UNION SELECT subject_id FROM answers
                UNION SELECT subject_id FROM changes)
            ORDER BY position
            RETURNING 1
            """, logger: logger
        ) {
            erased += 1
        }
        return erased
    }

    /// At most `limit` subjects for which nothing was recorded since `date`, the longest quiet first.
    private static func quietSubjects(
        since date: Date, limit: Int, on connection: PostgresConnection, logger: Logger
    ) async throws -> [String] {
        var quiet: [String] = []
        for try await subjectID in try await connection.query(
            """
            SELECT subject_id FROM (
                SELECT subject_id, recorded_at FROM permit_device_reports
                UNION ALL SELECT subject_id, recorded_at FROM permit_soft_ask_answers
            ) AS recorded GROUP BY subject_id HAVING max(recorded_at) < \(date)
            ORDER BY max(recorded_at) LIMIT \(limit)
            """, logger: logger
        ).decode(String.self) {
            quiet.append(subjectID)
        }
        return quiet
    }

    /// Those of `subjectIDs` for which nothing was recorded since `date`.
    private static func quietSubjects(
        since date: Date, among subjectIDs: [String], on connection: PostgresConnection, logger: Logger
    ) async throws -> [String] {
        var quiet: [String] = []
        for try await subjectID in try await connection.query(
            """
            SELECT subject_id FROM (
                SELECT subject_id, recorded_at FROM permit_device_reports WHERE subject_id = ANY(\(subjectIDs))
                UNION ALL SELECT subject_id, recorded_at FROM permit_soft_ask_answers WHERE subject_id = ANY(\(subjectIDs))
            ) AS recorded GROUP BY subject_id HAVING max(recorded_at) < \(date)
            """, logger: logger
        ).decode(String.self) {
            quiet.append(subjectID)
        }
        return quiet
    }

    /// Where a read after `cursor` starts: the cursor, or the last change forgotten when it is `nil`.
    ///
    /// - Throws: `.cursorExpired` when the cursor is older than the last change forgotten, or from a transaction
    ///   that has not begun yet (not a cursor of this database).
    private static func checkedStart(
        _ cursor: ChangeCursor?, on connection: PostgresConnection, logger: Logger
    ) async throws -> ChangeCursor {
        let transaction = String(cursor?.transaction ?? 0)
        let sequence = Int64(cursor?.sequence ?? 0)
        for try await (forgottenTransaction, forgottenSequence, isExpired) in try await connection.query(
            """
            SELECT transaction_id::text, sequence,
                (\(transaction)::xid8, \(sequence)) < (transaction_id, sequence)
                    OR \(transaction)::xid8 >= pg_snapshot_xmax(pg_current_snapshot())
            FROM permit_change_log_forgotten
            """, logger: logger
        ).decode((String, Int64, Bool).self) {
            guard let cursor else {
                return ChangeCursor(transaction: UInt64(forgottenTransaction) ?? 0, sequence: UInt64(forgottenSequence))
            }
            if isExpired {
                throw DeviceReportStoreError(
                    .cursorExpired, "the cursor \(cursor) is older than the oldest change kept, or not one of this database")
            }
            return cursor
        }
        throw DeviceReportStoreError(.schemaNeedsMigration, "the change log has no permit_change_log_forgotten row")
    }

    /// A row of the change log as an entry.
    private static func entry(
        transaction: String, sequence: Int64, subjectID: String, service: Int?, previous: Int?, current: Int?,
        recordedAt: Date
    ) throws -> ChangeFeedEntry {
        func status(_ raw: Int?) throws -> AuthorizationStatus? {
            guard let raw else { return nil }
            guard let status = AuthorizationStatus(rawValue: raw) else {
                throw DeviceReportStoreError(.unreadableRecord, "a stored change of \"\(subjectID)\" has the unknown status \(raw)")
            }
            return status
        }
        var known: Service?
        if let service {
            guard let found = Service(rawValue: service) else {
                throw DeviceReportStoreError(.unreadableRecord, "a stored change of \"\(subjectID)\" has the unknown service \(service)")
            }
            known = found
        }
        return ChangeFeedEntry(
            cursor: ChangeCursor(transaction: UInt64(transaction) ?? 0, sequence: UInt64(sequence)), subjectID: subjectID,
            service: known, previous: try status(previous), current: try status(current), recordedAt: recordedAt)
    }

    /// Counts the changes a committed write added, and tells the log's readers.
    private func logged(_ count: Int) {
        guard count > 0 else { return }
        ChangeLogMetrics.written(count)
        changeLogGrowth.announce()
    }

    // MARK: Writes

    /// Applies `write` in the next batch of writes (`GroupCommit`); returns once the batch is committed.
    private func write(_ write: PendingWrite) async throws {
        try await writes.perform(write) { batch in await self.commit(batch) }
    }

    /// Applies the writes of a batch in one transaction and commits it; the outcome of each. When it fails while
    /// the database can be reached (a statement refused), each write is applied again alone (`GroupCommit.outcomes`),
    /// so that only the failing one fails.
    private func commit(_ batch: [PendingWrite]) async -> [Result<Void, any Error>] {
        await GroupCommit.outcomes(of: batch, retryingAloneAfter: { _ in self.health.unreachableReason == nil }) { writes in
            self.logged(try await self.apply(writes))
        }
    }

    /// Applies `writes` in one transaction, in order: each run of reports and answers in one statement, each
    /// erasure between them alone; tells every process of the subjects written; the number of changes logged.
    private func apply(_ writes: [PendingWrite]) async throws -> Int {
        let (origin, logger) = (self.origin, self.logger)
        return try await deadline(writes.count == 1 ? "recording a write" : "recording \(writes.count) writes") {
            try await self.client.withTransaction(logger: logger) { connection in
                // Reports and erasures log changes: their subjects' writes take turns.
                let logging = writes.compactMap { write -> String? in
                    if case .answers = write { return nil }
                    return write.subjectID
                }
                try await Self.lock(logging, on: connection, logger: logger)
                // PostgreSQL delivers notifications at commit, so they ride on the transaction's first run of writes.
                var payloads = Array(Set(writes.map { origin + " " + $0.subjectID }))
                var logged = 0
                for step in PendingWrite.steps(writes) {
                    switch step {
                    case .run(let run):
                        logged += try await Self.apply(run: run, notifying: payloads, on: connection, logger: logger)
                        payloads = []
                    case .erasure(let subjectID): logged += try await Self.erase([subjectID], on: connection, logger: logger)
                    }
                }
                if !payloads.isEmpty {
                    try await connection.execute(
                        "SELECT pg_notify(\(PostgresSchema.channel), payload) FROM unnest(\(payloads)::text[]) AS payload",
                        logger: logger)
                }
                return logged
            }
        }
    }

    /// Writes a run of reports and answers (no erasure) in one statement, one part per table, and sends
    /// `payloads` as notifications; the number of changes logged. The caller holds the locks of the run's reported
    /// subjects.
    private static func apply(
        run: [PendingWrite], notifying payloads: [String], on connection: PostgresConnection, logger: Logger
    ) async throws -> Int {
        var stored: [String: DeviceReport] = [:]
        let reported = BatchedWrites.reportedSubjects(of: run)
        if !reported.isEmpty {
            for try await (subjectID, json) in try await connection.query(
                """
                SELECT subject_id, report::text FROM permit_device_reports WHERE subject_id = ANY(\(reported)::text[])
                """, logger: logger
            ).decode((String, String).self) {
                stored[subjectID] = try? StoredRecord.report(json, of: subjectID)
            }
        }
        let rows = BatchedWrites(run, stored: stored)
        // A change before the first report of a service has no previous status: an empty text here. A part with
        // no rows inserts nothing.
        try await connection.execute(
            """
            WITH changes AS (
                INSERT INTO permit_change_log (subject_id, service, previous_status, current_status)
                SELECT subject_id, service, nullif(previous, '')::integer, current
                FROM unnest(
                    \(rows.changes.map(\.subjectID))::text[], \(rows.changes.map(\.transition.service.rawValue))::integer[],
                    \(rows.changes.map { $0.transition.previous.map { String($0.rawValue) } ?? "" })::text[],
                    \(rows.changes.map(\.transition.current.rawValue))::integer[]
                ) WITH ORDINALITY AS changes(subject_id, service, previous, current, position)
                ORDER BY position
            ), reports AS (
                INSERT INTO permit_device_reports (subject_id, report, recorded_at)
                SELECT subject_id, report::jsonb, now()
                FROM unnest(\(rows.reports.map(\.subjectID))::text[], \(rows.reports.map(\.json))::text[]) AS reports(subject_id, report)
                ON CONFLICT (subject_id) DO UPDATE SET report = excluded.report, recorded_at = excluded.recorded_at
            ), answers AS (
                INSERT INTO permit_soft_ask_answers (subject_id, service, answer, recorded_at)
                SELECT subject_id, service, answer::jsonb, now()
                FROM unnest(
                    \(rows.answers.map(\.subjectID))::text[], \(rows.answers.map(\.service))::text[],
                    \(rows.answers.map(\.json))::text[]
                ) AS answers(subject_id, service, answer)
                ON CONFLICT (subject_id, service) DO UPDATE SET answer = excluded.answer, recorded_at = excluded.recorded_at
            )
            SELECT pg_notify(\(PostgresSchema.channel), payload) FROM unnest(\(payloads)::text[]) AS payload
            """, logger: logger)
        return rows.changes.count
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
            return try await withStoreDeadline(limit ?? timeout, what) { [firstClientRuns] in
                await firstClientRuns.wait()
                return try await operation()
            }
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
