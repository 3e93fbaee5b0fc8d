public import Foundation

/// One change in a store's change log: a subject's status for a service changing as permit-server answers it (after
/// the system-version gate, the reported switches and `Service.normalized(_:)`), or a subject erased.
public struct ChangeFeedEntry: Hashable, Sendable {
    /// Where the entry is in the log: pass it to `DeviceReportStore.changes(after:limit:)` to read what follows.
    public var cursor: ChangeCursor
    /// The subject whose status changed, or that was erased.
    public var subjectID: String
    /// The service whose status changed; `nil` when the subject was erased.
    public var service: Service?
    /// The status answered before; `nil` for a subject's first report (and an erasure).
    public var previous: AuthorizationStatus?
    /// The status answered now; `nil` for an erasure.
    public var current: AuthorizationStatus?
    /// When the change was recorded.
    public var recordedAt: Date

    /// Creates an entry.
    public init(
        cursor: ChangeCursor, subjectID: String, service: Service?, previous: AuthorizationStatus?,
        current: AuthorizationStatus?, recordedAt: Date
    ) {
        self.cursor = cursor
        self.subjectID = subjectID
        self.service = service
        self.previous = previous
        self.current = current
        self.recordedAt = recordedAt
    }

    /// Whether the entry says the subject was erased: its report, answers and earlier changes are gone.
    public var isErasure: Bool { service == nil }
}
