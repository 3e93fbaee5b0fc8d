import Foundation
import Hummingbird
import HummingbirdTesting
import Permit
import PermitServer
import TestSupport
import Testing

/// `GET /v1/changes` and `GET /v1/changes/stream`, asked over HTTP by a real client.
@Suite struct ChangeRoutesTests {
    static func put(_ client: any TestClientProtocol, _ subject: String, camera: String) async throws {
        let body = #"{"subject": "\#(subject)", "services": {"camera": "\#(camera)"}}"#
        let response = try await client.execute(uri: "/v1/subjects/\(subject)", method: .put, body: ByteBuffer(string: body))
        #expect(response.status == .noContent)
    }

    static func changes(_ body: ByteBuffer) throws -> (changes: [[String: Any]], cursor: String) {
        let object = try PermitServerTests.object(body)
        return (try #require(object["changes"] as? [[String: Any]]), try #require(object["cursor"] as? String))
    }

    @Test func pagesOfChangesFollowEachOtherAndAnErasureEndsASubjectsChanges() async throws {
        try await PermitServerTests.live { client in
            try await Self.put(client, "d1", camera: "denied")
            try await Self.put(client, "d1", camera: "denied")
            try await Self.put(client, "d1", camera: "authorized")
            try await Self.put(client, "d2", camera: "denied")
            let first = try await client.execute(uri: "/v1/changes?limit=1", method: .get)
            #expect(first.status == .ok)
            let page = try Self.changes(first.body)
            #expect(page.changes.count == 1)
            #expect(page.changes.first?["subject"] as? String == "d1")
            #expect(page.changes.first?["from"] is NSNull)
            #expect(page.changes.first?["to"] as? String == "denied")
            #expect(page.changes.first?["erased"] as? Bool == false)
            #expect((page.changes.first?["at"] as? String)?.hasSuffix("Z") == true)
            let rest = try Self.changes(try await client.execute(uri: "/v1/changes?after=\(page.cursor)", method: .get).body)
            #expect(rest.changes.map { "\($0["subject"]!) \($0["from"]!) \($0["to"]!)" } == ["d1 denied granted", "d2 <null> denied"])
            let erase = try await client.execute(uri: "/v1/subjects/d1", method: .delete)
            #expect(erase.status == .noContent)
            let all = try Self.changes(try await client.execute(uri: "/v1/changes", method: .get).body)
            #expect(all.changes.map { $0["subject"] as? String } == ["d2", "d1"])
            #expect(all.changes.last?["service"] is NSNull)
            #expect(all.changes.last?["erased"] as? Bool == true)
        }
    }

    @Test func aLongPollIsAnsweredWhenAChangeArrivesAndEmptyWhenTheWaitEnds() async throws {
        try await PermitServerTests.live { client in
            let start = try Self.changes(try await client.execute(uri: "/v1/changes", method: .get).body)
            let ended = try Self.changes(try await client.execute(uri: "/v1/changes?after=\(start.cursor)&wait=1", method: .get).body)
            #expect(ended.changes.isEmpty)
            #expect(ended.cursor == start.cursor)
            // The live client has one connection: the report is sent on another while the long poll waits.
            async let waiting = client.execute(uri: "/v1/changes?after=\(start.cursor)&wait=30", method: .get)
            try await Task.sleep(for: .milliseconds(100))
            let writer = try RawHTTPConnection(port: try #require(client.port))
            let report = #"{"subject": "d3", "services": {"camera": "denied"}}"#
            await writer.send(
                "PUT /v1/subjects/d3 HTTP/1.1\r\nHost: localhost\r\nContent-Length: \(report.utf8.count)\r\nConnection: close\r\n\r\n\(report)")
            #expect(String(decoding: await writer.receiveUntilClosed(within: .seconds(10)).bytes, as: UTF8.self).hasPrefix("HTTP/1.1 204"))
            let answered = try Self.changes(try await waiting.body)
            #expect(answered.changes.map { $0["subject"] as? String } == ["d3"])
        }
    }

    @Test(arguments: ["after=nonsense", "after=1-", "limit=0", "limit=1001", "wait=61", "wait=x"])
    func aParameterThatCannotBeReadIsA400(_ query: String) async throws {
        try await PermitServerTests.live { client in
            let response = try await client.execute(uri: "/v1/changes?\(query)", method: .get)
            #expect(response.status == .badRequest)
            #expect(try PermitServerTests.object(response.body)["type"] as? String == "urn:permit:problem:invalid-changes-query")
        }
    }

    @Test func aCursorTheServerNeverGaveIsExpired() async throws {
        try await PermitServerTests.live { client in
            let response = try await client.execute(uri: "/v1/changes?after=0-99", method: .get)
            #expect(response.status == .gone)
            #expect(try PermitServerTests.object(response.body)["type"] as? String == "urn:permit:problem:cursor-expired")
        }
    }

    @Test func theStreamSendsEachChangeAsAnEventAfterLastEventIDThenEachNewOne() async throws {
        try await PermitServerTests.live { client in
            try await Self.put(client, "d4", camera: "denied")
            try await Self.put(client, "d5", camera: "denied")
            let first = try Self.changes(try await client.execute(uri: "/v1/changes?limit=1", method: .get).body)
            let cursor = try #require(first.changes.first?["cursor"] as? String)
            let connection = try RawHTTPConnection(port: try #require(client.port))
            defer { connection.close() }
            await connection.send("GET /v1/changes/stream HTTP/1.1\r\nHost: localhost\r\nLast-Event-ID: \(cursor)\r\n\r\n")
            let head = String(decoding: await connection.receiveUntilClosed(within: .seconds(2)).bytes, as: UTF8.self)
            #expect(head.hasPrefix("HTTP/1.1 200"))
            #expect(head.lowercased().contains("content-type: text/event-stream"))
            #expect(head.contains("event: change\ndata: {\"cursor\":"))
            #expect(head.contains(#""subject":"d5""#))
            #expect(!head.contains(#""subject":"d4""#))
            try await Self.put(client, "d6", camera: "denied")
            let next = String(decoding: await connection.receiveUntilClosed(within: .seconds(2)).bytes, as: UTF8.self)
            #expect(next.contains(#""subject":"d6""#))
            #expect(next.contains("id: "))
        }
    }

    /// While nothing changes, the stream sends a comment line every `changeStreamKeepAlive`, so that proxies keep it
    /// open.
    @Test func anIdleStreamSendsCommentLines() async throws {
        var configuration = PermitServer.Configuration()
        configuration.changeStreamKeepAlive = .milliseconds(200)
        try await PermitServer(configuration: configuration).application(host: "127.0.0.1", port: 0).test(.live) { client in
            let connection = try RawHTTPConnection(port: try #require(client.port))
            defer { connection.close() }
            await connection.send("GET /v1/changes/stream HTTP/1.1\r\nHost: localhost\r\n\r\n")
            // The first comment at once, then one each 200 ms of silence: read until three more came (a loaded
            // machine may take longer than 600 ms to send them, never forever).
            var received = ""
            let deadline = ContinuousClock.now + .seconds(30)
            while received.components(separatedBy: ":\n\n").count - 1 < 4, ContinuousClock.now < deadline {
                received += String(decoding: await connection.receiveUntilClosed(within: .milliseconds(300)).bytes, as: UTF8.self)
            }
            #expect(received.hasPrefix("HTTP/1.1 200"))
            #expect(received.components(separatedBy: ":\n\n").count - 1 >= 4, "\(received)")
            #expect(!received.contains("event: change"))
        }
    }
}
