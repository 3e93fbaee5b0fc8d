/// A fixed table of statuses, the same for every subject: for tests, demos and services whose answer never
/// changes.
public struct FixedStatusProbe: AuthorizationProbe {
    /// The statuses by service; services not in the table are unknown to the probe.
    public var statuses: [Service: AuthorizationStatus]

    /// Creates a probe over a table.
    public init(_ statuses: [Service: AuthorizationStatus]) {
        self.statuses = statuses
    }

    public func status(of service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        statuses[service]
    }
}
