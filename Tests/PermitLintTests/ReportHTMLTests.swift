import PermitLocalization
import TestSupport
import Testing

@testable import PermitLint

/// The HTML writer's page for a fixed report: escaping, structure, coverage, groups and filters.
@Suite struct ReportHTMLTests {
    /// The fixture's page.
    private let page = HTMLReportWriter(toolVersion: "1.2.3").render(ReportFixture.report)

    /// A report whose message, related message and path carry markup, quotes, ampersands and a control character.
    private static let hostile = LintReport(
        diagnostics: [
            Diagnostic(
                .syntax, "<script>alert(\"x\")</script> & 'y' \u{0}", file: "a\"<b>.lproj/T&C.strings",
                at: SourceLocation(line: 1, column: 2, offset: 1),
                related: [.init(location: SourceLocation(line: 1, column: 1, offset: 0), message: "</li><li>")])
        ],
        languages: [.init(localization: "<en>", keys: 1, missing: 0, errors: 0, warnings: 0)],
        fileCount: 1, base: "<en>")

    @Test func everyTextIsEscaped() {
        let html = HTMLReportWriter(toolVersion: "<1>").render(Self.hostile)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39; \u{2400}"))
        #expect(html.contains("data-language=\"a&quot;&lt;b&gt;\""))
        #expect(html.contains("a&quot;&lt;b&gt;.lproj/T&amp;C.strings:1:2"))
        #expect(html.contains("<span class=\"message\">&lt;/li&gt;&lt;li&gt;</span>"))
        #expect(html.contains("Coverage of the base (&lt;en&gt;)"))
        #expect(html.contains("content=\"permit &lt;1&gt;\""))
        #expect(html.components(separatedBy: "<script>").count == 2, "only the page's own script")
        #expect(!html.unicodeScalars.contains("\u{0}"))
    }

    @Test func thePageIsEnglishUTF8TitledAndFitsAPhone() {
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(page.contains("<title>Permit report: 2 errors, 1 warning, 4 files</title>"))
        #expect(page.contains("@media (max-width: 600px)"))
        #expect(page.contains("zh-Hans.lproj/本地化 1.strings:4:3"))
        #expect(page.hasSuffix("</html>\n"))
    }

    @Test func eachComparedLanguageHasACoverageBarWithItsPercent() throws {
        let rows = ReportPage.matches(of: #/<li class="language">.*?</li>/#, in: page)
        try #require(rows.count == 4)
        #expect(rows.filter { $0.contains("<span class=\"bar\"") }.count == 3)
        let (de, en, fr, zhHans) = (rows[0], rows[1], rows[2], rows[3])
        #expect(de.contains("aria-label=\"de: 0% translated\""))
        #expect(de.contains("<span class=\"missing\" style=\"width:100%\" title=\"3 missing\">"))
        #expect(!de.contains("class=\"translated\""))
        #expect(en.contains("<span class=\"language-name\">en</span><span class=\"bar-none\">base</span>"))
        #expect(en.contains("3 keys"))
        #expect(fr.contains("<span class=\"percent\">66.7%</span>"))
        #expect(fr.contains("<span class=\"translated\" style=\"width:66.667%\" title=\"2 translated\">"))
        #expect(fr.contains("<span class=\"missing\" style=\"width:33.333%\" title=\"1 missing\">"))
        #expect(fr.contains("2 translated · 0 unchanged · 1 missing · 1 error · 0 warnings"))
        #expect(zhHans.contains("<span class=\"unchanged\" style=\"width:33.333%\" title=\"1 unchanged\">"))
        #expect(zhHans.contains("<span class=\"percent\">66.7%</span>"))
    }

    /// What a reader came for comes first: the findings, then the coverage bars; the masthead names the projects
    /// the lint read and the files it left out.
    @Test func findingsComeBeforeCoverageAndTheProjectsAreNamed() throws {
        var report = ReportFixture.report
        report.app = LintReport.AppSummary(
            projects: [
                .init(
                    path: "App.xcodeproj", kind: "Xcode project", developmentRegion: "en", knownRegions: [],
                    products: ["App", "Widget"], tests: [])
            ],
            leftOut: [.init(reason: "no target copies them", files: ["Old/fr.lproj/A.strings", "Old/de.lproj/A.strings"])])
        let page = HTMLReportWriter(toolVersion: "1.2.3").render(report)
        let findings = try #require(page.range(of: "Findings by rule"))
        let coverage = try #require(page.range(of: "class=\"coverage"))
        #expect(findings.lowerBound < coverage.lowerBound)
        #expect(page.contains("projects App.xcodeproj (App, Widget); 2 files no target ships left out"))
    }

    @Test func findingsAreGroupedByRuleAndByFile() throws {
        let byRule = try ReportPage.view("rule", of: page)
        #expect(
            ReportPage.matches(of: #/<code class="group-title">(.*?)</code>/#, in: byRule) == [
                "invalid-encoding", "silent-truncation", "duplicate-key", "missing-key",
            ])
        let byFile = try ReportPage.view("file", of: page)
        #expect(
            ReportPage.matches(of: #/<code class="group-title">(.*?)</code>/#, in: byFile) == [
                "fr.lproj/Localizable.strings", "zh-Hans.lproj/本地化 1.strings", "de.lproj/Bin,1:2.strings",
                "&lt;input&gt;",
            ])
        for view in [byRule, byFile] {
            #expect(ReportPage.findingTags(in: view).count == 4)
            #expect(view.contains("<code class=\"location\">fr.lproj/Localizable.strings:2:1</code>"))
            #expect(view.contains("<code class=\"location\">de.lproj/Bin,1:2.strings</code>"))
            #expect(view.contains("<code class=\"location\">zh-Hans.lproj/本地化 1.strings:1:1</code>"))
            #expect(view.contains("<code class=\"location\">en.lproj/Localizable.strings:5:7</code>"))
            #expect(view.contains("<p class=\"message\">not UTF-8,\r\nnor UTF-16</p>"))
        }
        // Without the script both groupings show, and only the filters are hidden.
        let body = try #require(page.split(separator: "<body>").last?.split(separator: "<script>").first)
        #expect(
            ReportPage.matches(of: #/<[^>]*\shidden\b[^>]*>/#, in: String(body)) == [
                "<section class=\"card filters\" id=\"filters\" aria-label=\"Filters\" hidden>"
            ])
        #expect(byRule.contains("<span class=\"group-detail\">A key of the base is missing.</span>"))
        #expect(byFile.contains("<span class=\"group-detail\">zh-Hans</span>"))
    }

    @Test func theFiltersOfferEveryLanguageAndSeverityAndStartHidden() throws {
        let filters = try #require(ReportPage.matches(of: #/<section class="card filters".*?</section>/#, in: page).first)
        #expect(filters.hasPrefix("<section class=\"card filters\" id=\"filters\" aria-label=\"Filters\" hidden>"))
        #expect(
            ReportPage.matches(of: #/<option value="([^"]*)">/#, in: filters) == [
                "all", "lang:de", "lang:en", "lang:fr", "lang:zh-Hans", "none",
            ])
        #expect(filters.contains("<option value=\"lang:fr\">fr (1)</option>"))
        #expect(filters.contains("<option value=\"none\">Other files (1)</option>"))
        #expect(
            ReportPage.matches(of: #/name="severity" value="(\w+)" checked/#, in: filters) == ["error", "warning", "note"])
        #expect(ReportPage.matches(of: #/name="group" value="(\w+)"/#, in: filters) == ["rule", "file"])
        #expect(
            ReportPage.findingTags(in: try ReportPage.view("file", of: page)) == [
                "<li class=\"finding\" data-severity=\"error\" data-language=\"fr\">",
                "<li class=\"finding\" data-severity=\"warning\" data-language=\"zh-Hans\">",
                "<li class=\"finding\" data-severity=\"error\" data-language=\"de\">",
                "<li class=\"finding\" data-severity=\"note\">",
            ])
        #expect(page.contains("<script>"))
        #expect(page.contains("document.body.setAttribute(\"data-script\", \"ready\")"))
    }

    @Test func thePageLoadsNothing() {
        for needle in ["http://", "https://", "src=", "href=", "url(", "@import", "@font-face"] {
            #expect(!page.contains(needle), "\(needle)")
        }
        #expect(page.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\""))
    }

    @Test func aCleanReportSaysSoWithoutFiltersOrCoverage() {
        let html = HTMLReportWriter(toolVersion: "1").render(ReportFixture.clean)
        #expect(html.contains("<p class=\"empty\">No findings.</p>"))
        #expect(!html.contains("id=\"filters\""))
        #expect(!html.contains("class=\"coverage\""))
        #expect(html.contains("<title>Permit report: 0 errors, 0 warnings, 1 file</title>"))
    }
}
