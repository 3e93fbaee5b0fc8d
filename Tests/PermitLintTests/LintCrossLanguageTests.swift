import Testing

@testable import PermitLint
@testable import PermitLocalization

/// `.strings` text, one `"key" = "value";` a line: the key of line N is at N:1 and its value at N:(key length + 6).
func stringsText(_ pairs: KeyValuePairs<String, String>) -> String {
    pairs.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
}

/// A bundle with an English base and a French translation of one table.
func bundle(en: KeyValuePairs<String, String>, fr: KeyValuePairs<String, String>) throws -> LintFixture {
    try LintFixture([
        "en.lproj/Localizable.strings": stringsText(en),
        "fr.lproj/Localizable.strings": stringsText(fr),
    ])
}

@Suite struct LintCrossLanguageTests {
    /// The key has no place in the translation's file: the diagnostic names that file, and points at the base's
    /// definition as a related place.
    /// `%d` for `%ld`, `%lu` for `%ld`: the same digits for everyday counts on 64-bit, a warning of its own.
    @Test(arguments: [("Photos: %ld", "Photos : %d"), ("Photos: %ld", "Photos : %lu"), ("Items: %lld", "Éléments : %u")])
    func anIntegerWidthOrSignednessDifferenceIsAWarning(base: String, translation: String) throws {
        let fixture = try bundle(en: ["count": base], fr: ["count": translation])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("integer-width-mismatch", "fr.lproj/Localizable.strings", "1:11")])
        #expect(report.diagnostics.first?.severity == .warning)
    }

    @Test func missingKeyNamesTheTranslationsFileAndRelatesTheBaseKey() throws {
        let fixture = try bundle(en: ["title": "Camera", "body": "Allow access"], fr: ["title": "Caméra"])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits("missing-key", in: fixture) == [LintHit("missing-key", "fr.lproj/Localizable.strings", "-")])
        let related = report.diagnostics.first { $0.rule == .missingKey }?.related.first
        #expect(related?.file?.hasSuffix("en.lproj/Localizable.strings") == true)
        #expect((1...2).contains(related?.location.line ?? 0))
        #expect(report.diagnostics.first { $0.rule == .missingKey }?.severity == .error)
        #expect(report.languages.first { $0.localization == "fr" }?.missing == 1)
    }

    @Test func missingKeyIsQuietWhenEveryKeyIsTranslated() throws {
        let fixture = try bundle(en: ["title": "Camera", "body": "Allow access"], fr: ["title": "Caméra", "body": "Autoriser l'accès"])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    @Test func aLocalizationWithoutTheTableGetsOneMissingTranslationOnItsFolder() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["a": "Alpha one", "b": "Beta two", "c": "Gamma three"]),
            "en.lproj/Other.strings": stringsText(["x": "Something else"]),
            "fr.lproj/Other.strings": stringsText(["x": "Autre chose"]),
            "de.lproj/Localizable.strings": stringsText(["a": "Alpha eins", "b": "Beta zwei", "c": "Gamma drei"]),
            "de.lproj/Other.strings": stringsText(["x": "Etwas anderes"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("missing-translation", "fr.lproj", "-")])
        #expect(report.languages.first { $0.localization == "fr" }?.missing == 3)
    }

    @Test func obsoleteKeyFiresAtTheTranslatedKey() throws {
        let fixture = try bundle(en: ["title": "Camera"], fr: ["title": "Caméra", "old": "Ancien texte"])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("obsolete-key", "fr.lproj/Localizable.strings", "2:1")])
        #expect(report.diagnostics.first?.severity == .warning)
    }

    @Test func obsoleteKeyIsQuietWhenTheBaseHasTheKey() throws {
        let fixture = try bundle(en: ["title": "Camera", "old": "Old text"], fr: ["title": "Caméra", "old": "Ancien texte"])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    @Test func emptyValueFiresAtTheTranslatedValue() throws {
        let fixture = try bundle(en: ["title": "Camera", "body": "Allow access"], fr: ["title": "Caméra", "body": ""])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("empty-value", "fr.lproj/Localizable.strings", "2:10")])
        #expect(report.diagnostics.first?.severity == .error)
    }

    /// An Interface Builder text is often one the app fills in (a bound field): empty, a warning. The text Xcode
    /// gives a new table cell ("Text Cell") is always replaced: empty, no finding (munki's Russian cells).
    @Test func anEmptyInterfaceBuilderTextIsAWarningAndACellsPlaceholderNone() throws {
        let fixture = try bundle(
            en: ["kYn-pW-tq6.title": "Status", "Yun-5T-3Fx.title": "Text Cell"],
            fr: ["kYn-pW-tq6.title": "", "Yun-5T-3Fx.title": ""])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .emptyValue }
        #expect(found.map(\.severity) == [.warning])
        #expect(found.map { $0.message.contains("kYn-pW-tq6.title") } == [true])
    }

    @Test func emptyValueIsQuietWhenTheBaseIsEmptyToo() throws {
        let fixture = try bundle(en: ["title": "Camera", "body": ""], fr: ["title": "Caméra", "body": ""])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    @Test func untranslatedFiresOnASentenceCopiedFromTheBase() throws {
        let fixture = try bundle(en: ["body": "Allow access to the camera"], fr: ["body": "Allow access to the camera"])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("untranslated", "fr.lproj/Localizable.strings", "1:10")])
        #expect(report.diagnostics.first?.severity == .warning)
    }

    @Test(arguments: [
        "OK",  // three letters or fewer
        "%@ km",  // letters outside specifiers: 2
        "HDMI PORT",  // no lowercase letter
        "Bluetooth",  // a single word, brand-like
    ])
    func untranslatedIsQuietOnShortOrBrandLikeText(_ text: String) throws {
        let fixture = try bundle(en: ["label": text], fr: ["label": text])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    @Test func untranslatedIsQuietWhenTheTranslationDiffers() throws {
        let fixture = try bundle(en: ["body": "Allow access to the camera"], fr: ["body": "Autoriser l'accès à l'appareil photo"])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    @Test func untranslatedIsQuietBetweenVariantsOfOneLanguage() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["body": "Allow access to the camera"]),
            "en-GB.lproj/Localizable.strings": stringsText(["body": "Allow access to the camera"]),
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    @Test func formatSpecifierMismatchFiresAndSaysWhatDiffers() throws {
        let fixture = try bundle(en: ["count": "%@ photos"], fr: ["count": "%d photos"])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("format-specifier-mismatch", "fr.lproj/Localizable.strings", "1:12")])
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("argument 1 is"))
    }

    @Test(arguments: [
        ("Photos: %ld", "Photos : %ld"),
        ("%1$@ and %2$@", "%2$@ et %1$@"),
        ("100%% of %@", "%@ : 100 %%"),
        // More or fewer `%%` print more or fewer percent signs: the translation's own wording.
        ("100%% done", "100 terminé"),
        ("Full", "100%%"),
    ])
    func formatSpecifierMismatchIsQuietOnCompatibleSpecifiers(_ english: String, _ french: String) throws {
        let fixture = try bundle(en: ["count": english], fr: ["count": french])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    @Test(arguments: [
        ("%1$@ of %2$@", "%1$@ de %2$@ %3$@"),
        ("Name: %@", "Nom : %lu"),
    ])
    func formatSpecifierMismatchFiresOnEachKindOfDifference(_ english: String, _ french: String) throws {
        let fixture = try bundle(en: ["count": english], fr: ["count": french])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture).map(\.rule) == ["format-specifier-mismatch"])
    }

    @Test(arguments: [
        ("Allow access", " Autoriser l'accès", DiagnosticSeverity.warning),
        ("Allow access ", "Autoriser l'accès", .warning),
        ("Done.\\nNext step", "Terminé.Étape suivante", .error),
    ])
    func whitespaceDriftFires(_ english: String, _ french: String, _ severity: DiagnosticSeverity) throws {
        let fixture = try bundle(en: ["body": english], fr: ["body": french])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("whitespace-drift", "fr.lproj/Localizable.strings", "1:10")])
        #expect(report.diagnostics.first?.severity == severity)
    }

    @Test func whitespaceDriftIsQuietWhenEdgesAndLineBreaksAgree() throws {
        let fixture = try bundle(en: ["body": " Allow\\naccess: "], fr: ["body": "\\tAutoriser\\nl'accès : "])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }
}
