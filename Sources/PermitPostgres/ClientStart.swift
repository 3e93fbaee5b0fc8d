import PermitLocalization

/// Opens once a `PostgresClient`'s `run()` has been called, so that the store leases no connection before: a pool
/// leased from before it runs waits for it all the same, but logs a warning that reads like a fault.
///
/// The task that runs the client opens the gate and calls `run()` with no suspension between, and `run()` marks
/// the client running before its first suspension, so a statement let through finds the client running.
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
    }
}
