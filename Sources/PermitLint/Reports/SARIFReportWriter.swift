public import PermitLocalization

/// The report as a SARIF 2.1.0 log that GitHub code scanning accepts: one run of `permit`, the rules the
/// diagnostics use, and one result per diagnostic with its related locations.
///
/// Relative paths become URIs relative to `%SRCROOT%`, absolute ones `file://` URIs. A diagnostic without a file
/// has no `locations`; one without a place has no `region`.
public struct SARIFReportWriter: LintReportWriter {
    /// The rules Permit knows. The log describes those the diagnostics use, in this order, then any other rule a
    /// diagnostic uses, in the order of first use.
    public var rules: [DiagnosticRule]
    /// Permit's version.
    public var toolVersion: String
    /// Where people learn about Permit, when it has such a page.
    public var informationURI: String?

    /// Creates a writer.
    public init(rules: [DiagnosticRule], toolVersion: String, informationURI: String? = nil) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    /// The log, pretty-printed with sorted keys, then a newline.
    public func render(_ report: LintReport) throws -> String {
        try prettyJSON(log(of: report)) + "\n"
    }

    /// The log of `report`.
    func log(of report: LintReport) -> SARIFLog {
        let used = Set(report.diagnostics.map(\.rule))
        var described = rules.filter { used.contains($0) }
        for diagnostic in report.diagnostics where !described.contains(diagnostic.rule) {
            described.append(diagnostic.rule)
        }
        let indices = Dictionary(
            described.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver = SARIFLog.Driver(
            name: "permit", informationUri: informationURI, version: toolVersion,
            rules: described.map { rule in
                SARIFLog.ReportingDescriptor(
                    id: rule.id, shortDescription: .init(text: rule.summary),
                    defaultConfiguration: .init(level: rule.defaultSeverity.rawValue))
            })
        let results = report.diagnostics.map { diagnostic in
            result(for: diagnostic, ruleIndex: indices[diagnostic.rule.id] ?? 0)
        }
        var coverage: [String: SARIFLog.LocalizationCoverage] = [:]
        for language in report.languages {
            guard let percent = language.coverage else { continue }
            coverage[language.localization] = SARIFLog.LocalizationCoverage(
                translated: language.translated, untranslated: language.untranslated, missing: language.missing,
                percent: (percent * 10).rounded() / 10)
        }
        return SARIFLog(runs: [
            SARIFLog.Run(
                tool: SARIFLog.Tool(driver: driver), results: results,
                properties: coverage.isEmpty ? nil : SARIFLog.RunProperties(coverage: coverage))
        ])
    }

    /// The result for `diagnostic`, whose rule is at `ruleIndex` in the driver's rules.
    private func result(for diagnostic: Diagnostic, ruleIndex: Int) -> SARIFLog.Result {
        let related = diagnostic.related.enumerated().map { index, related in
            SARIFLog.Location(
                id: index,
                physicalLocation: physicalLocation(related.file ?? diagnostic.file, related.location),
                message: .init(text: related.message))
        }
        let location = physicalLocation(diagnostic.file, diagnostic.location).map {
            SARIFLog.Location(physicalLocation: $0)
        }
        return SARIFLog.Result(
            ruleId: diagnostic.rule.id, ruleIndex: ruleIndex, level: diagnostic.severity.rawValue,
            message: .init(text: diagnostic.message), locations: location.map { [$0] },
            relatedLocations: related.isEmpty ? nil : related)
    }

    /// The file and region, or nothing when there is no file.
    private func physicalLocation(_ file: String?, _ location: SourceLocation?) -> SARIFLog.PhysicalLocation? {
        guard let file else { return nil }
        return SARIFLog.PhysicalLocation(
            artifactLocation: SARIFLog.ArtifactLocation(path: file),
            region: location.map { SARIFLog.Region(startLine: $0.line, startColumn: $0.column) })
    }
}
