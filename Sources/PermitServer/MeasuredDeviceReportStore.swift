import Foundation
import Metrics
import Permit

/// A store whose every operation is timed and whose failures are counted, through swift-metrics:
/// `permit_store_operation_duration_seconds` and `permit_store_errors_total`, each by `operation`.
///
/// A class, so that the probe and the soft-ask ledger over it see one store (and write answers once).
final class MeasuredDeviceReportStore: DeviceReportStore {
    private let store: any DeviceReportStore
    /// Each operation's timer and error counter, in the order of `Operation`'s cases.
    private let measures: [(timer: Timer, errors: Counter)]

    private enum Operation: Int, CaseIterable {
        case record, report, recordAnswers, answers, erase, reportCount, eraseQuiet, readiness, readChanges, forgetChanges

        /// The operation's name in the metrics.
        var name: String {
            switch self {
            case .record: "record"
            case .report: "report"
            case .recordAnswers: "record-answers"
            case .answers: "answers"
            case .erase: "erase"
            case .reportCount: "report-count"
            case .eraseQuiet: "erase-quiet"
            case .readiness: "readiness"
            case .readChanges: "read-changes"
            case .forgetChanges: "forget-changes"
            }
        }
    }

    init(_ store: any DeviceReportStore) {
        self.store = store
        measures = Operation.allCases.map { operation in
            let dimensions = [("operation", operation.name)]
            return (
                Timer(label: "permit_store_operation_duration_seconds", dimensions: dimensions),
                Counter(label: "permit_store_errors_total", dimensions: dimensions)
            )
        }
    }

    func record(_ report: DeviceReport) async throws { try await measure(.record) { try await store.record(report) } }

    func report(for subjectID: String) async throws -> DeviceReport? {
        try await measure(.report) { try await store.report(for: subjectID) }
    }

    func recordAnswers(_ answers: SoftAskAnswers, subjectID: String) async throws {
        try await measure(.recordAnswers) { try await store.recordAnswers(answers, subjectID: subjectID) }
    }

    func answers(for subjectID: String) async throws -> SoftAskAnswers {
        try await measure(.answers) { try await store.answers(for: subjectID) }
    }

    func erase(subjectID: String) async throws { try await measure(.erase) { try await store.erase(subjectID: subjectID) } }

    func reportCount() async throws -> Int { try await measure(.reportCount) { try await store.reportCount() } }

    func eraseSubjects(quietSince date: Date, limit: Int) async throws -> [String] {
        try await measure(.eraseQuiet) { try await store.eraseSubjects(quietSince: date, limit: limit) }
    }

    func checkReadiness() async throws { try await measure(.readiness) { try await store.checkReadiness() } }

    func changes() -> AsyncStream<DeviceReportChange> { store.changes() }

    func changes(after cursor: ChangeCursor?, limit: Int) async throws -> ChangePage {
        try await measure(.readChanges) { try await store.changes(after: cursor, limit: limit) }
    }

    func forgetChanges(recordedBefore date: Date) async throws -> Int {
        try await measure(.forgetChanges) { try await store.forgetChanges(recordedBefore: date) }
    }

    var changeLogGrowth: ChangeLogSignal { store.changeLogGrowth }

    private func measure<Result>(_ operation: Operation, _ body: () async throws -> Result) async throws -> Result {
        let measures = self.measures[operation.rawValue]
        let start = ContinuousClock.now
        defer { measures.timer.recordInterval(since: start) }
        do {
            return try await body()
        } catch {
            measures.errors.increment()
            throw error
        }
    }
}
