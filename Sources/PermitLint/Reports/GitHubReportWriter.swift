import PermitLocalization

/// The report as GitHub Actions workflow commands, which annotate the files of a pull request:
/// `::error file=PATH,line=L,col=C,title=RULE::MESSAGE`, `::warning ...` and `::notice ...` for notes.
///
/// Properties a diagnostic lacks (a file, a place) are left out. Related locations follow the message on lines
/// of their own, `file:line:column: note: message`, since an annotation has one place only. Values are escaped
/// as GitHub's runner unescapes them.
public struct GitHubReportWriter: LintReportWriter {
    /// Creates a writer.
    public init() {}

    /// One command per diagnostic.
    public func render(_ report: LintReport) -> String {
        report.diagnostics.map { command(for: $0) + "\n" }.joined()
    }

    /// The workflow command for `diagnostic`.
    private func command(for diagnostic: Diagnostic) -> String {
        var properties: [(String, String)] = []
        if let file = diagnostic.file { properties.append(("file", file)) }
        if let location = diagnostic.location {
            properties.append(("line", String(location.line)))
            properties.append(("col", String(location.column)))
        }
        properties.append(("title", diagnostic.rule.id))
        var message = diagnostic.message
        for related in diagnostic.related {
            let file = related.file ?? diagnostic.file ?? "<input>"
            message += "\n\(file):\(related.location.line):\(related.location.column): note: \(related.message)"
        }
        let list = properties.map { "\($0)=\(Self.escapedProperty($1))" }.joined(separator: ",")
        return "::\(Self.command(for: diagnostic.severity)) \(list)::\(Self.escapedData(message))"
    }

    /// The command's name: `error`, `warning`, or `notice` for a note.
    private static func command(for severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A command's message with `%`, CR and LF escaped.
    static func escapedData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A property's value with `%`, CR, LF, `:` and `,` escaped.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
