import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Permit
import PermitServer
import Testing

/// Access keys, erasure and readiness, over HTTP with Hummingbird's live client.
@Suite struct ProductionRoutesTests {
    static let fullKey = "backend-key-0123456789abcdef"
    static let reportKey = "app-key-0123456789abcdef"
    static let report = #"{"subject": "d1", "languages": ["fr"], "services": {"camera": "denied"}}"#

    /// A server whose keys file holds `keys`, with the file's path.
    static func withKeys(
        _ keys: String, _ test: @escaping @Sendable (any TestClientProtocol, PermitServer, String) async throws -> Void
    ) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("permit-keys-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data(keys.utf8).write(to: URL(fileURLWithPath: file))
        var configuration = PermitServer.Configuration()
        configuration.accessKeys = try AccessKeyring(path: file)
        let server = try PermitServer(configuration: configuration)
        try await server.application(port: 0).test(.live) { client in try await test(client, server, file) }
    }

    static func bearer(_ key: String) -> HTTPFields { [.authorization: "Bearer \(key)"] }

    static func problemType(_ response: TestResponse) throws -> String? {
        try PermitServerTests.object(response.body)["type"] as? String
    }

    @Test func withoutAValidKeyEveryV1RouteIsA401ThatAsksForABearerKey() async throws {
        try await Self.withKeys("\(Self.fullKey)\nreport:\(Self.reportKey)\n") { client, _, _ in
            for (uri, method) in [
                ("/v1/explain/camera/denied", HTTPRequest.Method.get), ("/v1/subjects/d1", .put), ("/v1/subjects/d1", .delete),
                ("/v1/subjects/d1/services/camera", .get), ("/v1/subjects/d1/verdict", .post),
            ] {
                try await client.execute(uri: uri, method: method, headers: [.acceptLanguage: "en"]) { response in
                    #expect(response.status == .unauthorized, "\(method) \(uri)")
                    #expect(response.headers[.wwwAuthenticate] == #"Bearer realm="permit-server""#)
                    let type = try Self.problemType(response)
                    #expect(type == "urn:permit:problem:unauthorized")
                }
                var headers = Self.bearer("wrong-key-0123456789abcdef")
                headers[.acceptLanguage] = "en"
                try await client.execute(uri: uri, method: method, headers: headers) { response in
                    #expect(response.status == .unauthorized)
                    #expect(response.headers[.wwwAuthenticate] == #"Bearer realm="permit-server", error="invalid_token""#)
                    let object = try PermitServerTests.object(response.body)
                    #expect(object["title"] as? String == "Access key required")
                    #expect(!String(decoding: Data(buffer: response.body), as: UTF8.self).contains("wrong-key"))
                }
            }
            // Outside /v1: the probes and the API document.
            for uri in ["/healthz", "/readyz", "/openapi.json"] {
                #expect(try await client.execute(uri: uri, method: .get).status == .ok, "\(uri)")
            }
        }
    }

    @Test func aFullKeyUsesEveryRouteAndAReportKeyOnlyRecords() async throws {
        try await Self.withKeys("\(Self.fullKey)\nreport:\(Self.reportKey)\n") { client, _, _ in
            let put = { (key: String) in
                try await client.execute(
                    uri: "/v1/subjects/d1", method: .put, headers: Self.bearer(key), body: ByteBuffer(string: Self.report)).status
            }
            #expect(try await put(Self.reportKey) == .noContent)
            #expect(try await put(Self.fullKey) == .noContent)
            let camera = "/v1/subjects/d1/services/camera"
            try await client.execute(uri: camera, method: .get, headers: Self.bearer(Self.fullKey)) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/v1/changes", method: .get, headers: Self.bearer(Self.fullKey)) { response in
                #expect(response.status == .ok)
            }
            for (uri, method) in [
                (camera, HTTPRequest.Method.get), ("/v1/subjects/d1", .delete), ("/v1/explain/camera/denied", .get),
                ("/v1/changes", .get), ("/v1/changes/stream", .get),
            ] {
                try await client.execute(uri: uri, method: method, headers: Self.bearer(Self.reportKey)) { response in
                    #expect(response.status == .forbidden, "\(method) \(uri)")
                    let type = try Self.problemType(response)
                    #expect(type == "urn:permit:problem:key-not-allowed")
                }
            }
        }
    }

    @Test func reloadingReadsTheKeysAgainAndKeepsThemWhenTheFileIsBroken() async throws {
        try await Self.withKeys("\(Self.fullKey)\n") { client, server, file in
            let explain = { (key: String) in
                try await client.execute(uri: "/v1/explain/camera/denied", method: .get, headers: Self.bearer(key)).status
            }
            let next = "rotated-key-0123456789abcdef"
            #expect(try await explain(Self.fullKey) == .ok)
            try Data("\(next)\n".utf8).write(to: URL(fileURLWithPath: file))
            server.reload()
            #expect(try await explain(Self.fullKey) == .unauthorized)
            #expect(try await explain(next) == .ok)
            try Data("too-short\n".utf8).write(to: URL(fileURLWithPath: file))
            server.reload()
            #expect(try await explain(next) == .ok)
        }
    }

    @Test func anErasedDeviceIsUnknownAndErasingAgainIsNoError() async throws {
        try await PermitServerTests.live { client in
            #expect(try await client.execute(uri: "/v1/subjects/d1", method: .put, body: ByteBuffer(string: Self.report)).status == .noContent)
            #expect(try await client.execute(uri: "/v1/subjects/d1/services/camera", method: .get).status == .ok)
            for _ in 0..<2 {
                #expect(try await client.execute(uri: "/v1/subjects/d1", method: .delete).status == .noContent)
            }
            try await client.execute(uri: "/v1/subjects/d1/services/camera", method: .get) { response in
                #expect(response.status == .notFound)
                let type = try Self.problemType(response)
                #expect(type == "urn:permit:problem:unknown-subject")
            }
        }
    }

    @Test func devicesQuietForLongerThanTheRetentionAreForgotten() async throws {
        var configuration = PermitServer.Configuration()
        configuration.retention = .seconds(30 * 86_400)
        let server = try PermitServer(configuration: configuration)
        try await server.application(port: 0).test(.live) { client in
            let put = try await client.execute(uri: "/v1/subjects/d1", method: .put, body: ByteBuffer(string: Self.report))
            #expect(put.status == .noContent)
            #expect(try await server.sweepRetention(now: Date().addingTimeInterval(29 * 86_400)) == 0)
            #expect(try await client.execute(uri: "/v1/subjects/d1/services/camera", method: .get).status == .ok)
            #expect(try await server.sweepRetention(now: Date().addingTimeInterval(31 * 86_400)) == 1)
            #expect(try await client.execute(uri: "/v1/subjects/d1/services/camera", method: .get).status == .notFound)
        }
        // Without a retention, devices are kept.
        let keeping = try PermitServer()
        try await keeping.manager.record(DeviceReport(subject: Subject(id: "d"), statuses: [:]), in: keeping.reports)
        #expect(try await keeping.sweepRetention(now: Date().addingTimeInterval(3_650 * 86_400)) == 0)
    }

    @Test func aStoreThatCannotBeUsedMakesTheServerNotReady() async throws {
        let server = try PermitServer(store: UnreachableStore())
        try await server.application(port: 0).test(.live) { client in
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
            try await client.execute(uri: "/readyz", method: .get, headers: [.acceptLanguage: "en"]) { response in
                #expect(response.status == .serviceUnavailable)
                let object = try PermitServerTests.object(response.body)
                #expect(object["type"] as? String == "urn:permit:problem:not-ready")
                #expect((object["reason"] as? String)?.contains("the database is away") == true)
            }
        }
        let ready = try PermitServer(store: MemoryDeviceReportStore())
        try await ready.application(port: 0).test(.live) { client in
            try await client.execute(uri: "/readyz", method: .get) { response in
                #expect(response.status == .ok)
                let object = try PermitServerTests.object(response.body)
                #expect(object["status"] as? String == "ready")
            }
        }
    }
}

/// A store whose database cannot be reached.
private struct UnreachableStore: DeviceReportStore {
    static var away: DeviceReportStoreError { DeviceReportStoreError(.unavailable, "the database is away") }
    func record(_ report: DeviceReport) async throws { throw Self.away }
    func report(for subjectID: String) async throws -> DeviceReport? { throw Self.away }
    func recordAnswers(_ answers: SoftAskAnswers, subjectID: String) async throws { throw Self.away }
    func answers(for subjectID: String) async throws -> SoftAskAnswers { throw Self.away }
    func erase(subjectID: String) async throws { throw Self.away }
    func reportCount() async throws -> Int { throw Self.away }
    func eraseSubjects(quietSince date: Date, limit: Int) async throws -> [String] { throw Self.away }
    func changes() -> AsyncStream<DeviceReportChange> { AsyncStream { _ in } }
    func changes(after cursor: ChangeCursor?, limit: Int) async throws -> ChangePage { throw Self.away }
    func forgetChanges(recordedBefore date: Date) async throws -> Int { throw Self.away }
    let changeLogGrowth = ChangeLogSignal()
}
