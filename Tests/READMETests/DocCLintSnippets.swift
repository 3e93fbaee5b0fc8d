// The Swift snippets of PermitLint's DocC articles (Sources/PermitLint/PermitLint.docc), verbatim inside functions
// that give them their free names. READMESnippetTests checks that each is here. Nothing here runs.
import Foundation
import PermitLint
import PermitLocalization

/// PermitLint.docc "PermitLint": the overview.
private func lintOverviewArticleSnippet() throws {
    let report = try Linter.lint(paths: ["App/Resources"])
    print(TextReportWriter(colors: false).render(report), terminator: "")
    if report.count(of: .error) > 0 { /* fail the build */ }
}

/// PermitLint.docc "Embedding the lint in another tool": lint and decide, then only what a change brings.
private func embeddingArticleSnippet(diff: String, repositoryRoot: String, untrackedFiles: [String]) throws {
    var options = LintOptions(base: "en")
    options.severities["missing-key"] = .warning      // an app that falls back to English
    options.enabledRules = ["doubled-word"]           // a rule that is off by default
    let report = try Linter.lint(paths: ["App/Resources"], options: options)

    let errors = report.diagnostics.filter { $0.severity == .error }
    for diagnostic in errors {
        print(diagnostic.file ?? "-", diagnostic.location?.line ?? 0, diagnostic.rule.id, diagnostic.message)
    }

    var changes = ChangedLines(unifiedDiff: diff, root: repositoryRoot)
    for file in untrackedFiles { changes.insertWholeFile(file) }
    options.changes = changes
}

/// PermitLint.docc "Embedding the lint in another tool": writing reports.
private func writersArticleSnippet(report: LintReport) throws {
    let sarif = try SARIFReportWriter(rules: Linter.rules, toolVersion: "2.3.0").render(report)
    let page = HTMLReportWriter(toolVersion: "2.3.0").render(report)
    JSONReportWriter().write(report) { bytes in /* stream to a socket or file */ }
    _ = (sarif, page)
}

/// PermitLint.docc "Embedding the lint in another tool": findings of a tool's own.
private func ownFindingsArticleSnippet() throws {
    let rule = DiagnosticRule(id: "screenshot-missing", defaultSeverity: .warning, summary: "A language has no screenshots.")
    let mine = LintReport(
        diagnostics: [Diagnostic(rule, "fr has no App Store screenshots", file: "fastlane/screenshots/fr", at: nil)],
        languages: [], fileCount: 1, base: nil)
    print(try LintReportFormat.sarif.render(mine, rules: Linter.rules + [rule], toolVersion: "2.3.0", colors: false))
}

/// PermitLint.docc "Validating translations": from Swift.
private func validatingArticleSnippet() throws {
    var options = LintOptions(base: "en", disabledRules: ["untranslated"])
    options.severities["missing-key"] = .warning
    options.requiredKeys = ["Localizable": ["welcome.title", "welcome.message"]]
    let report = try Linter.lint(paths: ["Resources"], options: options)

    for diagnostic in report.diagnostics where diagnostic.severity == .error { print(diagnostic) }
    for language in report.languages {
        print(language.localization, language.coverage.map { "\(Int($0))%" } ?? "base")
    }

    // Accept today's findings; pass the baseline as `options.baseline` next time.
    let baseline = LintBaseline(accepting: report)
    try JSONEncoder().encode(baseline).write(to: URL(fileURLWithPath: "lint-baseline.json"))
}
