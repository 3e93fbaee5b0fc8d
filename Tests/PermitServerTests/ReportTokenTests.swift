import Foundation
import Hummingbird
import HummingbirdTesting
import JWTKit
import Logging
import Permit
import PermitLocalization
import PermitServer
import Testing

/// Device-bound report tokens: JWTs minted here with jwt-kit, as an app's backend would, sent to a live server.
@Suite struct ReportTokenTests {
    static let fullKey = "backend-key-0123456789abcdef"
    static let reportKey = "app-key-0123456789abcdef"
    static let secret = "a-shared-secret-of-the-backend-0123456789"

    /// The claims a backend puts in a report token; `exp` may be left out to make a token without it.
    struct Claims: JWTPayload {
        var sub: SubjectClaim
        var exp: ExpirationClaim?
        var nbf: NotBeforeClaim?
        var iat: IssuedAtClaim?

        func verify(using algorithm: some JWTAlgorithm) async throws {}
    }

    /// A token for `subject` signed with `key` (the HS256 secret by default), expiring `expiresIn` seconds from now.
    static func token(
        for subject: String, expiresIn: TimeInterval? = 300, notBefore: TimeInterval? = nil, issuedAt: TimeInterval? = 0,
        key: SigningKey = .hs256(secret)
    ) async throws -> String {
        let now = Date()
        let claims = Claims(
            sub: SubjectClaim(value: subject), exp: expiresIn.map { ExpirationClaim(value: now.addingTimeInterval($0)) },
            nbf: notBefore.map { NotBeforeClaim(value: now.addingTimeInterval($0)) },
            iat: issuedAt.map { IssuedAtClaim(value: now.addingTimeInterval($0)) })
        let collection = JWTKeyCollection()
        switch key {
        case .hs256(let secret): await collection.add(hmac: HMACKey(from: secret), digestAlgorithm: .sha256)
        case .es256(let privateKey): await collection.add(ecdsa: privateKey)
        }
        return try await collection.sign(claims)
    }

    /// The keys tokens are signed with here.
    enum SigningKey {
        case hs256(String)
        case es256(ES256PrivateKey)
    }

    /// A file holding `contents`, removed when the test ends.
    static func file(_ contents: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("permit-token-key-\(UUID())").path
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A server with the access keys `keys` (none when `nil`) whose report tokens are checked with the keys in
    /// `tokenKeys`, with the token key files' paths.
    static func withServer(
        keys: String? = "\(fullKey)\nreport:\(reportKey)\n", tokenKeys: [String], logger: Logger = Logger(label: "test"),
        _ test: @escaping @Sendable (any TestClientProtocol, PermitServer, [String]) async throws -> Void
    ) async throws {
        let paths = try tokenKeys.map(Self.file)
        let keysFile = try keys.map(Self.file)
        defer { for path in paths + [keysFile].compactMap(\.self) { try? FileManager.default.removeItem(atPath: path) } }
        var configuration = PermitServer.Configuration()
        configuration.accessKeys = try keysFile.map(AccessKeyring.init(path:))
        configuration.reportTokenKeys = try ReportTokenKeyring(paths: paths)
        let server = try PermitServer(configuration: configuration, logger: logger)
        try await server.application(port: 0).test(.live) { client in try await test(client, server, paths) }
    }

    static func report(_ subject: String) -> ByteBuffer {
        ByteBuffer(string: #"{"subject": "\#(subject)", "languages": ["fr"], "services": {"camera": "denied"}}"#)
    }

    /// The answer to recording `subject`'s report at `path` (`/v1/subjects/<subject>` by default) with `token`.
    static func put(
        _ client: any TestClientProtocol, _ subject: String, token: String, path: String? = nil
    ) async throws -> TestResponse {
        try await client.execute(
            uri: path ?? "/v1/subjects/\(subject)", method: .put,
            headers: [.authorization: "Bearer \(token)", .acceptLanguage: "en"], body: Self.report(subject))
    }

    static func expectInvalidToken(_ response: TestResponse, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        #expect(response.status == .unauthorized, sourceLocation: sourceLocation)
        #expect(
            response.headers[.wwwAuthenticate] == #"Bearer realm="permit-server", error="invalid_token""#,
            sourceLocation: sourceLocation)
        #expect(
            try PermitServerTests.object(response.body)["type"] as? String == "urn:permit:problem:unauthorized",
            sourceLocation: sourceLocation)
    }

    @Test func anHS256TokenRecordsItsOwnSubjectOnly() async throws {
        try await Self.withServer(tokenKeys: [Self.secret]) { client, _, _ in
            #expect(try await Self.put(client, "d1", token: try await Self.token(for: "d1")).status == .noContent)
            // Recorded: the backend reads it with its full key.
            let answer = try await client.execute(
                uri: "/v1/subjects/d1/services/camera", method: .get, headers: [.authorization: "Bearer \(Self.fullKey)"])
            #expect(answer.status == .ok)

            let other = try await Self.put(client, "d2", token: try await Self.token(for: "d1"))
            #expect(other.status == .forbidden)
            let object = try PermitServerTests.object(other.body)
            #expect(object["type"] as? String == "urn:permit:problem:token-for-another-subject")
            #expect(object["title"] as? String == "Token for another device")
            #expect(object["detail"] as? String == "This token may only record the report of the device it was issued for.")
            #expect(!String(decoding: Data(buffer: other.body), as: UTF8.self).contains("d1"))
        }
    }

    @Test func anES256TokenRecordsItsOwnSubjectOnly() async throws {
        let privateKey = ES256PrivateKey()
        try await Self.withServer(tokenKeys: [privateKey.publicKey.pemRepresentation]) { client, _, _ in
            let own = try await Self.token(for: "d1", key: .es256(privateKey))
            #expect(try await Self.put(client, "d1", token: own).status == .noContent)
            #expect(try await Self.put(client, "d2", token: own).status == .forbidden)
            // Another backend's key, and HS256 over the public key's own text (the algorithm confusion of RFC 8725).
            try Self.expectInvalidToken(try await Self.put(client, "d1", token: try await Self.token(for: "d1", key: .es256(ES256PrivateKey()))))
            let confused = try await Self.token(for: "d1", key: .hs256(privateKey.publicKey.pemRepresentation))
            try Self.expectInvalidToken(try await Self.put(client, "d1", token: confused))
        }
    }

    @Test func tokensThatAreNotValidNowOrNotSignedAreA401() async throws {
        try await Self.withServer(tokenKeys: [Self.secret]) { client, _, _ in
            let tokens = [
                try await Self.token(for: "d1", expiresIn: -120),  // expired beyond the leeway
                try await Self.token(for: "d1", expiresIn: nil),  // no exp
                try await Self.token(for: "d1", notBefore: 300),  // not yet valid
                try await Self.token(for: "d1", issuedAt: 600),  // issued in the future
                try await Self.token(for: "d1", key: .hs256("another-secret-of-another-backend-0123456789")),
                Self.unsigned(sub: "d1"),
                "not.a.token", "a-wrong-key-0123456789abcdef",
                String(repeating: "a", count: ReportTokenKeyring.maximumTokenLength) + "." + (try await Self.token(for: "d1")),
            ]
            for token in tokens { try Self.expectInvalidToken(try await Self.put(client, "d1", token: token)) }
            // An expiry a little in the past is within the leeway for clocks that disagree.
            #expect(try await Self.put(client, "d1", token: try await Self.token(for: "d1", expiresIn: -30)).status == .noContent)
        }
    }

    /// A token with `alg: none` and no signature, which says what it likes.
    static func unsigned(sub: String) -> String {
        let base64URL = { (json: String) in
            Data(json.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        }
        let expiry = Int(Date().timeIntervalSince1970) + 300
        return base64URL(#"{"alg":"none","typ":"JWT"}"#) + "." + base64URL(#"{"sub":"\#(sub)","exp":\#(expiry)}"#) + "."
    }

    @Test func aTokenGrantsNoOtherRoute() async throws {
        try await Self.withServer(tokenKeys: [Self.secret]) { client, _, _ in
            let token = try await Self.token(for: "d1")
            #expect(try await Self.put(client, "d1", token: token).status == .noContent)
            for (uri, method) in [
                ("/v1/subjects/d1/services/camera", HTTPRequest.Method.get), ("/v1/subjects/d1/services/camera/require", .get),
                ("/v1/subjects/d1", .delete), ("/v1/subjects/d1/verdict", .post), ("/v1/subjects/d1/plan", .post),
                ("/v1/explain/camera/denied", .get), ("/v1/changes", .get), ("/v1/changes/stream", .get),
            ] {
                // A valid credential that does not reach the route: 403, as a report-only key.
                try await client.execute(uri: uri, method: method, headers: [.authorization: "Bearer \(token)"]) { response in
                    #expect(response.status == .forbidden, "\(method) \(uri)")
                    let type = try ProductionRoutesTests.problemType(response)
                    #expect(type == "urn:permit:problem:key-not-allowed")
                }
            }
        }
    }

    @Test func thePathsIDIsComparedPercentDecodedAndByteForByte() async throws {
        try await Self.withServer(tokenKeys: [Self.secret]) { client, _, _ in
            let path = "/v1/subjects/alice%40example.com"
            let decoded = try await Self.put(client, "alice@example.com", token: try await Self.token(for: "alice@example.com"), path: path)
            #expect(decoded.status == .noContent)
            let encoded = try await Self.put(client, "alice@example.com", token: try await Self.token(for: "alice%40example.com"), path: path)
            #expect(encoded.status == .forbidden)
            // "é" as one code point in the token, as e and a combining accent in the path: two subjects to the store.
            let decomposed = try await Self.put(client, "cafe\u{301}", token: try await Self.token(for: "caf\u{E9}"), path: "/v1/subjects/cafe%CC%81")
            #expect(decomposed.status == .forbidden)
        }
    }

    @Test func accessKeysStillRecordBesideTokensAndTheReportKeysAreWarnedOf() async throws {
        let warnings = Locked<[String]>([])
        let logger = Logger(label: "test") { _ in WarningRecorder(warnings: warnings) }
        try await Self.withServer(tokenKeys: [Self.secret], logger: logger) { client, server, _ in
            for key in [Self.fullKey, Self.reportKey] {
                let status = try await Self.put(client, "d1", token: key).status
                #expect(status == .noContent, "\(key)")
            }
            #expect(warnings.withLock { $0 }.count == 1)
            #expect(warnings.withLock { $0 }.first?.contains("anyone who extracts one") == true)
            server.reload()
            #expect(warnings.withLock { $0 }.count == 2)
        }
        try await Self.withServer(keys: "\(Self.fullKey)\n", tokenKeys: [Self.secret], logger: logger) { _, _, _ in }
        #expect(warnings.withLock { $0 }.count == 2)
    }

    @Test func withoutAccessKeysATokenIsNeededOnlyToRecord() async throws {
        try await Self.withServer(keys: nil, tokenKeys: [Self.secret]) { client, _, _ in
            let none = try await client.execute(uri: "/v1/subjects/d1", method: .put, body: Self.report("d1"))
            #expect(none.status == .unauthorized)
            #expect(none.headers[.wwwAuthenticate] == #"Bearer realm="permit-server""#)
            #expect(try await Self.put(client, "d1", token: try await Self.token(for: "d1")).status == .noContent)
            #expect(try await client.execute(uri: "/v1/subjects/d1/services/camera", method: .get).status == .ok)
        }
    }

    @Test func reloadingReadsTheKeysAgainAndKeepsThemWhenAFileIsBroken() async throws {
        let next = "the-next-shared-secret-of-the-backend-0123"
        let privateKey = ES256PrivateKey()
        try await Self.withServer(tokenKeys: [Self.secret, privateKey.publicKey.pemRepresentation]) { client, server, paths in
            let es256 = try await Self.token(for: "d1", key: .es256(privateKey))
            #expect(try await Self.put(client, "d1", token: try await Self.token(for: "d1")).status == .noContent)
            #expect(try await Self.put(client, "d1", token: es256).status == .noContent)
            try Data("\(next)\n".utf8).write(to: URL(fileURLWithPath: paths[0]))
            server.reload()
            try Self.expectInvalidToken(try await Self.put(client, "d1", token: try await Self.token(for: "d1")))
            #expect(try await Self.put(client, "d1", token: try await Self.token(for: "d1", key: .hs256(next))).status == .noContent)
            #expect(try await Self.put(client, "d1", token: es256).status == .noContent)
            try Data("too-short\n".utf8).write(to: URL(fileURLWithPath: paths[0]))
            server.reload()
            #expect(try await Self.put(client, "d1", token: try await Self.token(for: "d1", key: .hs256(next))).status == .noContent)
        }
    }

    @Test(arguments: [
        ("short-secret\n", "at least 32 bytes long (this one has 12)"),
        (ES256PrivateKey().pemRepresentation, "holds a private key"),
        ("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n", "is not a PEM public key"),
        ("-----BEGIN PUBLIC KEY-----\nnot base64\n-----END PUBLIC KEY-----\n", "is not a P-256 public key"),
    ])
    func aKeyFileThatCannotBeUsedSaysWhy(contents: String, message: String) throws {
        let path = try Self.file(contents)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try ReportTokenKeyring(paths: [path])
        } throws: { error in
            let description = (error as? ReportTokenKey.FileError)?.description ?? ""
            return description.hasPrefix("\(path): ") && description.contains(message)
        }
    }

    @Test func keyFilesNameTheirAlgorithm() throws {
        let secret = try Self.file(Self.secret + "\r\n")
        let publicKey = try Self.file(ES256PrivateKey().publicKey.pemRepresentation)
        defer { for path in [secret, publicKey] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try ReportTokenKeyring(paths: [secret, publicKey]).algorithms == [.hs256, .es256])
        // A final line break is no part of the secret: 31 bytes and a newline are too few.
        #expect(throws: ReportTokenKey.FileError.self) { try ReportTokenKey(Data((String(repeating: "s", count: 31) + "\n").utf8), path: "k") }
    }

    @Test(arguments: PermitTexts.shipped.localizer.availableLocalizations)
    func theTokenProblemIsLocalized(localization: String) {
        let document = PermitTexts.shipped.problem(for: .tokenForAnotherSubject, preferences: [localization])
        #expect(document.language == localization)
        #expect(document.status == 403)
        #expect(!document.title.hasPrefix("problem.") && !document.detail.hasPrefix("problem."), "\(localization)")
    }
}

/// A log handler that keeps the messages of warnings.
private struct WarningRecorder: LogHandler {
    let warnings: Locked<[String]>
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        if event.level == .warning { warnings.withLock { $0.append("\(event.message)") } }
    }
}
