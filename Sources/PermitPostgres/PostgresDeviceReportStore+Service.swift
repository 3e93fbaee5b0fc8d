public import ServiceLifecycle

/// The store runs its connections as a ServiceLifecycle service, as its `PostgresClient` does: in a `ServiceGroup`,
/// place it before the services that use it, so that it stops after them.
extension PostgresDeviceReportStore: ServiceLifecycle.Service {}
