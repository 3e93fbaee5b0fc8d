// The snippets of docs/server-guide.md on stores, verbatim inside a function that gives it its free names. Nothing
// here runs.
import Logging
import Permit
import PermitPostgres
import PostgresNIO

/// docs/server-guide.md "Keeping reports in a database": a Swift server over a PostgreSQL store.
private func severalInstancesSnippet(configuration: PostgresClient.Configuration, logger: Logger, report: DeviceReport) async throws {
    let store = PostgresDeviceReportStore(configuration: configuration, logger: logger)   // a PostgresClient.Configuration
    let reports = DeviceReportProbe(store: store)
    let manager = AuthorizationManager(
        probe: ProbeChain([SystemVersionGate(), reports]), softAskLedger: SoftAskLedger(store: store))
    try await withThrowingDiscardingTaskGroup { group in
        group.addTask { await store.run() }                 // the connection pool and the LISTEN connection
        try await store.checkSchema()                       // or store.migrate()
        group.addTask { await manager.follow(reports) }   // forget what other processes changed
        // ... serve: try await manager.record(report, in: reports), manager.authorization(of:for:) ...
    }
}

/// docs/server-guide.md "Following what changes": a backend that follows the change feed from the cursor it saved.
private func changeFeedSnippet(
    store: PostgresDeviceReportStore, saved: String?, save: (String) async throws -> Void,
    pauseUploads: (String) async throws -> Void, resumeUploads: (String) async throws -> Void
) async throws {
    for try await change in store.changeFeed(after: saved.flatMap(ChangeCursor.init)) {
        if change.service == .photo, change.current == .denied { try await pauseUploads(change.subjectID) }
        if change.service == .photo, change.current == .granted { try await resumeUploads(change.subjectID) }
        try await save(change.cursor.description)   // resume here after a restart, on any instance
    }
}
