import PermitLocalization

/// A reader's error about one entry's text (an escape shown as letters) whose text the code never shows: only a
/// static accessor no code names looks its key up (`SourceCodeKeys.unusedAccessor(of:)`). Made a warning that says
/// so, as the comparisons' findings about such texts are (`GroupComparison.neverShown`).
enum HiddenTextFindings {
    /// The reader's rules whose finding is about the text of the entry at its place.
    private static let textRules: Set<DiagnosticRule> = [.suspiciousEscape]

    /// `findings` with those about never-shown texts made warnings; `groups` hold the entries read.
    static func downgrade(_ findings: [LintFinding], groups: [LintTableGroup], code: SourceCodeKeys) -> [LintFinding] {
        let files = Set(findings.compactMap { finding in
            textRules.contains(finding.diagnostic.rule) && finding.diagnostic.severity == .error ? finding.diagnostic.file : nil
        })
        guard !files.isEmpty else { return findings }
        // Each file's entries by the line of their key, in order.
        var entries: [String: [(line: Int, key: String)]] = [:]
        for group in groups {
            for table in group.tables.values {
                for entry in table.entries where files.contains(entry.file) {
                    if let line = entry.keyLocation?.line { entries[entry.file, default: []].append((line, entry.key)) }
                }
            }
        }
        for file in entries.keys { entries[file]?.sort { $0.line < $1.line } }
        return findings.map { finding in
            let diagnostic = finding.diagnostic
            guard textRules.contains(diagnostic.rule), let file = diagnostic.file, let line = diagnostic.location?.line,
                let key = entries[file]?.last(where: { $0.line <= line })?.key
            else { return finding }
            var made = finding
            made.diagnostic = GroupComparison.neverShown(diagnostic, by: code.unusedAccessor(of: key))
            return made
        }
    }
}
