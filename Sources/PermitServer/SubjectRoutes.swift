import Foundation
import Hummingbird
import NIOCore
import Permit
import PermitLocalization

/// The handlers of permit-server's `/v1` routes.
struct SubjectRoutes: Sendable {
    let server: PermitServer

    var manager: AuthorizationManager { server.manager }

    /// The route that records reports, relative to `/v1`: `PUT subjects/{id}`, the one a key limited to reports
    /// (or a report token) may use.
    var recordingEndpoints: RouteCollection<PermitServerContext> {
        let endpoints = RouteCollection(context: PermitServerContext.self)
        endpoints.put("subjects/:id", use: record)
        return endpoints
    }

    /// The routes that read, explain and erase, relative to `/v1`.
    var readingEndpoints: RouteCollection<PermitServerContext> {
        let endpoints = RouteCollection(context: PermitServerContext.self)
        endpoints.delete("subjects/:id", use: erase)
        endpoints.get("explain/:service/:status", use: explain)
        endpoints.get("subjects/:id/services/:service", use: answer)
        endpoints.get("subjects/:id/services/:service/require", use: require)
        endpoints.post("subjects/:id/verdict", use: verdict)
        endpoints.post("subjects/:id/plan", use: plan)
        return endpoints
    }

    /// `GET /v1/explain/{service}/{status}`: the error a service in a status gives, with its alert.
    func explain(_ request: Request, _ context: PermitServerContext) throws -> Response {
        let service = try Self.service(Self.parameter("service", of: context))
        let word = Self.parameter("status", of: context)
        guard let status = AuthorizationStatus(word: word, for: service) else { throw PermitProblem.unknownStatus(word) }
        guard service.canBe(status) else { throw PermitProblem.inapplicableStatus(status, of: service) }
        let error = manager.texts.error(for: service, status: status, preferences: context.languagePreferences)
        let alert = error.flatMap { manager.alert(for: $0) }
        let localization =
            error?.localization ?? manager.texts.localizer.answeringLocalization(preferences: context.languagePreferences)
        let body = AnswerJSON.explanation(
            service: service, status: status, error: error, alert: alert, localization: localization)
        return JSONResponse.make(body, language: localization)
    }

    /// `PUT /v1/subjects/{id}`: records a device's report.
    func record(_ request: Request, _ context: PermitServerContext) async throws -> Response {
        let id = try Self.subjectID(of: context)
        let bytes = try await Self.body(of: request, limit: server.configuration.maximumBodySize)
        let report: DeviceReport
        do {
            report = try DeviceReport(json: bytes)
        } catch {
            throw PermitProblem.invalidBody(error)
        }
        // Byte for byte: Swift's `==` takes two spellings of one accented letter for one subject; the store keeps two.
        guard report.subject.id.utf8.elementsEqual(id.utf8) else {
            throw PermitProblem.invalidBody(path: "subject", message: "must be \"\(id)\", the subject of the path")
        }
        try await manager.record(report, in: server.reports)
        return Response(status: .noContent)
    }

    /// `DELETE /v1/subjects/{id}`: erases a device's report and soft-ask answers from the store, and from what
    /// every process remembers (the others hear of it through the store). `204` whether or not there was anything
    /// to erase, so that erasing twice is no error.
    func erase(_ request: Request, _ context: PermitServerContext) async throws -> Response {
        try await manager.erase(subjectID: Self.subjectID(of: context), in: server.reports)
        return Response(status: .noContent)
    }

    /// `GET /v1/subjects/{id}/services/{service}`: whether the subject may use the service, and why not.
    func answer(_ request: Request, _ context: PermitServerContext) async throws -> Response {
        let (subject, service) = try await subjectAndService(context)
        let (granted, error) = try await manager.authorization(
            of: service, for: subject, preferences: context.languagePreferences)
        let status = error?.status ?? (granted ? .granted : .unreported)
        let localization = error?.localization
            ?? manager.texts.localizer.answeringLocalization(
                preferences: context.languagePreferences + subject.preferredLanguages)
        let body = AnswerJSON.answer(
            granted: granted, status: status, error: error, alert: error.flatMap { manager.alert(for: $0) })
        return JSONResponse.make(body, language: localization)
    }

    /// `GET /v1/subjects/{id}/services/{service}/require`: 204 when the service is granted, fully or in part;
    /// otherwise the error as a problem document.
    func require(_ request: Request, _ context: PermitServerContext) async throws -> Response {
        let (subject, service) = try await subjectAndService(context)
        let (granted, error) = try await manager.authorization(
            of: service, for: subject, preferences: context.languagePreferences)
        if let error, !granted { throw error }
        return Response(status: .noContent)
    }

    /// `POST /v1/subjects/{id}/verdict`: the verdict on `{"required": [...], "optional": [...]}`.
    func verdict(_ request: Request, _ context: PermitServerContext) async throws -> Response {
        let subject = try await subject(context)
        let demands = try await Self.decode(RequirementsBody.self, from: request, limit: server.configuration.maximumBodySize)
        let verdict = try await manager.verdict(
            on: RequirementSet(required: demands.required, optional: demands.optional ?? []), for: subject,
            preferences: context.languagePreferences, optionalAreMandatory: demands.optionalAreMandatory ?? false)
        let localization = verdict.summary.localization ?? manager.texts.localizer.developmentLanguage
        let body = VerdictAnswer(
            satisfied: verdict.isSatisfied, missingRequired: verdict.missingRequired.map(\.commandLineName),
            summary: verdict.summary.text, localization: localization, errors: verdict.errors)
        return try JSONResponse.make(body, language: localization)
    }

    /// `POST /v1/subjects/{id}/plan`: the prompt plan of a flow, with localized soft asks.
    func plan(_ request: Request, _ context: PermitServerContext) async throws -> Response {
        let subject = try await subject(context)
        let body = try await Self.decode(PlanBody.self, from: request, limit: server.configuration.maximumBodySize)
        let flow = PromptFlow(required: body.required, optional: body.optional ?? [], softAsks: body.softAsks ?? true)
            .makingMandatory(body.mandatory ?? [])
        let plan = try await manager.plan(flow, for: subject, now: body.now ?? Date())
        let preferences = context.languagePreferences + subject.preferredLanguages
        let localized = LocalizedPromptPlan(plan, texts: manager.texts, preferences: preferences)
        let language = localized.steps.compactMap(\.localization).first
            ?? manager.texts.localizer.answeringLocalization(preferences: preferences)
        return try JSONResponse.make(localized, language: language)
    }

    // MARK: Reading requests

    private func subject(_ context: PermitServerContext) async throws -> Subject {
        let id = try Self.subjectID(of: context)
        guard let report = try await server.reports.report(for: id) else { throw PermitProblem.unknownSubject(id) }
        return report.subject
    }

    private func subjectAndService(_ context: PermitServerContext) async throws -> (Subject, Service) {
        let service = try Self.service(Self.parameter("service", of: context))
        return (try await subject(context), service)
    }

    /// The path parameter `name`, percent-decoded as RFC 3986 says; as it is when its escapes are not UTF-8 (no
    /// service or status has such a name).
    private static func parameter(_ name: String, of context: PermitServerContext) -> String {
        let raw = context.parameters.get(name) ?? ""
        return raw.removingPercentEncoding ?? raw
    }

    /// The path's subject id, percent-decoded (`alice%40example.com` is `alice@example.com`).
    ///
    /// - Throws: `PermitProblem.invalidSubjectID` when no subject can have it (`Subject.defect(ofID:)`), or
    ///   its escapes are not UTF-8: a 400 for every route and store alike, before any store is asked.
    static func subjectID(of context: PermitServerContext) throws -> String {
        guard let id = context.parameters.get("id")?.removingPercentEncoding else {
            throw PermitProblem.invalidSubjectID("its percent escapes are not UTF-8")
        }
        if let defect = Subject.defect(ofID: id) { throw PermitProblem.invalidSubjectID(defect) }
        return id
    }

    private static func service(_ name: String) throws -> Service {
        guard let service = Service(commandLineName: name) else { throw PermitProblem.unknownService(name) }
        return service
    }

    /// The body's bytes, at most `limit` of them.
    static func body(of request: Request, limit: Int) async throws -> [UInt8] {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw PermitProblem.bodyTooLarge(limit: limit)
        }
        do {
            return Array(buffer: try await request.body.collect(upTo: limit))
        } catch is NIOTooManyBytesError {
            throw PermitProblem.bodyTooLarge(limit: limit)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw PermitProblem.bodyTooLarge(limit: limit)
        }
    }

    /// The body decoded as `Body`, with the JSON path of a schema error or the place of a syntax error.
    static func decode<Body: Decodable>(_ type: Body.Type, from request: Request, limit: Int) async throws -> Body {
        let bytes = try await body(of: request, limit: limit)
        do {
            return try DeviceReport.SchemaError.decode(Body.self, from: bytes)
        } catch {
            throw PermitProblem.invalidBody(error)
        }
    }
}

/// `{"required": [...], "optional": [...], "optionalAreMandatory": false}`.
struct RequirementsBody: Decodable {
    var required: [Service]
    var optional: [Service]?
    var optionalAreMandatory: Bool?
}

/// `{"required": [...], "optional": [...], "mandatory": [...], "softAsks": true, "now": "2026-11-21T10:00:00Z"}`.
struct PlanBody: Decodable {
    var required: [Service]
    var optional: [Service]?
    var mandatory: [Service]?
    var softAsks: Bool?
    var now: Date?

    private enum CodingKeys: String, CodingKey {
        case required, optional, mandatory, softAsks, now
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        required = try container.decode([Service].self, forKey: .required)
        optional = try container.decodeIfPresent([Service].self, forKey: .optional)
        mandatory = try container.decodeIfPresent([Service].self, forKey: .mandatory)
        softAsks = try container.decodeIfPresent(Bool.self, forKey: .softAsks)
        if let text = try container.decodeIfPresent(String.self, forKey: .now) {
            guard let date = ISO8601Timestamp.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .now, in: container, debugDescription: "must be an ISO 8601 time such as \"2026-11-21T10:00:00Z\"")
            }
            now = date
        }
    }
}
