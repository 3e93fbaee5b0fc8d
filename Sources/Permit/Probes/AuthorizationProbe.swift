/// A source of authorization statuses: a device's reported report, a version gate, a service switch, a table...
///
/// A probe answers `nil` when it does not know about a service, so that probes compose: the first that knows
/// answers (see `ProbeChain`). On a server there is no system dialog: `requestAccess` asks whatever stands for
/// one (a push to the device, a stored consent) and reports the status after it; a probe that cannot ask returns
/// the current status.
public protocol AuthorizationProbe: Sendable {
    /// The status of `service` for `subject`, or `nil` when this probe does not know.
    func status(of service: Service, for subject: Subject) async throws -> AuthorizationStatus?

    /// Asks for access to `service` for `subject`, and returns the status after asking, or `nil` when this probe
    /// does not know.
    func requestAccess(to service: Service, for subject: Subject) async throws -> AuthorizationStatus?
}

extension AuthorizationProbe {
    /// A probe that cannot ask reports the status as it stands.
    public func requestAccess(to service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        try await status(of: service, for: subject)
    }
}
