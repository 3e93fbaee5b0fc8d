import PermitLocalization

/// The report as one self-contained HTML page for people: the totals and the projects the lint read, every finding
/// grouped by rule and by file, with filters by language and severity, then each localization's coverage of the base
/// as a bar.
///
/// The page loads nothing: its style and script are inline, and its Content-Security-Policy forbids every other
/// resource. Every text of the report is escaped. Without JavaScript every finding is shown, grouped by rule and
/// then by file, and the filters stay hidden; the script shows them, applies them, and keeps the choice in the
/// address's fragment (`#language=fr&severity=error,warning&group=file`), which it also reads when the page opens.
///
/// A finding belongs to the language of the `.lproj` folder holding its file; one in a String Catalog (every
/// language's file) or in no such folder is among the "other files".
public struct HTMLReportWriter: LintReportWriter {
    /// Permit's version, named at the foot of the page.
    public var toolVersion: String

    /// Creates a writer.
    public init(toolVersion: String) {
        self.toolVersion = toolVersion
    }

    /// The page, then a newline.
    public func render(_ report: LintReport) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
        script-src 'unsafe-inline'">
        <meta name="generator" content="permit \(toolVersion.htmlEscaped)">
        <title>Permit report: \(totals(of: report).htmlEscaped)</title>
        <style>\(HTMLReportAssets.stylesheet)</style>
        </head>
        <body>
        \(masthead(of: report))
        <main>
        \(findings(of: report))\(HTMLCoverageList(languages: report.languages, base: report.base).html)</main>
        <footer>Made by permit \(toolVersion.htmlEscaped).</footer>
        <script>\(HTMLReportAssets.script)</script>
        </body>
        </html>

        """
    }

    /// `2 errors, 1 warning, 4 files`.
    private func totals(of report: LintReport) -> String {
        [
            Self.counted(report.count(of: .error), "error"), Self.counted(report.count(of: .warning), "warning"),
            Self.counted(report.fileCount, "file"),
        ].joined(separator: ", ")
    }

    /// The heading, what was checked, and a count per severity.
    private func masthead(of report: LintReport) -> String {
        let compared = report.base.map { ", compared with \($0)" } ?? ""
        let checked = "\(Self.counted(report.fileCount, "file")) checked" + compared
        let app = report.app.map { app in
            let projects =
                app.projects.isEmpty
                ? "no project found: every file judged as shipped"
                : "projects " + app.projects.map { "\($0.path) (\($0.products.joined(separator: ", ")))" }.joined(separator: "; ")
            let leftOut = app.leftOut.reduce(0) { $0 + $1.files.count }
            return "<p class=\"lede\">\((projects + (leftOut > 0 ? "; \(Self.counted(leftOut, "file")) no target ships left out" : "")).htmlEscaped)</p>\n"
        } ?? ""
        let counts = [DiagnosticSeverity.error, .warning, .note].map { severity in
            let count = report.count(of: severity)
            return "<li class=\"total \(severity.rawValue)\"><strong>\(count)</strong> "
                + "\(count == 1 ? severity.rawValue : severity.rawValue + "s")</li>"
        }
        return """
            <header class="masthead">
            <h1>Permit report</h1>
            <p class="lede">\(checked.htmlEscaped)</p>
            \(app)<ul class="totals">\(counts.joined())</ul>
            </header>
            """
    }

    /// The filters, then the findings by rule and by file, or a line saying there are none.
    private func findings(of report: LintReport) -> String {
        guard !report.diagnostics.isEmpty else {
            return "<section class=\"card\"><h2>Findings</h2><p class=\"empty\">No findings.</p></section>\n"
        }
        let excerpts = HTMLSourceExcerpts()
        return filters(of: report)
            + view("rule", "Findings by rule", groups: HTMLFindingGroup.byRule(report.diagnostics), excerpts: excerpts)
            + view("file", "Findings by file", groups: HTMLFindingGroup.byFile(report.diagnostics), excerpts: excerpts)
    }

    /// The language menu (every localization, and the files of none, with their finding counts), a box per
    /// severity, the choice of grouping, and the line the script writes how many findings it shows in. Hidden
    /// until the script shows it.
    private func filters(of report: LintReport) -> String {
        let languages = report.diagnostics.map { HTMLFindingGroup.localization(ofFile: $0.file) }
        let names = Set(report.languages.map(\.localization) + languages.compactMap { $0 }).sorted()
        var options = ["<option value=\"all\">All languages (\(languages.count))</option>"]
        options += names.map { name in
            let count = languages.count { $0 == name }
            return "<option value=\"lang:\(name.htmlEscaped)\">\(name.htmlEscaped) (\(count))</option>"
        }
        let others = languages.count { $0 == nil }
        if others > 0 { options.append("<option value=\"none\">Other files (\(others))</option>") }
        let severities = [DiagnosticSeverity.error, .warning, .note].map { severity in
            """
            <label class="chip \(severity.rawValue)"><input type="checkbox" name="severity" \
            value="\(severity.rawValue)" checked> \(severity.rawValue) <span class="chip-count">\
            \(report.count(of: severity))</span></label>
            """
        }
        return """
            <section class="card filters" id="filters" aria-label="Filters" hidden>
            <label class="field"><span class="field-label">Language</span> <select id="filter-language">\
            \(options.joined())</select></label>
            <div class="field" role="group" aria-labelledby="filter-severity"><span class="field-label" \
            id="filter-severity">Severity</span>\(severities.joined())</div>
            <div class="field" role="group" aria-labelledby="filter-group"><span class="field-label" \
            id="filter-group">Group by</span><label class="chip"><input type="radio" name="group" value="rule" \
            checked> rule</label><label class="chip"><input type="radio" name="group" value="file"> file</label></div>
            <p class="status" id="filter-status" role="status"></p>
            </section>

            """
    }

    /// A section of groups, each a disclosure that starts open, marked with `view` for the script.
    private func view(
        _ view: String, _ heading: String, groups: [HTMLFindingGroup], excerpts: HTMLSourceExcerpts
    ) -> String {
        let body = groups.map { group in
            let detail = group.detail.map { "<span class=\"group-detail\">\($0.htmlEscaped)</span>" } ?? ""
            let severity = group.severity.rawValue
            return """
                <details class="group" open><summary><span class="badge \(severity)">\(severity)</span>\
                <code class="group-title">\(group.title.htmlEscaped)</code><span class="group-count">\
                \(group.diagnostics.count)</span>\(detail)</summary>
                <ol class="findings">
                \(group.diagnostics.map { finding($0, excerpts: excerpts) }.joined())</ol>
                </details>

                """
        }
        return """
            <section class="view" data-view="\(view)" aria-labelledby="view-\(view)">
            <h2 id="view-\(view)">\(heading)</h2>
            \(body.joined())</section>

            """
    }

    /// One finding: its severity, place and rule, the message, the offending line, and each related location as
    /// a note.
    private func finding(_ diagnostic: Diagnostic, excerpts: HTMLSourceExcerpts) -> String {
        let severity = diagnostic.severity.rawValue
        let language = HTMLFindingGroup.localization(ofFile: diagnostic.file).map {
            " data-language=\"\($0.htmlEscaped)\""
        } ?? ""
        let related = diagnostic.related.map { related in
            """
            <li><span class="badge note">note</span><code class="location">\
            \(place(related.file ?? diagnostic.file, related.location).htmlEscaped)</code>\
            <span class="message">\(related.message.htmlEscaped)</span></li>
            """
        }
        return """
            <li class="finding" data-severity="\(severity)"\(language)><div class="finding-head">\
            <span class="badge \(severity)">\(severity)</span><code class="location">\
            \(place(diagnostic.file, diagnostic.location).htmlEscaped)</code><code class="rule">\
            \(diagnostic.rule.id.htmlEscaped)</code></div>
            <p class="message">\(diagnostic.message.htmlEscaped)</p>\
            \(excerpts.html(file: diagnostic.file, location: diagnostic.location))\
            \(related.isEmpty ? "" : "<ul class=\"related\">\(related.joined())</ul>")</li>

            """
    }

    /// `file:line:column`, or `file` alone with no location; ``HTMLFindingGroup/noFile`` stands for a missing file.
    private func place(_ file: String?, _ location: SourceLocation?) -> String {
        let file = file ?? HTMLFindingGroup.noFile
        guard let location else { return file }
        return "\(file):\(location.line):\(location.column)"
    }

    /// `1 file`, `2 files`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
