package import Foundation

/// Reads the times reports and the command line give: ISO 8601 with a time zone, with or without fractional
/// seconds (`2026-11-20T10:00:00Z`, `2026-11-20T11:00:00.250+01:00`).
package enum ISO8601Timestamp {
    /// The time `text` names, or `nil` when it is not such a time.
    package static func date(from text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
