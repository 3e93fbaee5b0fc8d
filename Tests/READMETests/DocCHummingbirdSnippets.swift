// The Hummingbird snippets of Permit's DocC article "Localized errors in a Hummingbird or Vapor server", verbatim
// (the first is HummingbirdSnippet.swift's). READMESnippetTests checks that each is here. Nothing here runs.
import Hummingbird
import Permit
import PermitHummingbird

/// A request context of the app's own, with the language the app keeps for a signed-in person.
private func ownContextArticleSnippet() {
    struct AppRequestContext: PermitRequestContext {
        var coreContext: CoreRequestContextStorage
        var languagePreferences: [String] = []
        init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
    }

    let savedLanguages = ["Bearer 7f3a": "ja"]   // stands for the app's stored settings
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: PermitLanguageMiddleware<AppRequestContext>(
        queryParameter: "lang", cookie: "language",
        resolver: { request, _ in request.headers[.authorization].flatMap { savedLanguages[$0] }.map { [$0] } }))
    router.get("/services/:name") { _, context -> String in
        let name = context.parameters.get("name") ?? ""
        guard let service = Service(commandLineName: name) else {
            throw PermitProblem.unknownService(name)                // 404, listing the names there are
        }
        return service.commandLineName
    }
}
