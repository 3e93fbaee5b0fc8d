import Foundation
import Hummingbird
import Permit
import PermitHummingbird

/// Guards `PUT /v1/subjects/{id}`: lets through a request whose `Authorization: Bearer ...` holds an access key of
/// any scope, or a report token (`ReportTokenKeyring`) whose subject is the path's `id`. A valid token for another
/// subject gets a `403 token-for-another-subject` problem; anything else the `401` of a wrong key.
struct ReportAuthorizationMiddleware: RouterMiddleware {
    /// The access keys, or `nil` when the server has none.
    let accessKeys: AccessKeyring?
    /// The keys report tokens are checked with, or `nil` when the server accepts no token.
    let reportTokens: ReportTokenKeyring?

    func handle(
        _ request: Request, context: PermitServerContext, next: (Request, PermitServerContext) async throws -> Response
    ) async throws -> Response {
        let header = request.headers[.authorization]
        if let accessKeys, accessKeys.scope(ofAuthorization: header) != nil { return try await next(request, context) }
        if let reportTokens, let header, let token = AccessKeys.bearerToken(header),
            let subject = await reportTokens.subject(ofToken: token)
        {
            guard Self.isSubject(subject, ofPathID: context.parameters.get("id")) else {
                throw PermitProblem.tokenForAnotherSubject
            }
            return try await next(request, context)
        }
        return try AccessKeyMiddleware.unauthorized(request, context: context, authorization: header)
    }

    /// Whether a token's `sub` names the subject of the path's `id`: the id percent-decoded, compared byte for byte (not by Swift's `==`, which would take two spellings of one accented letter for one subject,
    /// where the store keeps two).
    static func isSubject(_ subject: String, ofPathID id: String?) -> Bool {
        guard let decoded = id?.removingPercentEncoding else { return false }
        return subject.utf8.elementsEqual(decoded.utf8)
    }
}
