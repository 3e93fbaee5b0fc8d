
/// A subject's answers to soft asks, by service: what a device reported in its report's `softAsk` object, or
/// what a `SoftAskLedger` recorded.
///
/// ```json
/// "softAsk": { "camera": { "answer": "later", "at": "2026-11-20T10:00:00Z" }, "contacts": "never" }
/// ```
///
/// Decoding reads that object; services are named as in the report's `services` (kebab-case or
/// JYAuthorization's key prefixes). `DeviceReport.softAskAnswers` holds a report's.
public struct SoftAskAnswers: Hashable, Sendable {
    /// The answers by service.
    public var answers: [Service: SoftAskAnswer]

    /// Creates a set of answers.
    public init(_ answers: [Service: SoftAskAnswer] = [:]) {
        self.answers = answers
    }

    /// The answer for `service`, if the person gave one.
    public subscript(service: Service) -> SoftAskAnswer? {
        get { answers[service] }
        set { answers[service] = newValue }
    }
}

extension SoftAskAnswers: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NameCodingKey.self)
        var answers: [Service: SoftAskAnswer] = [:]
        for key in container.allKeys {
            guard let service = Service(commandLineName: key.stringValue) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "unknown service \"\(key.stringValue)\"")
            }
            answers[service] = try container.decode(SoftAskAnswer.self, forKey: key)
        }
        self.answers = answers
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameCodingKey.self)
        for (service, answer) in answers.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            try container.encode(answer, forKey: NameCodingKey(stringValue: service.commandLineName))
        }
    }
}
