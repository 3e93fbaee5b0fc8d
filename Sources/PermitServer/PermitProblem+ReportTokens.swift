public import Permit

extension PermitProblem.Code {
    /// A valid report token was sent to record the report of a subject it was not issued for (403).
    public static let tokenForAnotherSubject = PermitProblem.Code(
        name: "token-for-another-subject", httpStatus: 403, titleKey: "problem.tokenforanothersubject.title",
        detailKey: "problem.tokenforanothersubject.detail")
}

extension PermitProblem {
    /// The request's report token may only record the report of another subject; the document does not say which.
    public static var tokenForAnotherSubject: PermitProblem {
        PermitProblem(.tokenForAnotherSubject, description: "the report token was issued for another subject")
    }
}
