import PermitLocalization

/// Answers from the snapshots devices reported, the latest per subject: switched-off services answer `unserviced`,
/// services the report does not name `notDetermined`, and subjects with no report `nil`.
///
/// Record reports through `AuthorizationManager.record(_:in:)`, which also makes the manager forget what it
/// remembered of the subject; recording here directly leaves a manager's remembered statuses until they expire.
///
/// Reports live in the process's memory, at most `capacity` subjects: past it, the subjects recorded least
/// recently are forgotten first (a tenth of the capacity at a time), and answer `nil` until they report again.
public final class DeviceSnapshotProbe: AuthorizationProbe {
    private struct Stored {
        var snapshot: DeviceSnapshot
        var sequence: Int
    }

    private struct State {
        var snapshots: [String: Stored] = [:]
        var nextSequence = 0
    }

    /// How many subjects' reports the probe keeps at most.
    public let capacity: Int
    private let state = Locked(State())

    /// Creates a probe with no snapshot yet, keeping at most `capacity` subjects' reports.
    public init(capacity: Int = 100_000) {
        self.capacity = max(1, capacity)
    }

    /// Records a device's report, replacing its previous one, and returns the subject it describes.
    @discardableResult
    public func record(_ snapshot: DeviceSnapshot) -> Subject {
        state.withLock { state in
            state.snapshots[snapshot.subject.id] = Stored(snapshot: snapshot, sequence: state.nextSequence)
            state.nextSequence += 1
            guard state.snapshots.count > capacity else { return }
            let excess = state.snapshots.count - capacity + max(1, capacity / 10) - 1
            let oldest = state.snapshots.sorted { $0.value.sequence < $1.value.sequence }.prefix(excess)
            for (id, _) in oldest where id != snapshot.subject.id { state.snapshots[id] = nil }
        }
        return snapshot.subject
    }

    /// The latest snapshot of a subject.
    public func snapshot(for subjectID: String) -> DeviceSnapshot? {
        state.withLock { $0.snapshots[subjectID]?.snapshot }
    }

    /// How many subjects' reports the probe holds.
    public var subjectCount: Int { state.withLock { $0.snapshots.count } }

    public func status(of service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        guard let snapshot = snapshot(for: subject.id) else { return nil }
        if snapshot.servicesSwitchedOff.contains(service) { return .unserviced }
        return snapshot.statuses[service] ?? .notDetermined
    }
}
