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
/// arrive together are committed together (`GroupCommit`), one sync for all, each in the order it came. One process
/// uses a file at a time: `open` takes a lock beside it (`PATH.lock`), and a second process is refused
/// (`DeviceReportStoreError.Code.inUse`); several processes share a PostgreSQL database instead
/// (`PermitPostgres`). Its `changes()` therefore never reports anything.
public final class SQLiteDeviceReportStore: DeviceReportStore {
    /// The database file.
    public let path: String
    private let connection: SQLiteConnection
    private let lock = AsyncLock()
    private let writes = GroupCommit()
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

    public func record(_ report: DeviceSnapshot) async throws {
        let json = try StoredRecord.json(of: report)
        let now = Self.now()
        try await write {
            _ = try await self.run(
                """
                INSERT INTO device_reports (subject_id, report, recorded_at) VALUES (?1, ?2, ?3)
                ON CONFLICT (subject_id) DO UPDATE SET report = excluded.report, recorded_at = excluded.recorded_at
                """, [.text(report.subject.id), .text(json), .integer(now)])
            try await self.upsert(report.softAskAnswers, subjectID: report.subject.id, at: now)
        }
    }

    public func report(for subjectID: String) async throws -> DeviceSnapshot? {
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
        let now = Self.now()
        try await write { try await self.upsert(answers, subjectID: subjectID, at: now) }
    }

    public func answers(for subjectID: String) async throws -> SoftAskAnswers {
        let rows = try await lock.withLock {
            try await self.run("SELECT service, answer FROM soft_ask_answers WHERE subject_id = ?1", [.text(subjectID)])
        }
        return try StoredRecord.answers(
            rows.map { (service: $0.column("service")?.string ?? "", json: $0.column("answer")?.string ?? "") }, of: subjectID)
    }

    public func erase(subjectID: String) async throws {
        try await write {
            _ = try await self.run("DELETE FROM device_reports WHERE subject_id = ?1", [.text(subjectID)])
            _ = try await self.run("DELETE FROM soft_ask_answers WHERE subject_id = ?1", [.text(subjectID)])
        }
    }

    public func eraseSubjects(quietSince date: Date, limit: Int) async throws -> [String] {
        let cutoff = SQLiteData.integer(Int(date.timeIntervalSince1970 * 1_000))
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
                for subjectID in erased {
                    _ = try await self.run("DELETE FROM device_reports WHERE subject_id = ?1", [.text(subjectID)])
                    _ = try await self.run("DELETE FROM soft_ask_answers WHERE subject_id = ?1", [.text(subjectID)])
                }
            }
            return erased
        }
    }

    /// Nothing: no other process uses the file.
    public func changes() -> AsyncStream<DeviceReportChange> {
        AsyncStream { _ in }
    }

    // MARK: Statements

    private func upsert(_ answers: SoftAskAnswers, subjectID: String, at now: Int) async throws {
        for (service, json) in try StoredRecord.json(of: answers) {
            _ = try await run(
                """
                INSERT INTO soft_ask_answers (subject_id, service, answer, recorded_at) VALUES (?1, ?2, ?3, ?4)
                ON CONFLICT (subject_id, service) DO UPDATE SET answer = excluded.answer, recorded_at = excluded.recorded_at
                """, [.text(subjectID), .text(service), .text(json), .integer(now)])
        }
    }

    /// Applies `body` in the next batch of writes (`GroupCommit`); returns once the batch is committed.
    private func write(_ body: @escaping @Sendable () async throws -> Void) async throws {
        try await writes.perform(body) { batch in await self.commit(batch) }
    }

    /// Applies the writes of a batch in one transaction and commits it; the outcome of each. When one fails, the
    /// transaction is rolled back and each write is applied again in a transaction of its own, so that only the
    /// failing one fails (a write's statements are few: a savepoint around each would double them).
    private func commit(_ batch: [GroupCommit.Write]) async -> [Result<Void, any Error>] {
        do {
            return try await lock.withLock {
                do {
                    try await self.transaction { for write in batch { try await write() } }
                    return Array(repeating: .success(()), count: batch.count)
                } catch {
                    guard batch.count > 1 else { return [.failure(error)] }
                    var outcomes: [Result<Void, any Error>] = []
                    for write in batch {
                        do {
                            try await self.transaction { try await write() }
                            outcomes.append(.success(()))
                        } catch {
                            outcomes.append(.failure(error))
                        }
                    }
                    return outcomes
                }
            }
        } catch {
            return Array(repeating: .failure(error), count: batch.count)
        }
    }

    /// Runs `body` in a transaction that takes the write lock at once; the caller holds `lock`.
    private func transaction(_ body: () async throws -> Void) async throws {
        _ = try await run("BEGIN IMMEDIATE")
        do {
            try await body()
            _ = try await run("COMMIT")
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
