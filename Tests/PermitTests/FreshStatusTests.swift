import Foundation
import Synchronization
import Permit
import Testing

/// A re-reported device is answered from its new report at once, through `AuthorizationManager.record(_:in:)`.
@Suite struct FreshStatusTests {
    static func report(_ id: String, camera: String, languages: [String] = []) throws -> DeviceReport {
        let languageList = languages.map { "\"\($0)\"" }.joined(separator: ",")
        return try DeviceReport(json: Array(
            #"{"subject": "\#(id)", "languages": [\#(languageList)], "services": {"camera": "\#(camera)"}}"#.utf8))
    }

    @Test func aReReportedStatusIsAnsweredAtOnce() async throws {
        let reports = DeviceReportProbe()
        let manager = AuthorizationManager(probe: ProbeChain([SystemVersionGate(), reports]))
        let subject = try await manager.record(try Self.report("phone", camera: "denied"), in: reports)
        #expect(try await manager.authorization(of: .camera, for: subject).granted == false)
        try await manager.record(try Self.report("phone", camera: "authorized"), in: reports)
        let (granted, error) = try await manager.authorization(of: .camera, for: subject)
        #expect(granted)
        #expect(error == nil)
    }

    @Test func recordingPublishesWhatTheReportChanged() async throws {
        let reports = DeviceReportProbe()
        let manager = AuthorizationManager(probe: reports)
        let subject = try await manager.record(try Self.report("phone", camera: "denied"), in: reports)
        _ = try await manager.status(of: .camera, for: subject)
        let changes = await manager.statusChanges()
        try await manager.record(try Self.report("phone", camera: "authorized"), in: reports)
        var iterator = changes.makeAsyncIterator()
        let change = await iterator.next()
        #expect(change?.service == .camera)
        #expect(change?.previous == .denied)
        #expect(change?.current == .granted)
    }

    @Test func anotherSubjectKeepsWhatWasRemembered() async throws {
        let reports = DeviceReportProbe()
        let manager = AuthorizationManager(probe: reports)
        let tablet = try await manager.record(try Self.report("tablet", camera: "denied"), in: reports)
        _ = try await manager.status(of: .camera, for: tablet)
        try await manager.record(try Self.report("phone", camera: "authorized"), in: reports)
        #expect(await manager.rememberedCount == 1)
    }

    /// Many tasks record alternating reports and read concurrently; once the last report is recorded, every
    /// answer is the last report's, never a stale one a read in flight remembered.
    @Test func concurrentRecordsAndReadsEndOnTheLastReport() async throws {
        let probe = DeviceReportProbe()
        let manager = AuthorizationManager(probe: probe)
        let words = ["denied", "authorized", "restricted"]
        let reports = try (0..<3).map { try Self.report("phone", camera: words[$0]) }
        let subject = reports[0].subject
        await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<64 {
                group.addTask {
                    for round in 0..<50 {
                        if (task + round) % 4 == 0 {
                            try await manager.record(reports[(task + round) % 3], in: probe)
                        } else {
                            _ = try await manager.status(of: .camera, for: subject)
                        }
                    }
                }
            }
        }
        try await manager.record(try Self.report("phone", camera: "limited"), in: probe)
        // limited is outside the camera's matrix: a grant.
        #expect(try await manager.status(of: .camera, for: subject) == .granted)
        try await manager.record(reports[0], in: probe)
        #expect(try await manager.status(of: .camera, for: subject) == .denied)
    }

    /// A read that began before a new report arrived answers its caller, but is not remembered.
    @Test func aReadInFlightDuringARecordIsNotRemembered() async throws {
        let gated = GatedProbe()
        let manager = AuthorizationManager(probe: gated)
        let subject = Subject(id: "phone")
        gated.answer.withLock { $0 = .denied }
        let read = Task { try await manager.status(of: .camera, for: subject) }
        var asked = gated.asked.makeAsyncIterator()
        _ = await asked.next()
        await manager.invalidate(subjectID: "phone")
        gated.answer.withLock { $0 = .granted }
        gated.isOpen.withLock { $0 = true }
        #expect(try await read.value == .denied)
        #expect(try await manager.status(of: .camera, for: subject) == .granted)
    }
}

/// A probe that reads `answer` when asked, says so on `asked`, and answers once `isOpen` is true.
final class GatedProbe: AuthorizationProbe {
    let answer = Mutex<AuthorizationStatus>(.unreported)
    let isOpen = Mutex(false)
    let asked: AsyncStream<Void>
    private let askedContinuation: AsyncStream<Void>.Continuation

    init() {
        (asked, askedContinuation) = AsyncStream<Void>.makeStream()
    }

    func status(of service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        let status = answer.withLock { $0 }
        askedContinuation.yield()
        while !isOpen.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(1)) }
        return status
    }
}
