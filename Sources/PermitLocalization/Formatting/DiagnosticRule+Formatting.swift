extension DiagnosticRule {
    /// A translation whose format specifiers do not fit the arguments, so the base-language text was used.
    package static let formatMismatch = DiagnosticRule(
        id: "format-mismatch", defaultSeverity: .error,
        summary: "A translation's format specifiers do not fit the arguments; the base-language text is shown instead.")
    /// A template whose format specifiers do not fit the arguments, with no template to fall back to.
    package static let unfitFormatSpecifier = DiagnosticRule(
        id: "unfit-format-specifier", defaultSeverity: .error,
        summary:
            "A format specifier does not fit the arguments (missing, wrong type, malformed); it is shown as written.")
}
