public import Foundation
import PermitLocalization

/// A store in this process's memory: what the library uses unless it is given another, and what tests use. It
/// keeps every subject until it is erased and forgets them all when the process ends.
///
/// Every change made through it is reported to every subscriber of `changes()`, so that two managers sharing one
/// memory store behave as two processes sharing a database. Its change log lives as long as the store: a cursor of
/// an earlier store (an earlier process) is not one of its own, and reading after it is `.cursorExpired`.
public final class MemoryDeviceReportStore: DeviceReportStore {
    private struct State {
        var reports: [String: DeviceReport] = [:]
        var answers: [String: [Service: SoftAskAnswer]] = [:]
        /// When something was last recorded for each subject.
        var lastRecorded: [String: Date] = [:]
        /// The change log, in the order it was written.
        var log: [ChangeFeedEntry] = []
        /// The sequence of the last change written.
        var lastSequence: UInt64 = 0
        /// Every change at or before it was forgotten (`forgetChanges(recordedBefore:)`).
        var forgottenThrough = ChangeCursor.start

        /// Adds `entries` of `subjectID` to the log; how many.
        mutating func append(
            _ entries: [(service: Service?, previous: AuthorizationStatus?, current: AuthorizationStatus?)],
            of subjectID: String, at date: Date
        ) -> Int {
            for entry in entries {
                lastSequence += 1
                log.append(
                    ChangeFeedEntry(
                        cursor: ChangeCursor(transaction: 0, sequence: lastSequence), subjectID: subjectID,
                        service: entry.service, previous: entry.previous, current: entry.current, recordedAt: date))
            }
            return entries.count
        }

        /// The index of the log's first entry after `cursor`, found by halving: the log is in cursor order.
        func firstIndex(after cursor: ChangeCursor) -> Int {
            var (low, high) = (0, log.count)
            while low < high {
                let middle = (low + high) / 2
                if log[middle].cursor > cursor { high = middle } else { low = middle + 1 }
            }
            return low
        }

        /// Forgets the subject's report, answers and changes, and logs its erasure when there was any; whether
        /// there was.
        mutating func erase(_ subjectID: String, at date: Date) -> Bool {
            let existed = reports[subjectID] != nil || answers[subjectID] != nil || log.contains { $0.subjectID == subjectID }
            reports[subjectID] = nil
            answers[subjectID] = nil
            lastRecorded[subjectID] = nil
            log.removeAll { $0.subjectID == subjectID }
            guard existed else { return false }
            _ = append([(nil, nil, nil)], of: subjectID, at: date)
            return true
        }
    }

    private let state = Locked(State())
    private let broadcast = DeviceReportChangeBroadcast(buffered: 1_024)
    public let changeLogGrowth = ChangeLogSignal()

    /// An empty store.
    public init() {}

    public func reportCount() async throws -> Int { state.withLock { $0.reports.count } }

    public func record(_ report: DeviceReport) async throws {
        let subjectID = report.subject.id
        let now = Date()
        var written = 0
        notify(subjectID) { state in
            let changes = report.transitions(since: state.reports[subjectID])
            written = state.append(changes.map { ($0.service, $0.previous, $0.current) }, of: subjectID, at: now)
            state.reports[subjectID] = report
            state.answers[subjectID, default: [:]].merge(report.softAskAnswers.answers) { _, new in new }
            state.lastRecorded[subjectID] = now
        }
        logged(written)
    }

    public func report(for subjectID: String) async throws -> DeviceReport? {
        state.withLock { $0.reports[subjectID] }
    }

    public func recordAnswers(_ answers: SoftAskAnswers, subjectID: String) async throws {
        notify(subjectID) { state in
            state.answers[subjectID, default: [:]].merge(answers.answers) { _, new in new }
            state.lastRecorded[subjectID] = Date()
        }
    }

    public func answers(for subjectID: String) async throws -> SoftAskAnswers {
        SoftAskAnswers(state.withLock { $0.answers[subjectID] } ?? [:])
    }

    public func erase(subjectID: String) async throws {
        let now = Date()
        var erased = false
        notify(subjectID) { state in
            erased = state.erase(subjectID, at: now)
        }
        logged(erased ? 1 : 0)
    }

    public func eraseSubjects(quietSince date: Date, limit: Int) async throws -> [String] {
        let now = Date()
        let erased = state.withLock { state in
            let quiet = state.lastRecorded.filter { $0.value < date }.sorted { $0.value < $1.value }.prefix(limit).map(\.key)
            for subjectID in quiet { _ = state.erase(subjectID, at: now) }
            return quiet
        }
        for subjectID in erased { broadcast.announce(.subject(subjectID)) }
        logged(erased.count)
        return erased
    }

    public func changes(after cursor: ChangeCursor?, limit: Int) async throws -> ChangePage {
        try state.withLock { state in
            let start = cursor ?? state.forgottenThrough
            guard start >= state.forgottenThrough, start <= ChangeCursor(transaction: 0, sequence: state.lastSequence) else {
                throw DeviceReportStoreError(
                    .cursorExpired, "the cursor \(start) is older than the oldest change kept, or not one of this store")
            }
            let first = state.firstIndex(after: start)
            let entries = Array(state.log[first...].prefix(max(0, limit)))
            return ChangePage(entries: entries, cursor: entries.last?.cursor ?? start)
        }
    }

    public func forgetChanges(recordedBefore date: Date) async throws -> Int {
        state.withLock { state in
            let count = state.log.prefix { $0.recordedAt < date }.count
            if count > 0 { state.forgottenThrough = state.log[count - 1].cursor }
            state.log.removeFirst(count)
            return count
        }
    }

    /// Counts the changes a write added, and tells the log's readers.
    private func logged(_ count: Int) {
        guard count > 0 else { return }
        ChangeLogMetrics.written(count)
        changeLogGrowth.announce()
    }

    public func changes() -> AsyncStream<DeviceReportChange> {
        broadcast.subscribe()
    }

    /// Applies `change` and tells every subscriber that `subjectID` changed.
    private func notify(_ subjectID: String, _ change: (inout State) -> Void) {
        state.withLock { change(&$0) }
        broadcast.announce(.subject(subjectID))
    }
}
