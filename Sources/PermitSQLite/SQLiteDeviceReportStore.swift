#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import Foundation
public import Logging
public import Permit
import SQLiteNIO
import Synchronization

/// A store in an SQLite database file, for one server process: reports outlive the process, and a write returns
/// once it is on disk.
///
/// The database is in WAL mode with `synchronous = FULL`: a write that returned is in the write-ahead log and
/// synced, so neither a killed process nor a power cut loses it (on a disk that honours `fsync`). Writes that
/// arrive together are committed together, one sync and one statement per table for all, each in the order it came. One process
/// uses a file at a time: `open` takes a lock beside it (`PATH.lock`), and a second process is refused
/// (`DeviceReportStoreError.Code.inUse`); several processes share a PostgreSQL database instead
/// (`PermitPostgres`). Its `changes()` therefore never reports anything.
public final class SQLiteDeviceReportStore: DeviceReportStore {
    /// The database file.
    public let path: String
    public let changeLogGrowth = ChangeLogSignal()
    private let connection: SQLiteConnection
    private let lock = AsyncLock()
    private let writes = GroupCommit<PendingWrite>()
    /// The descriptor holding the lock beside the file, until `close()`.
    private let lockFile: Mutex<Int32?>
    private let logger: Logger

    private init(path: String, connection: SQLiteConnection, lockFile: Int32, logger: Logger) {
        self.path = path
        self.connection = connection
        self.lockFile = Mutex(lockFile)
        self.logger = logger
    }

    deinit {
        releaseLock()
    }

    /// The schema version this build of Permit reads and writes.
    public static var schemaVersion: Int { SQLiteSchema.currentVersion }

    /// Opens the database at `path`, creating it (and its folder) when missing, and migrates its schema to
    /// `schemaVersion`.
    ///
    /// Device reports are personal data: the folders it creates are the owner's alone (`0700`), and so are the
    /// database and the lock beside it when it creates them (`0600`); SQLite gives the write-ahead log and its
    /// shared-memory index the database's own mode.
    ///
    /// - Throws: `DeviceReportStoreError` with `.inUse` when another process has the file open, `.schemaTooNew`
    ///   when a newer Permit migrated it, `.unavailable` when it cannot be opened or written.
    public static func open(path: String, logger: Logger = Logger(label: "permit.sqlite")) async throws -> SQLiteDeviceReportStore {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw DeviceReportStoreError(.unavailable, "cannot create the folder \(folder): \(error.localizedDescription)")
            }
        }
        let lockFile = try takeLock(beside: path)
        // Created here rather than by SQLite, whose files are 0644.
        let database = openDescriptor(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard database >= 0 else {
            let reason = String(cString: strerror(errno))
            closeDescriptor(lockFile)
            throw DeviceReportStoreError(.unavailable, "cannot open the SQLite database \(path): \(reason)")
        }
        closeDescriptor(database)
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        } catch {
            closeDescriptor(lockFile)
            throw DeviceReportStoreError(.unavailable, "cannot open the SQLite database \(path): \(error)")
        }
        let store = SQLiteDeviceReportStore(path: path, connection: connection, lockFile: lockFile, logger: logger)
        do {
            try await store.prepare()
        } catch {
            try? await connection.close()
            throw error
        }
        return store
    }

    /// Closes the database and lets another process open it. The store cannot be used afterwards.
    public func close() async throws {
        try await lock.withLock { try await self.connection.close() }
        releaseLock()
    }

    private func releaseLock() {
        lockFile.withLock { descriptor in
            if let open = descriptor { closeDescriptor(open) }
            descriptor = nil
        }
    }

    /// The lock that keeps a second process away, held as long as the descriptor is open.
    private static func takeLock(beside path: String) throws -> Int32 {
        let lockPath = path + ".lock"
        let descriptor = openDescriptor(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw DeviceReportStoreError(.unavailable, "cannot open \(lockPath): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            closeDescriptor(descriptor)
            if reason == EWOULDBLOCK {
                throw DeviceReportStoreError(
                    .inUse,
                    "the SQLite database \(path) is in use by another process; one process uses an SQLite file, "
                        + "several share a PostgreSQL database (--store postgres://...)")
            }
            throw DeviceReportStoreError(.unavailable, "cannot lock \(lockPath): \(String(cString: strerror(reason)))")
        }
        return descriptor
    }

    /// Sets the durability the store promises and brings the schema to `schemaVersion`.
    private func prepare() async throws {
        try await lock.withLock {
            _ = try await self.run("PRAGMA journal_mode = WAL")
            _ = try await self.run("PRAGMA synchronous = FULL")
            _ = try await self.run("PRAGMA busy_timeout = 5000")
            let version = try await self.run("PRAGMA user_version").first?.column("user_version")?.integer ?? 0
            guard version <= SQLiteSchema.currentVersion else {
                throw DeviceReportStoreError(
                    .schemaTooNew,
                    "the SQLite database \(self.path) has schema version \(version), newer than this permit-server's "
                        + "\(SQLiteSchema.currentVersion): run the permit-server that migrated it, or a newer one")
            }
            for next in (version + 1)..<(SQLiteSchema.currentVersion + 1) {
                try await self.transaction {
                    for statement in SQLiteSchema.migrations[next - 1] { _ = try await self.run(statement) }
                    _ = try await self.run("PRAGMA user_version = \(next)")
                }
                self.logger.info("migrated the SQLite database", metadata: ["path": "\(self.path)", "version": "\(next)"])
            }
        }
    }

    public func record(_ report: DeviceReport) async throws {
        try await write(try .encoding(report))
    }

    public func report(for subjectID: String) async throws -> DeviceReport? {
        let rows = try await lock.withLock {
            try await self.run("SELECT report FROM device_reports WHERE subject_id = ?1", [.text(subjectID)])
        }
        return try rows.first?.column("report")?.string.map { try StoredRecord.report($0, of: subjectID) }
    }

    public func reportCount() async throws -> Int {
        let rows = try await lock.withLock { try await self.run("SELECT count(*) AS reports FROM device_reports") }
        return rows.first?.column("reports")?.integer ?? 0
    }

    public func recordAnswers(_ answers: SoftAskAnswers, subjectID: String) async throws {
        try await write(.answers(subjectID: subjectID, try StoredRecord.json(of: answers)))
    }

    public func answers(for subjectID: String) async throws -> SoftAskAnswers {
        let rows = try await lock.withLock {
            try await self.run("SELECT service, answer FROM soft_ask_answers WHERE subject_id = ?1", [.text(subjectID)])
        }
        return try StoredRecord.answers(
            rows.map { (service: $0.column("service")?.string ?? "", json: $0.column("answer")?.string ?? "") }, of: subjectID)
    }

    public func erase(subjectID: String) async throws {
        try await write(.erasure(subjectID: subjectID))
    }

    public func eraseSubjects(quietSince date: Date, limit: Int) async throws -> [String] {
        let cutoff = SQLiteData.integer(Int(date.timeIntervalSince1970 * 1_000))
        let now = Self.now()
        return try await lock.withLock {
            var erased: [String] = []
            try await self.transaction {
                let rows = try await self.run(
                    """
                    SELECT subject_id, max(recorded_at) AS last FROM (
                        SELECT subject_id, recorded_at FROM device_reports
                        UNION ALL SELECT subject_id, recorded_at FROM soft_ask_answers
                    ) GROUP BY subject_id HAVING max(recorded_at) < ?1 ORDER BY last LIMIT ?2
                    """, [cutoff, .integer(limit)])
                erased = rows.compactMap { $0.column("subject_id")?.string }
                for subjectID in erased { _ = try await self.forget(subjectID, at: now) }
            }
            self.logged(erased.count)
            return erased
        }
    }

    public func changes(after cursor: ChangeCursor?, limit: Int) async throws -> ChangePage {
        try await lock.withLock {
            let forgotten = try await self.run("SELECT through FROM change_log_forgotten").first?.column("through")?.integer ?? 0
            let last = try await self.run(
                "SELECT seq FROM sqlite_sequence WHERE name = 'change_log'"
            ).first?.column("seq")?.integer ?? 0
            let start = cursor ?? ChangeCursor(transaction: 0, sequence: UInt64(forgotten))
            guard start.transaction == 0, start.sequence >= forgotten, start.sequence <= last else {
                throw DeviceReportStoreError(
                    .cursorExpired,
                    "the cursor \(start) is older than the oldest change kept in \(self.path), or not one of its own")
            }
            let rows = try await self.run(
                """
                SELECT position, subject_id, service, previous, current, recorded_at FROM change_log
                WHERE position > ?1 ORDER BY position LIMIT ?2
                """, [.integer(Int(start.sequence)), .integer(max(0, limit))])
            let entries = try rows.map { row in try self.entry(row) }
            return ChangePage(entries: entries, cursor: entries.last?.cursor ?? start)
        }
    }

    public func forgetChanges(recordedBefore date: Date) async throws -> Int {
        let cutoff = Int(date.timeIntervalSince1970 * 1_000)
        return try await lock.withLock {
            var forgotten = 0
            try await self.transaction {
                let through = try await self.run(
                    "SELECT max(position) AS through, count(*) AS rows FROM change_log WHERE recorded_at < ?1",
                    [.integer(cutoff)]
                ).first
                guard let position = through?.column("through")?.integer else { return }
                forgotten = through?.column("rows")?.integer ?? 0
                _ = try await self.run("DELETE FROM change_log WHERE position <= ?1", [.integer(position)])
                _ = try await self.run("UPDATE change_log_forgotten SET through = ?1", [.integer(position)])
            }
            return forgotten
        }
    }

    /// Nothing: no other process uses the file.
    public func changes() -> AsyncStream<DeviceReportChange> {
        AsyncStream { _ in }
    }

    // MARK: Statements

    /// Deletes the subject's report, answers and changes, and logs its erasure when there was any; whether there
    /// was. The caller holds `lock`, in a transaction.
    private func forget(_ subjectID: String, at now: Int) async throws -> Bool {
        var deleted = 0
        for table in ["device_reports", "soft_ask_answers", "change_log"] {
            let rows = try await run("DELETE FROM \(table) WHERE subject_id = ?1 RETURNING 1 AS deleted", [.text(subjectID)])
            deleted += rows.count
        }
        guard deleted > 0 else { return false }
        _ = try await run("INSERT INTO change_log (subject_id, recorded_at) VALUES (?1, ?2)", [.text(subjectID), .integer(now)])
        return true
    }

    /// A row of `change_log` as an entry.
    private func entry(_ row: SQLiteRow) throws -> ChangeFeedEntry {
        let subjectID = row.column("subject_id")?.string ?? ""
        func status(_ name: String) throws -> AuthorizationStatus? {
            guard let raw = row.column(name)?.integer else { return nil }
            guard let status = AuthorizationStatus(rawValue: raw) else {
                throw DeviceReportStoreError(.unreadableRecord, "a stored change of \"\(subjectID)\" has the unknown status \(raw)")
            }
            return status
        }
        var service: Service?
        if let raw = row.column("service")?.integer {
            guard let known = Service(rawValue: raw) else {
                throw DeviceReportStoreError(.unreadableRecord, "a stored change of \"\(subjectID)\" has the unknown service \(raw)")
            }
            service = known
        }
        let milliseconds = row.column("recorded_at")?.integer ?? 0
        return ChangeFeedEntry(
            cursor: ChangeCursor(transaction: 0, sequence: UInt64(row.column("position")?.integer ?? 0)),
            subjectID: subjectID, service: service, previous: try status("previous"), current: try status("current"),
            recordedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1_000))
    }

    /// Counts the changes a committed write added, and tells the log's readers.
    private func logged(_ count: Int) {
        guard count > 0 else { return }
        ChangeLogMetrics.written(count)
        changeLogGrowth.announce()
    }

    /// Applies `write` in the next batch of writes (`GroupCommit`); returns once the batch is committed.
    private func write(_ write: PendingWrite) async throws {
        try await writes.perform(write) { batch in await self.commit(batch) }
    }

    /// Applies the writes of a batch in one transaction and commits it; the outcome of each (`GroupCommit.outcomes`:
    /// when it fails, each write alone).
    private func commit(_ batch: [PendingWrite]) async -> [Result<Void, any Error>] {
        do {
            return try await lock.withLock {
                await GroupCommit.outcomes(of: batch) { writes in
                    self.logged(try await self.transaction { try await self.apply(writes) })
                }
            }
        } catch {
            return Array(repeating: .failure(error), count: batch.count)
        }
    }

    /// Applies `writes` in order: each run of reports and answers with one statement per table, each erasure
    /// between them alone; the number of changes logged. The caller holds `lock`, in a transaction.
    private func apply(_ writes: [PendingWrite]) async throws -> Int {
        let now = Self.now()
        var logged = 0
        for step in PendingWrite.steps(writes) {
            switch step {
            case .run(let run): logged += try await apply(run: run, at: now)
            case .erasure(let subjectID): logged += try await forget(subjectID, at: now) ? 1 : 0
            }
        }
        return logged
    }

    /// Writes a run of reports and answers (no erasure); the number of changes logged.
    private func apply(run: [PendingWrite], at now: Int) async throws -> Int {
        var stored: [String: DeviceReport] = [:]
        for subjects in Self.chunks(of: BatchedWrites.reportedSubjects(of: run), size: Self.rowsPerStatement) {
            let rows = try await self.run(
                "SELECT subject_id, report FROM device_reports WHERE subject_id IN (\(Self.placeholders(subjects.count, 1)))",
                subjects.map { .text($0) })
            for row in rows {
                guard let subjectID = row.column("subject_id")?.string, let json = row.column("report")?.string else { continue }
                stored[subjectID] = try? StoredRecord.report(json, of: subjectID)
            }
        }
        let rows = BatchedWrites(run, stored: stored)
        func value(_ raw: Int?) -> SQLiteData { raw.map { .integer($0) } ?? .null }
        for changes in Self.chunks(of: rows.changes, size: Self.rowsPerStatement) {
            _ = try await self.run(
                """
                INSERT INTO change_log (subject_id, service, previous, current, recorded_at)
                VALUES \(Self.placeholders(changes.count, 5))
                """,
                changes.flatMap { change in
                    [
                        .text(change.subjectID), .integer(change.transition.service.rawValue),
                        value(change.transition.previous?.rawValue), .integer(change.transition.current.rawValue), .integer(now),
                    ]
                })
        }
        for reports in Self.chunks(of: rows.reports, size: Self.rowsPerStatement) {
            _ = try await self.run(
                """
                INSERT INTO device_reports (subject_id, report, recorded_at) VALUES \(Self.placeholders(reports.count, 3))
                ON CONFLICT (subject_id) DO UPDATE SET report = excluded.report, recorded_at = excluded.recorded_at
                """, reports.flatMap { [.text($0.subjectID), .text($0.json), .integer(now)] })
        }
        for answers in Self.chunks(of: rows.answers, size: Self.rowsPerStatement) {
            _ = try await self.run(
                """
                INSERT INTO soft_ask_answers (subject_id, service, answer, recorded_at) VALUES \(Self.placeholders(answers.count, 4))
                ON CONFLICT (subject_id, service) DO UPDATE SET answer = excluded.answer, recorded_at = excluded.recorded_at
                """, answers.flatMap { [.text($0.subjectID), .text($0.service), .text($0.json), .integer(now)] })
        }
        return rows.changes.count
    }

    /// Rows one statement writes at most: five columns each stay well below SQLite's 32,766 parameters.
    private static let rowsPerStatement = 1_000

    /// `count` rows of `columns` parameters each, for `VALUES` (or, with one column, `IN`).
    private static func placeholders(_ count: Int, _ columns: Int) -> String {
        let row = columns == 1 ? "?" : "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
        return Array(repeating: row, count: count).joined(separator: ", ")
    }

    /// `elements` in consecutive slices of at most `size`.
    private static func chunks<Element>(of elements: [Element], size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: elements.count, by: size).map { elements[$0..<min($0 + size, elements.count)] }
    }

    /// Runs `body` in a transaction that takes the write lock at once; the caller holds `lock`.
    private func transaction<Result>(_ body: () async throws -> Result) async throws -> Result {
        _ = try await run("BEGIN IMMEDIATE")
        do {
            let result = try await body()
            _ = try await run("COMMIT")
            return result
        } catch {
            _ = try? await run("ROLLBACK")
            throw error
        }
    }

    /// One statement; SQLite's errors become `.unavailable` (a full disk, an I/O error, a locked file).
    private func run(_ sql: String, _ binds: [SQLiteData] = []) async throws -> [SQLiteRow] {
        do {
            return try await connection.query(sql, binds)
        } catch let error as DeviceReportStoreError {
            throw error
        } catch {
            throw DeviceReportStoreError(.unavailable, "the SQLite database \(path) failed: \(error)")
        }
    }

    /// Milliseconds since 1970.
    private static func now() -> Int { Int(Date().timeIntervalSince1970 * 1_000) }
}

/// POSIX `open`, which the store's own methods would otherwise hide.
private func openDescriptor(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}

/// POSIX `close`, which the store's own `close()` would otherwise hide.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
