public import Foundation

/// Where the reports devices send, and the answers people give to the app's soft asks, are kept: in this
/// process's memory (`MemoryDeviceReportStore`), or in a database that outlives the process and that several
/// processes share (`SQLiteDeviceReportStore` in `PermitSQLite`, `PostgresDeviceReportStore` in `PermitPostgres`).
///
/// `DeviceReportProbe` answers statuses from a store, `SoftAskLedger` keeps answers in one, and
/// `AuthorizationManager.follow(_:)` makes a manager forget what it remembered of a subject that another process
/// changed, so that every process answers the newest report.
///
/// A store is safe to use from any number of tasks at once. Every method that writes returns once what it wrote
/// is durable, as far as the store promises durability; every read sees a whole report, never part of one.
public protocol DeviceReportStore: Sendable {
    /// Records `report` as its subject's latest, replacing the previous one, and adds the report's soft-ask answers
    /// to the subject's answers (an answer for a service replaces the earlier one for it).
    func record(_ report: DeviceReport) async throws

    /// The subject's latest report, as it was recorded; `nil` when it never reported or was erased.
    func report(for subjectID: String) async throws -> DeviceReport?

    /// Adds `answers` to the subject's soft-ask answers (an answer for a service replaces the earlier one for it).
    func recordAnswers(_ answers: SoftAskAnswers, subjectID: String) async throws

    /// The subject's soft-ask answers: those its reports carried and those recorded with `recordAnswers`.
    func answers(for subjectID: String) async throws -> SoftAskAnswers

    /// Forgets the subject's report and answers.
    func erase(subjectID: String) async throws

    /// How many subjects have a report.
    func reportCount() async throws -> Int

    /// Forgets, with their reports and answers, at most `limit` subjects for which nothing (no report, no soft-ask
    /// answer) was recorded since `date`, the longest quiet first; returns them, so that the caller can forget what
    /// it remembered of them (other processes hear of each as a change). Fewer than `limit` means none is left.
    func eraseSubjects(quietSince date: Date, limit: Int) async throws -> [String]

    /// The changes that other processes (or other values of the store) make from now on, until the caller stops
    /// iterating. A store that loses the connection that brings them reports `.all` once it has it back, since
    /// changes may have been missed meanwhile. A store may also report changes made through itself.
    func changes() -> AsyncStream<DeviceReportChange>

    /// Throws unless the store can be used now: its database reachable and its schema the one this build reads and
    /// writes. By default, reads a report, which is enough for a store whose schema is checked when it opens.
    func checkReadiness() async throws

    // MARK: The change log

    /// The changes recorded after `cursor` (from the oldest kept when it is `nil`), at most `limit` of them, in
    /// the order they were recorded, and the cursor to read on from.
    ///
    /// The store keeps a log of changes, each written in the same transaction as the write that made it:
    /// `record(_:)` adds one entry per service whose status as permit-server answers it changed (a subject's first
    /// report one per service it names, with no previous status), and nothing when no answer changed;
    /// `erase(subjectID:)` and `eraseSubjects(quietSince:limit:)` remove the subject's entries and add one erasure.
    /// Once a write returned, its changes are in the log for every process; a reader that reads on from the cursors
    /// it was given never misses an entry and never reads one twice, and a subject's entries come in the order its
    /// writes were recorded.
    ///
    /// - Throws: `DeviceReportStoreError` with `.cursorExpired` when changes after `cursor` were already forgotten
    ///   (`forgetChanges(recordedBefore:)`), or the cursor is not one this store gave.
    func changes(after cursor: ChangeCursor?, limit: Int) async throws -> ChangePage

    /// Forgets the log's changes recorded before `date`, so that the log does not grow for ever; returns how many.
    /// A reader whose cursor is older than what is kept is told so (`.cursorExpired`).
    func forgetChanges(recordedBefore date: Date) async throws -> Int

    /// Announced whenever the change log may have grown: after this store's writes, and as changes from other
    /// processes may have arrived.
    var changeLogGrowth: ChangeLogSignal { get }
}

extension DeviceReportStore {
    /// The store's changes after `cursor` (from the oldest kept when it is `nil`), read `pageSize` at a time and
    /// waiting for new ones when all were read: see `ChangeFeed`.
    public func changeFeed(after cursor: ChangeCursor? = nil, pageSize: Int = 100) -> ChangeFeed {
        ChangeFeed(store: self, start: cursor, pageSize: pageSize)
    }
}

extension DeviceReportStore {
    public func checkReadiness() async throws {
        _ = try await report(for: "")
    }
}
