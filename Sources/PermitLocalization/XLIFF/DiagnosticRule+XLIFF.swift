extension DiagnosticRule {
    /// Text that is not well-formed XML: a tag, reference, comment or section that XML's grammar does not allow.
    package static let xmlSyntax = DiagnosticRule(
        id: "xml-syntax", defaultSeverity: .error,
        summary: "The text is not well-formed XML; readers stop at this point and ignore everything after it.")
    /// A well-formed XML document that is not XLIFF 1.2 as Xcode writes and reads it.
    package static let invalidXLIFF = DiagnosticRule(
        id: "invalid-xliff", defaultSeverity: .error,
        summary: "The XML is not an XLIFF 1.2 document as Xcode exports it (wrong root, a unit without an id, ...).")
}
