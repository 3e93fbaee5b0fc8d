import PermitLocalization

/// Tells readers of a store's change log that it may have grown, so that one that found nothing new reads again:
/// a reader takes `generation` before it reads, and when it found nothing waits `beyond` it. An announcement is never
/// lost between the read and the wait, and announcements made while nobody waits fold into one.
///
/// Stores announce after each write that added changes, and whenever changes from other processes may have arrived
/// (a PostgreSQL store on every notification and heartbeat it hears). An announcement may come when nothing was
/// added: readers then find nothing and wait again.
public final class ChangeLogSignal: Sendable {
    private struct State {
        var generation: UInt64 = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
    }

    private let state = Locked(State())

    /// A signal nobody announced yet.
    public init() {}

    /// How many announcements were made.
    public var generation: UInt64 { state.withLock { $0.generation } }

    /// Tells every waiting reader that the log may have grown.
    public func announce() {
        let waiters = state.withLock { state in
            state.generation += 1
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once an announcement was made after `generation` was read (at once if one was), or when the
    /// task is cancelled.
    public func wait(beyond generation: UInt64) async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let waits = state.withLock { state in
                    guard state.generation == generation, !Task.isCancelled else { return false }
                    state.waiters[id] = continuation
                    return true
                }
                if !waits { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}
