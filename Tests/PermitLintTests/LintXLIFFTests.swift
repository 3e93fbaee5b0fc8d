import Testing

@testable import PermitLint
@testable import PermitLocalization

/// `permit lint` on Xcode's exports: each `<file>` a table whose target is compared with its source, findings at
/// the target's place in the `.xliff`, every language's export of one table compared with one source.
@Suite struct LintXLIFFTests {
    /// An `.xcloc` bundle's XLIFF for `language` with the units given (one `<file>`, a `.strings` table, from
    /// English); `units` starts on line 5.
    static func export(_ language: String, original: String = "App/en.lproj/Localizable.strings", _ units: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(original)" source-language="en" target-language="\(language)" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        </xliff>
        """
    }

    static func unit(_ id: String, _ source: String, _ target: String?, state: String = "translated") -> String {
        let target = target.map { "<target state=\"\(state)\">\($0)</target>" } ?? ""
        return "      <trans-unit id=\"\(id)\" xml:space=\"preserve\"><source>\(source)</source>\(target)</trans-unit>"
    }

    static func bundle(_ exports: [String: String]) throws -> LintFixture {
        var files: [String: String] = [:]
        for (language, text) in exports {
            files["Localizations/\(language).xcloc/Localized Contents/\(language).xliff"] = text
            files["Localizations/\(language).xcloc/contents.json"] =
                "{\"developmentRegion\": \"en\", \"targetLocale\": \"\(language)\", \"version\": \"1.0\"}\n"
        }
        return try LintFixture(files)
    }

    /// A target whose specifier reads another kind is an error at the target's line and column; a unit without a
    /// target is coverage; a `needs-review` target is a translation-state warning.
    @Test func targetsAreComparedWithTheirSources() throws {
        let fixture = try Self.bundle([
            "de": Self.export(
                "de",
                [
                    Self.unit("greeting", "Hello, %@!", "Hallo, %d!"),
                    Self.unit("Open the settings", "Open the settings", nil),
                    Self.unit("bye", "Goodbye", "Tschüss", state: "needs-review-translation"),
                ].joined(separator: "\n"))
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let file = "Localizations/de.xcloc/Localized Contents/de.xliff"
        #expect(
            report.hits(in: fixture) == [
                LintHit("format-specifier-mismatch", file, "5:115"), LintHit("missing-translation", file, "6:7"),
                LintHit("translation-state", file, "7:114"),
            ])
        #expect(report.languages.first { $0.localization == "de" }?.missing == 1)
    }

    /// Japanese has only `other`: an untranslated `one` unit of a plural is right.
    @Test func pluralCompletenessFollowsTheTargetLanguage() throws {
        let units = [
            "      <trans-unit id=\"/files:dict/NSStringLocalizedFormatKey:dict/:string\" xml:space=\"preserve\"><source>%#@n@</source><target state=\"translated\">%#@n@</target></trans-unit>",
            "      <trans-unit id=\"/files:dict/n:dict/one:dict/:string\" xml:space=\"preserve\"><source>%ld file</source></trans-unit>",
            "      <trans-unit id=\"/files:dict/n:dict/other:dict/:string\" xml:space=\"preserve\"><source>%ld files</source><target state=\"translated\">%ld 個のファイル</target></trans-unit>",
        ].joined(separator: "\n")
        let ukrainian = units.replacingOccurrences(of: "%ld 個のファイル", with: "%ld файлів")
        let fixture = try Self.bundle([
            "ja": Self.export("ja", original: "App/en.lproj/Localizable.stringsdict", units),
            "uk": Self.export("uk", original: "App/en.lproj/Localizable.stringsdict", ukrainian),
        ])
        defer { fixture.remove() }
        let hits = try fixture.lint().hits("plural-category-missing", in: fixture)
        #expect(hits.map(\.file) == ["Localizations/uk.xcloc/Localized Contents/uk.xliff"])
    }

    /// Malformed XML is an error with its place; the units before it are still compared.
    @Test func malformedXMLIsReportedAndEarlierUnitsAreChecked() throws {
        let broken = Self.export("fr", Self.unit("a.b", "%@ items", "%d éléments") + "\n      <trans-unit id=\"c\"><source>x</sorce>")
        let fixture = try Self.bundle(["fr": broken])
        defer { fixture.remove() }
        let rules = try fixture.lint().diagnostics.map(\.rule.id)
        #expect(rules.contains("xml-syntax"))
        #expect(rules.contains("format-specifier-mismatch"))
    }
}
