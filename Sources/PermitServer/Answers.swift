import Foundation
import Hummingbird
import Permit

/// JSON bodies written directly as ordered values: Foundation's `JSONEncoder` costs more than the rest of an
/// answer together, and these are the server's hottest routes.
enum AnswerJSON {
    typealias Value = ProblemDocument.Value

    /// `GET /v1/explain/...`'s body: `permit explain --format json`'s fields and the alert (null values when the
    /// status is `granted`).
    static func explanation(
        service: Service, status: AuthorizationStatus, error: PermitError?, alert: Alert?, localization: String
    ) -> Value {
        .object([
            ("domain", .string(PermitError.domain)), ("code", .int(status.rawValue)),
            ("service", .string(service.commandLineName)), ("status", .string(status.commandLineName)),
            ("description", .string(error?.description)),
            ("recoverySuggestion", .string(error.map { $0.recoverySuggestion as String })),
            ("settingsURL", .string(error?.settingsURL)), ("localization", .string(localization)),
            ("alert", alert.map(Self.alert) ?? .null),
        ])
    }

    /// `GET /v1/subjects/{id}/services/{service}`'s body.
    static func answer(granted: Bool, status: AuthorizationStatus, error: PermitError?, alert: Alert?) -> Value {
        .object([
            ("granted", .bool(granted)), ("status", .string(status.commandLineName)),
            ("error", error.map(Self.error) ?? .null), ("alert", alert.map(Self.alert) ?? .null),
        ])
    }

    /// A `PermitError` as its `Codable` form writes it.
    static func error(_ error: PermitError) -> Value {
        .object([
            ("domain", .string(PermitError.domain)), ("code", .int(error.errorCode)),
            ("service", .string(error.service.commandLineName)), ("status", .string(error.status.commandLineName)),
            ("description", .string(error.description)), ("recoverySuggestion", .string(error.recoverySuggestion as String)),
            ("settingsURL", .string(error.settingsURL)), ("localization", .string(error.localization)),
        ])
    }

    /// An `Alert` as its `Codable` form writes it.
    static func alert(_ alert: Alert) -> Value {
        .object([
            ("title", .string(alert.title)), ("message", .string(alert.message)),
            ("actions", .array(alert.actions.map(\.problemValue))),
            ("localization", .string(alert.localization)),
        ])
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
    static func make(_ value: ProblemDocument.Value, language: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8", .contentLanguage: language],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: value.utf8)))
    }

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
