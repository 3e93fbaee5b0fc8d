public import PermitLocalization

/// The forms a lint report can be written in, each with its writer.
public enum LintReportFormat: String, CaseIterable, Sendable {
    /// Compiler-style lines for people, then a summary table.
    case text
    /// One JSON document of every diagnostic and the summary, for programs.
    case json
    /// A SARIF 2.1.0 log, for GitHub code scanning and other static-analysis viewers.
    case sarif
    /// GitHub Actions workflow commands, which annotate a pull request's files.
    case github
    /// One self-contained HTML page: coverage bars per language, findings by rule and by file, filters.
    case html

    /// The writer for this format.
    ///
    /// - Parameters:
    ///   - rules: The rules the report's diagnostics may use (``Linter/rules``, and a tool's own); SARIF describes
    ///     the ones the report uses from them.
    ///   - toolVersion: The version of the tool that linted, which SARIF and HTML record.
    ///   - colors: Whether the text format colours its output with ANSI escapes.
    public func writer(rules: [DiagnosticRule], toolVersion: String, colors: Bool) -> any LintReportWriter {
        switch self {
        case .text: TextReportWriter(colors: colors)
        case .json: JSONReportWriter()
        case .sarif: SARIFReportWriter(rules: rules, toolVersion: toolVersion)
        case .github: GitHubReportWriter()
        case .html: HTMLReportWriter(toolVersion: toolVersion)
        }
    }

    /// The whole output for `report` in this format; see ``writer(rules:toolVersion:colors:)`` for the parameters.
    public func render(_ report: LintReport, rules: [DiagnosticRule], toolVersion: String, colors: Bool) throws -> String {
        try writer(rules: rules, toolVersion: toolVersion, colors: colors).render(report)
    }
}
