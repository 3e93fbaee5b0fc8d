import Foundation
import Permit
import TestSupport
import Testing

/// A permit-server process and its connections as a deployment sees them: how long a connection may be silent or
/// slow, what a client that goes away costs, what is logged of each request, and its version.
@Suite struct ServerConnectionTests {
    /// The lines `server` logged with `--log-format json`, as objects.
    static func logLines(of server: ServerProcess) -> [[String: Any]] {
        server.output.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
    }

    @Test func aSilentConnectionIsClosedAfterTheIdleTimeout() async throws {
        let server = try await ServerProcess(store: "memory:", arguments: ["--idle-timeout", "1"])
        // After an answer, a connection kept alive and left silent.
        let kept = try RawHTTPConnection(port: server.port)
        await kept.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        let afterAnswer = await kept.receiveUntilClosed(within: .seconds(10))
        #expect(afterAnswer.closed)
        #expect(RawHTTPResponse(afterAnswer.bytes)?.status == 200)
        // A connection that never sends anything.
        let silent = try RawHTTPConnection(port: server.port)
        let nothing = await silent.receiveUntilClosed(within: .seconds(10))
        #expect(nothing.closed && nothing.bytes.isEmpty)
        #expect(try await server.stop() == 0)
    }

    @Test func aRequestThatArrivesTooSlowlyIsA408AndItsConnectionIsClosed() async throws {
        let server = try await ServerProcess(store: "memory:", arguments: ["--read-timeout", "1"])
        // A head that stops halfway.
        let halfHead = try RawHTTPConnection(port: server.port)
        await halfHead.send("GET /healthz HTTP/1.1\r\nHost: local")
        let late = await halfHead.receiveUntilClosed(within: .seconds(10))
        #expect(late.closed)
        let lateHead = try #require(RawHTTPResponse(late.bytes))
        #expect(lateHead.status == 408 && lateHead.jsonObject?["status"] as? Int == 408)
        // A body sent a byte at a time: each byte in time for the idle timeout (60 s), the whole far too late.
        let trickle = try RawHTTPConnection(port: server.port)
        await trickle.send("PUT /v1/subjects/d HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{")
        let started = ContinuousClock.now
        while !trickle.hasSomethingToRead, ContinuousClock.now - started < .seconds(10), await trickle.send(" ") {
            try await Task.sleep(for: .milliseconds(100))
        }
        let slowBody = await trickle.receiveUntilClosed(within: .seconds(10))
        #expect(slowBody.closed)
        let slowBodyAnswer = try #require(RawHTTPResponse(slowBody.bytes))
        #expect(slowBodyAnswer.status == 408 && slowBodyAnswer[field: "connection"] == "close")
        #expect(try await server.stop() == 0)
    }

    @Test func aClientThatAbortsItsUploadIsNoServerError() async throws {
        let server = try await ServerProcess(store: "memory:", arguments: ["--log-format", "json"])
        let route = #"route="/v1/subjects/{id}",method="PUT""#
        let requests = { (status: Int) in
            try MetricsTests.samples(try await ServerProcess.curl([server.url("/metrics")]).body)[
                "http_server_requests_total{\(route),status=\"\(status)\"}"]
        }
        // Gone halfway through the body: with a FIN, then with a reset, once the server reads the request.
        for (count, reset) in [(1.0, false), (2.0, true)] {
            let connection = try RawHTTPConnection(port: server.port)
            await connection.send(
                "PUT /v1/subjects/d HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"subject\": ")
            try await Task.sleep(for: .milliseconds(500))
            connection.close(reset: reset)
            // Under a full test run's load the server may take a while to see the client go: what is asserted is
            // the status it records, not how soon.
            #expect(try await eventually(within: .seconds(40), every: .milliseconds(100)) { try await requests(499) == count }, "reset: \(reset)")
        }
        #expect(try await requests(500) == nil)
        #expect(try await server.stop() == 0)
        let levels = Self.logLines(of: server).compactMap { $0["level"] as? String }
        #expect(!levels.isEmpty && !levels.contains("error") && !levels.contains("critical"))
    }

    @Test func eachRequestIsLoggedOnceWithItsRouteAndNothingSecret() async throws {
        let keys = FileManager.default.temporaryDirectory.appendingPathComponent("permit-keys-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: keys) }
        let key = "access-log-key-0123456789abcdef"
        try Data("\(key)\n".utf8).write(to: URL(fileURLWithPath: keys))
        let server = try await ServerProcess(store: "memory:", arguments: ["--log-format", "json", "--api-keys", keys])
        let answer = try await ServerProcess.curl([
            "-H", "Authorization: Bearer \(key)", server.url("/v1/subjects/secret-device-42/services/camera?lang=fr"),
        ])
        #expect(answer.status == 404)
        #expect(try await server.stop() == 0)
        let requests = Self.logLines(of: server).filter { $0["message"] as? String == "request" }
        let subject = requests.filter { ($0["metadata"] as? [String: Any])?["route"] as? String == "/v1/subjects/{id}/services/{service}" }
        try #require(subject.count == 1)
        #expect(subject[0]["level"] as? String == "info")
        let fields = try #require(subject[0]["metadata"] as? [String: Any])
        #expect(fields["method"] as? String == "GET" && fields["status"] as? String == "404")
        #expect((fields["duration_ms"] as? String).flatMap(Double.init).map { $0 >= 0 } == true)
        // The probes that waited for the server to start are requests too.
        #expect(requests.contains { ($0["metadata"] as? [String: Any])?["route"] as? String == "/healthz" })
        for secret in ["secret-device-42", "lang=fr", key] {
            #expect(!server.output.contains(secret), "\(secret) was logged")
        }
    }

    @Test func versionIsPermitsVersion() async throws {
        let output = try await onThread {
            try ChildProcess.run(ServerProcess.executable, ["--version"], timeLimit: .seconds(60))
        }
        #expect(output.status == 0)
        #expect(output.standardOutput == PermitVersion.current + "\n")
    }
}
