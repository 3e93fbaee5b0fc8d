import PermitLocalization

/// The report for programs, one JSON document with sorted keys:
///
/// ```
/// {"diagnostics": [{"rule", "severity", "message", "file", "line", "column", "offset",
///                   "related": [{"file", "line", "column", "offset", "message"}]}],
///  "summary": {"files", "errors", "warnings", "base",
///              "languages": [{"localization", "keys", "missing", "errors", "warnings", "translated",
///                             "untranslated", "coverage"}],
///              "app": {"projects": [{"path", "kind", "developmentRegion", "knownRegions", "products", "tests"}],
///                      "leftOut": [{"reason", "files"}]}}}
/// ```
///
/// `app` lists no project when none was found below the linted folders, and is `null` in a report that is no lint of
/// an app's files (the doctor's).
/// ```
/// ```
///
/// An absent value is `null`, never a missing key. A related location's `file` is the diagnostic's when the
/// related location names none.
public struct JSONReportWriter: LintReportWriter {
    /// Creates a writer.
    public init() {}

    /// The document, pretty-printed, then a newline.
    public func render(_ report: LintReport) -> String {
        var document: [UInt8] = []
        write(report) { document += $0 }
        return String(decoding: document, as: UTF8.self)
    }

    /// Writes the document, then a newline, to `output` in pieces as it goes (`PrettyJSONWriter`): a report that
    /// lists tens of thousands of keys is never held whole, nor built as a tree of values first.
    public func write(_ report: LintReport, to output: @escaping ([UInt8]) -> Void) {
        var json = PrettyJSONWriter(output: output)
        json.beginObject()
        json.key("diagnostics")
        json.beginArray()
        json.writeElements(report.diagnostics, weight: \.related.count) { diagnostic, json in
            Self.write(diagnostic, into: &json)
        }
        json.endArray()
        json.key("summary")
        writeSummary(of: report, into: &json)
        json.endObject()
        json.finish()
        output(Array("\n".utf8))
    }

    /// One diagnostic, its keys in sorted order.
    private static func write(_ diagnostic: Diagnostic, into json: inout PrettyJSONWriter) {
        json.beginObject()
        json.member("column", diagnostic.location?.column)
        json.member("file", diagnostic.file)
        json.member("line", diagnostic.location?.line)
        json.member("message", diagnostic.message)
        json.member("offset", diagnostic.location?.offset)
        json.key("related")
        json.beginArray()
        for related in diagnostic.related {
            json.beginObject()
            json.member("column", related.location.column)
            json.member("file", related.file ?? diagnostic.file)
            json.member("line", related.location.line)
            json.member("message", related.message)
            json.member("offset", related.location.offset)
            json.endObject()
        }
        json.endArray()
        json.member("rule", diagnostic.rule.id)
        json.member("severity", diagnostic.severity.rawValue)
        json.endObject()
    }

    /// The figures of the whole lint and of each localization (coverage `null` for the base).
    private func writeSummary(of report: LintReport, into json: inout PrettyJSONWriter) {
        json.beginObject()
        writeApp(report.app, into: &json)
        json.member("base", report.base)
        json.member("errors", report.count(of: .error))
        json.member("files", report.fileCount)
        json.key("languages")
        json.beginArray()
        for language in report.languages {
            json.beginObject()
            json.member("coverage", language.coverage.map { ($0 * 10).rounded() / 10 })
            json.member("errors", language.errors)
            json.member("keys", language.keys)
            json.member("localization", language.localization)
            json.member("missing", language.missing)
            json.member("translated", language.translated)
            json.member("untranslated", language.untranslated)
            json.member("warnings", language.warnings)
            json.endObject()
        }
        json.endArray()
        json.member("warnings", report.count(of: .warning))
        json.endObject()
    }

    /// The projects the lint read and the files it left out, or `null`.
    private func writeApp(_ app: LintReport.AppSummary?, into json: inout PrettyJSONWriter) {
        json.key("app")
        guard let app else {
            json.value(nil as String?)
            return
        }
        json.beginObject()
        json.key("leftOut")
        json.beginArray()
        for group in app.leftOut {
            json.beginObject()
            writeStrings("files", group.files, into: &json)
            json.member("reason", group.reason)
            json.endObject()
        }
        json.endArray()
        json.key("projects")
        json.beginArray()
        for project in app.projects {
            json.beginObject()
            json.member("developmentRegion", project.developmentRegion)
            json.member("kind", project.kind)
            writeStrings("knownRegions", project.knownRegions, into: &json)
            json.member("path", project.path)
            writeStrings("products", project.products, into: &json)
            writeStrings("tests", project.tests, into: &json)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    private func writeStrings(_ key: StaticString, _ strings: [String], into json: inout PrettyJSONWriter) {
        json.key(key)
        json.beginArray()
        strings.forEach { json.value($0) }
        json.endArray()
    }
}
