/// Several probes asked in order: the first that knows answers. Gates (version, switches) go first, the
/// device's own report after them.
public struct ProbeChain: AuthorizationProbe {
    /// The probes, in the order they are asked.
    public var probes: [any AuthorizationProbe]

    /// Creates a chain.
    public init(_ probes: [any AuthorizationProbe]) {
        self.probes = probes
    }

    public func status(of service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        for probe in probes {
            if let status = try await probe.status(of: service, for: subject) { return status }
        }
        return nil
    }

    /// Asks the probes in order; a gate that already answers (`lowVersion`, `unserviced`) answers the request
    /// too, since asking cannot change it.
    public func requestAccess(to service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        for probe in probes {
            if let status = try await probe.requestAccess(to: service, for: subject) { return status }
        }
        return nil
    }
}
