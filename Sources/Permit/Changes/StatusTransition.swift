/// A service's status as permit-server answers it moving from one value to another, before the store gives it a
/// place in its log.
package struct StatusTransition: Hashable, Sendable {
    package var service: Service
    package var previous: AuthorizationStatus?
    package var current: AuthorizationStatus
}

extension DeviceReport {
    /// The status permit-server answers for `service` from this report: the system-version gate
    /// (`SystemVersionGate`), then the reported switches and statuses (`DeviceReportProbe`), normalized for the
    /// service as `AuthorizationManager` normalizes every answer.
    package func answeredStatus(of service: Service) -> AuthorizationStatus {
        service.normalized(SystemVersionGate.gatedStatus(of: service, for: subject) ?? reportedStatus(of: service))
    }

    /// What this report changes in the answers after `previous` (the subject's report before it, `nil` when there
    /// was none), for the services either report names (a status or a switch), in the services' order. Services
    /// neither names are answered alike before and after for a subject that keeps its system, and are left out.
    package func transitions(since previous: DeviceReport?) -> [StatusTransition] {
        let named = namedServices.union(previous?.namedServices ?? [])
        return named.sorted { $0.rawValue < $1.rawValue }.compactMap { service in
            let before = previous?.answeredStatus(of: service)
            let after = answeredStatus(of: service)
            return before == after ? nil : StatusTransition(service: service, previous: before, current: after)
        }
    }

    /// The services the report names: those with a status and those a switch turns off.
    private var namedServices: Set<Service> {
        Set(statuses.keys).union(servicesSwitchedOff)
    }
}
