import HTTPTypes
public import Hummingbird
public import Permit

extension PermitError: HTTPResponseError {
    /// The HTTP status of the error's problem document (`httpStatus`).
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: httpStatus) }

    /// The problem document of the error, written again in the request's languages (the context's
    /// `languagePreferences` with a `PermitRequestContext`, else its `Accept-Language`), its `instance` the
    /// request's path.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let (texts, preferences) = PermitProblemResponse.languages(of: request, context: context)
        let localized = texts.error(self, preferences: preferences)
        return Response(problem: texts.problem(for: localized, instance: request.uri.path))
    }
}

extension PermitProblem: HTTPResponseError {
    /// The HTTP status of the error's code.
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: code.httpStatus) }

    /// The problem document of the error in the request's languages, its `instance` the request's path.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let (texts, preferences) = PermitProblemResponse.languages(of: request, context: context)
        return Response(problem: texts.problem(for: self, preferences: preferences, instance: request.uri.path))
    }
}

/// Problem documents as Hummingbird responses.
enum PermitProblemResponse {
    /// The texts and preferences of a request: the context's, when it is a `PermitRequestContext`.
    static func languages(of request: Request, context: some RequestContext) -> (PermitTexts, [String]) {
        if let context = context as? any PermitRequestContext {
            return (context.permitTexts, context.languagePreferences)
        }
        return (AuthorizationManager.shared.texts, request.acceptLanguageTags)
    }

}

extension Response {
    /// A problem document as a response: its status, headers and body.
    public init(problem document: ProblemDocument) {
        var headers = HTTPFields()
        for (name, value) in document.headers {
            if let field = HTTPField.Name(name) { headers.append(HTTPField(name: field, value: value)) }
        }
        self.init(
            status: HTTPResponse.Status(code: document.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: document.body)))
    }
}
