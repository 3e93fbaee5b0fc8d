import Foundation
import JWTKit

/// What a report token says: the subject whose report it may record (`sub`), until when (`exp`, required), and
/// optionally from when (`nbf`) and since when (`iat`). Other claims are ignored.
struct ReportTokenClaims: JWTPayload {
    /// How far the clocks of the backend that mints tokens and of permit-server may disagree: an expired token is
    /// accepted for this long after its `exp`, and `nbf` or `iat` may be this far ahead.
    static let clockLeeway: TimeInterval = 60

    /// The subject id, as in the path `PUT /v1/subjects/{id}` (percent-decoded).
    var sub: SubjectClaim
    /// When the token expires.
    var exp: ExpirationClaim
    /// When the token starts to be valid.
    var nbf: NotBeforeClaim?
    /// When the token was issued.
    var iat: IssuedAtClaim?

    /// Checks the times against this machine's clock, with `clockLeeway`; jwt-kit calls it once the signature is
    /// checked.
    func verify(using algorithm: some JWTAlgorithm) async throws {
        let now = Date()
        try exp.verifyNotExpired(currentDate: now.addingTimeInterval(-Self.clockLeeway))
        try nbf?.verifyNotBefore(currentDate: now.addingTimeInterval(Self.clockLeeway))
        if let iat, iat.value > now.addingTimeInterval(Self.clockLeeway) {
            throw JWTError.claimVerificationFailure(failedClaim: iat, reason: "issued in the future")
        }
    }
}
