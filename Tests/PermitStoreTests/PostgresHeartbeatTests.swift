import Foundation
import Permit
import PermitPostgres
import PostgresNIO
import TestSupport
import Testing

/// A process that cannot hear other processes' changes never answers from what it remembered: its heartbeat,
/// sent through the pool and heard on its listening connection, tells it when the listening connection stalls.
@Suite struct PostgresHeartbeatTests {
    @Test(.enabled(if: TestPostgres.url != nil), .timeLimit(.minutes(1)))
    func aProcessWhoseListeningConnectionStallsAnswersTheNewestReport() async throws {
        let database = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.dropDatabase(database) } }
        let name = "permit-stalled-" + UUID().uuidString.prefix(8).lowercased()
        let (here, runningHere) = try await TestPostgres.store(
            database: database, heartbeatInterval: .milliseconds(200), applicationName: name)
        let (there, runningThere) = try await TestPostgres.store(database: database)
        defer {
            runningHere.cancel()
            runningThere.cancel()
        }
        try await here.migrate()
        let probe = DeviceReportProbe(store: here)
        let manager = AuthorizationManager(probe: probe)
        let following = Task { await manager.follow(probe) }
        defer { following.cancel() }
        #expect(try await eventually { here.hearsChanges })
        let subject = Subject(id: "device")
        try await there.record(DeviceReport(subject: subject, statuses: [.camera: .denied]))
        /// Whether the manager answers `expected`, and remembers it (once it has heard that the store hears).
        func answersAndRemembers(_ expected: AuthorizationStatus) async throws -> Bool {
            let status = try await manager.status(of: .camera, for: subject)
            let remembered = await manager.rememberedCount
            return status == expected && remembered == 1
        }
        #expect(try await eventually { try await answersAndRemembers(.denied) })

        // The backend of this process's listening connection stops: PostgreSQL holds its notifications.
        let backend = try await Self.listeningBackend(named: name, asking: there)
        kill(backend, SIGSTOP)
        defer { kill(backend, SIGCONT) }
        try await there.record(DeviceReport(subject: subject, statuses: [.camera: .granted]))
        #expect(try await eventually(within: .seconds(5)) { try await manager.status(of: .camera, for: subject) == .granted })
        #expect(try await eventually { !here.hearsChanges })
        // The manager hears `.unheard` from the probe's broadcast a moment after the store knows: from then on it
        // remembers nothing it answers.
        #expect(
            try await eventually {
                _ = try await manager.status(of: .camera, for: subject)
                return await manager.rememberedCount == 0
            }, "remembered a status while deaf to changes")

        // It hears again once the backend goes on, and remembers again.
        kill(backend, SIGCONT)
        #expect(try await eventually { here.hearsChanges })
        try await there.record(DeviceReport(subject: subject, statuses: [.camera: .restricted]))
        #expect(try await eventually { try await answersAndRemembers(.restricted) })
    }

    /// The process id of the backend that serves the `LISTEN` connection of the client named `name`.
    static func listeningBackend(named name: String, asking store: PostgresDeviceReportStore) async throws -> pid_t {
        try #require(
            try await eventually {
                try await Self.backends(named: name, asking: store).count == 1
            })
        return try #require(try await Self.backends(named: name, asking: store).first)
    }

    private static func backends(named name: String, asking store: PostgresDeviceReportStore) async throws -> [pid_t] {
        var found: [pid_t] = []
        let rows = try await store.client.query(
            "SELECT pid FROM pg_stat_activity WHERE application_name = \(name) AND query LIKE 'LISTEN%'",
            logger: TestPostgres.logger)
        for try await pid in rows.decode(Int32.self) { found.append(pid_t(pid)) }
        return found
    }
}
