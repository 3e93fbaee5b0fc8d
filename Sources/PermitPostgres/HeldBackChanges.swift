import NIOCore
import NIOPosix
import Permit
import PermitLocalization

/// Changes committed but not yet readable, because a transaction that began writing before them is still running
/// (see `PostgresDeviceReportStore`): when a read finds some, the log's readers are told to read again after a
/// short delay, which doubles (to a second) while changes stay held back, since a long transaction may not be a
/// store's (whose commit would be heard).
final class HeldBackChanges: Sendable {
    private struct State {
        var isScheduled = false
        var delay = HeldBackChanges.shortest
    }

    private static let shortest = Duration.milliseconds(5)
    private static let longest = Duration.seconds(1)
    private let state = Locked(State())
    private let signal: ChangeLogSignal

    init(signal: ChangeLogSignal) {
        self.signal = signal
    }

    /// Records what a read found: when changes were held back, readers are told to read again after the delay.
    func found(_ isHeldBack: Bool) {
        let delay = state.withLock { state -> Duration? in
            guard isHeldBack else {
                state.delay = Self.shortest
                return nil
            }
            guard !state.isScheduled else { return nil }
            state.isScheduled = true
            defer { state.delay = min(state.delay * 2, Self.longest) }
            return state.delay
        }
        guard let delay else { return }
        // An event loop's timer, not a sleeping task (see `withStoreDeadline`).
        MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: TimeAmount(delay)) {
            self.state.withLock { $0.isScheduled = false }
            self.signal.announce()
        }
    }
}
