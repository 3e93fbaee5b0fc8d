// The Hummingbird snippet of the README and of docs/server-guide.md, verbatim (see LibrarySnippets.swift).
import Hummingbird
import Permit
import PermitHummingbird

/// README "One example per reader", docs/server-guide.md "Hummingbird".
private func hummingbirdSnippet() -> some ApplicationProtocol {
    let router = Router(context: PermitBasicRequestContext.self)   // or your own context: PermitRequestContext
    router.add(middleware: PermitLanguageMiddleware(cookie: "language"))
    router.get("/photos") { request, context -> String in
        let subject = Subject(id: request.headers[.authorization] ?? "anonymous")
        let (granted, error) = try await AuthorizationManager.shared.authorization(
            of: .photo, for: subject, preferences: context.languagePreferences)
        if let error, !granted { throw error }                         // 403 problem+json in the request's language
        return "ok"
    }
    let app = Application(router: router)
    return app
}
