import Foundation
import Logging
import Permit

/// A log handler that writes each message as one line of JSON on standard error, for log collectors:
/// `{"timestamp":"2026-11-26T20:01:02.345Z","level":"info","label":"permit-server","message":"...","metadata":{...},"source":"PermitServer"}`.
struct JSONLogHandler: LogHandler {
    let label: String
    var logLevel = Logger.Level.info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var members: [(String, ProblemDocument.Value)] = [
            ("timestamp", .string(Date().formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))),
            ("level", .string(event.level.rawValue)), ("label", .string(label)), ("message", .string(event.message.description)),
        ]
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        if !merged.isEmpty {
            members.append(("metadata", .object(merged.sorted { $0.key < $1.key }.map { ($0.key, Self.value($0.value)) })))
        }
        members.append(("source", .string(event.source)))
        var line = ProblemDocument.Value.object(members).utf8
        line.append(UInt8(ascii: "\n"))
        line.withUnsafeBytes { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }

    private static func value(_ value: Logger.MetadataValue) -> ProblemDocument.Value {
        switch value {
        case .string(let text): .string(text)
        case .stringConvertible(let convertible): .string(convertible.description)
        case .array(let values): .array(values.map(Self.value))
        case .dictionary(let members): .object(members.sorted { $0.key < $1.key }.map { ($0.key, Self.value($0.value)) })
        }
    }
}
