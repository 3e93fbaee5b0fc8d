import Foundation
import TestSupport
import Testing

/// permit-server as a deployment runs it: stopped with SIGTERM while requests run, logging JSON, refusing to serve
/// the network without keys.
@Suite struct ServerLifecycleTests {
    /// A PUT whose 20 KB body curl sends at `rate` (5 KB/s: about four seconds): its HTTP status.
    static func slowPut(_ id: String, to server: ServerProcess, rate: String = "5k") async throws -> Int {
        let body = #"{"subject": "\#(id)", "languages": ["fr"], "services": {"camera": "denied"}}"# + String(repeating: " ", count: 20_000)
        return try await ServerProcess.curl([
            "--limit-rate", rate, "-X", "PUT", "-H", "content-type: application/json", "--data-binary", body,
            server.url("/v1/subjects/\(id)"),
        ]).status
    }

    @Test func sigtermLetsRequestsInFlightFinishThenExitsZero() async throws {
        let server = try await ServerProcess(store: "memory:")
        // About five seconds of upload each, SIGTERM after two: on a loaded machine curl may take a second to start.
        async let first = Self.slowPut("slow-1", to: server, rate: "4k")
        async let second = Self.slowPut("slow-2", to: server, rate: "4k")
        try await Task.sleep(for: .seconds(2))
        let status = try await server.stop(signal: SIGTERM)
        #expect(status == 0)
        let answers = try await [first, second]
        #expect(answers == [204, 204], "\(server.output)")
        // It stopped accepting connections.
        #expect(try await ServerProcess.curl([server.url("/healthz")]).status == 0)
    }

    @Test func aRequestLongerThanTheGraceIsCutAndTheProcessStillExitsZero() async throws {
        let server = try await ServerProcess(store: "memory:", arguments: ["--shutdown-grace", "1"])
        // About ten seconds of upload, cut one second after SIGTERM.
        async let slow = Self.slowPut("slow", to: server, rate: "2k")
        try await Task.sleep(for: .milliseconds(500))
        let started = ContinuousClock.now
        #expect(try await server.stop(signal: SIGTERM) == 0)
        #expect(ContinuousClock.now - started < .seconds(8))
        #expect(try await slow != 204)
    }

    @Test func jsonLogsAreOneObjectALine() async throws {
        let server = try await ServerProcess(store: "memory:", arguments: ["--log-format", "json"])
        #expect(try await server.put("d", camera: "denied") == 204)
        #expect(try await server.stop() == 0)
        let lines = server.output.split(separator: "\n")
        #expect(lines.count >= 3)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            #expect(object["level"] is String && object["message"] is String && object["label"] as? String == "permit-server")
            #expect((object["timestamp"] as? String)?.hasSuffix("Z") == true)
        }
        #expect(lines.contains { $0.contains(#""message":"stopped""#) })
    }

    @Test(arguments: [["--host", "0.0.0.0"], ["--host", "192.168.1.20"], ["--host", "::"]])
    func theNetworkIsNotServedWithoutKeys(host: [String]) async throws {
        let refused = try await onThread {
            try ChildProcess.run(ServerProcess.executable, host + ["--port", "0", "--store", "memory:"], timeLimit: .seconds(60))
        }
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("--api-keys") && refused.standardError.contains("--allow-unauthenticated"))
    }

    /// A PostgreSQL address it cannot use stops permit-server, saying what PostgreSQL said, not that a query had
    /// no answer.
    @Test(.enabled(if: TestPostgres.url != nil))
    func aPostgreSQLItCannotUseIsRefusedWithTheDatabasesReason() async throws {
        let url = try TestPostgres.url(database: "permit")
        let user = try #require(url.firstRange(of: "://")?.upperBound)
        let at = try #require(url.firstRange(of: "@")?.lowerBound)
        let cases = [
            (url.replacingCharacters(in: user..<at, with: "nobody"), #"role "nobody" does not exist"#),
            (url.replacingOccurrences(of: "/permit?", with: "/no_such_database?"), #"database "no_such_database" does not exist"#),
            (url.replacingOccurrences(of: "sslmode=disable", with: "sslmode=require"), "does not accept TLS"),
        ]
        for (store, reason) in cases {
            for command in [[], ["migrate"]] {
                let refused = try await onThread {
                    try ChildProcess.run(ServerProcess.executable, command + ["--store", store], timeLimit: .seconds(60))
                }
                #expect(refused.status != 0)
                #expect(refused.standardError.contains(reason), "\(command) \(store): \(refused.standardError.suffix(300))")
            }
        }
    }

    @Test func withKeysTheNetworkIsServedAndSighupRereadsThem() async throws {
        let keys = FileManager.default.temporaryDirectory.appendingPathComponent("permit-keys-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: keys) }
        try Data("# the backend\nfirst-key-0123456789abcdef\n".utf8).write(to: URL(fileURLWithPath: keys))
        let server = try await ServerProcess(store: "memory:", arguments: ["--host", "0.0.0.0", "--api-keys", keys])
        let explain = { (key: String?) in
            try await ServerProcess.curl(
                (key.map { ["-H", "Authorization: Bearer \($0)"] } ?? []) + [server.url("/v1/explain/camera/denied")]).status
        }
        #expect(try await explain(nil) == 401)
        #expect(try await explain("first-key-0123456789abcdef") == 200)
        try Data("second-key-0123456789abcdef\n".utf8).write(to: URL(fileURLWithPath: keys))
        server.signal(SIGHUP)
        #expect(try await eventually { try await explain("second-key-0123456789abcdef") == 200 })
        #expect(try await explain("first-key-0123456789abcdef") == 401)
        #expect(!server.output.contains("first-key") && !server.output.contains("second-key"))
        #expect(try await server.stop() == 0)
    }
}
