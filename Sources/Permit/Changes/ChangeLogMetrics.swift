import Metrics

/// What the stores count of their change logs, through swift-metrics.
package enum ChangeLogMetrics {
    /// Counts `count` changes written to a log (`permit_changes_written_total`), once their write committed.
    package static func written(_ count: Int) {
        guard count > 0 else { return }
        Counter(label: "permit_changes_written_total").increment(by: count)
    }
}
