import PermitLocalization
public import Vapor

extension Request {
    /// What Permit knows of the request.
    public var permit: PermitRequest { PermitRequest(request: self) }
}

/// Permit's part of a Vapor request: the person's languages, which `PermitMiddleware` resolves.
public struct PermitRequest: Sendable {
    let request: Request

    private struct PreferencesKey: StorageKey {
        typealias Value = [String]
    }

    /// The person's languages, most preferred first; the request's `Accept-Language` before the middleware ran.
    public var preferences: [String] {
        get {
            if let resolved = request.storage[PreferencesKey.self] { return resolved }
            guard let header = request.headers.first(name: .acceptLanguage) else { return [] }
            return AcceptLanguageCache.shared.acceptLanguage(forHeader: header).languageTags
        }
        nonmutating set { request.storage[PreferencesKey.self] = newValue }
    }
}
