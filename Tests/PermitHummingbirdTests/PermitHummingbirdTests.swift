import Foundation
import Hummingbird
import HummingbirdTesting
import Permit
import PermitHummingbird
import Testing

/// The adapter through Hummingbird's own test client: a language middleware and Permit errors as problem documents.
@Suite struct PermitHummingbirdTests {
    static func application(
        _ middleware: PermitLanguageMiddleware<PermitBasicRequestContext> = PermitLanguageMiddleware()
    ) -> some ApplicationProtocol {
        let router = Router(context: PermitBasicRequestContext.self)
        router.add(middleware: middleware)
        router.get("/languages") { _, context in context.languagePreferences.joined(separator: ",") }
        router.get("/camera") { _, context -> String in
            guard let error = PermitTexts.shipped.error(for: .camera, status: .denied, preferences: ["en"]) else { return "" }
            throw error
        }
        router.get("/service/:name") { _, context -> String in
            throw PermitProblem.unknownService(context.parameters.get("name") ?? "")
        }
        return Application(router: router)
    }

    static func object(_ body: ByteBuffer) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any])
    }

    @Test func acceptLanguageBecomesThePreferencesAndTheContentLanguage() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/languages", method: .get, headers: [.acceptLanguage: "fr-CA, en;q=0.5"]) { response in
                #expect(String(buffer: response.body) == "fr-CA,en")
                #expect(response.headers[.contentLanguage] == "fr")
                #expect(response.headers[.vary] == "Accept-Language")
            }
        }
    }

    @Test func anExplicitChoiceComesBeforeTheHeader() async throws {
        let middleware = PermitLanguageMiddleware<PermitBasicRequestContext>(
            queryParameter: "lang", cookie: "language", resolver: { request, _ in request.headers[.authorization] == "Bearer ko" ? ["ko"] : nil })
        try await Self.application(middleware).test(.router) { client in
            try await client.execute(uri: "/languages?lang=de", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(String(buffer: response.body) == "de,fr")
                #expect(response.headers[.contentLanguage] == "de")
            }
            try await client.execute(uri: "/languages", method: .get, headers: [.cookie: "language=ja", .acceptLanguage: "fr"]) { response in
                #expect(String(buffer: response.body) == "ja,fr")
            }
            try await client.execute(uri: "/languages", method: .get, headers: [.authorization: "Bearer ko"]) { response in
                #expect(String(buffer: response.body) == "ko")
            }
        }
    }

    @Test func noOrAUselessHeaderGetsTheDefaultLanguage() async throws {
        try await Self.application().test(.router) { client in
            for header: HTTPFields in [[:], [.acceptLanguage: "x-klingon, *;q=0"], [.acceptLanguage: ";;;"]] {
                try await client.execute(uri: "/languages", method: .get, headers: header) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentLanguage] == "en")
                }
            }
        }
    }

    @Test(arguments: [("ja", "ja"), ("zh-TW", "zh-Hant"), ("pt", "pt-BR"), ("ar-EG", "ar")])
    func aPermitErrorRendersAsAProblemInTheRequestsLanguage(header: String, localization: String) async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/camera", method: .get, headers: [.acceptLanguage: header]) { response in
                #expect(response.status == .forbidden)
                #expect(response.headers[.contentType] == "application/problem+json")
                #expect(response.headers[.contentLanguage] == localization)
                let json = try Self.object(response.body)
                #expect(json["type"] as? String == "urn:permit:problem:denied")
                #expect(json["localization"] as? String == localization)
                #expect(json["instance"] as? String == "/camera")
                let expected = PermitTexts.shipped.error(for: .camera, status: .denied, preferences: [localization])
                #expect(json["title"] as? String == expected?.description)
            }
        }
    }

    @Test func aRequestErrorRendersAsAProblem() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/service/telepathy", method: .get, headers: [.acceptLanguage: "de"]) { response in
                #expect(response.status == .notFound)
                let json = try Self.object(response.body)
                #expect(json["type"] as? String == "urn:permit:problem:unknown-service")
                #expect((json["detail"] as? String)?.contains("telepathy") == true)
                #expect(response.headers[.contentLanguage] == "de")
            }
        }
    }
}
