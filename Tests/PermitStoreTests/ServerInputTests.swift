import Foundation
import Hummingbird
import HummingbirdTesting
import Permit
import PermitServer
import Testing

/// What permit-server accepts is the same on every store: ids are percent-decoded, and what no store can keep is a
/// 400 naming the field before any store is asked, never a 204 that stored nothing or a 503.
@Suite struct ServerInputTests {
    static func serve(_ kind: StoreKind, _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await TestStore.with(kind) { store in
            let server = try PermitServer(store: store.store)
            try await server.application(port: 0).test(.live) { client in try await test(client) }
        }
    }

    /// A report of `id` (which holds no quote or backslash) naming `languages`, its control characters escaped.
    static func report(_ id: String, languages: String = #"["fr"]"#) -> ByteBuffer {
        let subject = id.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }.joined()
        return ByteBuffer(string: #"{"subject": "\#(subject)", "languages": \#(languages), "services": {"camera": "denied"}}"#)
    }

    static func object(_ body: ByteBuffer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any])
    }

    @Test(arguments: StoreKind.available, [
        ("alice%40example.com", "alice@example.com"), ("user%3A42", "user:42"), ("a%20b", "a b"), ("caf%C3%A9", "café"),
        ("plus+sign", "plus+sign"), (String(repeating: "%C3%A9", count: 128), String(repeating: "é", count: 128)),
    ])
    func pathIdsArePercentDecoded(_ kind: StoreKind, _ ids: (path: String, decoded: String)) async throws {
        try await Self.serve(kind) { client in
            let put = try await client.execute(uri: "/v1/subjects/\(ids.path)", method: .put, body: Self.report(ids.decoded))
            #expect(put.status == .noContent)
            let answer = try await client.execute(uri: "/v1/subjects/\(ids.path)/services/camera", method: .get)
            #expect(answer.status == .ok)
            #expect(try Self.object(answer.body)["status"] as? String == "denied")
            #expect(try await client.execute(uri: "/v1/subjects/\(ids.path)", method: .delete).status == .noContent)
            #expect(try await client.execute(uri: "/v1/subjects/\(ids.path)/services/camera", method: .get).status == .notFound)
        }
    }

    @Test(arguments: StoreKind.available, [
        String(repeating: "x", count: 9_000), String(repeating: "%C3%A9", count: 129), "%00", "tab%09id", "%E9", "%",
    ])
    func anIdNoStoreCanKeepIsA400OnEveryRoute(_ kind: StoreKind, _ path: String) async throws {
        try await Self.serve(kind) { client in
            for (method, uri) in [
                (HTTPRequest.Method.put, "/v1/subjects/\(path)"), (.get, "/v1/subjects/\(path)/services/camera"),
                (.delete, "/v1/subjects/\(path)"),
            ] {
                let response = try await client.execute(
                    uri: uri, method: method, body: method == .put ? Self.report(path.removingPercentEncoding ?? path) : nil)
                #expect(response.status == .badRequest, "\(method) \(uri.prefix(40))")
                #expect(try Self.object(response.body)["type"] as? String == "urn:permit:problem:invalid-subject-id")
            }
        }
    }

    @Test(arguments: StoreKind.available, [
        (#"["fr\u0000x"]"#, "languages[0]"), (#"["en", "fr ca"]"#, "languages[1]"),
        ("[" + Array(repeating: #""en""#, count: 33).joined(separator: ",") + "]", "languages"),
    ])
    func aLanguageNoStoreCanKeepIsA400NamingIt(_ kind: StoreKind, _ languages: (json: String, path: String)) async throws {
        try await Self.serve(kind) { client in
            let response = try await client.execute(
                uri: "/v1/subjects/d1", method: .put, body: Self.report("d1", languages: languages.json))
            #expect(response.status == .badRequest)
            #expect(try Self.object(response.body)["path"] as? String == languages.path)
            #expect(try await client.execute(uri: "/v1/subjects/d1/services/camera", method: .get).status == .notFound)
        }
    }

    @Test func aBodyWhoseSubjectIsAnotherSpellingOfThePathsIsRefused() async throws {
        try await Self.serve(.memory) { client in
            // "é" as one code point in the body, as e and a combining accent in the path: two subjects to a store.
            let response = try await client.execute(uri: "/v1/subjects/cafe%CC%81", method: .put, body: Self.report("caf\u{E9}"))
            #expect(response.status == .badRequest)
            #expect(try Self.object(response.body)["path"] as? String == "subject")
        }
    }

    @Test func explainReadsPercentEncodedStatuses() async throws {
        try await Self.serve(.memory) { client in
            let response = try await client.execute(uri: "/v1/explain/camera/%2D102", method: .get)
            #expect(response.status == .ok)
            #expect(try Self.object(response.body)["status"] as? String == "denied")
        }
    }
}
