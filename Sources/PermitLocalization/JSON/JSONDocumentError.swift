/// Where a JSON document (RFC 8259) stops being well-formed, with its exact line and column, for servers that
/// must tell a client what is wrong with a body before decoding it.
package struct JSONDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the defect.
    package var line: Int
    /// The 1-based column of the defect, in Unicode scalars.
    package var column: Int
    /// What is wrong.
    package var message: String

    package var description: String { "line \(line), column \(column): \(message)" }

    /// Checks that `bytes` hold one well-formed JSON document; throws the first defect otherwise (an empty body,
    /// a syntax error, an encoding error).
    package static func check(_ bytes: [UInt8]) throws(JSONDocumentError) {
        let (root, diagnostics) = JSONParser.parse(bytes, file: nil)
        let firstError = diagnostics.first { $0.severity == .error }
        guard root == nil || firstError != nil else { return }
        let location = firstError?.location ?? SourceLocation(line: 1, column: 1, offset: 0)
        throw JSONDocumentError(
            line: location.line, column: location.column, message: firstError?.message ?? "not a JSON document")
    }
}
