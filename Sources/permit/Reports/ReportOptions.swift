public import ArgumentParser
import Foundation
import PermitLint
import PermitLocalization

/// The options every command that reports findings shares (`lint`, `doctor`), and the printing of its report.
struct ReportOptions: ParsableArguments {
    @Option(help: "Output form: text, json, sarif (SARIF 2.1.0), github (Actions annotations) or html (one page).")
    var format: LintReportFormat = .text

    @Flag(help: "Count warnings as errors for the exit code.")
    var warningsAsErrors = false

    /// Prints `report`: for text, the diagnostics on standard output and the summary on standard error (so that
    /// the output stays one line per defect); JSON on standard output piece by piece as it is written; every other format whole on standard output. Throws exit code 1
    /// when the report holds an error (or a warning, with `--warnings-as-errors`).
    func emit(_ report: LintReport, rules: [DiagnosticRule]) throws {
        switch format {
        case .text:
            let writer = TextReportWriter(colors: TerminalColors.enabledForStandardOutput())
            print(writer.diagnostics(of: report), terminator: "")
            printToStandardError(String(writer.summary(of: report).dropLast()))
        case .json:
            // In pieces as it is written, past `print`'s buffer, which holds nothing yet.
            JSONReportWriter().write(report, to: writeToStandardOutput)
        case .sarif, .github, .html:
            print(try format.render(report, rules: rules, toolVersion: PermitCommand.version, colors: false), terminator: "")
        }
        let failing = report.count(of: .error) + (warningsAsErrors ? report.count(of: .warning) : 0)
        if failing > 0 { throw ExitCode.defectsFound }
    }
}

extension LintReportFormat: ExpressibleByArgument {}
