import Hummingbird
import HummingbirdTesting
import PermitServer
import TestSupport
import Testing

/// The methods of each path: `HEAD` wherever `GET` is, `405` with `Allow` for the others, `404` off every path.
@Suite struct HTTPMethodsTests {
    /// `method path` sent alone on a connection of its own, which it closes: the response.
    static func exchange(_ method: String, _ path: String, port: Int) async throws -> RawHTTPResponse {
        let connection = try RawHTTPConnection(port: port)
        await connection.send("\(method) \(path) HTTP/1.1\r\nHost: localhost\r\nAccept-Language: fr\r\nConnection: close\r\n\r\n")
        let received = await connection.receiveUntilClosed(within: .seconds(10))
        #expect(received.closed, "\(method) \(path)")
        return try #require(RawHTTPResponse(received.bytes), "\(method) \(path)")
    }

    /// The fields of a response but its `Date`, as `name: value` lines.
    static func fieldsButDate(_ response: RawHTTPResponse) -> [String] {
        response.fields.filter { $0.name != "date" }.map { "\($0.name): \($0.value)" }
    }

    @Test func headIsAnsweredWhereverGetIsWithTheSameFieldsAndNoBody() async throws {
        try await PermitServerTests.live { client in
            let put = try await client.execute(uri: "/v1/subjects/d1", method: .put, body: ByteBuffer(string: PermitServerTests.report))
            #expect(put.status == .noContent)
            let port = try #require(client.port)
            for path in [
                "/healthz", "/readyz", "/openapi.json", "/v1/explain/camera/denied", "/v1/subjects/d1/services/camera",
                "/v1/subjects/d1/services/camera/require", "/v1/subjects/nobody/services/camera", "/v2/nothing",
            ] {
                let get = try await Self.exchange("GET", path, port: port)
                let head = try await Self.exchange("HEAD", path, port: port)
                #expect(head.status == get.status, "\(path)")
                #expect(Self.fieldsButDate(head) == Self.fieldsButDate(get), "\(path)")
                #expect(!get.body.isEmpty, "\(path)")
                #expect(head.body.isEmpty, "\(path)")
            }
        }
    }

    @Test func aMethodAPathDoesNotServeIsA405ProblemWithAllow() async throws {
        try await PermitServerTests.live { client in
            let cases: [(String, HTTPRequest.Method, String)] = [
                ("/v1/subjects/d1", .patch, "PUT, DELETE"), ("/v1/subjects/d1", .get, "PUT, DELETE"),
                ("/v1/subjects/d1/verdict", .get, "POST"), ("/v1/explain/camera/denied", .delete, "GET, HEAD"),
                ("/healthz", .post, "GET, HEAD"), ("/openapi.json", .options, "GET, HEAD"),
            ]
            for (uri, method, allow) in cases {
                try await client.execute(uri: uri, method: method) { response in
                    #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
                    #expect(response.headers[.allow] == allow, "\(method) \(uri)")
                    #expect(response.headers[.contentType] == "application/problem+json")
                    let object = try PermitServerTests.object(response.body)
                    #expect(object["status"] as? Int == 405 && object["type"] as? String == "about:blank", "\(method) \(uri)")
                    #expect(object["instance"] as? String == uri)
                }
            }
            // HEAD where there is no GET: the same, without the body.
            let head = try await Self.exchange("HEAD", "/v1/subjects/d1", port: try #require(client.port))
            #expect(head.status == 405 && head[field: "allow"] == "PUT, DELETE" && head.body.isEmpty)
            // Off every path, any method is a 404.
            for (uri, method) in [("/v2/subjects/d1", HTTPRequest.Method.patch), ("/v1/subjects", .get), ("/v1/subjects/d1/x", .put)] {
                try await client.execute(uri: uri, method: method) { response in
                    #expect(response.status == .notFound, "\(method) \(uri)")
                    let type = try PermitServerTests.object(response.body)["type"] as? String
                    #expect(type == "urn:permit:problem:not-found")
                }
            }
        }
    }
}
