import Foundation
import Hummingbird
import HummingbirdTesting
import PermitServer
import TestSupport
import Testing

/// What happens on a connection before and beside the routes: requests NIO cannot parse, bodies too large to read,
/// answers given before the body arrived. Each is sent byte for byte on a connection of its own.
@Suite struct ConnectionGuardTests {
    /// `test` with the port of a running server.
    static func live(
        _ configuration: PermitServer.Configuration = PermitServer.Configuration(), _ test: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        try await PermitServer(configuration: configuration).application(port: 0).test(.live) { client in
            try await test(try #require(client.port))
        }
    }

    /// What arrives on `connection` until the server closes it (within ten seconds, else the test fails), as a
    /// response.
    static func responseAndClose(of connection: RawHTTPConnection) async throws -> RawHTTPResponse {
        let received = await connection.receiveUntilClosed(within: .seconds(10))
        #expect(received.closed, "the server did not close the connection")
        return try #require(RawHTTPResponse(received.bytes), "\(String(decoding: received.bytes, as: UTF8.self))")
    }

    @Test(arguments: [
        "GET /healthz HTTP/1.1\r\nHost localhost\r\n\r\n", "GET /he lthz HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "\u{1}\u{2} nonsense\r\n\r\n", "GET /healthz HTTP/1.1\r\nHost: localhost\r\nContent-Length: x\r\n\r\n",
    ])
    func aRequestNIOCannotParseIsA400ProblemDocument(request: String) async throws {
        try await Self.live { port in
            let connection = try RawHTTPConnection(port: port)
            await connection.send(request)
            let response = try await Self.responseAndClose(of: connection)
            #expect(response.status == 400)
            #expect(response[field: "content-type"] == "application/problem+json")
            #expect(response[field: "connection"] == "close")
            let problem = try #require(response.jsonObject)
            #expect(problem["type"] as? String == "about:blank" && problem["status"] as? Int == 400)
            #expect((problem["detail"] as? String)?.contains("not valid HTTP/1.1") == true)
        }
    }

    @Test func aBodyWhoseChunksCannotBeParsedIsA400ProblemDocument() async throws {
        try await Self.live { port in
            let connection = try RawHTTPConnection(port: port)
            await connection.send("PUT /v1/subjects/d1 HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\nzz\r\n")
            let response = try await Self.responseAndClose(of: connection)
            #expect(response.status == 400)
            #expect(response.jsonObject?["type"] as? String == "about:blank")
        }
    }

    @Test func aDeclaredBodyLargerThanTheLimitIsA413ThatClosesTheConnectionUnread() async throws {
        try await Self.live { port in
            let connection = try RawHTTPConnection(port: port)
            // 4 GiB declared, not one byte of it sent.
            await connection.send(
                "PUT /v1/subjects/d1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 4294967296\r\n\r\n")
            let response = try await Self.responseAndClose(of: connection)
            #expect(response.status == 413)
            #expect(response[field: "connection"] == "close")
            #expect(response.jsonObject?["type"] as? String == "urn:permit:problem:body-too-large")
        }
    }

    @Test func aChunkedBodyPastTheLimitIsCutOff() async throws {
        try await Self.live { port in
            let connection = try RawHTTPConnection(port: port)
            await connection.send("PUT /v1/subjects/d1 HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = Array("10000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 0x10000) + Array("\r\n".utf8)
            // As a client should, it stops once an answer arrives: long before 64 MiB, since the limit is 1 MiB.
            var sent = 0
            while !connection.hasSomethingToRead, sent < 64 << 20, await connection.send(chunk) {
                sent += 0x10000
            }
            #expect(sent < 64 << 20)
            let response = try await Self.responseAndClose(of: connection)
            #expect(response.status == 413)
            #expect(response[field: "connection"] == "close")
        }
    }

    @Test func anAnswerGivenBeforeTheBodyArrivedClosesTheConnection() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("permit-keys-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data("backend-key-0123456789abcdef\n".utf8).write(to: URL(fileURLWithPath: file))
        var configuration = PermitServer.Configuration()
        configuration.accessKeys = try AccessKeyring(path: file)
        try await Self.live(configuration) { port in
            let connection = try RawHTTPConnection(port: port)
            // No key: the 401 is the answer, whatever the 100 kB that would follow.
            await connection.send("PUT /v1/subjects/d1 HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\n{")
            let response = try await Self.responseAndClose(of: connection)
            #expect(response.status == 401)
            #expect(response[field: "connection"] == "close")
        }
    }

    @Test func connectionsAreClosedWithinAMinuteByDefault() {
        let configuration = PermitServer.Configuration()
        #expect(configuration.idleTimeout == .seconds(60))
        #expect(configuration.readTimeout == .seconds(60))
    }
}
