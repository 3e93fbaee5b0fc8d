import Foundation
import TestSupport
import PermitLocalization
import Testing

@testable import permit

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
        let rows = Self.matches(of: #/<li class="language">.*?</li>/#, in: page)
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

    @Test func findingsAreGroupedByRuleAndByFile() throws {
        let byRule = try Self.view("rule", of: page)
        #expect(
            Self.matches(of: #/<code class="group-title">(.*?)</code>/#, in: byRule) == [
                "invalid-encoding", "silent-truncation", "duplicate-key", "missing-key",
            ])
        let byFile = try Self.view("file", of: page)
        #expect(
            Self.matches(of: #/<code class="group-title">(.*?)</code>/#, in: byFile) == [
                "fr.lproj/Localizable.strings", "zh-Hans.lproj/本地化 1.strings", "de.lproj/Bin,1:2.strings",
                "&lt;input&gt;",
            ])
        for view in [byRule, byFile] {
            #expect(Self.findingTags(in: view).count == 4)
            #expect(view.contains("<code class=\"location\">fr.lproj/Localizable.strings:2:1</code>"))
            #expect(view.contains("<code class=\"location\">de.lproj/Bin,1:2.strings</code>"))
            #expect(view.contains("<code class=\"location\">zh-Hans.lproj/本地化 1.strings:1:1</code>"))
            #expect(view.contains("<code class=\"location\">en.lproj/Localizable.strings:5:7</code>"))
            #expect(view.contains("<p class=\"message\">not UTF-8,\r\nnor UTF-16</p>"))
        }
        // Without the script both groupings show, and only the filters are hidden.
        let body = try #require(page.split(separator: "<body>").last?.split(separator: "<script>").first)
        #expect(
            Self.matches(of: #/<[^>]*\shidden\b[^>]*>/#, in: String(body)) == [
                "<section class=\"card filters\" id=\"filters\" aria-label=\"Filters\" hidden>"
            ])
        #expect(byRule.contains("<span class=\"group-detail\">A key of the base is missing.</span>"))
        #expect(byFile.contains("<span class=\"group-detail\">zh-Hans</span>"))
    }

    @Test func theFiltersOfferEveryLanguageAndSeverityAndStartHidden() throws {
        let filters = try #require(Self.matches(of: #/<section class="card filters".*?</section>/#, in: page).first)
        #expect(filters.hasPrefix("<section class=\"card filters\" id=\"filters\" aria-label=\"Filters\" hidden>"))
        #expect(
            Self.matches(of: #/<option value="([^"]*)">/#, in: filters) == [
                "all", "lang:de", "lang:en", "lang:fr", "lang:zh-Hans", "none",
            ])
        #expect(filters.contains("<option value=\"lang:fr\">fr (1)</option>"))
        #expect(filters.contains("<option value=\"none\">Other files (1)</option>"))
        #expect(
            Self.matches(of: #/name="severity" value="(\w+)" checked/#, in: filters) == ["error", "warning", "note"])
        #expect(Self.matches(of: #/name="group" value="(\w+)"/#, in: filters) == ["rule", "file"])
        #expect(
            Self.findingTags(in: try Self.view("file", of: page)) == [
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

    @Test func lintWritesThePageOnStandardOutput() throws {
        let scratch = try Self.bundle()
        let result = try PermitBinary.run(["lint", scratch.url.path, "--format", "html"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(result.standardOutput.contains("fr.lproj/Localizable.strings:2:1</code>"))
        #expect(result.standardOutput.contains("aria-label=\"fr: 50% translated\""))
        #expect(result.standardOutput.contains("such as &quot;&lt;img src=x onerror=alert(1)&gt;&quot;"))
        #expect(!result.standardOutput.contains("<img"))
        #expect(result.standardError.isEmpty)
    }

    @Test(.enabled(if: ChromiumLocator.path != nil, "headless Chromium is not installed: apt-get install -y chromium"))
    func chromiumRunsTheScriptAndAppliesTheFilters() throws {
        let scratch = try Self.bundle()
        let html = try PermitBinary.run(["lint", scratch.url.path, "--format", "html"]).standardOutput
        let file = URL(fileURLWithPath: try scratch.write("report.html", html))

        let dom = try HeadlessChromium.dumpDOM(of: file.absoluteString)
        #expect(dom.contains("<body data-script=\"ready\">"))
        let findings = Self.findingTags(in: try Self.view("rule", of: html))
        #expect(dom.contains("Showing \(findings.count) of \(findings.count) findings"))
        let filters = try #require(Self.matches(of: #/<section class="card filters"[^>]*>/#, in: dom).first)
        #expect(!filters.contains("hidden"))
        #expect(dom.contains("<section class=\"view\" data-view=\"file\" aria-labelledby=\"view-file\" hidden=\"\">"))
        #expect(!dom.contains("<img"))

        let frenchErrors = findings.filter { $0.contains("\"error\" data-language=\"fr\"") }.count
        try #require(frenchErrors > 0 && frenchErrors < findings.count)
        let filtered = try HeadlessChromium.dumpDOM(of: file.absoluteString + "#language=lang:fr&severity=error")
        #expect(filtered.contains("Showing \(frenchErrors) of \(findings.count) findings"))
        let shown = Self.findingTags(in: try Self.view("rule", of: filtered)).filter { !$0.contains("hidden") }
        #expect(shown.count == frenchErrors)
        #expect(shown.allSatisfy { $0.contains("data-severity=\"error\" data-language=\"fr\"") })
    }

    @Test(.enabled(if: ChromiumLocator.path != nil, "headless Chromium is not installed: apt-get install -y chromium"))
    func chromiumTakesAScreenshot() throws {
        let scratch = try Self.bundle()
        let html = try PermitBinary.run(["lint", scratch.url.path, "--format", "html"]).standardOutput
        let file = URL(fileURLWithPath: try scratch.write("report.html", html))
        let png = scratch.url.appendingPathComponent("report.png")
        _ = try HeadlessChromium.run(
            ["--screenshot=\(png.path)", "--window-size=1200,900", "--hide-scrollbars"], page: file.absoluteString)
        let bytes = try Data(contentsOf: png)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(bytes.count > 10_000)
    }
}

extension ReportHTMLTests {
    /// A bundle with errors and a warning in two languages: `fr` translates half the base, with a bad specifier,
    /// a `#` that truncates it, and lacks a key whose name is markup; `de` defines a key twice.
    static func bundle() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        try scratch.write(
            "en.lproj/Localizable.strings",
            """
            "greeting" = "Hello %@";
            "bye" = "Goodbye";
            "title" = "Settings";
            "<img src=x onerror=alert(1)>" = "Image";

            """)
        try scratch.write(
            "fr.lproj/Localizable.strings", "\"greeting\" = \"Bonjour %d\";\n# oops\n\"bye\" = \"Salut\";\n")
        try scratch.write(
            "de.lproj/Localizable.strings",
            """
            "greeting" = "Hallo %@";
            "bye" = "Tschüss";
            "title" = "Einstellungen";
            "title" = "Optionen";
            "<img src=x onerror=alert(1)>" = "Bild";

            """)
        return scratch
    }

    /// The section of findings grouped by `name` (`rule` or `file`).
    static func view(_ name: String, of html: String) throws -> String {
        let start = try #require(html.range(of: "<section class=\"view\" data-view=\"\(name)\""))
        let end = try #require(html[start.upperBound...].range(of: "</section>"))
        return String(html[start.lowerBound..<end.lowerBound])
    }

    /// The opening tag of every finding in `html`.
    static func findingTags(in html: String) -> [String] {
        matches(of: #/<li class="finding"[^>]*>/#, in: html)
    }

    /// Each match of `regex` in `html` (its first capture, when it has one), newlines included in `.`.
    static func matches<Output>(of regex: Regex<Output>, in html: String) -> [String] {
        html.matches(of: regex.dotMatchesNewlines()).map { match in
            let captured = match.output as? (Substring, Substring)
            return String(captured?.1 ?? html[match.range])
        }
    }
}

/// Where headless Chromium is, if it is installed: the first `chromium` or `chromium-browser` on the `PATH`.
enum ChromiumLocator {
    static let path: String? = {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let folders = searchPath.split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()
}

/// Headless Chromium, run on a page with a profile of its own and killed when it takes longer than a minute.
enum HeadlessChromium {
    /// Chromium took longer than ``timeout``.
    struct TimedOut: Error {}

    /// How long Chromium may take.
    static let timeout: Duration = .seconds(60)

    /// The page's DOM once its scripts have run.
    static func dumpDOM(of page: String) throws -> String {
        String(decoding: try run(["--dump-dom"], page: page), as: UTF8.self)
    }

    /// Runs Chromium on `page` (a `file://` URL) with `arguments`; returns its standard output. Standard error,
    /// where Chromium reports what it misses in a container (D-Bus...), is ignored.
    static func run(_ arguments: [String], page: String) throws -> Data {
        let path = try #require(ChromiumLocator.path)
        let scratch = try ScratchFolder()
        let outputFile = scratch.url.appendingPathComponent("stdout")
        let arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                "--user-data-dir=" + scratch.url.appendingPathComponent("profile").path,
            ] + arguments + [page]
        let chromium = try ChildProcess(path, arguments, outputPath: outputFile.path)
        guard let status = chromium.wait(upTo: timeout) else {
            chromium.send(SIGTERM)
            if chromium.wait(upTo: .seconds(2)) == nil { chromium.send(SIGKILL) }
            throw TimedOut()
        }
        #expect(status == 0, "chromium exited with \(status)")
        return try Data(contentsOf: outputFile)
    }
}

/// The offending text: the line a finding points at, its column marked, escaped.
@Suite struct ReportHTMLExcerptTests {
    @Test func aFindingShowsItsLineWithTheColumnMarked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("permit-excerpt-\(UUID())")
        for (folder, text) in [
            ("en", "\"a\" = \"Hello %@\";\n\"b\" = \"<b>Bye</b>\";\n"),
            ("fr", "\"a\" = \"Bonjour %d\";\n# note\n\"b\" = \"<b>Salut</b>\";\n"),
        ] {
            let lproj = root.appendingPathComponent("\(folder).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: lproj.appendingPathComponent("L.strings"))
        }
        let result = try PermitBinary.run(["lint", root.path, "--format", "html"])
        #expect(result.exitCode == 1)
        // The silent truncation at the '#' of line 2, column 1, and the mismatch on line 1.
        #expect(result.standardOutput.contains(#"<pre class="excerpt"><code><mark>#</mark> note</code></pre>"#))
        #expect(result.standardOutput.contains(
            #"<pre class="excerpt"><code>&quot;a&quot; = <mark>&quot;</mark>Bonjour %d&quot;;</code></pre>"#))
    }
}
