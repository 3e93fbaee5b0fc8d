import ArgumentParser
import PermitLocalization

/// The forms `permit lint` can report its findings in.
enum LintOutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
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
    ///   - rules: The rules Permit knows; SARIF describes the ones the report uses from them.
    ///   - toolVersion: Permit's version, which SARIF and HTML record.
    ///   - colors: Whether the text format colours its output with ANSI escapes.
    func writer(rules: [DiagnosticRule], toolVersion: String, colors: Bool) -> any LintReportWriter {
        switch self {
        case .text: TextReportWriter(colors: colors)
        case .json: JSONReportWriter()
        case .sarif: SARIFReportWriter(rules: rules, toolVersion: toolVersion)
        case .github: GitHubReportWriter()
        case .html: HTMLReportWriter(toolVersion: toolVersion)
        }
    }

    /// The whole output for `report` in this format; see ``writer(rules:toolVersion:colors:)`` for the parameters.
    func render(_ report: LintReport, rules: [DiagnosticRule], toolVersion: String, colors: Bool) throws -> String {
        try writer(rules: rules, toolVersion: toolVersion, colors: colors).render(report)
    }
}
