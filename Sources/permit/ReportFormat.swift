import ArgumentParser
import Foundation

/// The forms `explain` and `negotiate` print in: text for people, JSON for programs.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `value` as pretty JSON with sorted keys and unescaped slashes, the form every JSON output of `permit` takes.
func prettyJSON(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}
