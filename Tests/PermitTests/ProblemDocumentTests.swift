import Foundation
import Permit
import PermitLocalization
import Testing

/// Problem documents (RFC 9457) for Permit's errors and for requests a server cannot answer.
@Suite struct ProblemDocumentTests {
    static func object(_ document: ProblemDocument) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(document.body)) as? [String: Any])
    }

    @Test func aDenialIsA403WithEveryMember() throws {
        let error = try #require(PermitTexts.shipped.error(for: .camera, status: .denied, preferences: ["fr"]))
        let document = PermitTexts.shipped.problem(for: error, instance: "/v1/subjects/d/services/camera/require")
        let json = try Self.object(document)
        #expect(json["type"] as? String == "urn:permit:problem:denied")
        #expect(json["status"] as? Int == 403)
        #expect(json["title"] as? String == error.description)
        #expect(json["detail"] as? String == error.recoverySuggestion as String)
        #expect(json["instance"] as? String == "/v1/subjects/d/services/camera/require")
        #expect(json["domain"] as? String == "JYAuthErrorDomain")
        #expect(json["code"] as? Int == -102)
        #expect(json["service"] as? String == "camera")
        #expect(json["permitStatus"] as? String == "denied")
        #expect(json["settingsURL"] as? String == "app-settings:")
        #expect(json["localization"] as? String == "fr")
        let actions = try #require(json["actions"] as? [[String: Any]])
        #expect(actions.map { $0["kind"] as? String } == ["ok", "go"])
        #expect(actions.last?["url"] as? String == "app-settings:")
        #expect(document.headers.map(\.name) == ["Content-Type", "Content-Language", "Vary"])
        #expect(document.headers.map(\.value) == ["application/problem+json", "fr", "Accept-Language"])
    }

    @Test(arguments: [
        (AuthorizationStatus.denied, 403), (.restricted, 403), (.notDetermined, 403), (.limited, 403),
        (.unserviced, 409), (.lowVersion, 409),
    ])
    func httpStatusesFollowTheDocumentedMapping(status: AuthorizationStatus, http: Int) throws {
        let service: Service = status == .limited ? .photo : status == .lowVersion ? .health : .locationAlways
        let error = try #require(PermitTexts.shipped.error(for: service, status: status, preferences: ["en"]))
        #expect(PermitTexts.shipped.problem(for: error).status == http)
        #expect(try Self.object(PermitTexts.shipped.problem(for: error))["settingsURL"] != nil)
    }

    @Test func aRestrictionHasANullSettingsURLAndOnlyOk() throws {
        let error = try #require(PermitTexts.shipped.error(for: .camera, status: .restricted, preferences: ["en"]))
        let json = try Self.object(PermitTexts.shipped.problem(for: error))
        #expect(json["settingsURL"] is NSNull)
        #expect((json["actions"] as? [[String: Any]])?.count == 1)
    }

    static let localizations = ["en", "de", "ja", "ar", "zh-Hant", "ru", "pt-BR", "he"]

    @Test(arguments: localizations)
    func requestErrorsAreLocalized(localization: String) throws {
        let errors: [PermitProblem] = [
            .unknownService("telepathy"), .unknownStatus("maybe"), .inapplicableStatus(.limited, of: .camera),
            .unknownSubject("device-9"), .invalidBody(path: "services.camera", message: "unknown status"),
            .malformedJSON(line: 3, column: 14, message: "expected a value"), .bodyTooLarge(limit: 1 << 20),
            .notFound("/v2/x"), .internalError("boom"),
        ]
        for error in errors {
            let document = PermitTexts.shipped.problem(for: error, preferences: [localization])
            #expect(document.language == localization)
            #expect(!document.title.hasPrefix("problem."), "\(localization) \(error.code.name)")
            #expect(!document.detail.hasPrefix("problem.") && !document.detail.contains("%"), "\(localization): \(document.detail)")
            #expect(document.status == error.code.httpStatus)
            #expect(document.type == "urn:permit:problem:" + error.code.name)
        }
        let unknown = PermitTexts.shipped.problem(for: .unknownService("telepathy"), preferences: [localization])
        #expect(unknown.detail.contains("telepathy"))
        #expect(try Self.object(unknown)["services"] as? [String] == Service.allCases.map(\.commandLineName))
    }

    @Test func englishRequestErrorsReadAsWritten() throws {
        let malformed = PermitTexts.shipped.problem(for: .malformedJSON(line: 3, column: 14, message: "x"), preferences: [])
        #expect(malformed.title == "Invalid request body")
        #expect(malformed.detail == "The request body is not valid JSON (line 3, column 14).")
        let large = PermitTexts.shipped.problem(for: .bodyTooLarge(limit: 1 << 20), preferences: ["en"])
        #expect(large.status == 413)
        #expect(large.detail == "The request body is larger than this server accepts (at most 1 MiB).")
        let pair = PermitTexts.shipped.problem(for: .inapplicableStatus(.limited, of: .camera), preferences: ["en"])
        #expect(try Self.object(pair)["validStatuses"] as? [String] == ["granted", "not-determined", "restricted", "denied", "unserviced"])
    }

    @Test func textsAreEscaped() throws {
        let document = ProblemDocument(
            type: "urn:x", title: "A \"quoted\" \\ title\n", status: 400, detail: "tab\tand \u{1} and é",
            extensions: [("nested", .object([("list", .array([.int(1), .bool(true), .null]))]))])
        let json = try Self.object(document)
        #expect(json["title"] as? String == "A \"quoted\" \\ title\n")
        #expect(json["detail"] as? String == "tab\tand \u{1} and é")
        let text = String(decoding: document.body, as: UTF8.self)
        #expect(text.hasPrefix(#"{"type":"urn:x","title":"A \"quoted\" \\ title\n","status":400,"detail":"tab\tand \u0001 and é""#))
        #expect(document.headers.count == 1)
    }
}
