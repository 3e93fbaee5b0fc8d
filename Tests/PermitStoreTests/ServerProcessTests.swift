import Foundation
import Testing

/// permit-server processes over real stores, as an operator runs them: killed, restarted, two at once.
@Suite(.serialized) struct ServerProcessTests {
    @Test(arguments: StoreKind.available.filter { $0 != .memory })
    func everyAcknowledgedReportSurvivesAKillDuringConcurrentWrites(_ kind: StoreKind) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permit-kill-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = kind == .postgres ? try await TestPostgres.createDatabase() : nil
        defer { if let database { Task { await TestPostgres.dropDatabase(database) } } }
        let store: String
        if let database {
            store = try TestPostgres.url(database: database)
            try Self.run(ServerProcess.executable.path, "migrate", "--store", store)
        } else {
            store = "sqlite:" + folder.appendingPathComponent("reports.sqlite").path
        }
        let server = try await ServerProcess(store: store)
        let acknowledged = Acknowledged()
        // Eight writers on threads of their own (curl blocks) put reports as fast as they can; the process is
        // killed while they do, and each writer stops at its first failed request.
        let writers = DispatchGroup()
        for writer in 0..<8 {
            DispatchQueue.global().async(group: writers) {
                for number in 0..<100_000 {
                    let id = "w\(writer)-\(number)"
                    guard let status = try? server.put(id, camera: "denied"), status == 204 else { return }
                    acknowledged.add(id)
                }
            }
        }
        while acknowledged.count < 100 { try await Task.sleep(for: .milliseconds(20)) }
        server.stop(signal: SIGKILL)
        await withCheckedContinuation { continuation in writers.notify(queue: .global()) { continuation.resume() } }
        let ids = acknowledged.all
        let restarted = try await ServerProcess(store: store, port: server.port)
        defer { restarted.stop() }
        let lost = Acknowledged()
        DispatchQueue.concurrentPerform(iterations: 8) { part in
            for id in ids[part...].enumerated().filter({ $0.offset % 8 == 0 }).map(\.element) {
                let answer = try? restarted.camera(id)
                if answer?.status != 200 || answer?.answer != "denied" { lost.add(id) }
            }
        }
        #expect(lost.all.isEmpty, "acknowledged, then lost: \(lost.all.prefix(5))")
        #expect(ids.count >= 100)
    }

    @Test func aSecondProcessOnOneSQLiteFileIsRefusedWithTheReason() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permit-twice-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = "sqlite:" + folder.appendingPathComponent("reports.sqlite").path
        let first = try await ServerProcess(store: store)
        defer { first.stop() }
        await #expect(throws: ServerProcessError.self) { _ = try await ServerProcess(store: store) }
        let second = Process()
        second.executableURL = ServerProcess.executable
        second.arguments = ["--port", "\(ServerProcess.freePort())", "--store", store]
        let error = Pipe()
        second.standardError = error
        try second.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        second.waitUntilExit()
        #expect(second.terminationStatus != 0)
        #expect(message.contains("in use by another process") && message.contains("PostgreSQL"))
    }

    @Test(.enabled(if: TestPostgres.url != nil))
    func processesOnOnePostgreSQLAnswerTheNewestReportAndRecoverFromARestartUnderLoad() async throws {
        let database = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.dropDatabase(database) } }
        let url = try TestPostgres.url(database: database)
        // Not migrated: refused, naming the command to run.
        await #expect(throws: ServerProcessError.self) { _ = try await ServerProcess(store: url) }
        try Self.run(ServerProcess.executable.path, "migrate", "--store", url)
        let servers = [try await ServerProcess(store: url), try await ServerProcess(store: url), try await ServerProcess(store: url)]
        defer { for server in servers { server.stop() } }
        // Each answer cached on every process, then a new report through one of them.
        #expect(try servers[0].put("d", camera: "denied") == 204)
        for server in servers { #expect(try server.camera("d").answer == "denied") }
        for (round, word) in ["authorized", "restricted", "denied"].enumerated() {
            #expect(try servers[round % 3].put("d", camera: word) == 204)
            for server in servers {
                let expected = word == "authorized" ? "granted" : word
                #expect(try await Self.eventually { try server.camera("d").answer == expected }, "\(server.port) stale")
            }
        }
        // Writers keep putting new devices through the first process while the database goes away and comes back.
        let acknowledged = Acknowledged()
        let stopWriting = Acknowledged()
        let writers = DispatchGroup()
        for writer in 0..<4 {
            DispatchQueue.global().async(group: writers) {
                var number = 0
                while stopWriting.count == 0 {
                    let id = "load-\(writer)-\(number)"
                    if (try? servers[0].put(id, camera: "denied")) == 204 { acknowledged.add(id) }
                    number += 1
                }
            }
        }
        while acknowledged.count < 20 { try await Task.sleep(for: .milliseconds(20)) }
        // The database goes away: answers that need it are 503 problems in bounded time, not hangs.
        let control = try #require(ProcessInfo.processInfo.environment["PERMIT_TEST_POSTGRES_CTL"])
        try Self.run(control, "stop")
        let started = ContinuousClock.now
        let unavailable = try servers[1].camera("unknown-device")
        #expect(unavailable.status == 503 && unavailable.answer.hasSuffix("store-unavailable"))
        #expect(ContinuousClock.now - started < .seconds(10))
        try Self.run(control, "start")
        // Back: a report through one process is answered by the others (their listening connections are back).
        #expect(try await Self.eventually(within: .seconds(20)) { try servers[0].put("d", camera: "authorized") == 204 })
        for server in servers {
            #expect(try await Self.eventually(within: .seconds(20)) { try server.camera("d").answer == "granted" }, "\(server.port) stale")
        }
        // Writes go through again, and every one acknowledged, before, during or after, is answered by another process.
        let before = acknowledged.count
        #expect(try await Self.eventually(within: .seconds(20)) { acknowledged.count > before + 20 })
        stopWriting.add("stop")
        await withCheckedContinuation { continuation in writers.notify(queue: .global()) { continuation.resume() } }
        let lost = acknowledged.all.filter { id in (try? servers[2].camera(id).answer) != "denied" }
        #expect(lost.isEmpty, "acknowledged, then lost: \(lost.prefix(5))")
    }

    /// Whether `condition` holds within `limit`, asked every 20 ms.
    static func eventually(within limit: Duration = .seconds(2), _ condition: () throws -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if try condition() { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return try condition()
    }

    /// Runs `executable` to its end (posix_spawn and waitpid: Foundation's `Process` has been seen here to miss
    /// the end of a short child and wait forever).
    static func run(_ executable: String, _ arguments: String...) throws {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, executable, nil, nil, argv, environ) == 0 else {
            throw ServerProcessError(message: "cannot run \(executable)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else { throw ServerProcessError(message: "\(executable) \(arguments) failed: \(status)") }
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
