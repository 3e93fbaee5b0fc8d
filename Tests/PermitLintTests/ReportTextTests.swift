import PermitLocalization
import Testing

@testable import PermitLint

@Suite struct ReportTextTests {
    /// One line per finding: a line break in a message is written `\\n` (CR LF `\\r\\n`).
    @Test func diagnosticsAreCompilerStyleLinesWithRelatedLocationsAsNotes() {
        let expected = """
            fr.lproj/Localizable.strings:2:1: error: '#' cannot start a key: 2 entries dropped, 100% lost\\nsee line 3 [silent-truncation]
            zh-Hans.lproj/本地化 1.strings:4:3: warning: the key "x,y" is defined again [duplicate-key]
            zh-Hans.lproj/本地化 1.strings:1:1: note: first here: 50%
            de.lproj/Bin,1:2.strings: error: not UTF-8,\\r\\nnor UTF-16 [invalid-encoding]
            <input>: note: a note: no file [missing-key]
            en.lproj/Localizable.strings:5:7: note: the base defines it

            """
        #expect(TextReportWriter(colors: false).diagnostics(of: ReportFixture.report) == expected)
    }

    /// A key holding a line break stays on its finding's line.
    @Test func aLineBreakInAMessageIsWrittenEscaped() {
        let report = LintReport(
            diagnostics: [
                Diagnostic(
                    .untranslated, "the pl text of \"Click to allow\nRight click\" is the en text unchanged",
                    file: "pl.xliff", at: SourceLocation(line: 3, column: 5, offset: 40))
            ], languages: [], fileCount: 1, base: nil)
        #expect(
            TextReportWriter(colors: false).diagnostics(of: report)
                == "pl.xliff:3:5: warning: the pl text of \"Click to allow\\nRight click\" is the en text unchanged [untranslated]\n")
    }

    @Test func theSummaryIsAnAlignedTableAndATotalLine() {
        let expected = """
            localization  keys  translated  unchanged  missing  coverage  errors  warnings
            de               0           0          0        3        0%       1         0
            en (base)        3           0          0        0         -       0         0
            fr               2           2          0        1       66%       1         0
            zh-Hans          3           2          1        0       66%       0         1
            4 files checked: 2 errors, 1 warning

            """
        #expect(TextReportWriter(colors: false).summary(of: ReportFixture.report) == expected)
    }

    @Test func theTableWidensToItsLongestLocalizationAndCount() {
        let report = LintReport(
            diagnostics: [],
            languages: [
                .init(localization: "zh-Hant-HK", keys: 12345, missing: 0, errors: 0, warnings: 0),
                .init(localization: "en", keys: 7, missing: 0, errors: 0, warnings: 0),
            ],
            fileCount: 2, base: "zh-Hant-HK")
        let expected = """
            localization        keys  translated  unchanged  missing  coverage  errors  warnings
            zh-Hant-HK (base)  12345           0          0        0         -       0         0
            en                     7           0          0        0         -       0         0
            2 files checked: 0 errors, 0 warnings

            """
        #expect(TextReportWriter(colors: false).summary(of: report) == expected)
    }

    @Test func aCleanReportWithNoLocalizationIsOnlyTheTotalLine() {
        #expect(TextReportWriter(colors: false).render(ReportFixture.clean) == "1 file checked: 0 errors, 0 warnings\n")
    }

    @Test func renderIsTheDiagnosticsThenTheSummary() {
        let writer = TextReportWriter(colors: false)
        #expect(
            writer.render(ReportFixture.report)
                == writer.diagnostics(of: ReportFixture.report) + writer.summary(of: ReportFixture.report))
    }

    @Test func colorsPaintTheSeverityAndDimTheRuleOnly() {
        let report = LintReport(
            diagnostics: [
                Diagnostic(.syntax, "bad", file: "a.strings", at: SourceLocation(line: 1, column: 2, offset: 1)),
                Diagnostic(
                    .duplicateKey, "again", file: "a.strings", at: SourceLocation(line: 3, column: 1, offset: 9),
                    related: [.init(location: SourceLocation(line: 2, column: 1, offset: 5), message: "first")]),
                Diagnostic(.syntax, "fyi", file: "b.strings", at: nil, severity: .note),
            ],
            languages: [.init(localization: "fr", keys: 1, missing: 0, errors: 1, warnings: 1)],
            fileCount: 2, base: nil)
        let expected = """
            a.strings:1:2: \u{1B}[1;31merror\u{1B}[0m: bad \u{1B}[2m[syntax]\u{1B}[0m
            a.strings:3:1: \u{1B}[1;33mwarning\u{1B}[0m: again \u{1B}[2m[duplicate-key]\u{1B}[0m
            a.strings:2:1: \u{1B}[1;36mnote\u{1B}[0m: first
            b.strings: \u{1B}[1;36mnote\u{1B}[0m: fyi \u{1B}[2m[syntax]\u{1B}[0m
            localization  keys  translated  unchanged  missing  coverage  errors  warnings
            fr               1           0          0        0         -       1         1
            2 files checked: 1 error, 1 warning

            """
        #expect(TextReportWriter(colors: true).render(report) == expected)
    }
}
