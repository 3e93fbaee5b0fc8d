import Foundation
import Permit
import TestSupport
import Testing

/// Two managers over one store, as two processes of one server: each follows the store and answers the newest
/// report, whichever recorded it.
@Suite struct ManagerAcrossProcessesTests {
    @Test(arguments: StoreKind.available.filter { $0 != .sqlite })
    func aReportRecordedThroughOneManagerIsAnsweredByTheOther(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            let other = try #require(test.otherProcess)
            let (hereProbe, thereProbe) = (DeviceReportProbe(store: test.store), DeviceReportProbe(store: other))
            let here = AuthorizationManager(probe: hereProbe)
            let there = AuthorizationManager(probe: thereProbe)
            let following = Task { await there.follow(thereProbe) }
            defer { following.cancel() }
            let subject = try await here.record(DeviceReport(subject: Subject(id: "d"), statuses: [.camera: .denied]), in: hereProbe)
            // The other manager remembers the denial...
            #expect(try await eventually { try await there.status(of: .camera, for: subject) == .denied })
            // ...and forgets it when the first records a grant.
            try await here.record(DeviceReport(subject: Subject(id: "d"), statuses: [.camera: .granted]), in: hereProbe)
            #expect(try await eventually { try await there.status(of: .camera, for: subject) == .granted })
            try await here.erase(subjectID: "d", in: hereProbe)
            #expect(try await eventually { try await there.status(of: .camera, for: subject) == .unreported })
        }
    }

    @Test func aStoreThatMayHaveMissedChangesMakesTheManagerForgetEverything() async throws {
        let store = ReplayingStore()
        let probe = DeviceReportProbe(store: store)
        let manager = AuthorizationManager(probe: probe)
        let following = Task { await manager.follow(probe) }
        defer { following.cancel() }
        await store.firstSubscription()
        try await store.record(DeviceReport(subject: Subject(id: "a"), statuses: [.camera: .denied]))
        try await store.record(DeviceReport(subject: Subject(id: "b"), statuses: [.camera: .denied]))
        for id in ["a", "b"] { #expect(try await manager.status(of: .camera, for: Subject(id: id)) == .denied) }
        #expect(await manager.rememberedCount == 2)
        store.announce(.all)
        #expect(try await eventually { await manager.rememberedCount == 0 && probe.rememberedCount == 0 })
    }

    /// A change made before the manager began to follow the store reaches no stream; the manager must not keep
    /// answering what it remembered from before.
    @Test func aChangeMadeBeforeFollowingBeganIsNotMissed() async throws {
        let store = ReplayingStore()
        let probe = DeviceReportProbe(store: store)
        let manager = AuthorizationManager(probe: probe)
        let subject = Subject(id: "a")
        try await store.record(DeviceReport(subject: subject, statuses: [.camera: .denied]))
        #expect(try await manager.status(of: .camera, for: subject) == .denied)
        try await store.record(DeviceReport(subject: subject, statuses: [.camera: .granted]))
        let following = Task { await manager.follow(probe) }
        defer { following.cancel() }
        await store.firstSubscription()
        #expect(try await eventually { try await manager.status(of: .camera, for: subject) == .granted })
    }

}

/// A memory store whose changes a test announces itself (recording announces nothing).
final class ReplayingStore: DeviceReportStore {
    private let memory = MemoryDeviceReportStore()
    private let announced = AsyncStream<DeviceReportChange>.makeStream()
    private let subscriptions = AsyncStream<Void>.makeStream()

    func announce(_ change: DeviceReportChange) { announced.continuation.yield(change) }

    /// Returns once something has asked for the changes.
    func firstSubscription() async {
        var iterator = subscriptions.stream.makeAsyncIterator()
        _ = await iterator.next()
    }

    func record(_ report: DeviceReport) async throws { try await memory.record(report) }
    func report(for subjectID: String) async throws -> DeviceReport? { try await memory.report(for: subjectID) }
    func recordAnswers(_ answers: SoftAskAnswers, subjectID: String) async throws {
        try await memory.recordAnswers(answers, subjectID: subjectID)
    }
    func answers(for subjectID: String) async throws -> SoftAskAnswers { try await memory.answers(for: subjectID) }
    func erase(subjectID: String) async throws { try await memory.erase(subjectID: subjectID) }
    func reportCount() async throws -> Int { try await memory.reportCount() }
    func eraseSubjects(quietSince date: Date, limit: Int) async throws -> [String] {
        try await memory.eraseSubjects(quietSince: date, limit: limit)
    }
    func changes() -> AsyncStream<DeviceReportChange> {
        subscriptions.continuation.yield()
        return announced.stream
    }
    func changes(after cursor: ChangeCursor?, limit: Int) async throws -> ChangePage {
        try await memory.changes(after: cursor, limit: limit)
    }
    func forgetChanges(recordedBefore date: Date) async throws -> Int { try await memory.forgetChanges(recordedBefore: date) }
    var changeLogGrowth: ChangeLogSignal { memory.changeLogGrowth }
}
