public import Permit
import PermitLocalization
public import Vapor

/// Resolves each request's languages once (`request.permit.preferences`), renders Permit's errors, and if the
/// app wants Vapor's `Abort` errors, as RFC 9457 problem documents in the request's language, and marks every
/// response with `Content-Language` and `Vary: Accept-Language`.
///
/// Vapor's `ErrorMiddleware` writes `{"error": true, "reason": ...}` and cannot be told otherwise; add this
/// middleware after it, so that it sees the errors first:
/// ```swift
/// app.middleware.use(PermitMiddleware(rendersAbortErrors: true))
/// ```
/// The preferences are the app's `resolver`, the `queryParameter` (`?lang=fr`) and the `cookie`, each an
/// explicit choice that comes first, then `Accept-Language`. A missing or useless header leaves the default
/// language, never a 406.
public struct PermitMiddleware: AsyncMiddleware {
    /// The texts errors are written in.
    public let texts: PermitTexts
    /// The query parameter that names a language, or `nil` for none.
    public let queryParameter: String?
    /// The cookie that names a language, or `nil` for none.
    public let cookie: String?
    /// The app's own choice for a request, or `nil` when it has none.
    public let resolver: (@Sendable (Request) -> [String]?)?
    /// Whether Vapor's `AbortError`s become problem documents too (their reason as the detail, not localized).
    public let rendersAbortErrors: Bool

    /// Creates the middleware.
    public init(
        texts: PermitTexts = AuthorizationManager.shared.texts, queryParameter: String? = "lang", cookie: String? = nil,
        rendersAbortErrors: Bool = false, resolver: (@Sendable (Request) -> [String]?)? = nil
    ) {
        self.texts = texts
        self.queryParameter = queryParameter
        self.cookie = cookie
        self.rendersAbortErrors = rendersAbortErrors
        self.resolver = resolver
    }

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let preferences = preferences(for: request)
        request.permit.preferences = preferences
        var response: Response
        do {
            response = try await next.respond(to: request)
        } catch let error as PermitError {
            let localized = texts.error(error, preferences: preferences)
            response = Response(problem: texts.problem(for: localized, instance: request.url.path))
        } catch let error as PermitProblem {
            response = Response(problem: texts.problem(for: error, preferences: preferences, instance: request.url.path))
        } catch let error as any AbortError where rendersAbortErrors {
            let document = ProblemDocument(
                type: "about:blank", title: error.status.reasonPhrase, status: Int(error.status.code),
                detail: error.reason, instance: request.url.path)
            response = Response(problem: document)
            for (name, value) in error.headers where name.lowercased() != "content-type" {
                response.headers.replaceOrAdd(name: name, value: value)
            }
        }
        mark(response, preferences: preferences)
        return response
    }

    /// The preferences of a request: the explicit choices, then `Accept-Language`.
    func preferences(for request: Request) -> [String] {
        var preferences: [String] = []
        if let chosen = resolver?(request) { preferences += chosen }
        if let queryParameter, let value = request.query[String.self, at: queryParameter], !value.isEmpty {
            preferences.append(value)
        }
        if let cookie, let value = request.cookies[cookie]?.string, !value.isEmpty { preferences.append(value) }
        if let header = request.headers.first(name: .acceptLanguage) {
            preferences += AcceptLanguageCache.shared.acceptLanguage(forHeader: header).languageTags
        }
        return preferences
    }

    /// Adds `Vary: Accept-Language`, and to a response with content `Content-Language` when the handler did not
    /// set it.
    func mark(_ response: Response, preferences: [String]) {
        let vary = response.headers[.vary].joined(separator: ",").lowercased()
        if !vary.contains("accept-language") && vary != "*" { response.headers.add(name: .vary, value: "Accept-Language") }
        guard response.headers.first(name: .contentLanguage) == nil, response.status != .noContent,
            response.status != .notModified
        else { return }
        response.headers.replaceOrAdd(
            name: .contentLanguage, value: texts.localizer.answeringLocalization(preferences: preferences))
    }
}

extension Response {
    /// A problem document as a response: its status, headers and body.
    public convenience init(problem document: ProblemDocument) {
        var headers = HTTPHeaders()
        for (name, value) in document.headers { headers.add(name: name, value: value) }
        self.init(
            status: HTTPResponseStatus(statusCode: document.status), headers: headers,
            body: .init(data: Data(document.body)))
    }
}
