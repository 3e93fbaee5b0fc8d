import HTTPTypes
public import Hummingbird
import Permit
import PermitLocalization

/// Resolves each request's language preferences once, stores them in the context, and marks every response
/// with the language that answered (`Content-Language`) and `Vary: Accept-Language`.
///
/// The preferences are, in order: the app's `resolver` (a stored user setting, say), the `queryParameter`
/// (`?lang=fr`), the `cookie`, each an explicit choice that comes first, and then `Accept-Language`. As ASP.NET's
/// request-culture providers do, the first explicit choice wins; the header stays behind it as the fallback.
/// A missing or useless header leaves the default language, never a 406.
public struct PermitLanguageMiddleware<Context: PermitRequestContext>: RouterMiddleware {
    /// The query parameter that names a language, or `nil` for none.
    public let queryParameter: String?
    /// The cookie that names a language, or `nil` for none.
    public let cookie: String?
    /// The app's own choice for a request, or `nil` when it has none.
    public let resolver: (@Sendable (Request, Context) -> [String]?)?

    /// Creates the middleware.
    public init(
        queryParameter: String? = "lang", cookie: String? = nil,
        resolver: (@Sendable (Request, Context) -> [String]?)? = nil
    ) {
        self.queryParameter = queryParameter
        self.cookie = cookie
        self.resolver = resolver
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.languagePreferences = preferences(for: request, context: context)
        let texts = context.permitTexts
        let preferences = context.languagePreferences
        do {
            var response = try await next(request, context)
            Self.markLanguage(of: &response, texts: texts, preferences: preferences)
            return response
        } catch let error as any HTTPResponseError {
            var response = try error.response(from: request, context: context)
            Self.markLanguage(of: &response, texts: texts, preferences: preferences)
            return response
        }
    }

    /// The preferences of a request: the explicit choices, then `Accept-Language`.
    func preferences(for request: Request, context: Context) -> [String] {
        var preferences: [String] = []
        if let chosen = resolver?(request, context) { preferences += chosen }
        if let queryParameter, let value = request.uri.queryParameters.get(queryParameter), !value.isEmpty {
            preferences.append(value)
        }
        if let cookie, let value = request.cookies[cookie]?.value, !value.isEmpty {
            preferences.append(value)
        }
        return preferences + request.acceptLanguageTags
    }

    /// Adds `Vary: Accept-Language`, and to a response with content `Content-Language` when the handler did not
    /// set it: the localization the texts negotiate for the request's preferences.
    static func markLanguage(of response: inout Response, texts: PermitTexts, preferences: [String]) {
        let vary = response.headers[values: .vary]
        if !vary.contains(where: { $0.lowercased().contains("accept-language") || $0 == "*" }) {
            response.headers.append(HTTPField(name: .vary, value: "Accept-Language"))
        }
        guard response.headers[.contentLanguage] == nil, response.status != .noContent,
            response.status != .notModified
        else { return }
        response.headers[.contentLanguage] = texts.localizer.answeringLocalization(preferences: preferences)
    }
}

extension Request {
    /// The language tags of the request's `Accept-Language` header, best first (empty without one).
    public var acceptLanguageTags: [String] {
        guard let header = headers[.acceptLanguage] else { return [] }
        return AcceptLanguageCache.shared.acceptLanguage(forHeader: header).languageTags
    }
}
