import PermitLocalization

/// What a PostgreSQL store knows of its database now: whether it can be reached, and whether the store hears the
/// changes processes announce (it hears its own heartbeat). Each method that changes the state says whether it
/// changed, so that only changes are logged and announced.
final class PostgresHealth: Sendable {
    private struct State {
        /// Why the database cannot be reached, while it cannot.
        var unreachable: String?
        /// When the store last heard its own heartbeat.
        var lastHeard: ContinuousClock.Instant?
        var isHearing = false
    }

    private let state = Locked(State())
    /// How long a store may go without hearing its own heartbeat and still count itself hearing.
    let hearingLapse: Duration

    init(hearingLapse: Duration) {
        self.hearingLapse = hearingLapse
    }

    /// Why the database cannot be reached, or `nil` when it can (as far as the store knows).
    var unreachableReason: String? { state.withLock { $0.unreachable } }

    /// Whether the store hears the changes processes announce.
    var isHearing: Bool { state.withLock { $0.isHearing } }

    /// Records that the database cannot be reached, for `reason`; whether it could before.
    func markUnreachable(_ reason: String) -> Bool {
        state.withLock { state in
            defer { state.unreachable = reason }
            return state.unreachable == nil
        }
    }

    /// Records that the database answered; whether it could not be reached before.
    func markReachable() -> Bool {
        state.withLock { state in
            defer { state.unreachable = nil }
            return state.unreachable != nil
        }
    }

    /// Records that the store heard its own heartbeat at `now`; whether it did not hear before.
    func heardHeartbeat(at now: ContinuousClock.Instant) -> Bool {
        state.withLock { state in
            state.lastHeard = now
            defer { state.isHearing = true }
            return !state.isHearing
        }
    }

    /// Records that the store stopped hearing: its listening connection was lost, or at `now` its heartbeat was
    /// last heard longer ago than `hearingLapse`; whether it heard before.
    func stopHearing(ifLapsedAt now: ContinuousClock.Instant? = nil) -> Bool {
        state.withLock { state in
            guard state.isHearing else { return false }
            if let now, let lastHeard = state.lastHeard, now - lastHeard <= hearingLapse { return false }
            state.isHearing = false
            return true
        }
    }
}
