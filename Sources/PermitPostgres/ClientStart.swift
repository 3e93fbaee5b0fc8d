import PermitLocalization

/// Opens once a `PostgresClient`'s `run()` has been called, so that the store leases no connection before: a pool
/// leased from before it runs waits for it all the same, but logs a warning that reads like a fault.
///
/// The task that runs the client opens the gate and calls `run()` with no suspension between, and `run()` marks
/// the client running before its first suspension. But a waiter let through resumes on another thread at once, and
/// on a loaded machine it reached its lease before the running task marked its client (CI, once in about fifty
/// runs), so a waiter that had to wait lets a short moment pass before it goes on; PostgresNIO tells no other way
/// when `run()` has begun. Only statements that arrive while the client starts pay it.
final class ClientStart: Sendable {
    private enum State {
        case waiting([CheckedContinuation<Void, Never>])
        case open
    }

    private let state = Locked(State.waiting([]))

    /// A gate not opened yet.
    init() {}

    /// Lets every waiter through, and every later one at once.
    func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard case .waiting(let waiters) = state else { return [] }
            state = .open
            return waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the gate is open (at once, without suspending, once it is: every statement passes here). A
    /// caller that must not wait for ever bounds this with its own deadline.
    func wait() async {
        guard !state.withLock({ if case .open = $0 { return true } else { return false } }) else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isOpen = state.withLock { state -> Bool in
                guard case .waiting(var waiters) = state else { return true }
                waiters.append(continuation)
                state = .waiting(waiters)
                return false
            }
            if isOpen { continuation.resume() }
        }
        try? await Task.sleep(for: Self.markingMoment)
    }

    /// How long a waiter let through gives the running task to mark its client running.
    private static let markingMoment = Duration.milliseconds(5)
}
