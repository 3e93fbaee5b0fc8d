// The Swift snippet for PermitLint of docs/translators-guide.md, verbatim inside a function that gives it its free names.
// READMESnippetTests checks that it is here. Nothing here runs.
import PermitLint

/// docs/translators-guide.md "The lint in your own tool".
private func lintSnippet() throws {
    var options = LintOptions(base: "en")
    options.severities["missing-key"] = .warning
    let report = try Linter.lint(paths: ["App/Resources"], options: options)
    let sarif = try SARIFReportWriter(rules: Linter.rules, toolVersion: "1.0").render(report)
    print(TextReportWriter(colors: false).render(report), terminator: "")
    _ = sarif
}
