import Foundation
import Permit
import PermitVapor
import Testing
import Vapor
import VaporTesting

/// The adapter through Vapor's own test client.
@Suite struct PermitVaporTests {
    static func configure(_ app: Application, rendersAbortErrors: Bool = true) {
        app.middleware.use(PermitMiddleware(texts: .shipped, cookie: "language", rendersAbortErrors: rendersAbortErrors))
        app.get("languages") { request in request.permit.preferences.joined(separator: ",") }
        app.get("camera") { _ -> String in
            guard let error = PermitTexts.shipped.error(for: .camera, status: .denied, preferences: ["en"]) else { return "" }
            throw error
        }
        app.get("subject", ":id") { request -> String in
            throw PermitProblem.unknownSubject(request.parameters.get("id") ?? "")
        }
        app.get("teapot") { _ -> String in throw Abort(.badRequest, reason: "no tea here") }
    }

    static func object(_ response: TestingHTTPResponse) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    @Test func preferencesComeFromTheExplicitChoiceThenTheHeader() async throws {
        try await withApp(configure: { Self.configure($0) }) { app in
            try await app.testing().test(.GET, "languages?lang=ko", headers: ["Accept-Language": "fr-CA, en;q=0.5"]) { response in
                #expect(response.body.string == "ko,fr-CA,en")
                #expect(response.headers.first(name: .contentLanguage) == "ko")
                #expect(response.headers.first(name: .vary) == "Accept-Language")
            }
            try await app.testing().test(.GET, "languages", headers: ["Cookie": "language=he"]) { response in
                #expect(response.body.string == "he")
            }
            try await app.testing().test(.GET, "languages") { response in
                #expect(response.headers.first(name: .contentLanguage) == "en")
            }
        }
    }

    @Test(arguments: [("de-AT", "de"), ("zh-HK", "zh-HK"), ("es-MX", "es-419"), ("nn", "nb")])
    func aPermitErrorIsAProblemInTheRequestsLanguage(header: String, localization: String) async throws {
        try await withApp(configure: { Self.configure($0) }) { app in
            try await app.testing().test(.GET, "camera", headers: ["Accept-Language": header]) { response in
                #expect(response.status == .forbidden)
                #expect(response.headers.first(name: .contentType) == "application/problem+json")
                #expect(response.headers.first(name: .contentLanguage) == localization)
                let json = try Self.object(response)
                #expect(json["type"] as? String == "urn:permit:problem:denied")
                #expect(json["localization"] as? String == localization)
                #expect(json["error"] == nil && json["reason"] == nil)
            }
        }
    }

    @Test func requestErrorsAndAbortsAreProblems() async throws {
        try await withApp(configure: { Self.configure($0) }) { app in
            try await app.testing().test(.GET, "subject/device-7", headers: ["Accept-Language": "it"]) { response in
                #expect(response.status == .notFound)
                let json = try Self.object(response)
                #expect(json["type"] as? String == "urn:permit:problem:unknown-subject")
                #expect((json["detail"] as? String)?.contains("device-7") == true)
                #expect(response.headers.first(name: .contentLanguage) == "it")
            }
            try await app.testing().test(.GET, "teapot") { response in
                #expect(response.status == .badRequest)
                #expect(response.headers.first(name: .contentType) == "application/problem+json")
                let json = try Self.object(response)
                #expect(json["detail"] as? String == "no tea here")
            }
        }
    }

    @Test func withoutRenderingAbortsVaporsOwnErrorFormatStays() async throws {
        try await withApp(configure: { Self.configure($0, rendersAbortErrors: false) }) { app in
            try await app.testing().test(.GET, "teapot") { response in
                #expect(response.status == .badRequest)
                let json = try Self.object(response)
                #expect(json["reason"] as? String == "no tea here")
            }
        }
    }
}
