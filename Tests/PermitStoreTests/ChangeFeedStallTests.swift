import Foundation
import Permit
import PermitPostgres
import PostgresNIO
import TestSupport
import Testing

/// The change feed of a process whose database connections stall (their PostgreSQL backends stopped, as a frozen
/// server or a dropped network leaves them): a read fails within the store's deadline instead of hanging, and a
/// follower that resumes from its cursor reads every change written meanwhile through another process, once each.
@Suite(.enabled(if: TestPostgres.url != nil)) struct ChangeFeedStallTests {
    @Test(.timeLimit(.minutes(1)))
    func aStalledReadFailsInTimeAndTheFeedResumesWithoutAGapOrARepeat() async throws {
        let database = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.dropDatabase(database) } }
        let name = "permit-feed-stall-" + UUID().uuidString.prefix(8).lowercased()
        let (here, runningHere) = try await TestPostgres.store(
            database: database, heartbeatInterval: .milliseconds(200), timeout: .seconds(1), applicationName: name)
        let (there, runningThere) = try await TestPostgres.store(database: database)
        defer {
            runningHere.cancel()
            runningThere.cancel()
        }
        try await there.migrate()
        try await there.record(DeviceReport(subject: Subject(id: "before"), statuses: [.camera: .denied]))
        let first = try await here.changes(after: nil, limit: 10)
        #expect(first.entries.map(\.subjectID) == ["before"])

        // Every backend of this process's connections stops: its pool's four, all open (`TestPostgres.store`), one
        // of them leased for listening.
        #expect(try await eventually { try await Self.backends(named: name, asking: there).count == 4 })
        let backends = try await Self.backends(named: name, asking: there)
        for backend in backends { kill(backend, SIGSTOP) }
        defer { for backend in backends { kill(backend, SIGCONT) } }
        for subject in ["during-1", "during-2", "during-3"] {
            try await there.record(DeviceReport(subject: Subject(id: subject), statuses: [.camera: .granted]))
        }
        let started = ContinuousClock.now
        let error = await #expect(throws: DeviceReportStoreError.self) {
            try await here.changes(after: first.cursor, limit: 10)
        }
        #expect(error?.code == .unavailable)
        #expect(ContinuousClock.now - started < .seconds(3), "the stalled read took \(ContinuousClock.now - started)")

        // Once the database answers again (the stopped backends go on, or a new pool connects), the follower
        // resumes from its cursor.
        for backend in backends { kill(backend, SIGCONT) }
        var resumed: [ChangeFeedEntry] = []
        #expect(
            try await eventually(within: .seconds(20)) {
                guard let page = try? await here.changes(after: first.cursor, limit: 10) else { return false }
                resumed = page.entries
                return true
            })
        #expect(resumed.map(\.subjectID) == ["during-1", "during-2", "during-3"])
    }

    /// The process ids of the backends serving the connections of the client named `name`.
    private static func backends(named name: String, asking store: PostgresDeviceReportStore) async throws -> [pid_t] {
        var found: [pid_t] = []
        let rows = try await store.client.query(
            "SELECT pid FROM pg_stat_activity WHERE application_name = \(name)", logger: TestPostgres.logger)
        for try await pid in rows.decode(Int32.self) { found.append(pid_t(pid)) }
        return found
    }
}
