import Foundation

/// `value` as pretty JSON with sorted keys and unescaped slashes, the form every JSON output of `permit` takes (the
/// SARIF log here, and the `permit` command's other JSON outputs).
package func prettyJSON(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}
