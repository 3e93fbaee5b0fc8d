public import Hummingbird
public import Permit

/// A request context that carries the person's language preferences, which `PermitLanguageMiddleware` resolves
/// once per request, and the texts errors are written in.
///
/// An app adds the property to its own context:
/// ```swift
/// struct AppRequestContext: PermitRequestContext {
///     var coreContext: CoreRequestContextStorage
///     var languagePreferences: [String] = []
///     init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
/// }
/// ```
public protocol PermitRequestContext: RequestContext {
    /// The person's languages, most preferred first: an explicit choice (query parameter, cookie, the app's own
    /// resolver), then `Accept-Language`.
    var languagePreferences: [String] { get set }
    /// The texts Permit's errors are written in; `AuthorizationManager.shared.texts` unless the context says
    /// otherwise.
    var permitTexts: PermitTexts { get }
}

extension PermitRequestContext {
    public var permitTexts: PermitTexts { AuthorizationManager.shared.texts }
}

/// The request context for apps that need nothing else: Hummingbird's basic context with language preferences.
public struct PermitBasicRequestContext: PermitRequestContext {
    public var coreContext: CoreRequestContextStorage
    public var languagePreferences: [String] = []

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}
