import Hummingbird
import Permit
import PermitHummingbird

/// Lets through only requests whose `Authorization: Bearer KEY` names a key of the keyring whose scope is one of
/// `scopes`: no key or a wrong one gets a `401` problem with `WWW-Authenticate: Bearer`; a key whose scope does not
/// reach the route, or a device's valid report token (which only records), a `403`.
struct AccessKeyMiddleware: RouterMiddleware {
    let keyring: AccessKeyring
    let scopes: [AccessKeys.Scope]
    /// The keys report tokens are checked with, or `nil` when the server accepts no token.
    var reportTokens: ReportTokenKeyring? = nil

    func handle(
        _ request: Request, context: PermitServerContext, next: (Request, PermitServerContext) async throws -> Response
    ) async throws -> Response {
        let header = request.headers[.authorization]
        guard let scope = keyring.scope(ofAuthorization: header) else {
            if let reportTokens, let header, let token = AccessKeys.bearerToken(header),
                await reportTokens.subject(ofToken: token) != nil
            {
                throw PermitProblem.keyNotAllowed
            }
            return try Self.unauthorized(request, context: context, authorization: header)
        }
        guard scopes.contains(scope) else { throw PermitProblem.keyNotAllowed }
        return try await next(request, context)
    }

    /// The `401` problem for a request whose `Authorization` header (`authorization`, `nil` when it has none) grants
    /// nothing, with `WWW-Authenticate: Bearer`.
    static func unauthorized(_ request: Request, context: PermitServerContext, authorization: String?) throws -> Response {
        var response = try PermitProblem.unauthorized.response(from: request, context: context)
        // RFC 6750: a request that sent a key is told the key is not valid.
        response.headers[.wwwAuthenticate] =
            authorization == nil ? #"Bearer realm="permit-server""# : #"Bearer realm="permit-server", error="invalid_token""#
        return response
    }
}
