public import Foundation
import PermitLocalization

/// A store in this process's memory: what the library uses unless it is given another, and what tests use. It
/// keeps every subject until it is erased and forgets them all when the process ends.
///
/// Every change made through it is reported to every subscriber of `changes()`, so that two managers sharing one
/// memory store behave as two processes sharing a database.
public final class MemoryDeviceReportStore: DeviceReportStore {
    private struct State {
        var reports: [String: DeviceSnapshot] = [:]
        var answers: [String: [Service: SoftAskAnswer]] = [:]
        /// When something was last recorded for each subject.
        var lastRecorded: [String: Date] = [:]
    }

    private let state = Locked(State())
    private let broadcast = DeviceReportChangeBroadcast(buffered: 1_024)

    /// An empty store.
    public init() {}

    public func reportCount() async throws -> Int { state.withLock { $0.reports.count } }

    public func record(_ report: DeviceSnapshot) async throws {
        let subjectID = report.subject.id
        notify(subjectID) { state in
            state.reports[subjectID] = report
            state.answers[subjectID, default: [:]].merge(report.softAskAnswers.answers) { _, new in new }
            state.lastRecorded[subjectID] = Date()
        }
    }

    public func report(for subjectID: String) async throws -> DeviceSnapshot? {
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
        notify(subjectID) { state in
            Self.forget(subjectID, in: &state)
        }
    }

    public func eraseSubjects(quietSince date: Date, limit: Int) async throws -> [String] {
        let erased = state.withLock { state in
            let quiet = state.lastRecorded.filter { $0.value < date }.sorted { $0.value < $1.value }.prefix(limit).map(\.key)
            for subjectID in quiet { Self.forget(subjectID, in: &state) }
            return quiet
        }
        for subjectID in erased { broadcast.announce(.subject(subjectID)) }
        return erased
    }

    private static func forget(_ subjectID: String, in state: inout State) {
        state.reports[subjectID] = nil
        state.answers[subjectID] = nil
        state.lastRecorded[subjectID] = nil
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
