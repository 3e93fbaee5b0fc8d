import Foundation
import Hummingbird
import Permit

/// `GET /v1/explain/...`'s body: `permit explain --format json`'s fields and the alert.
struct Explanation: Encodable {
    var domain: String
    var code: Int
    var service: String
    var status: String
    var description: String?
    var recoverySuggestion: String?
    var settingsURL: String?
    var localization: String
    var alert: Alert?

    private enum CodingKeys: String, CodingKey {
        case domain, code, service, status, description, recoverySuggestion, settingsURL, localization, alert
    }

    /// Writes absent values as `null`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(domain, forKey: .domain)
        try container.encode(code, forKey: .code)
        try container.encode(service, forKey: .service)
        try container.encode(status, forKey: .status)
        try container.encode(description, forKey: .description)
        try container.encode(recoverySuggestion, forKey: .recoverySuggestion)
        try container.encode(settingsURL, forKey: .settingsURL)
        try container.encode(localization, forKey: .localization)
        try container.encode(alert, forKey: .alert)
    }
}

/// `GET /v1/subjects/{id}/services/{service}`'s body.
struct ServiceAnswer: Encodable {
    var granted: Bool
    var status: String
    var error: PermitError?
    var alert: Alert?

    private enum CodingKeys: String, CodingKey {
        case granted, status, error, alert
    }

    /// Writes absent values as `null`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(granted, forKey: .granted)
        try container.encode(status, forKey: .status)
        try container.encode(error, forKey: .error)
        try container.encode(alert, forKey: .alert)
    }
}

/// `POST /v1/subjects/{id}/verdict`'s body.
struct VerdictAnswer: Encodable {
    var satisfied: Bool
    var missingRequired: [String]
    var summary: String
    var localization: String
    var errors: [PermitError]
}

/// JSON responses with the language that answered.
enum JSONResponse {
    /// `value` as a 200 JSON response whose `Content-Language` is `language`.
    static func make(_ value: some Encodable, language: String) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = try encoder.encode(value)
        return Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8", .contentLanguage: language],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

extension JSONResponse {
    /// A JSON object of strings, for `/healthz`.
    static func object(_ members: [String: String]) -> Response {
        let body = (try? JSONEncoder().encode(members)) ?? Data("{}".utf8)
        return Response(
            status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
