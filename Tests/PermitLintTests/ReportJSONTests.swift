import Foundation
import PermitLocalization
import Testing

@testable import PermitLint

@Suite struct ReportJSONTests {
    /// The rendered report, parsed back.
    private func parsed(_ report: LintReport) throws -> [String: Any] {
        let text = try JSONReportWriter().render(report)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func diagnosticsCarryEveryFieldWithNullForAbsentValues() throws {
        let document = try parsed(ReportFixture.report)
        #expect(Set(document.keys) == ["diagnostics", "summary"])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 4)

        let first = diagnostics[0]
        #expect(Set(first.keys) == ["rule", "severity", "message", "file", "line", "column", "offset", "related"])
        #expect(first["rule"] as? String == "silent-truncation")
        #expect(first["severity"] as? String == "error")
        #expect(first["message"] as? String == "'#' cannot start a key: 2 entries dropped, 100% lost\nsee line 3")
        #expect(first["file"] as? String == "fr.lproj/Localizable.strings")
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 1)
        #expect(first["offset"] as? Int == 11)
        #expect((first["related"] as? [Any])?.isEmpty == true)

        let noPlace = diagnostics[2]
        #expect(noPlace["file"] as? String == "de.lproj/Bin,1:2.strings")
        #expect(noPlace["message"] as? String == "not UTF-8,\r\nnor UTF-16")
        #expect(noPlace["line"] is NSNull)
        #expect(noPlace["column"] is NSNull)
        #expect(noPlace["offset"] is NSNull)

        let noFile = diagnostics[3]
        #expect(noFile["file"] is NSNull)
        #expect(noFile["severity"] as? String == "note")
        #expect(noFile["rule"] as? String == "missing-key")
    }

    @Test func relatedLocationsFallBackToTheDiagnosticsFile() throws {
        let diagnostics = try #require(try parsed(ReportFixture.report)["diagnostics"] as? [[String: Any]])
        let sameFile = try #require((diagnostics[1]["related"] as? [[String: Any]])?.first)
        #expect(Set(sameFile.keys) == ["file", "line", "column", "offset", "message"])
        #expect(sameFile["file"] as? String == "zh-Hans.lproj/本地化 1.strings")
        #expect(sameFile["line"] as? Int == 1)
        #expect(sameFile["column"] as? Int == 1)
        #expect(sameFile["offset"] as? Int == 0)
        #expect(sameFile["message"] as? String == "first here: 50%")

        let otherFile = try #require((diagnostics[3]["related"] as? [[String: Any]])?.first)
        #expect(otherFile["file"] as? String == "en.lproj/Localizable.strings")
        #expect(otherFile["line"] as? Int == 5)
        #expect(otherFile["column"] as? Int == 7)
        #expect(otherFile["offset"] as? Int == 60)
    }

    @Test func theSummaryCountsFilesSeveritiesAndLanguages() throws {
        let summary = try #require(try parsed(ReportFixture.report)["summary"] as? [String: Any])
        #expect(Set(summary.keys) == ["files", "errors", "warnings", "base", "languages", "app"])
        #expect(summary["files"] as? Int == 4)
        #expect(summary["errors"] as? Int == 2)
        #expect(summary["warnings"] as? Int == 1)
        #expect(summary["base"] as? String == "en")
        let languages = try #require(summary["languages"] as? [[String: Any]])
        #expect(languages.compactMap { $0["localization"] as? String } == ["de", "en", "fr", "zh-Hans"])
        let french = languages[2]
        #expect(
            Set(french.keys) == [
                "localization", "keys", "missing", "errors", "warnings", "translated", "untranslated", "coverage",
            ])
        #expect(french["translated"] as? Int == 2)
        #expect(french["coverage"] as? Double == 66.7)
        #expect(languages[1]["coverage"] is NSNull)
        #expect(french["keys"] as? Int == 2)
        #expect(french["missing"] as? Int == 1)
        #expect(french["errors"] as? Int == 1)
        #expect(french["warnings"] as? Int == 0)
    }

    @Test func aMissingBaseIsNull() throws {
        let document = try parsed(ReportFixture.clean)
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["base"] is NSNull)
        #expect((document["diagnostics"] as? [Any])?.isEmpty == true)
        #expect((summary["languages"] as? [Any])?.isEmpty == true)
    }

    @Test func keysAreSortedAndTheOutputEndsWithANewline() throws {
        let text = try JSONReportWriter().render(ReportFixture.report)
        #expect(text.hasSuffix("}\n"))
        let keys = ["\"column\"", "\"file\"", "\"line\"", "\"message\"", "\"offset\"", "\"related\"", "\"rule\"",
            "\"severity\""]
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
        #expect(text.range(of: "\"diagnostics\"")?.lowerBound ?? text.endIndex
            < text.range(of: "\"summary\"")?.lowerBound ?? text.startIndex)
    }
}
