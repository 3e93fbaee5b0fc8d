import PermitLocalization

/// The report for people: one compiler-style line per diagnostic, then a table of figures per localization and a
/// total line.
///
/// A diagnostic reads `file:line:column: severity: message [rule-id]` (`file: severity: ...` when it has no
/// place; a line break in a message written `\\n`), and its related locations follow it as `note:` lines (the first
/// `relatedLimit`, then a count of the rest). Messages are written as they are.
public struct TextReportWriter: LintReportWriter {
    /// How many related locations of a diagnostic are written before a line that counts the rest: a finding that
    /// lists every key a localization lacks stays a few lines.
    static let relatedLimit = 3

    /// Whether severities are coloured and rule identifiers dimmed with ANSI escapes.
    public var colors: Bool

    /// Creates a writer.
    public init(colors: Bool) {
        self.colors = colors
    }

    /// The diagnostics, then the summary.
    public func render(_ report: LintReport) -> String {
        diagnostics(of: report) + summary(of: report)
    }

    /// One line per diagnostic and per related location, in the report's order.
    public func diagnostics(of report: LintReport) -> String {
        var text = ""
        for diagnostic in report.diagnostics {
            let ruleID = "[\(diagnostic.rule.id)]"
            text += place(diagnostic.file, diagnostic.location) + ": " + severity(diagnostic.severity) + ": "
                + Self.oneLine(diagnostic.message) + " " + (colors ? ANSIStyle.dim.apply(to: ruleID) : ruleID) + "\n"
            for related in diagnostic.related.prefix(Self.relatedLimit) {
                text += place(related.file ?? diagnostic.file, related.location) + ": " + severity(.note) + ": "
                    + Self.oneLine(related.message) + "\n"
            }
            if diagnostic.related.count > Self.relatedLimit {
                text += place(diagnostic.file, diagnostic.location) + ": " + severity(.note) + ": "
                    + "\(diagnostic.related.count - Self.relatedLimit) more places (the JSON, SARIF and HTML reports "
                    + "list every one)\n"
            }
        }
        return text
    }

    /// The table of localizations (left out when there is none), the base marked `(base)`, then the app the lint
    /// understood (its projects and the files no target ships) and the total line, `N files checked: E errors, W
    /// warnings`.
    public func summary(of report: LintReport) -> String {
        var text = ""
        if !report.languages.isEmpty {
            let header = ["localization", "keys", "translated", "unchanged", "missing", "coverage", "errors", "warnings"]
            let rows = report.languages.map { language in
                [
                    language.localization == report.base ? language.localization + " (base)" : language.localization,
                    String(language.keys), String(language.translated), String(language.untranslated),
                    String(language.missing), language.coverage.map { String(Int($0.rounded(.down))) + "%" } ?? "-",
                    String(language.errors), String(language.warnings),
                ]
            }
            text += table([header] + rows)
        }
        text += appLine(report.app)
        let errors = report.count(of: .error)
        let warnings = report.count(of: .warning)
        text += "\(counted(report.fileCount, "file")) checked: \(counted(errors, "error")), "
            + "\(counted(warnings, "warning"))\n"
        return text
    }

    /// One line naming the projects read, their development regions and the targets that ship, then the files left
    /// out; or that no project was found.
    private func appLine(_ app: LintReport.AppSummary?) -> String {
        guard let app else { return "" }
        guard !app.projects.isEmpty else {
            return "app: no project found (.xcodeproj, project.yml, Package.swift, Project.swift); every file is judged as shipped "
                + "(name one with --project)\n"
        }
        let projects = app.projects.map { project in
            var facts = [project.kind]
            if let region = project.developmentRegion { facts.append("development region \(region)") }
            if !project.knownRegions.isEmpty { facts.append(counted(project.knownRegions.count, "known region")) }
            let products = project.products.isEmpty ? "no product target" : "ships " + Self.list(project.products)
            return "\(project.path) (\(facts.joined(separator: ", ")); \(products))"
        }
        var line = "app: " + projects.joined(separator: "; ")
        if !app.leftOut.isEmpty {
            let total = app.leftOut.reduce(0) { $0 + $1.files.count }
            line += "; \(counted(total, "file")) left out, not the app's own shipped tables or code: "
                + app.leftOut.map { "\($0.files.count) as \($0.reason) (\($0.files[0])\($0.files.count > 1 ? ", ..." : ""))" }
                .joined(separator: ", ")
        }
        return line + "\n"
    }

    /// The first names of `names` and how many more there are.
    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(4).joined(separator: ", ")
        return names.count > 4 ? shown + " and \(names.count - 4) more" : shown
    }

    /// `rows` in columns two spaces apart, the first column aligned left and the others right.
    private func table(_ rows: [[String]]) -> String {
        let widths = rows.reduce(into: [Int]()) { widths, row in
            for (column, cell) in row.enumerated() {
                if column < widths.count {
                    widths[column] = max(widths[column], cell.count)
                } else {
                    widths.append(cell.count)
                }
            }
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ") + "\n"
        }.joined()
    }

    /// `file:line:column`, or `file` alone with no location; `<input>` stands for a missing file.
    private func place(_ file: String?, _ location: SourceLocation?) -> String {
        let file = file ?? "<input>"
        guard let location else { return file }
        return "\(file):\(location.line):\(location.column)"
    }

    /// The severity's name, coloured when colours are on.
    private func severity(_ severity: DiagnosticSeverity) -> String {
        colors ? ANSIStyle(severity).apply(to: severity.rawValue) : severity.rawValue
    }

    /// `message` on one line: a key or text quoted in it that holds a line break (`"Click to allow sleep\nRight
    /// click"`) shows it as `\n`, so that each finding stays one line.
    static func oneLine(_ message: String) -> String {
        guard message.contains(where: { $0.isNewline }) else { return message }
        var line = ""
        for character in message {
            switch character {
            case "\n": line += "\\n"
            case "\r\n": line += "\\r\\n"
            case "\r": line += "\\r"
            default: line.append(character.isNewline ? " " : character)
            }
        }
        return line
    }

    /// `1 file`, `2 files`.
    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
