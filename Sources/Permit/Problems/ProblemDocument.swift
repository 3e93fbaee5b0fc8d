/// An RFC 9457 problem document (`application/problem+json`), with its body bytes and headers, so that any
/// server can send it whatever its framework.
///
/// Members are written in order: `type`, `title`, `status`, `detail`, `instance`, then the extension members in
/// the order they were added. A document made from localized texts names its language in `Content-Language` and
/// varies by `Accept-Language`.
public struct ProblemDocument: Hashable, Sendable, CustomStringConvertible {
    /// The media type of problem documents.
    public static let mediaType = "application/problem+json"

    /// A URI that identifies the kind of problem; Permit's are `urn:permit:problem:<name>` (see `ProblemType`).
    public var type: String
    /// A short, human-readable summary of the kind of problem, localized.
    public var title: String
    /// The HTTP status code.
    public var status: Int
    /// A human-readable explanation of this occurrence, localized.
    public var detail: String
    /// A URI reference that identifies this occurrence, such as the request's path.
    public var instance: String?
    /// Extension members, in order.
    public var extensions: [(name: String, value: Value)]
    /// The language the texts are in, for `Content-Language`; `nil` when they are not localized.
    public var language: String?
    /// For a problem that may pass (a store that cannot be reached now), how many seconds a client should wait
    /// before it tries again, for `Retry-After`.
    public var retryAfterSeconds: Int?

    /// Creates a document.
    public init(
        type: String, title: String, status: Int, detail: String, instance: String? = nil,
        extensions: [(name: String, value: Value)] = [], language: String? = nil, retryAfterSeconds: Int? = nil
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.instance = instance
        self.extensions = extensions
        self.language = language
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// The value of the extension member `name`.
    public subscript(extension name: String) -> Value? {
        extensions.first { $0.name == name }?.value
    }

    /// The document as a JSON object.
    public var json: Value {
        var members: [(String, Value)] = [
            ("type", .string(type)), ("title", .string(title)), ("status", .int(status)), ("detail", .string(detail)),
        ]
        if let instance { members.append(("instance", .string(instance))) }
        for (name, value) in extensions where !["type", "title", "status", "detail", "instance"].contains(name) {
            members.append((name, value))
        }
        return .object(members)
    }

    /// The body: the document as UTF-8 JSON.
    public var body: [UInt8] { json.utf8 }

    /// The headers to send with the body: `Content-Type`, for localized texts `Content-Language` and
    /// `Vary: Accept-Language`, and `Retry-After` when the problem may pass.
    public var headers: [(name: String, value: String)] {
        var headers = [(name: "Content-Type", value: Self.mediaType)]
        if let language {
            headers.append((name: "Content-Language", value: language))
            headers.append((name: "Vary", value: "Accept-Language"))
        }
        if let retryAfterSeconds { headers.append((name: "Retry-After", value: String(retryAfterSeconds))) }
        return headers
    }

    public var description: String { "\(status) \(type): \(title). \(detail)" }

    public static func == (lhs: ProblemDocument, rhs: ProblemDocument) -> Bool {
        lhs.json == rhs.json && lhs.language == rhs.language && lhs.retryAfterSeconds == rhs.retryAfterSeconds
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(json)
        hasher.combine(language)
    }
}
