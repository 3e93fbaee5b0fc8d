public import PermitLocalization

extension DiagnosticRule {
    /// A key that the caller requires in every localization, missing from one.
    public static let missingRequiredKey = DiagnosticRule(
        id: "missing-required-key", defaultSeverity: .error,
        summary: "A key that every localization must have (the schema's) is missing from a localization's table.")
}
