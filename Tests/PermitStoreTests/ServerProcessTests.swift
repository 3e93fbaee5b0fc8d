import Foundation
import TestSupport
import Testing

/// permit-server processes over real stores, as an operator runs them: killed, restarted, two at once.
@Suite(.serialized) struct ServerProcessTests {
    @Test(arguments: StoreKind.available.filter { $0 != .memory })
    func everyAcknowledgedReportSurvivesAKillDuringConcurrentWrites(_ kind: StoreKind) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permit-kill-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, database) = try await serverStore(kind, in: folder)
        defer { if let database { Task { await TestPostgres.dropDatabase(database) } } }
        let server = try await ServerProcess(store: store)
        // On PostgreSQL a second process runs all along, as another instance behind the same load balancer.
        let witness = kind == .postgres ? try await ServerProcess(store: store) : nil
        let acknowledged = Acknowledged()
        // Eight writers put reports as fast as they can; the process is killed while they do, and each writer stops
        // at its first failed request.
        let writers = Task {
            await withTaskGroup(of: Void.self) { group in
                for writer in 0..<8 {
                    group.addTask {
                        for number in 0..<100_000 {
                            let id = "w\(writer)-\(number)"
                            guard let status = try? await server.put(id, camera: "denied"), status == 204 else { return }
                            acknowledged.add(id)
                        }
                    }
                }
            }
        }
        while acknowledged.count < 100 { try await Task.sleep(for: .milliseconds(20)) }
        try await server.stop(signal: SIGKILL)
        await writers.value
        let ids = acknowledged.all
        let restarted = try await ServerProcess(store: store, port: server.port)
        for answering in [restarted, witness].compactMap({ $0 }) {
            let lost = await Self.unanswered(ids, by: answering)
            #expect(lost.isEmpty, "acknowledged, then lost on \(answering.port): \(lost.prefix(5))")
            // Each acknowledged first report made a change, written in its transaction.
            let unlogged = Set(ids).subtracting(try await answering.subjectsInTheChangeFeed())
            #expect(unlogged.isEmpty, "acknowledged, then missing from the change feed on \(answering.port): \(unlogged.prefix(5))")
            #expect(try await answering.stop() == 0)
        }
        #expect(ids.count >= 100)
    }

    /// The subjects among `ids` whose report `server` does not answer as denied, asked by eight clients at once.
    static func unanswered(_ ids: [String], by server: ServerProcess) async -> [String] {
        await withTaskGroup(of: [String].self) { group in
            for part in 0..<8 {
                group.addTask {
                    var lost: [String] = []
                    for id in ids[part...].enumerated().filter({ $0.offset % 8 == 0 }).map(\.element) {
                        let answer = try? await server.camera(id)
                        if answer?.status != 200 || answer?.answer != "denied" { lost.append(id) }
                    }
                    return lost
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
    }

    /// A change stream open when the server is told to stop (SIGTERM) ends cleanly: the client reads a whole
    /// response, not a broken one, well before the shutdown grace runs out.
    @Test func theChangeStreamEndsCleanlyOnShutdown() async throws {
        let server = try await ServerProcess(store: "memory:")
        #expect(try await server.put("d1", camera: "denied") == 204)
        let streaming = Task {
            try await onThread {
                try ChildProcess.run("curl", ["-sN", "--max-time", "20", server.url("/v1/changes/stream")], timeLimit: .seconds(30))
            }
        }
        try await Task.sleep(for: .milliseconds(500))
        let stopped = ContinuousClock.now
        #expect(try await server.stop() == 0)
        let output = try await streaming.value
        #expect(ContinuousClock.now - stopped < .seconds(10))
        // curl's status 0: the chunked response ended with its last chunk (18 would be a transfer cut short).
        #expect(output.status == 0, "curl ended with \(output.status)")
        #expect(output.standardOutput.contains(#""subject":"d1""#))
    }

    @Test func aSecondProcessOnOneSQLiteFileIsRefusedWithTheReason() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permit-twice-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = "sqlite:" + folder.appendingPathComponent("reports.sqlite").path
        let first = try await ServerProcess(store: store)
        await #expect(throws: ServerProcessError.self) { _ = try await ServerProcess(store: store) }
        let second = try await onThread {
            try ChildProcess.run(ServerProcess.executable, ["--port", "\(ServerProcess.freePort())", "--store", store], timeLimit: .seconds(60))
        }
        #expect(second.status != 0)
        #expect(second.standardError.contains("in use by another process") && second.standardError.contains("PostgreSQL"))
        #expect(try await first.stop() == 0)
    }

    @Test(.enabled(if: TestPostgres.url != nil))
    func processesOnOnePostgreSQLAnswerTheNewestReportAndRecoverFromARestartUnderLoad() async throws {
        let database = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.dropDatabase(database) } }
        let url = try TestPostgres.url(database: database)
        // Not migrated: refused, naming the command to run.
        await #expect(throws: ServerProcessError.self) { _ = try await ServerProcess(store: url) }
        let migration = try await Self.run(ServerProcess.executable, "migrate", "--store", url)
        let servers = [try await ServerProcess(store: url), try await ServerProcess(store: url), try await ServerProcess(store: url)]
        // Each answer cached on every process, then a new report through one of them.
        #expect(try await servers[0].put("d", camera: "denied") == 204)
        // No statement leased a connection before its pool ran (PostgresNIO's warning that reads like a fault).
        for log in [migration.standardError, migration.standardOutput] + servers.map(\.output) {
            #expect(!log.contains("hasn't been called"), "\(log)")
        }
        for server in servers { #expect(try await server.camera("d").answer == "denied") }
        for (round, word) in ["authorized", "restricted", "denied"].enumerated() {
            #expect(try await servers[round % 3].put("d", camera: word) == 204)
            for server in servers {
                let expected = word == "authorized" ? "granted" : word
                #expect(try await eventually { try await server.camera("d").answer == expected }, "\(server.port) stale")
            }
        }
        // Writers keep putting new devices through the first process while the database goes away and comes back.
        let acknowledged = Acknowledged()
        let writers = Task {
            await withTaskGroup(of: Void.self) { group in
                for writer in 0..<4 {
                    group.addTask {
                        var number = 0
                        while !Task.isCancelled {
                            let id = "load-\(writer)-\(number)"
                            if (try? await servers[0].put(id, camera: "denied")) == 204 { acknowledged.add(id) }
                            number += 1
                        }
                    }
                }
            }
        }
        while acknowledged.count < 20 { try await Task.sleep(for: .milliseconds(20)) }
        // The database goes away: answers that need it are 503 problems in bounded time, not hangs.
        let control = try #require(ProcessInfo.processInfo.environment["PERMIT_TEST_POSTGRES_CTL"])
        try await Self.run(control, "stop")
        let started = ContinuousClock.now
        let unavailable = try await servers[1].camera("unknown-device")
        #expect(unavailable.status == 503 && unavailable.answer.hasSuffix("store-unavailable"))
        #expect(ContinuousClock.now - started < .seconds(10))
        // Not ready while the database is away; alive all the same.
        let readiness = try await ServerProcess.curl([servers[1].url("/readyz")])
        #expect(readiness.status == 503 && readiness.body.contains("urn:permit:problem:not-ready"))
        #expect(try await ServerProcess.curl([servers[1].url("/healthz")]).status == 200)
        // Once a heartbeat has failed, every request that needs the database is a 503 at once, with Retry-After.
        try await Task.sleep(for: .seconds(2))
        for path in ["/v1/subjects/unknown-device/services/camera", "/readyz"] {
            let asked = ContinuousClock.now
            let answer = try await ServerProcess.curl(["-i", servers[1].url(path)])
            // Well under the 5-second deadline a request that waited for the database would take.
            #expect(ContinuousClock.now - asked < .milliseconds(2_500), "\(path) waited for the database")
            #expect(answer.status == 503 && answer.body.lowercased().contains("retry-after: 1"), "\(path): \(answer.body)")
        }
        // Away long enough for a pool's back-off to grow past ten seconds; back within a few of its return.
        try await Task.sleep(for: .seconds(23))
        try await Self.run(control, "start")
        let returned = ContinuousClock.now
        #expect(try await eventually(within: .seconds(20)) { try await ServerProcess.curl([servers[1].url("/readyz")]).status == 200 })
        let recovery = ContinuousClock.now - returned
        #expect(recovery < .seconds(6), "ready again \(recovery) after the database returned")
        // Back: a report through one process is answered by the others (their listening connections are back).
        #expect(try await eventually(within: .seconds(20)) { try await servers[0].put("d", camera: "authorized") == 204 })
        for server in servers {
            #expect(try await eventually(within: .seconds(20)) { try await server.camera("d").answer == "granted" }, "\(server.port) stale")
        }
        // Writes go through again, and every one acknowledged, before, during or after, is answered by another process.
        let before = acknowledged.count
        #expect(try await eventually(within: .seconds(20)) { acknowledged.count > before + 20 })
        writers.cancel()
        await writers.value
        let lost = await Self.unanswered(acknowledged.all, by: servers[2])
        #expect(lost.isEmpty, "acknowledged, then lost: \(lost.prefix(5))")
        // And every change of theirs is in the feed, on another process than the one that wrote it.
        let unlogged = Set(acknowledged.all).subtracting(try await servers[2].subjectsInTheChangeFeed())
        #expect(unlogged.isEmpty, "acknowledged, then missing from the change feed: \(unlogged.prefix(5))")
        for server in servers {
            #expect(try await eventually { try await ServerProcess.curl([server.url("/readyz")]).status == 200 })
        }
        // A device erased through one process is unknown to every process.
        #expect(try await ServerProcess.curl(["-X", "DELETE", servers[1].url("/v1/subjects/d")]).status == 204)
        for server in servers {
            #expect(try await eventually { try await server.camera("d").answer.hasSuffix("unknown-subject") }, "\(server.port) still answers")
        }
        // Every process shuts down on SIGTERM, the one that served requests while the database was away too.
        for server in servers { #expect(try await server.stop() == 0) }
    }


    /// Runs `executable` to its end; throws unless it succeeds.
    @discardableResult
    static func run(_ executable: String, _ arguments: String...) async throws -> ChildProcess.Output {
        let output = try await onThread { try ChildProcess.run(executable, arguments, timeLimit: .seconds(120)) }
        guard output.status == 0 else {
            throw ServerProcessError(message: "\(executable) \(arguments) failed (\(output.status)): \(output.standardError)")
        }
        return output
    }
}

/// The subjects whose report was acknowledged, from any task.
final class Acknowledged: @unchecked Sendable {
    // Unchecked: every access to `ids` holds `lock`.
    private let lock = NSLock()
    private var ids: [String] = []

    func add(_ id: String) { lock.withLock { ids.append(id) } }
    var count: Int { lock.withLock { ids.count } }
    var all: [String] { lock.withLock { ids } }
}
