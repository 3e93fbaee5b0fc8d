import PermitLocalization

/// Answers `unserviced` for services whose system-wide switch is off for a subject: Location Services turned
/// off, Bluetooth off, Face ID not set up, a camera, Health or a Nearby Interaction chip absent from the device.
///
/// A server sets the switches as devices report them; the switch is shared and safe to update while requests
/// run.
public final class ServiceSwitch: AuthorizationProbe {
    private let offServices = Locked<[String: Set<Service>]>([:])

    /// Creates a switch with every service on.
    public init() {}

    /// Turns a system-wide service off or on for a subject. Turning off Location Services turns off every
    /// location service.
    public func set(_ service: Service, on isOn: Bool, for subjectID: String) {
        let affected: Set<Service> =
            service.facts.unservicedBy == .locationServices
            ? Set(Service.allCases.filter { $0.facts.unservicedBy == .locationServices }) : [service]
        offServices.withLock { table in
            if isOn {
                table[subjectID, default: []].subtract(affected)
            } else {
                table[subjectID, default: []].formUnion(affected)
            }
        }
    }

    public func status(of service: Service, for subject: Subject) async throws -> AuthorizationStatus? {
        offServices.withLock { $0[subject.id]?.contains(service) == true } ? .unserviced : nil
    }
}
