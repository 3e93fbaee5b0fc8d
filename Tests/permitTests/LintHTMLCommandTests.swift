import Foundation
import TestSupport
import PermitLint
import PermitLocalization
import Testing

@testable import permit

/// `permit lint --format html`: the page on standard output, run by a real browser.
@Suite struct LintHTMLCommandTests {
    @Test func lintWritesThePageOnStandardOutput() async throws {
        let scratch = try Self.bundle()
        let result = try await PermitBinary.run(["lint", scratch.url.path, "--format", "html"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(result.standardOutput.contains("fr.lproj/Localizable.strings:2:1</code>"))
        #expect(result.standardOutput.contains("aria-label=\"fr: 50% translated\""))
        #expect(result.standardOutput.contains("such as &quot;&lt;img src=x onerror=alert(1)&gt;&quot;"))
        #expect(!result.standardOutput.contains("<img"))
        #expect(result.standardError.isEmpty)
    }

    @Test(.enabled(if: ChromiumLocator.path != nil, "headless Chromium is not installed: apt-get install -y chromium"))
    func chromiumRunsTheScriptAndAppliesTheFilters() async throws {
        let scratch = try Self.bundle()
        let html = try await PermitBinary.run(["lint", scratch.url.path, "--format", "html"]).standardOutput
        let file = URL(fileURLWithPath: try scratch.write("report.html", html))

        let dom = try HeadlessChromium.dumpDOM(of: file.absoluteString)
        #expect(dom.contains("<body data-script=\"ready\">"))
        let findings = ReportPage.findingTags(in: try ReportPage.view("rule", of: html))
        #expect(dom.contains("Showing \(findings.count) of \(findings.count) findings"))
        let filters = try #require(ReportPage.matches(of: #/<section class="card filters"[^>]*>/#, in: dom).first)
        #expect(!filters.contains("hidden"))
        #expect(dom.contains("<section class=\"view\" data-view=\"file\" aria-labelledby=\"view-file\" hidden=\"\">"))
        #expect(!dom.contains("<img"))

        let frenchErrors = findings.filter { $0.contains("\"error\" data-language=\"fr\"") }.count
        try #require(frenchErrors > 0 && frenchErrors < findings.count)
        let filtered = try HeadlessChromium.dumpDOM(of: file.absoluteString + "#language=lang:fr&severity=error")
        #expect(filtered.contains("Showing \(frenchErrors) of \(findings.count) findings"))
        let shown = ReportPage.findingTags(in: try ReportPage.view("rule", of: filtered)).filter { !$0.contains("hidden") }
        #expect(shown.count == frenchErrors)
        #expect(shown.allSatisfy { $0.contains("data-severity=\"error\" data-language=\"fr\"") })
    }

    @Test(.enabled(if: ChromiumLocator.path != nil, "headless Chromium is not installed: apt-get install -y chromium"))
    func chromiumTakesAScreenshot() async throws {
        let scratch = try Self.bundle()
        let html = try await PermitBinary.run(["lint", scratch.url.path, "--format", "html"]).standardOutput
        let file = URL(fileURLWithPath: try scratch.write("report.html", html))
        let png = scratch.url.appendingPathComponent("report.png")
        _ = try HeadlessChromium.run(
            ["--screenshot=\(png.path)", "--window-size=1200,900", "--hide-scrollbars"], page: file.absoluteString)
        let bytes = try Data(contentsOf: png)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(bytes.count > 10_000)
    }
}

extension LintHTMLCommandTests {
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
    @Test func aFindingShowsItsLineWithTheColumnMarked() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("permit-excerpt-\(UUID())")
        for (folder, text) in [
            ("en", "\"a\" = \"Hello %@\";\n\"b\" = \"<b>Bye</b>\";\n"),
            ("fr", "\"a\" = \"Bonjour %d\";\n# note\n\"b\" = \"<b>Salut</b>\";\n"),
        ] {
            let lproj = root.appendingPathComponent("\(folder).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: lproj.appendingPathComponent("L.strings"))
        }
        let result = try await PermitBinary.run(["lint", root.path, "--format", "html"])
        #expect(result.exitCode == 1)
        // The silent truncation at the '#' of line 2, column 1, and the mismatch at line 1's wrong specifier.
        #expect(result.standardOutput.contains(#"<pre class="excerpt"><code><mark>#</mark> note</code></pre>"#))
        #expect(result.standardOutput.contains(
            #"<pre class="excerpt"><code>&quot;a&quot; = &quot;Bonjour <mark>%</mark>d&quot;;</code></pre>"#))
    }
}
