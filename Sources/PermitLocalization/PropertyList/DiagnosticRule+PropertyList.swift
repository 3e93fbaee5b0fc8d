extension DiagnosticRule {
    /// XML property-list text that does not follow the plist grammar.
    package static let plistSyntax = DiagnosticRule(
        id: "plist-syntax", defaultSeverity: .error,
        summary: "The XML property list does not follow the plist grammar; Apple's runtime loads nothing from the file.")
    /// A binary property list whose structure is damaged: bad trailer, offsets, lengths, references or markers.
    package static let invalidBinaryPlist = DiagnosticRule(
        id: "invalid-binary-plist", defaultSeverity: .error,
        summary: "The binary property list is damaged (trailer, offsets, lengths, references or markers); Apple's runtime loads nothing from it.")
    /// A property-list number that does not fit in a signed 64-bit integer.
    package static let plistValueOutOfRange = DiagnosticRule(
        id: "plist-value-out-of-range", defaultSeverity: .error,
        summary: "A property-list integer does not fit in a signed 64-bit integer, so Permit cannot check the value.")
    /// Bytes that are neither an XML nor a binary property list.
    package static let notAPropertyList = DiagnosticRule(
        id: "not-a-property-list", defaultSeverity: .error,
        summary: "The bytes are neither an XML nor a binary property list.")
}
