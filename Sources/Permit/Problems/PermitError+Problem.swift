extension PermitError {
    /// The HTTP status of the error's problem document.
    ///
    /// - 403 Forbidden for a refusal (`denied`, `restricted`), for `notDetermined` (the person has not granted
    ///   access yet; 428 Precondition Required is defined for conditional requests, and intermediaries read it so)
    ///   and for a partial grant rendered as an error (the part asked for is not granted);
    /// - 409 Conflict for `unserviced` and `lowVersion`: the device's state conflicts with the request. Not 503,
    ///   which says the *server* is unavailable and makes clients and monitors retry; not 426 Upgrade Required,
    ///   which is about the HTTP protocol and requires an `Upgrade` header.
    public var httpStatus: Int {
        switch status {
        case .unserviced, .lowVersion: 409
        default: 403
        }
    }
}

/// The problem types of Permit's documents: `urn:permit:problem:<name>`, opaque and stable identifiers (RFC 9457
/// §3.1.1) that clients match on.
///
/// A `PermitError`'s type names its status (`urn:permit:problem:denied`, `...:not-determined`, `...:limited`);
/// a `PermitProblem`'s its code (`urn:permit:problem:unknown-service`, `...:invalid-body`).
public enum ProblemType {
    /// The prefix of every Permit problem type.
    public static let prefix = "urn:permit:problem:"

    /// The type of a `PermitError` in `status`.
    public static func of(_ status: AuthorizationStatus) -> String { prefix + status.commandLineName }

    /// The type of a `PermitProblem` with `code`.
    public static func of(_ code: PermitProblem.Code) -> String { prefix + code.name }
}
