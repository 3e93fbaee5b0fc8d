import Foundation
import Hummingbird
import HummingbirdTesting
import Permit
import PermitLocalization
import PermitServer
import Testing

/// permit-server, started on 127.0.0.1 and asked over HTTP by a real client (Hummingbird's live test client).
@Suite struct PermitServerTests {
    static func object(_ body: ByteBuffer) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any])
    }

    static func live(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await PermitServer().application(host: "127.0.0.1", port: 0).test(.live) { client in try await test(client) }
    }

    static let report = #"""
        {"subject": "d1", "systemVersion": "16.0", "deviceKind": "ipad", "languages": ["fr"],
         "services": {"camera": "denied", "photo": "limited", "microphone": "authorized"}}
        """#

    @Test func explainAnswersInTheRequestsLanguage() async throws {
        try await Self.live { client in
            try await client.execute(uri: "/v1/explain/camera/-102", method: .get, headers: [.acceptLanguage: "de-CH"]) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentLanguage] == "de")
                #expect(response.headers[.vary] == "Accept-Language")
                let json = try Self.object(response.body)
                #expect(json["status"] as? String == "denied")
                #expect(json["localization"] as? String == "de")
                #expect((json["recoverySuggestion"] as? String)?.contains("Einstellungen") == true)
                #expect((json["alert"] as? [String: Any])?["title"] as? String == json["description"] as? String)
            }
            try await client.execute(uri: "/v1/explain/camera/limited", method: .get) { response in
                #expect(response.status == .notFound)
                let object = try Self.object(response.body)
                #expect(object["type"] as? String == "urn:permit:problem:inapplicable-status")
            }
        }
    }

    @Test func aRecordedReportIsAnsweredInTheDevicesLanguageThenTheRequests() async throws {
        try await Self.live { client in
            let put = try await client.execute(uri: "/v1/subjects/d1", method: .put, body: ByteBuffer(string: Self.report))
            #expect(put.status == .noContent)
            try await client.execute(uri: "/v1/subjects/d1/services/camera", method: .get) { response in
                let json = try Self.object(response.body)
                #expect(json["granted"] as? Bool == false)
                #expect(json["status"] as? String == "denied")
                #expect((json["error"] as? [String: Any])?["localization"] as? String == "fr")
                #expect(response.headers[.contentLanguage] == "fr")
            }
            try await client.execute(uri: "/v1/subjects/d1/services/camera", method: .get, headers: [.acceptLanguage: "ja"]) { response in
                let json = try Self.object(response.body)
                #expect((json["error"] as? [String: Any])?["localization"] as? String == "ja")
                #expect(response.headers[.contentLanguage] == "ja")
            }
            // Health on iPadOS 16 is too old; the advice names iPadOS 17.
            try await client.execute(uri: "/v1/subjects/d1/services/health/require", method: .get, headers: [.acceptLanguage: "en"]) { response in
                #expect(response.status == .conflict)
                #expect(response.headers[.contentType] == "application/problem+json")
                let json = try Self.object(response.body)
                #expect(json["permitStatus"] as? String == "low-version")
                #expect((json["detail"] as? String)?.contains("iPadOS 17") == true)
            }
            #expect(try await client.execute(uri: "/v1/subjects/d1/services/photo/require", method: .get).status == .noContent)
            #expect(try await client.execute(uri: "/v1/subjects/d1/services/camera/require", method: .get).status == .forbidden)
        }
    }

    @Test func aReRecordedReportIsAnsweredFreshAtOnce() async throws {
        try await Self.live { client in
            _ = try await client.execute(uri: "/v1/subjects/d1", method: .put, body: ByteBuffer(string: Self.report))
            #expect(try await client.execute(uri: "/v1/subjects/d1/services/camera/require", method: .get).status == .forbidden)
            let granted = Self.report.replacingOccurrences(of: #""camera": "denied""#, with: #""camera": "authorized""#)
            _ = try await client.execute(uri: "/v1/subjects/d1", method: .put, body: ByteBuffer(string: granted))
            #expect(try await client.execute(uri: "/v1/subjects/d1/services/camera/require", method: .get).status == .noContent)
        }
    }

    @Test func verdictsAndPlansAreLocalized() async throws {
        try await Self.live { client in
            _ = try await client.execute(uri: "/v1/subjects/d1", method: .put, body: ByteBuffer(string: Self.report))
            let demands = ByteBuffer(string: #"{"required": ["camera", "microphone"], "optional": ["photo"]}"#)
            try await client.execute(uri: "/v1/subjects/d1/verdict", method: .post, headers: [.acceptLanguage: "en"], body: demands) { response in
                let json = try Self.object(response.body)
                #expect(json["satisfied"] as? Bool == false)
                #expect(json["missingRequired"] as? [String] == ["camera"])
                #expect(json["summary"] as? String == "1 required permission is missing")
            }
            let flow = ByteBuffer(string: #"{"required": ["camera", "contacts"], "now": "2026-11-21T10:00:00Z"}"#)
            try await client.execute(uri: "/v1/subjects/d1/plan", method: .post, body: flow) { response in
                let json = try Self.object(response.body)
                #expect(json["verdict"] as? String == "blocked")
                let steps = try #require(json["steps"] as? [[String: Any]])
                #expect(steps.map { $0["action"] as? String } == ["open-settings", "soft-ask"])
                #expect(steps[1]["localization"] as? String == "fr")
            }
        }
    }

    @Test func badRequestsAreProblemsThatSayWhere() async throws {
        try await Self.live { client in
            let cases: [(String, HTTPRequest.Method, String?, HTTPResponse.Status, String)] = [
                ("/v1/subjects/d2", .put, #"{"subject": "d2", "services": {"camera": "maybe"}}"#, .badRequest, "invalid-body"),
                ("/v1/subjects/d2", .put, "{\"subject\": \"d2\",\n \"services\": {,}}", .badRequest, "malformed-json"),
                ("/v1/subjects/d2", .put, #"{"subject": "other"}"#, .badRequest, "invalid-body"),
                ("/v1/subjects/nobody/services/camera", .get, nil, .notFound, "unknown-subject"),
                ("/v1/explain/telepathy/denied", .get, nil, .notFound, "unknown-service"),
                ("/v1/explain/camera/maybe", .get, nil, .notFound, "unknown-status"),
                ("/v2/anything", .get, nil, .notFound, "not-found"),
            ]
            for (uri, method, body, status, type) in cases {
                try await client.execute(uri: uri, method: method, body: body.map { ByteBuffer(string: $0) }) { response in
                    #expect(response.status == status, "\(uri)")
                    #expect(response.headers[.contentType] == "application/problem+json", "\(uri)")
                    let json = try Self.object(response.body)
                    #expect(json["type"] as? String == "urn:permit:problem:" + type, "\(uri)")
                    #expect(json["status"] as? Int == Int(status.code))
                }
            }
            try await client.execute(uri: "/v1/subjects/d2", method: .put, body: ByteBuffer(string: "{\"subject\": \"d2\",\n \"services\": {,}}")) { response in
                let json = try Self.object(response.body)
                #expect(json["line"] as? Int == 2 && json["column"] as? Int == 15)
            }
            // Last, since the body of a 413 is not read: the server closes the connection after it.
            let large = ByteBuffer(string: String(repeating: " ", count: (1 << 20) + 1))
            try await client.execute(uri: "/v1/subjects/d2", method: .put, body: large) { response in
                #expect(response.status == .contentTooLarge)
                #expect(response.headers[.contentType] == "application/problem+json")
                let type = try Self.object(response.body)["type"] as? String
                #expect(type == "urn:permit:problem:body-too-large")
            }
        }
    }

    @Test func theOpenAPIDocumentDescribesEveryRoute() async throws {
        // The repository's file, served as it is.
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PermitServer/openapi.json")
        let document = try Data(contentsOf: file)
        try await Self.live { client in
            try await client.execute(uri: "/openapi.json", method: .get) { response in
                #expect(Data(buffer: response.body) == document)
                let json = try Self.object(response.body)
                #expect(json["openapi"] as? String == "3.1.0")
                let paths = try #require(json["paths"] as? [String: Any])
                #expect(Set(paths.keys) == [
                    "/healthz", "/readyz", "/metrics", "/v1/explain/{service}/{status}", "/v1/subjects/{id}", "/v1/subjects/{id}/services/{service}",
                    "/v1/subjects/{id}/services/{service}/require", "/v1/subjects/{id}/verdict", "/v1/subjects/{id}/plan",
                    "/v1/changes", "/v1/changes/stream",
                ])
            }
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
        }
    }

    /// Every /v1 operation needs an access key and says what happens without one, and with a credential that does
    /// not reach it: a key limited to reports on any other route, a report token for another device on a report.
    @Test func everyV1OperationDescribesItsAccessKey() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PermitServer/openapi.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
        var operations = 0
        for (path, methods) in paths where path.hasPrefix("/v1/") {
            for (method, operation) in methods {
                operations += 1
                let responses = try #require(operation["responses"] as? [String: Any])
                #expect(operation["security"] as? [[String: [String]]] == [["accessKey": []]], "\(method) \(path)")
                #expect(responses["401"] != nil, "\(method) \(path)")
                #expect(responses["403"] != nil, "\(method) \(path)")
            }
        }
        #expect(operations == 9)
    }

    @Test func appStringsAreLayeredAndReloaded() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("permit-server-\(UUID())")
        let folder = root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let strings = folder.appendingPathComponent("Permit.strings")
        try Data(#""camera.description" = "Acme cannot see";"#.utf8).write(to: strings)
        var configuration = PermitServer.Configuration()
        configuration.stringsRoots = [root.path]
        let server = try PermitServer(configuration: configuration)
        try await server.application(port: 0).test(.live) { client in
            try await client.execute(uri: "/v1/explain/camera/denied", method: .get) { response in
                let object = try Self.object(response.body)
                #expect(object["description"] as? String == "Acme cannot see")
            }
            try Data(#""camera.description" = "Acme is blind";"#.utf8).write(to: strings)
            server.reload()
            try await client.execute(uri: "/v1/explain/camera/denied", method: .get) { response in
                let object = try Self.object(response.body)
                #expect(object["description"] as? String == "Acme is blind")
            }
        }
    }

    @Test func aMissingStringsRootIsASetUpError() {
        var configuration = PermitServer.Configuration()
        configuration.stringsRoots = ["/nonexistent/strings"]
        #expect(throws: CatalogError.self) { try PermitServer(configuration: configuration) }
    }
}
