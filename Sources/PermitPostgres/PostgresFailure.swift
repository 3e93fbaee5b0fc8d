import PostgresNIO

/// What went wrong with PostgreSQL, said so that an operator can act on it: the server's own message and
/// SQLSTATE when it answered (a role or database that does not exist, a wrong password), else what failed on the
/// way (the connection refused, TLS). `PSQLError`'s own description says none of it, so that no query text leaks
/// into logs; these messages hold no query or parameter.
package enum PostgresFailure {
    /// The reason `error` gives.
    package static func reason(of error: any Error) -> String {
        guard let error = cause(of: error) as? PSQLError else { return String(describing: cause(of: error)) }
        if let info = error.serverInfo {
            let message = info[.message] ?? "an error"
            let state = info[.sqlState].map { " (SQLSTATE \($0))" } ?? ""
            return "PostgreSQL answered: \(message)\(state)"
        }
        switch error.code {
        case .sslUnsupported: return "the server does not accept TLS, which sslmode requires"
        case .unsupportedAuthMechanism, .authMechanismRequiresPassword, .saslError:
            return "authentication failed (\(error.code)): check the user and PGPASSWORD"
        default:
            let underlying = error.underlying.map { ": \(String(describing: $0))" } ?? ""
            return "\(error.code)\(underlying)"
        }
    }

    /// Whether PostgreSQL itself answered with `error` (a statement failed), rather than the connection failing.
    package static func isAnswer(_ error: any Error) -> Bool {
        (cause(of: error) as? PSQLError)?.serverInfo != nil
    }

    /// The error under a transaction's: what failed first of beginning, the statements and committing.
    private static func cause(of error: any Error) -> any Error {
        guard let transaction = error as? PostgresTransactionError else { return error }
        return transaction.beginError ?? transaction.closureError ?? transaction.commitError ?? error
    }
}
