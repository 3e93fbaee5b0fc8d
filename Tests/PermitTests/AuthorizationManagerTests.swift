@testable import Permit
import Synchronization
import Testing

/// A probe whose answers a test sets, counting the calls it gets, and optionally holding each call until
/// released so that concurrent callers pile up.
final class ScriptedProbe: AuthorizationProbe {
    let statuses: Mutex<[Service: AuthorizationStatus]>
    let afterRequest: Mutex<[Service: AuthorizationStatus]>
    let statusCalls = Atomic<Int>(0)
    let requestCalls = Atomic<Int>(0)
    let delay: Duration

    init(_ statuses: [Service: AuthorizationStatus], afterRequest: [Service: AuthorizationStatus] = [:], delay: Duration = .zero) {
        self.statuses = Mutex(statuses)
        self.afterRequest = Mutex(afterRequest)
        self.delay = delay
    }

    func status(of service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        statusCalls.add(1, ordering: .relaxed)
        if delay > .zero { try await Task.sleep(for: delay) }
        return statuses.withLock { $0[service] }
    }

    func requestAccess(to service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        requestCalls.add(1, ordering: .relaxed)
        let answer = afterRequest.withLock { $0[service] }
        if let answer { statuses.withLock { $0[service] = answer } }
        return answer
    }
}

/// A clock a test moves by hand.
final class ManualClock: Sendable {
    private let offset = Mutex<Duration>(.zero)
    private let start = ContinuousClock.now
    var now: ContinuousClock.Instant { start.advanced(by: offset.withLock { $0 }) }
    func advance(by duration: Duration) { offset.withLock { $0 += duration } }
}

@Suite struct AuthorizationManagerTests {
    static let subject = Subject(id: "device-1", systemVersion: SystemVersion(17))

    @Test func notDeterminedIsRequestedThenResolvedAgainByDefault() async throws {
        let probe = ScriptedProbe([.camera: .notDetermined], afterRequest: [.camera: .granted])
        let manager = AuthorizationManager(probe: probe)
        #expect(try await manager.authorize(.camera, for: Self.subject) == .granted)
        #expect(probe.requestCalls.load(ordering: .relaxed) == 1)
    }

    @Test func withoutAccessIfNotDeterminedTheStatusIsReturnedAsItIs() async throws {
        let probe = ScriptedProbe([.camera: .notDetermined], afterRequest: [.camera: .granted])
        var configuration = AuthorizationManager.Configuration()
        configuration.accessIfNotDetermined = false
        let manager = AuthorizationManager(probe: probe, configuration: configuration)
        #expect(try await manager.authorize(.camera, for: Self.subject) == .notDetermined)
        #expect(probe.requestCalls.load(ordering: .relaxed) == 0)
    }

    @Test func everythingButNotDeterminedIsRemembered() async throws {
        let probe = ScriptedProbe([.camera: .denied, .photo: .limited, .microphone: .notDetermined])
        var configuration = AuthorizationManager.Configuration()
        configuration.accessIfNotDetermined = false
        let manager = AuthorizationManager(probe: probe, configuration: configuration)
        for _ in 0..<3 {
            #expect(try await manager.status(of: .camera, for: Self.subject) == .denied)
            #expect(try await manager.status(of: .photo, for: Self.subject) == .limited)
            #expect(try await manager.status(of: .microphone, for: Self.subject) == .notDetermined)
        }
        // camera and photo once each; microphone every time.
        #expect(probe.statusCalls.load(ordering: .relaxed) == 2 + 3)
        #expect(await manager.rememberedCount == 2)
    }

    @Test func unknownServicesAreNone() async throws {
        let manager = AuthorizationManager(probe: ScriptedProbe([:]))
        #expect(try await manager.status(of: .siri, for: Self.subject) == AuthorizationStatus.unreported)
    }

    @Test func rememberedStatusesExpire() async throws {
        let clock = ManualClock()
        let probe = ScriptedProbe([.camera: .denied])
        var configuration = AuthorizationManager.Configuration()
        configuration.cacheLifetime = .seconds(60)
        let manager = AuthorizationManager(probe: probe, configuration: configuration, now: { clock.now })
        _ = try await manager.status(of: .camera, for: Self.subject)
        clock.advance(by: .seconds(59))
        _ = try await manager.status(of: .camera, for: Self.subject)
        #expect(probe.statusCalls.load(ordering: .relaxed) == 1)
        clock.advance(by: .seconds(2))
        _ = try await manager.status(of: .camera, for: Self.subject)
        #expect(probe.statusCalls.load(ordering: .relaxed) == 2)
    }

    @Test func invalidationIsPerSubjectAndService() async throws {
        let probe = ScriptedProbe([.camera: .denied, .photo: .denied])
        let manager = AuthorizationManager(probe: probe)
        let other = Subject(id: "device-2")
        for subject in [Self.subject, other] {
            _ = try await manager.status(of: .camera, for: subject)
            _ = try await manager.status(of: .photo, for: subject)
        }
        await manager.invalidate(subjectID: "device-1", service: .camera)
        #expect(await manager.rememberedCount == 3)
        await manager.invalidate(subjectID: "device-2")
        #expect(await manager.rememberedCount == 1)
    }

    @Test func theCacheStaysBounded() async throws {
        var configuration = AuthorizationManager.Configuration()
        configuration.cacheCapacity = 50
        let manager = AuthorizationManager(probe: ScriptedProbe([.camera: .denied]), configuration: configuration)
        for number in 0..<500 {
            _ = try await manager.status(of: .camera, for: Subject(id: "device-\(number)"))
        }
        #expect(await manager.rememberedCount <= 50)
        #expect(await manager.storedCount <= 50)
    }

    @Test func concurrentCallsShareOneProbeCall() async throws {
        let probe = ScriptedProbe([.camera: .denied], delay: .milliseconds(50))
        let manager = AuthorizationManager(probe: probe)
        try await withThrowingTaskGroup(of: AuthorizationStatus.self) { group in
            for _ in 0..<32 { group.addTask { try await manager.status(of: .camera, for: Self.subject) } }
            for try await status in group { #expect(status == .denied) }
        }
        #expect(probe.statusCalls.load(ordering: .relaxed) == 1)
    }

    @Test func changesArePublished() async throws {
        let probe = ScriptedProbe([.camera: .denied])
        let manager = AuthorizationManager(probe: probe)
        let changes = await manager.statusChanges()
        _ = try await manager.status(of: .camera, for: Self.subject)
        probe.statuses.withLock { $0[.camera] = .granted }
        await manager.invalidate(subjectID: Self.subject.id)
        _ = try await manager.status(of: .camera, for: Self.subject)
        _ = try await manager.status(of: .camera, for: Self.subject)
        var iterator = changes.makeAsyncIterator()
        let first = await iterator.next()
        let second = await iterator.next()
        #expect(first == StatusChange(subjectID: "device-1", service: .camera, previous: nil, current: .denied))
        #expect(second == StatusChange(subjectID: "device-1", service: .camera, previous: .denied, current: .granted))
    }
}

@Suite struct SharedManagerTests {
    /// Before any bootstrap, the shared manager knows only what the system-version gate knows.
    @Test func theDefaultSharedManagerGatesByVersionOnly() async throws {
        let old = Subject(id: "old-phone", systemVersion: SystemVersion(12))
        #expect(try await AuthorizationManager.shared.status(of: .tracking, for: old) == .lowVersion)
        #expect(try await AuthorizationManager.shared.status(of: .camera, for: old) == AuthorizationStatus.unreported)
    }
}
