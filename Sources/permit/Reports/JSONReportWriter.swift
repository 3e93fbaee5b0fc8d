import PermitLocalization

/// The report for programs, one JSON document with sorted keys:
///
/// ```
/// {"diagnostics": [{"rule", "severity", "message", "file", "line", "column", "offset",
///                   "related": [{"file", "line", "column", "offset", "message"}]}],
///  "summary": {"files", "errors", "warnings", "base",
///              "languages": [{"localization", "keys", "missing", "errors", "warnings", "translated",
///                             "untranslated", "coverage"}]}}
/// ```
///
/// An absent value is `null`, never a missing key. A related location's `file` is the diagnostic's when the
/// related location names none.
struct JSONReportWriter: LintReportWriter {
    /// The document, pretty-printed, then a newline.
    func render(_ report: LintReport) throws -> String {
        try prettyJSON(Document(report)) + "\n"
    }

    /// The whole document.
    private struct Document: Encodable {
        var diagnostics: [DiagnosticObject]
        var summary: Summary

        init(_ report: LintReport) {
            diagnostics = report.diagnostics.map(DiagnosticObject.init)
            summary = Summary(report)
        }
    }

    /// One diagnostic.
    private struct DiagnosticObject: Encodable {
        var diagnostic: Diagnostic

        private enum CodingKeys: String, CodingKey {
            case rule, severity, message, file, line, column, offset, related
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(diagnostic.rule.id, forKey: .rule)
            try container.encode(diagnostic.severity.rawValue, forKey: .severity)
            try container.encode(diagnostic.message, forKey: .message)
            try container.encode(diagnostic.file, forKey: .file)
            try container.encode(diagnostic.location?.line, forKey: .line)
            try container.encode(diagnostic.location?.column, forKey: .column)
            try container.encode(diagnostic.location?.offset, forKey: .offset)
            try container.encode(
                diagnostic.related.map { RelatedObject(related: $0, file: $0.file ?? diagnostic.file) },
                forKey: .related)
        }
    }

    /// One related location.
    private struct RelatedObject: Encodable {
        var related: Diagnostic.RelatedLocation
        /// The file, the diagnostic's when the related location names none.
        var file: String?

        private enum CodingKeys: String, CodingKey {
            case file, line, column, offset, message
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(related.location.line, forKey: .line)
            try container.encode(related.location.column, forKey: .column)
            try container.encode(related.location.offset, forKey: .offset)
            try container.encode(related.message, forKey: .message)
        }
    }

    /// The figures of the whole lint.
    private struct Summary: Encodable {
        var files: Int
        var errors: Int
        var warnings: Int
        var base: String?
        var languages: [Language]

        private enum CodingKeys: String, CodingKey {
            case files, errors, warnings, base, languages
        }

        init(_ report: LintReport) {
            files = report.fileCount
            errors = report.count(of: .error)
            warnings = report.count(of: .warning)
            base = report.base
            languages = report.languages.map(Language.init)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(files, forKey: .files)
            try container.encode(errors, forKey: .errors)
            try container.encode(warnings, forKey: .warnings)
            try container.encode(base, forKey: .base)
            try container.encode(languages, forKey: .languages)
        }
    }

    /// One localization's figures.
    private struct Language: Encodable {
        var localization: String
        var keys: Int
        var missing: Int
        var errors: Int
        var warnings: Int
        var translated: Int
        var untranslated: Int
        /// Percent of the base's keys translated, `null` for the base.
        var coverage: Double?

        init(_ summary: LintReport.LanguageSummary) {
            localization = summary.localization
            keys = summary.keys
            missing = summary.missing
            errors = summary.errors
            warnings = summary.warnings
            translated = summary.translated
            untranslated = summary.untranslated
            coverage = summary.coverage.map { ($0 * 10).rounded() / 10 }
        }

        private enum CodingKeys: String, CodingKey {
            case localization, keys, missing, errors, warnings, translated, untranslated, coverage
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(localization, forKey: .localization)
            try container.encode(keys, forKey: .keys)
            try container.encode(missing, forKey: .missing)
            try container.encode(errors, forKey: .errors)
            try container.encode(warnings, forKey: .warnings)
            try container.encode(translated, forKey: .translated)
            try container.encode(untranslated, forKey: .untranslated)
            try container.encode(coverage, forKey: .coverage)
        }
    }
}
