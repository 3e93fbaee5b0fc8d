/// A service's status changing for a subject, as a probe reported it.
public struct StatusChange: Hashable, Sendable {
    /// The subject whose status changed.
    public var subjectID: String
    /// The service.
    public var service: Service
    /// The status before, when one was known.
    public var previous: AuthorizationStatus?
    /// The status now.
    public var current: AuthorizationStatus
}
