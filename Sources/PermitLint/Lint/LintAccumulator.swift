import PermitLocalization

/// What the checks of a lint have found so far: the findings, and how many base keys each localization lacks.
struct LintAccumulator {
    /// The findings.
    var findings: [LintFinding] = []
    /// How many keys of the base each localization lacks.
    var missing: [String: Int] = [:]

    /// Records a diagnostic counted against `localization`.
    mutating func report(_ diagnostic: Diagnostic, for localization: String?) {
        findings.append(LintFinding(diagnostic: diagnostic, localization: localization))
    }
}
