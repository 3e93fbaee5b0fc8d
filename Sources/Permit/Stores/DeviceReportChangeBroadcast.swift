import PermitLocalization

/// The subscribers of a store's `changes()`, each with a stream of its own, and what is announced to all of them.
package final class DeviceReportChangeBroadcast: Sendable {
    private struct Subscribers {
        var continuations: [Int: AsyncStream<DeviceReportChange>.Continuation] = [:]
        var next = 0
        /// Whether the last of `.unheard` and `.all` announced was `.unheard`.
        var isUnheard = false
    }

    private let subscribers = Locked(Subscribers())
    private let buffered: Int

    /// A broadcast whose subscribers each keep at most `buffered` changes not yet read (the newest).
    package init(buffered: Int) {
        self.buffered = buffered
    }

    /// A new subscriber's stream, until it stops iterating; it begins with `.unheard` while the store does not hear
    /// other processes' changes.
    package func subscribe() -> AsyncStream<DeviceReportChange> {
        let (stream, continuation) = AsyncStream<DeviceReportChange>.makeStream(bufferingPolicy: .bufferingNewest(buffered))
        let id = subscribers.withLock { subscribers in
            defer { subscribers.next += 1 }
            subscribers.continuations[subscribers.next] = continuation
            if subscribers.isUnheard { continuation.yield(.unheard) }
            return subscribers.next
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    /// Tells every subscriber. A subscriber whose buffer was full loses its oldest change and is told `.all`
    /// after it, so that it forgets everything rather than miss a change (and `.unheard` again while the store
    /// does not hear changes).
    package func announce(_ change: DeviceReportChange) {
        let (continuations, isUnheard) = subscribers.withLock { subscribers in
            if change == .all || change == .unheard { subscribers.isUnheard = change == .unheard }
            return (Array(subscribers.continuations.values), subscribers.isUnheard)
        }
        for continuation in continuations {
            if case .dropped = continuation.yield(change) {
                continuation.yield(.all)
                if isUnheard { continuation.yield(.unheard) }
            }
        }
    }
}
