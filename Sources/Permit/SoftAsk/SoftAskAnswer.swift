public import Foundation

/// What a person answered to an app's own explanation shown before the system asks (a *soft ask*), kept apart
/// from the system's status: the system was never asked.
///
/// A report names it in a report's `softAsk` object, as a word or as an object with the time it was given:
/// `"never"`, `"later"`, `{"answer": "later", "at": "2026-11-20T10:00:00Z"}`. ISHPermissionKit's words are read
/// too: `AskAgain` is `later`, `DoNotAskAgain` is `never`. Words are read case-insensitively, with or without
/// `-`, `_` or spaces between their parts.
public enum SoftAskAnswer: Hashable, Sendable {
    /// "Ask me later", given at the time, or `nil` when the report did not say when (ISHPermissionKit's
    /// `AskAgain` carries no time). A plan waits out the re-ask interval from that time; an answer without a
    /// time may be asked again at once, as ISHPermissionKit does.
    case later(at: Date?)
    /// "Don't ask again": the app must not ask for the permission any more.
    case never
}

extension SoftAskAnswer: Codable {
    private enum CodingKeys: String, CodingKey {
        case answer, at
    }

    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer(), let word = try? container.decode(String.self) {
            self = try Self(word: word, at: nil, codingPath: decoder.codingPath)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let word = try container.decode(String.self, forKey: .answer)
        var time: Date?
        if let text = try container.decodeIfPresent(String.self, forKey: .at) {
            guard let parsed = ISO8601Timestamp.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .at, in: container,
                    debugDescription: "\"\(text)\" is not an ISO 8601 time such as \"2026-11-20T10:00:00Z\"")
            }
            time = parsed
        }
        self = try Self(word: word, at: time, codingPath: decoder.codingPath + [CodingKeys.answer])
    }

    /// Encodes `"never"`, `"later"`, or `{"answer": "later", "at": "..."}` when the time is known.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .never:
            var container = encoder.singleValueContainer()
            try container.encode("never")
        case .later(nil):
            var container = encoder.singleValueContainer()
            try container.encode("later")
        case .later(let time?):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("later", forKey: .answer)
            try container.encode(time.formatted(.iso8601), forKey: .at)
        }
    }

    private init(word: String, at time: Date?, codingPath: [any CodingKey]) throws {
        switch String(word.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }) {
        case "later", "askagain": self = .later(at: time)
        case "never", "donotaskagain": self = .never
        default:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "unknown soft-ask answer \"\(word)\"; use later, never, AskAgain or DoNotAskAgain"))
        }
    }
}
