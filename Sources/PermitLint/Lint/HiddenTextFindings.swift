import PermitLocalization

/// A reader's error about one entry's text (an escape shown as letters, a plural reference to no variable) whose
/// text the code never shows: only a static accessor no code names looks its key up
/// (`SourceCodeKeys.unusedAccessor(of:)`), or the key is a phrase no string of the code names. Made a warning that
/// says so, as the comparisons' findings about such texts are (`GroupComparison.neverShown`).
enum HiddenTextFindings {
    /// The reader's rules whose finding is about the text of the entry at its place.
    private static let textRules: Set<DiagnosticRule> = [.suspiciousEscape, .undefinedSubstitution]

    /// `findings` with those about never-shown texts made warnings; `groups` hold the entries read.
    static func downgrade(_ findings: [LintFinding], groups: [LintTableGroup], code: SourceCodeKeys) -> [LintFinding] {
        let files = Set(findings.compactMap { finding in
            textRules.contains(finding.diagnostic.rule) && finding.diagnostic.severity == .error ? finding.diagnostic.file : nil
        })
        guard !files.isEmpty else { return findings }
        // Each file's entries by the line of their key, in order.
        var entries: [String: [(line: Int, key: String, unnamed: GroupComparison.UnnamedKey?)]] = [:]
        for group in groups {
            guard group.tables.values.contains(where: { $0.files.contains(where: files.contains) }) else { continue }
            // A table the code looks keys of up by name (it names some of them), as `GroupComparison`'s.
            let looksKeysUp =
                !group.isExchange && group.name != "InfoPlist"
                && group.tables.values.contains { $0.entries.contains { code.names($0.key) == true } }
            for table in group.tables.values {
                for entry in table.entries where files.contains(entry.file) {
                    guard let line = entry.keyLocation?.line else { continue }
                    let unnamed = looksKeysUp ? GroupComparison.unnamedKey(entry.key, code: code) : nil
                    entries[entry.file, default: []].append((line, entry.key, unnamed == .phrase ? .phrase : nil))
                }
            }
        }
        for file in entries.keys { entries[file]?.sort { $0.line < $1.line } }
        return findings.map { finding in
            let diagnostic = finding.diagnostic
            guard textRules.contains(diagnostic.rule), let file = diagnostic.file, let line = diagnostic.location?.line,
                let entry = entries[file]?.last(where: { $0.line <= line })
            else { return finding }
            var made = finding
            made.diagnostic = GroupComparison.neverShown(
                diagnostic, by: code.unusedAccessor(of: entry.key), unnamed: entry.unnamed)
            return made
        }
    }
}
