import PermitLocalization

/// Findings gathered under one heading of the HTML report: those of one rule, or those of one file.
struct HTMLFindingGroup {
    /// What the findings share: a rule's identifier, or a file's path.
    var title: String
    /// A line under the title: the rule's summary, or the file's localization.
    var detail: String?
    /// The findings, in the report's order.
    var diagnostics: [Diagnostic]

    /// The place standing for a missing file, as in the text report.
    static let noFile = "<input>"

    /// The most serious severity among the findings.
    var severity: DiagnosticSeverity { diagnostics.map(\.severity).max() ?? .note }

    /// One group per rule: the most serious first, then by identifier.
    static func byRule(_ diagnostics: [Diagnostic]) -> [HTMLFindingGroup] {
        var rules: [DiagnosticRule] = []
        var members: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            if members[diagnostic.rule.id] == nil { rules.append(diagnostic.rule) }
            members[diagnostic.rule.id, default: []].append(diagnostic)
        }
        let groups = rules.map { rule in
            HTMLFindingGroup(title: rule.id, detail: rule.summary, diagnostics: members[rule.id] ?? [])
        }
        return groups.sorted { ($1.severity, $0.title) < ($0.severity, $1.title) }
    }

    /// One group per file, in the report's order (files in path order); findings without a file under
    /// ``noFile``.
    static func byFile(_ diagnostics: [Diagnostic]) -> [HTMLFindingGroup] {
        var files: [String?] = []
        var members: [String?: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            if members[diagnostic.file] == nil { files.append(diagnostic.file) }
            members[diagnostic.file, default: []].append(diagnostic)
        }
        return files.map { file in
            HTMLFindingGroup(
                title: file ?? noFile, detail: localization(ofFile: file), diagnostics: members[file] ?? [])
        }
    }

    /// The localization a file belongs to, as the linter reads it from the path: the name of the `.lproj` folder
    /// that holds the file, without `.lproj`. `nil` for a String Catalog (one file for every language), a file in
    /// no such folder, or no file.
    static func localization(ofFile path: String?) -> String? {
        guard let folder = path?.split(separator: "/", omittingEmptySubsequences: false).dropLast().last,
            folder.hasSuffix(".lproj"), folder.count > ".lproj".count
        else { return nil }
        return String(folder.dropLast(".lproj".count))
    }
}
