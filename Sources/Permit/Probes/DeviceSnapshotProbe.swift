import PermitLocalization

/// Answers from the snapshots devices reported, the latest per subject: switched-off services answer `unserviced`,
/// services the report does not name `notDetermined`, and subjects with no report `nil`.
///
/// Record reports through `AuthorizationManager.record(_:in:)`, which also makes the manager forget what it
/// remembered of the subject; recording here directly leaves a manager's remembered statuses until they expire.
public final class DeviceSnapshotProbe: AuthorizationProbe {
    private let snapshots = Locked<[String: DeviceSnapshot]>([:])

    /// Creates a probe with no snapshot yet.
    public init() {}

    /// Records a device's report, replacing its previous one, and returns the subject it describes.
    @discardableResult
    public func record(_ snapshot: DeviceSnapshot) -> Subject {
        snapshots.withLock { $0[snapshot.subject.id] = snapshot }
        return snapshot.subject
    }

    /// The latest snapshot of a subject.
    public func snapshot(for subjectID: String) -> DeviceSnapshot? {
        snapshots.withLock { $0[subjectID] }
    }

    public func status(of service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        guard let snapshot = snapshot(for: subject.id) else { return nil }
        if snapshot.servicesSwitchedOff.contains(service) { return .unserviced }
        return snapshot.statuses[service] ?? .notDetermined
    }
}
