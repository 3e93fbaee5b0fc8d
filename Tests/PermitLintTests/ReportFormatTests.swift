import PermitLocalization
import Testing

@testable import PermitLint

@Suite struct ReportFormatTests {
    @Test func theFormatsAreNamedByTheirRawValues() {
        #expect(LintReportFormat.allCases.map(\.rawValue) == ["text", "json", "sarif", "github", "html"])
        #expect(LintReportFormat(rawValue: "sarif") == .sarif)
        #expect(LintReportFormat(rawValue: "xml") == nil)
    }

    @Test func eachFormatRendersWithItsWriter() throws {
        let report = ReportFixture.report
        let rules: [DiagnosticRule] = [.silentTruncation]
        func render(_ format: LintReportFormat, colors: Bool = false) throws -> String {
            try format.render(report, rules: rules, toolVersion: "9.9", colors: colors)
        }
        #expect(try render(.text) == TextReportWriter(colors: false).render(report))
        #expect(try render(.text, colors: true) == TextReportWriter(colors: true).render(report))
        #expect(try render(.json) == JSONReportWriter().render(report))
        #expect(try render(.sarif) == SARIFReportWriter(rules: rules, toolVersion: "9.9").render(report))
        #expect(try render(.github) == GitHubReportWriter().render(report))
        #expect(try render(.html) == HTMLReportWriter(toolVersion: "9.9").render(report))
    }

    @Test(arguments: LintReportFormat.allCases)
    func theOutputIsTheSameEveryTime(format: LintReportFormat) throws {
        let render = { try format.render(ReportFixture.report, rules: [], toolVersion: "1", colors: false) }
        #expect(try render() == render())
    }
}
