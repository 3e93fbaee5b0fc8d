import Permit
@testable import PermitPostgres
import PermitLocalization
import Testing

/// A store call answers by its deadline even when the driver's call under it ignores cancellation: a PostgreSQL
/// query on a connection the database dropped once kept a request, and then permit-server's shutdown, waiting.
@Suite struct StoreDeadlineTests {
    @Test func anOperationThatIgnoresCancellationIsNotWaitedFor() async throws {
        let gate = Gate()
        await #expect {
            try await withStoreDeadline(.milliseconds(50), "reading") {
                await gate.passed()
                return 1
            }
        } throws: { ($0 as? DeviceReportStoreError)?.code == .unavailable }
        #expect(!gate.isOpen, "the deadline waited for the operation to end")
        gate.open()
    }

    /// The deadline is far off: the test bundle's other tests may keep the threads that run tasks busy for seconds
    /// (a command-line test waits for its process on one), and this test is not about time.
    @Test func theAnswerAndTheErrorOfAnOperationInTimePassThrough() async throws {
        #expect(try await withStoreDeadline(.seconds(600), "reading") { 7 } == 7)
        await #expect {
            try await withStoreDeadline(.seconds(600), "reading") { () async throws -> Int in
                throw DeviceReportStoreError(.unreadableRecord, "a record no version reads")
            }
        } throws: { ($0 as? DeviceReportStoreError)?.code == .unreadableRecord }
    }

    @Test func aCancelledCallerIsAnsweredAtOnce() async throws {
        let gate = Gate()
        let call = Task { try await withStoreDeadline(.seconds(600), "reading") { await gate.passed(); return 1 } }
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
        #expect(!gate.isOpen)
        gate.open()
    }
}

/// Something to wait for that does not heed cancellation. It opens by itself after ten seconds, so that a test of
/// a deadline that waits for it fails instead of hanging.
private final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    init() {
        Task { [weak self] in
            try? await Task.sleep(for: .seconds(10))
            self?.open()
        }
    }

    var isOpen: Bool { state.withLock { $0.isOpen } }

    func passed() async {
        await withCheckedContinuation { continuation in
            let open = state.withLock { state in
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if open { continuation.resume() }
        }
    }

    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
