import Testing

@testable import PermitLint
@testable import PermitLocalization

@Suite struct LintPathsTests {
    private func fixture() throws -> LintFixture {
        try LintFixture([
            "App/en.lproj/Localizable.strings": stringsText(["a": "Alpha", "b": "Beta"]),
            "App/fr.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
            "App/Localizable.xcstrings": catalogText([("c", "Camera", nil)]),
        ])
    }

    @Test func aBundleRootIsSearchedRecursively() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.fileCount == 3)
        #expect(report.hits(in: fixture) == [LintHit("missing-key", "App/fr.lproj/Localizable.strings", "-")])
        #expect(report.languages.map(\.localization) == ["en", "fr"])
    }

    @Test func aSingleLprojFolderHasNoBaseToCompareWith() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let report = try fixture.lint(["App/fr.lproj"])
        #expect(report.fileCount == 1)
        #expect(report.base == nil)
        #expect(report.languages == [.init(localization: "fr", keys: 1, missing: 0, errors: 0, warnings: 0)])
    }

    @Test func twoLprojFoldersAreComparedWithEachOther() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let report = try fixture.lint(["App/fr.lproj", "App/en.lproj"])
        #expect(report.hits(in: fixture) == [LintHit("missing-key", "App/fr.lproj/Localizable.strings", "-")])
    }

    @Test func singleFilesAreLinted() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let report = try fixture.lint(["App/en.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings"])
        #expect(report.fileCount == 2)
        #expect(report.hits(in: fixture) == [LintHit("missing-key", "App/fr.lproj/Localizable.strings", "-")])
        let catalog = try fixture.lint(["App/Localizable.xcstrings"])
        #expect(catalog.base == "en")
        #expect(catalog.languages == [.init(localization: "en", keys: 1, missing: 0, errors: 0, warnings: 0)])
    }

    @Test func aPathNamedTwiceIsReadOnce() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        #expect(try fixture.lint(["App", "App/fr.lproj"]).fileCount == 3)
    }

    @Test func invalidLocalizationNameFiresOnTheFolder() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
            "en-US-x-test.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("invalid-localization-name", "en-US-x-test.lproj", "-")])
        #expect(report.diagnostics.first?.severity == .error)
    }

    @Test func invalidLocalizationNameIsQuietOnUnderscoresAndLegacyNames() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
            "pt_BR.lproj/Localizable.strings": stringsText(["a": "Alfa"]),
            "Japanese.lproj/Localizable.strings": stringsText(["a": "アルファ"]),
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    @Test func theReportIsInPathThenPlaceOrderAndTheSameEachTime() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["a": "Alpha one", "b": "Beta two", "c": "%@ three"]),
            "fr.lproj/Localizable.strings": stringsText(["z": "Zêta", "c": "%d trois", "a": ""]),
            "de.lproj/Localizable.strings": stringsText(["b": "Beta zwei"]),
        ])
        defer { fixture.remove() }
        let expected = [
            LintHit("missing-key", "de.lproj/Localizable.strings", "-"),
            LintHit("missing-key", "fr.lproj/Localizable.strings", "-"),
            LintHit("obsolete-key", "fr.lproj/Localizable.strings", "1:1"),
            LintHit("format-specifier-mismatch", "fr.lproj/Localizable.strings", "2:8"),
            LintHit("empty-value", "fr.lproj/Localizable.strings", "3:7"),
        ]
        for _ in 0..<3 { #expect(try fixture.lint().hits(in: fixture) == expected) }
        #expect(
            try fixture.lint().languages == [
                .init(localization: "de", keys: 1, missing: 2, errors: 1, warnings: 0, translated: 1),
                .init(localization: "en", keys: 3, missing: 0, errors: 0, warnings: 0),
                .init(localization: "fr", keys: 3, missing: 1, errors: 3, warnings: 1, translated: 2),
            ])
    }
}
