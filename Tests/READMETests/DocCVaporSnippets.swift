// The Vapor snippets of Permit's DocC article "Localized errors in a Hummingbird or Vapor server", verbatim (the
// first is VaporSnippet.swift's). READMESnippetTests checks that each is here. Nothing here runs.
import Permit
import PermitVapor
import Vapor

/// The middleware's choices: a cookie, and the app's own resolver.
private func middlewareChoicesArticleSnippet(_ app: Application) {
    app.middleware.use(PermitMiddleware(
        cookie: "language", rendersAbortErrors: true,
        resolver: { request in request.headers.first(name: "X-Language").map { [$0] } }))
}
