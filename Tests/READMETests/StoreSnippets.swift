// The README's snippet on several instances, verbatim inside a function that gives it its free names. Nothing
// here runs.
import Logging
import Permit
import PermitPostgres
import PostgresNIO

/// "Where reports are kept": a Swift server over a PostgreSQL store.
private func severalInstancesSnippet(configuration: PostgresClient.Configuration, logger: Logger, report: DeviceSnapshot) async throws {
    let store = PostgresDeviceReportStore(configuration: configuration, logger: logger)   // a PostgresClient.Configuration
    let snapshots = DeviceSnapshotProbe(store: store)
    let manager = AuthorizationManager(
        probe: ProbeChain([SystemVersionGate(), snapshots]), softAskLedger: SoftAskLedger(store: store))
    try await withThrowingDiscardingTaskGroup { group in
        group.addTask { await store.run() }                 // the connection pool and the LISTEN connection
        try await store.checkSchema()                       // or store.migrate()
        group.addTask { await manager.follow(snapshots) }   // forget what other processes changed
        // ... serve: try await manager.record(report, in: snapshots), manager.authorization(of:for:) ...
    }
}
