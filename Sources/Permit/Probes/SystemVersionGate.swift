/// Answers `lowVersion` for a service newer than the subject's operating system, and nothing otherwise.
///
/// Put it first in a chain: a service the system does not have cannot be granted, whatever else is reported.
/// Health on iPad needs iPadOS 17, whatever iOS version introduced it on iPhone.
public struct SystemVersionGate: AuthorizationProbe {
    /// Creates the gate.
    public init() {}

    public func status(of service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        Self.gatedStatus(of: service, for: subject)
    }

    /// What the gate answers for `service`: `lowVersion` when the subject's system is older than the service.
    package static func gatedStatus(of service: Service, for subject: Subject) -> AuthorizationStatus? {
        guard let version = subject.systemVersion else { return nil }
        return version < minimumVersion(of: service, on: subject.deviceKind) ? .lowVersion : nil
    }

    /// The first version of the system on `device` that has `service`.
    public static func minimumVersion(of service: Service, on device: DeviceKind?) -> SystemVersion {
        if service == .health && device == .iPad { return SystemVersion(17) }
        return service.introducedIn
    }
}
