// The README's Swift snippet for PermitLint, verbatim inside a function that gives it its free names.
// READMESnippetTests checks that it is here. Nothing here runs.
import PermitLint

/// "Using the library": the lint as a library.
private func lintSnippet() throws {
    var options = LintOptions(base: "en")
    options.severities["missing-key"] = .warning
    let report = try Linter.lint(paths: ["App/Resources"], options: options)
    let sarif = try SARIFReportWriter(rules: Linter.rules, toolVersion: "1.0").render(report)
    print(TextReportWriter(colors: false).render(report), terminator: "")
    _ = sarif
}
