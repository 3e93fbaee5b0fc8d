import PermitLocalization

@testable import PermitLint

/// A hand-built lint report for the report writers' tests: errors, a warning and a note; diagnostics with and
/// without a file or a place; related locations in the same file and in another; a non-ASCII path with a space;
/// a path with `,` and `:`; messages with `%`, `:`, `,`, CR and LF.
enum ReportFixture {
    /// A rule the linter does not define, which reaches the SARIF rules only through a diagnostic.
    static let missingKey = DiagnosticRule(
        id: "missing-key", defaultSeverity: .warning, summary: "A key of the base is missing.")

    static let report = LintReport(
        diagnostics: [
            Diagnostic(
                .silentTruncation, "'#' cannot start a key: 2 entries dropped, 100% lost\nsee line 3",
                file: "fr.lproj/Localizable.strings", at: SourceLocation(line: 2, column: 1, offset: 11)),
            Diagnostic(
                .duplicateKey, "the key \"x,y\" is defined again", file: "zh-Hans.lproj/本地化 1.strings",
                at: SourceLocation(line: 4, column: 3, offset: 40),
                related: [.init(location: SourceLocation(line: 1, column: 1, offset: 0), message: "first here: 50%")]),
            Diagnostic(.invalidEncoding, "not UTF-8,\r\nnor UTF-16", file: "de.lproj/Bin,1:2.strings", at: nil),
            Diagnostic(
                missingKey, "a note: no file", at: nil, severity: .note,
                related: [
                    .init(
                        file: "en.lproj/Localizable.strings", location: SourceLocation(line: 5, column: 7, offset: 60),
                        message: "the base defines it")
                ]),
        ],
        languages: [
            .init(localization: "de", keys: 0, missing: 3, errors: 1, warnings: 0),
            .init(localization: "en", keys: 3, missing: 0, errors: 0, warnings: 0),
            .init(localization: "fr", keys: 2, missing: 1, errors: 1, warnings: 0, translated: 2),
            .init(localization: "zh-Hans", keys: 3, missing: 0, errors: 0, warnings: 1, translated: 2, untranslated: 1),
        ],
        fileCount: 4, base: "en")

    /// One file, no diagnostic, no localization, no base.
    static let clean = LintReport(diagnostics: [], languages: [], fileCount: 1, base: nil)
}
