/// An HTTP problem: a request a server built on Permit cannot answer (an unknown service or status, an unknown
/// subject, a body that is not what the endpoint reads), which renders as a localized RFC 9457 problem document
/// (`PermitTexts.problem(for:preferences:instance:)`), like `PermitError`.
///
/// Its `Code` is extensible, as swift-subprocess's errors are: servers may add codes of their own with their
/// own texts.
public struct PermitProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem: its name in the problem type, its HTTP status, and the keys of its localized title
    /// and detail.
    public struct Code: Hashable, Sendable {
        /// The name in the problem type (`urn:permit:problem:<name>`).
        public var name: String
        /// The HTTP status.
        public var httpStatus: Int
        /// The key of the localized title.
        public var titleKey: String
        /// The key of the localized detail, whose `%@`/`%ld` are the error's `arguments`.
        public var detailKey: String
        /// For a problem that passes by itself, the seconds a client should wait before trying again
        /// (`Retry-After`).
        public var retryAfterSeconds: Int?

        /// Creates a code.
        public init(name: String, httpStatus: Int, titleKey: String, detailKey: String, retryAfterSeconds: Int? = nil) {
            self.name = name
            self.httpStatus = httpStatus
            self.titleKey = titleKey
            self.detailKey = detailKey
            self.retryAfterSeconds = retryAfterSeconds
        }

        /// No service has the name (404: the path names nothing).
        public static let unknownService = Code(
            name: "unknown-service", httpStatus: 404, titleKey: "problem.unknownservice.title",
            detailKey: "problem.unknownservice.detail")
        /// No status has the name (404).
        public static let unknownStatus = Code(
            name: "unknown-status", httpStatus: 404, titleKey: "problem.unknownstatus.title",
            detailKey: "problem.unknownstatus.detail")
        /// The service cannot be in the status (404: there is no such pair to explain).
        public static let inapplicableStatus = Code(
            name: "inapplicable-status", httpStatus: 404, titleKey: "problem.inapplicablestatus.title",
            detailKey: "problem.inapplicablestatus.detail")
        /// No report was recorded for the subject (404).
        public static let unknownSubject = Code(
            name: "unknown-subject", httpStatus: 404, titleKey: "problem.unknownsubject.title",
            detailKey: "problem.unknownsubject.detail")
        /// The subject id of the path can name no subject: empty, too long or holding control characters, or
        /// percent escapes that are not UTF-8 (400).
        public static let invalidSubjectID = Code(
            name: "invalid-subject-id", httpStatus: 400, titleKey: "problem.invalidsubjectid.title",
            detailKey: "problem.invalidsubjectid.detail")
        /// The body is JSON, but a value is missing or not valid (400).
        public static let invalidBody = Code(
            name: "invalid-body", httpStatus: 400, titleKey: "problem.invalidbody.title",
            detailKey: "problem.invalidbody.detail")
        /// The body is not JSON (400).
        public static let malformedJSON = Code(
            name: "malformed-json", httpStatus: 400, titleKey: "problem.invalidbody.title",
            detailKey: "problem.malformedjson.detail")
        /// The body is larger than the server reads (413).
        public static let bodyTooLarge = Code(
            name: "body-too-large", httpStatus: 413, titleKey: "problem.toolarge.title",
            detailKey: "problem.toolarge.detail")
        /// Nothing is at the path (404).
        public static let notFound = Code(
            name: "not-found", httpStatus: 404, titleKey: "problem.notfound.title", detailKey: "problem.notfound.detail")
        /// The store of device reports cannot be reached now (503); trying again in a second may work.
        public static let storeUnavailable = Code(
            name: "store-unavailable", httpStatus: 503, titleKey: "problem.unavailable.title",
            detailKey: "problem.unavailable.detail", retryAfterSeconds: 1)
        /// The request has no valid access key (401), missing or wrong alike.
        public static let unauthorized = Code(
            name: "unauthorized", httpStatus: 401, titleKey: "problem.unauthorized.title",
            detailKey: "problem.unauthorized.detail")
        /// The access key may not do this: a key limited to recording reports was used to read (403).
        public static let keyNotAllowed = Code(
            name: "key-not-allowed", httpStatus: 403, titleKey: "problem.keynotallowed.title",
            detailKey: "problem.keynotallowed.detail")
        /// The server cannot answer yet: its store cannot be reached or its schema is not current (503).
        public static let notReady = Code(
            name: "not-ready", httpStatus: 503, titleKey: "problem.notready.title", detailKey: "problem.notready.detail",
            retryAfterSeconds: 1)
        /// A change feed request's parameter (`after`, `limit` or `wait`) cannot be read (400).
        public static let invalidChangesQuery = Code(
            name: "invalid-changes-query", httpStatus: 400, titleKey: "problem.invalidchangesquery.title",
            detailKey: "problem.invalidchangesquery.detail")
        /// The change feed's cursor is older than the oldest change kept, or not one the server gave (410): read the
        /// feed again from its start.
        public static let cursorExpired = Code(
            name: "cursor-expired", httpStatus: 410, titleKey: "problem.cursorexpired.title",
            detailKey: "problem.cursorexpired.detail")
        /// The server failed (500).
        public static let internalError = Code(
            name: "internal-error", httpStatus: 500, titleKey: "problem.internal.title",
            detailKey: "problem.internal.detail")
    }

    /// The kind of problem.
    public var code: Code
    /// The values the detail names, in order: a name, a path, a line and a column...
    public var arguments: [Argument]
    /// Extension members of the problem document, such as `path` or `validStatuses`.
    public var extensions: [(name: String, value: ProblemDocument.Value)]
    /// An English explanation for logs and developers.
    public var description: String

    /// A value a detail names: text, or a number written for the language.
    public enum Argument: Hashable, Sendable {
        /// Text, shown as it is.
        case text(String)
        /// A number, written for the language.
        case number(Int)
    }

    /// Creates an error.
    public init(
        _ code: Code, arguments: [Argument] = [], extensions: [(name: String, value: ProblemDocument.Value)] = [],
        description: String
    ) {
        self.code = code
        self.arguments = arguments
        self.extensions = extensions
        self.description = description
    }

    public static func == (lhs: PermitProblem, rhs: PermitProblem) -> Bool {
        lhs.code == rhs.code && lhs.arguments == rhs.arguments && lhs.description == rhs.description
            && lhs.extensions.map(\.name) == rhs.extensions.map(\.name)
            && lhs.extensions.map(\.value) == rhs.extensions.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(arguments)
        hasher.combine(description)
    }
}

extension PermitProblem {
    /// No service is named `name`; the document lists the names there are.
    public static func unknownService(_ name: String) -> PermitProblem {
        PermitProblem(
            .unknownService, arguments: [.text(name)],
            extensions: [("services", .array(Service.allCases.map { .string($0.commandLineName) }))],
            description: "unknown service \"\(name)\"")
    }

    /// No status is named `word`.
    public static func unknownStatus(_ word: String) -> PermitProblem {
        PermitProblem(
            .unknownStatus, arguments: [.text(word)],
            extensions: [("statuses", .array(AuthorizationStatus.allCases.map { .string($0.commandLineName) }))],
            description: "unknown status \"\(word)\"")
    }

    /// `service` cannot be in `status`; the document lists the statuses it can be in.
    public static func inapplicableStatus(_ status: AuthorizationStatus, of service: Service) -> PermitProblem {
        let valid = [AuthorizationStatus.granted] + service.applicableStatuses
        return PermitProblem(
            .inapplicableStatus, arguments: [.text(service.commandLineName), .text(status.commandLineName)],
            extensions: [("validStatuses", .array(valid.map { .string($0.commandLineName) }))],
            description: "\(service.commandLineName) cannot be \(status.commandLineName)")
    }

    /// No report was recorded for the subject `id`.
    public static func unknownSubject(_ id: String) -> PermitProblem {
        PermitProblem(.unknownSubject, arguments: [.text(id)], description: "no report for the subject \"\(id)\"")
    }

    /// The path's subject id can name no subject, for `reason` (in English, for developers: also the document's
    /// `reason`, beside `maximumLength`).
    public static func invalidSubjectID(_ reason: String) -> PermitProblem {
        PermitProblem(
            .invalidSubjectID,
            extensions: [("reason", .string(reason)), ("maximumLength", .int(Subject.maximumIDLength))],
            description: "invalid subject id: \(reason)")
    }

    /// A body (a report, a list of demands) that does not follow its schema, with the JSON path of the defect,
    /// or its line and column when the body is not JSON.
    public static func invalidBody(_ error: DeviceReport.SchemaError) -> PermitProblem {
        if let line = error.line, let column = error.column {
            return malformedJSON(line: line, column: column, message: error.message)
        }
        return invalidBody(path: error.path, message: error.message)
    }

    /// A body whose value at `path` is missing or not valid (`path` empty for the document itself).
    public static func invalidBody(path: String, message: String) -> PermitProblem {
        let shown = path.isEmpty ? "$" : path
        return PermitProblem(
            .invalidBody, arguments: [.text(shown)], extensions: [("path", .string(shown)), ("reason", .string(message))],
            description: "\(shown): \(message)")
    }

    /// A body that is not JSON, with where it stops being so.
    public static func malformedJSON(line: Int, column: Int, message: String) -> PermitProblem {
        PermitProblem(
            .malformedJSON, arguments: [.number(line), .number(column)],
            extensions: [("line", .int(line)), ("column", .int(column)), ("reason", .string(message))],
            description: "line \(line), column \(column): \(message)")
    }

    /// A body larger than `limit` bytes.
    public static func bodyTooLarge(limit: Int) -> PermitProblem {
        let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return PermitProblem(
            .bodyTooLarge, arguments: [.text(size)], extensions: [("limit", .int(limit))],
            description: "the body is larger than \(size)")
    }

    /// Nothing is at `path`.
    public static func notFound(_ path: String) -> PermitProblem {
        PermitProblem(.notFound, arguments: [.text(path)], description: "nothing at \(path)")
    }

    /// The store of device reports cannot be reached; the document says no more than that (`description` says
    /// why, for logs).
    public static func storeUnavailable(_ description: String) -> PermitProblem {
        PermitProblem(.storeUnavailable, description: description)
    }

    /// The request has no valid access key; the document does not say whether one was sent.
    public static var unauthorized: PermitProblem {
        PermitProblem(.unauthorized, description: "no valid access key")
    }

    /// The request's access key may only record reports.
    public static var keyNotAllowed: PermitProblem {
        PermitProblem(.keyNotAllowed, description: "the access key may only record reports")
    }

    /// The server is not ready, for `reason` (in English, for operators: it is also the document's `reason`).
    public static func notReady(_ reason: String) -> PermitProblem {
        PermitProblem(.notReady, extensions: [("reason", .string(reason))], description: "not ready: \(reason)")
    }

    /// The change feed request's `parameter` cannot be read, for `reason` (in English, for developers: also the
    /// document's `reason`, beside `parameter`).
    public static func invalidChangesQuery(_ parameter: String, reason: String) -> PermitProblem {
        PermitProblem(
            .invalidChangesQuery, arguments: [.text(parameter)],
            extensions: [("parameter", .string(parameter)), ("reason", .string(reason))],
            description: "the change feed's \(parameter) \(reason)")
    }

    /// The change feed's cursor is older than what is kept, for `reason` (for logs).
    public static func cursorExpired(_ reason: String) -> PermitProblem {
        PermitProblem(.cursorExpired, description: reason)
    }

    /// The server failed; the document says no more than that.
    public static func internalError(_ description: String) -> PermitProblem {
        PermitProblem(.internalError, description: description)
    }
}
