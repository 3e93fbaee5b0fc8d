public import Foundation
import PermitLocalization

/// Answers from the reports devices sent, the latest per subject, kept in a `DeviceReportStore`: switched-off
/// services answer `unserviced`, services the report does not name `notDetermined`, and subjects with no report
/// `nil`.
///
/// Record reports through `AuthorizationManager.record(_:in:)`, which also makes the manager forget what it
/// remembered of the subject; recording here directly leaves a manager's remembered statuses until they expire.
///
/// The probe remembers the reports it read most recently, at most `cacheCapacity` of them taking at most
/// `cacheBudget` bytes (`DeviceReport.memoryFootprint`), so that a hot subject is not read from the store on every
/// request; the store keeps every subject. `changes()` passes on the store's
/// changes after forgetting the reports they concern, for `AuthorizationManager.follow(_:)`.
public final class DeviceReportProbe: AuthorizationProbe {
    /// Where the reports are kept.
    public let store: any DeviceReportStore
    /// How many reports the probe remembers at most.
    public let cacheCapacity: Int
    /// How many bytes the reports the probe remembers take at most.
    public let cacheBudget: Int

    private struct Cache {
        var reports: ClockCache<String, DeviceReport>
        /// Counts every forgetting, so that a report read from the store before one is not remembered after it
        /// (it may be older than the change that caused it).
        var generation = 0
        /// Whether reports read are remembered: not while the store does not hear other processes' changes.
        var remembers = true
    }

    private let cache: Locked<Cache>

    /// A probe over `store` (a new memory store by default) that remembers at most `cacheCapacity` reports, of at
    /// most `cacheBudget` bytes in all (64 MiB by default).
    public init(
        store: any DeviceReportStore = MemoryDeviceReportStore(), cacheCapacity: Int = 100_000,
        cacheBudget: Int = 64 << 20
    ) {
        self.store = store
        self.cacheCapacity = max(1, cacheCapacity)
        self.cacheBudget = max(0, cacheBudget)
        cache = Locked(Cache(reports: ClockCache(capacity: self.cacheCapacity, budget: self.cacheBudget)))
    }

    /// Records a device's report in the store, replacing its previous one, and returns the subject it describes
    /// once the store has it.
    ///
    /// - Throws: `DeviceReport.SchemaError` for a report no store may keep (`DeviceReport.validate()`), before
    ///   the store is asked; the store's errors.
    @discardableResult
    public func record(_ report: DeviceReport) async throws -> Subject {
        try report.validate()
        forget(report.subject.id)
        try await store.record(report)
        forget(report.subject.id)
        return report.subject
    }

    /// The latest report of a subject: remembered, else read from the store.
    public func report(for subjectID: String) async throws -> DeviceReport? {
        let generation = cache.withLock { cache -> Int? in
            cache.reports.value(for: subjectID) == nil ? cache.generation : nil
        }
        guard let generation else { return cache.withLock { $0.reports.value(for: subjectID) } }
        let report = try await store.report(for: subjectID)
        if let report {
            cache.withLock { cache in
                if cache.generation == generation && cache.remembers {
                    cache.reports.insert(report, for: subjectID, cost: report.memoryFootprint)
                }
            }
        }
        return report
    }

    /// Erases a subject's report and answers from the store.
    public func erase(subjectID: String) async throws {
        forget(subjectID)
        try await store.erase(subjectID: subjectID)
        forget(subjectID)
    }

    /// Erases from the store at most `limit` subjects for which nothing was recorded since `date`
    /// (`DeviceReportStore.eraseSubjects(quietSince:limit:)`) and forgets them; returns them.
    public func eraseSubjects(quietSince date: Date, limit: Int) async throws -> [String] {
        let erased = try await store.eraseSubjects(quietSince: date, limit: limit)
        for subjectID in erased { forget(subjectID) }
        return erased
    }

    /// The store's changes, each passed on once the probe has forgotten the reports it concerns. The probe
    /// forgets every report it remembered when the stream begins, since a change made before it could have been
    /// missed; from `.unheard` to the next `.all` it remembers none, and reads each from the store.
    public func changes() -> AsyncStream<DeviceReportChange> {
        let changes = store.changes()
        forgetAll()
        return AsyncStream { continuation in
            let task = Task {
                for await change in changes {
                    switch change {
                    case .subject(let subjectID): forget(subjectID)
                    case .all: forgetAll(remembering: true)
                    case .unheard: forgetAll(remembering: false)
                    }
                    continuation.yield(change)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// How many reports the probe remembers now.
    public var rememberedCount: Int { cache.withLock { $0.reports.count } }

    /// How many bytes the reports the probe remembers take now, as `DeviceReport.memoryFootprint` counts them.
    public var rememberedBytes: Int { cache.withLock { $0.reports.totalCost } }

    public func status(of service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        try await report(for: subject.id)?.reportedStatus(of: service)
    }

    private func forget(_ subjectID: String) {
        cache.withLock { cache in
            cache.reports.removeValue(for: subjectID)
            cache.generation += 1
        }
    }

    private func forgetAll(remembering: Bool? = nil) {
        cache.withLock { cache in
            cache.reports.removeAll()
            cache.generation += 1
            if let remembering { cache.remembers = remembering }
        }
    }
}
