import Metrics
import PermitLocalization

/// How many requests wait for changes, told to a gauge as it changes.
final class WatcherCount: Sendable {
    private let count = Locked(0)

    /// Adds `delta` to the count and records the count in `gauge`.
    func add(_ delta: Int, to gauge: Gauge) {
        gauge.record(count.withLock { count in
            count += delta
            return count
        })
    }
}
