import PermitLocalization

/// A diagnostic with the localization whose figures it counts in, if any.
struct LintFinding {
    /// The diagnostic.
    var diagnostic: Diagnostic
    /// The localization it is counted against; `nil` for a file no single localization owns.
    var localization: String?
}
