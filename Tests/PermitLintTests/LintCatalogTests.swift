import Testing

@testable import PermitLint
@testable import PermitLocalization

/// A String Catalog in English with one key a line from line 2; each key's `fr` unit, when given, follows its
/// English unit on the same line: `"KEY": {"localizations": {"en": {"stringUnit": {"state": "translated",
/// "value": "EN"}}, "fr": {"stringUnit": {"state": "STATE", "value": "FR"}}}},`.
func catalogText(_ units: [(key: String, en: String, fr: (state: String, value: String)?)]) -> String {
    let lines = units.map { unit in
        var line = "\"\(unit.key)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(unit.en)\"}}"
        if let fr = unit.fr {
            line += ", \"fr\": {\"stringUnit\": {\"state\": \"\(fr.state)\", \"value\": \"\(fr.value)\"}}"
        }
        return line + "}}"
    }
    return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n" + lines.joined(separator: ",\n") + "\n}}\n"
}

@Suite struct LintCatalogTests {
    // On a line of key "a", the en value's quote is at column 79; with an en value of n characters and a fr
    // state of s characters, the fr value's quote is at column 129 + n + s.

    @Test func translationStateFiresOnUnfinishedTranslations() throws {
        let fixture = try LintFixture([
            "Localizable.xcstrings": catalogText([
                ("a", "Camera", ("new", "Caméra")),
                ("b", "Photos", ("needs_review", "Photos")),
                ("c", "Mic", ("stale", "Micro")),
            ])
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(
            report.hits(in: fixture) == [
                LintHit("translation-state", "Localizable.xcstrings", "2:138"),
                LintHit("translation-state", "Localizable.xcstrings", "3:147"),
                LintHit("translation-state", "Localizable.xcstrings", "4:137"),
            ])
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(report.diagnostics.map(\.message).contains { $0.contains("needs_review") })
    }

    @Test func translationStateIsQuietOnTranslatedUnits() throws {
        let fixture = try LintFixture([
            "Localizable.xcstrings": catalogText([("a", "Camera", ("translated", "Caméra"))])
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    /// A language whose every text is empty (mammoth's 24 languages of `needs_review` units with no value, 11,304
    /// errors) is one finding; beside a text the language does have, each empty one is its own.
    @Test(arguments: [(nil, 1), ("Appareil photo", 4)] as [(String?, Int)])
    func aLanguageWhoseEveryTextIsEmptyIsOneFinding(filled: String?, findings: Int) throws {
        let units: [(key: String, en: String, fr: (state: String, value: String)?)] =
            ["a", "b", "c", "d"].map { ($0, "Text \($0)", ("needs_review", "")) }
            + [("e", "Camera", filled.map { ("translated", $0) } ?? ("needs_review", ""))]
        let fixture = try LintFixture(["Localizable.xcstrings": catalogText(units)])
        defer { fixture.remove() }
        let empty = try fixture.lint().diagnostics.filter { $0.rule == .emptyValue }
        #expect(empty.count == findings)
        #expect(empty.allSatisfy { $0.severity == .error })
        if findings == 1 { #expect(empty.first?.message.contains("every one of the 5 fr texts") == true) }
    }

    @Test func catalogLanguagesAreComparedWithTheSourceLanguage() throws {
        let fixture = try LintFixture([
            "Localizable.xcstrings": catalogText([
                ("a", "Photos %lld", ("translated", "%@ photos")),
                ("b", "Allow access", nil),
            ])
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(
            report.hits(in: fixture) == [
                LintHit("format-specifier-mismatch", "Localizable.xcstrings", "2:151"),
                LintHit("missing-key", "Localizable.xcstrings", "3:1"),
            ])
        #expect(report.base == "en")
        #expect(report.languages.first { $0.localization == "fr" }?.missing == 1)
    }

    @Test func catalogComparisonIsQuietOnCompatibleTranslations() throws {
        let fixture = try LintFixture([
            "Localizable.xcstrings": catalogText([
                ("a", "Photos %lld", ("translated", "%lld photos prises")),
                ("b", "Allow access", ("translated", "Autoriser")),
            ])
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [])
        #expect(
            report.languages == [
                .init(localization: "en", keys: 2, missing: 0, errors: 0, warnings: 0),
                .init(localization: "fr", keys: 2, missing: 0, errors: 0, warnings: 0, translated: 2),
            ])
    }
}

/// An App Shortcut's phrases (`AppShortcuts.xcstrings`) are a `stringSet` in each language: a localization, not a
/// defect of structure, and an empty set of values is one.
@Suite struct LintAppShortcutsCatalogTests {
    private func catalog(french: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Create a document in ${applicationName}" : {
              "localizations" : {
                "en" : { "stringSet" : { "state" : "new", "values" : [ "Create a document in ${applicationName}" ] } },
                "fr" : \(french)
              }
            }
          },
          "version" : "1.0"
        }

        """
    }

    @Test func phrasesAreALocalization() throws {
        let fixture = try LintFixture([
            "AppShortcuts.xcstrings": catalog(
                french: #"{ "stringSet" : { "state" : "translated", "values" : [ "Créer un document dans ${applicationName}", "Nouveau document ${applicationName}" ] } }"#)
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    @Test func aSetWithoutValuesIsAStructureDefect() throws {
        let fixture = try LintFixture([
            "AppShortcuts.xcstrings": catalog(french: #"{ "stringSet" : { "state" : "translated" } }"#)
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.diagnostics.map(\.rule.id).contains("invalid-structure"))
        #expect(report.diagnostics.contains { $0.message.contains("has no values") })
    }

    /// A key whose `%` reads no argument passes none (Azayaka's file-name token `Recording at %t`, which the code
    /// replaces itself): the texts are not format strings, and the same token in the translation is no mismatch.
    @Test func aKeyThatReadsNoArgumentPassesNone() throws {
        let fixture = try LintFixture([
            "Localizable.xcstrings": catalogText([
                ("Recording at %t", "Recording at %t", ("translated", "Enregistrement à %t")),
                ("Window title: %@", "Window title: %@", ("translated", "Titre : $@")),
            ])
        ])
        defer { fixture.remove() }
        let errors = try fixture.lint().diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.rule) == [.formatSpecifierMismatch])
        #expect(errors.first?.message.contains("Window title") == true)
    }
}

/// A String Catalog's plurals referenced from the text (`%#@arg1@`), each substitution naming the argument it reads.
@Suite struct LintCatalogSubstitutionTests {
    /// Applite's "%lld apps installed, %lld failed": English writes two plurals, each with its `argNum`; a
    /// translation that writes the counts plainly lays them out the same, and the references need no numbers.
    @Test func referencesNumberedByTheirSubstitutionsAreNoFinding() throws {
        func plural(_ number: Int, _ one: String, _ other: String) -> String {
            """
            "arg\(number)": {"argNum": \(number), "formatSpecifier": "lld", "variations": {"plural": {\
            "one": {"stringUnit": {"state": "translated", "value": "\(one)"}}, \
            "other": {"stringUnit": {"state": "translated", "value": "\(other)"}}}}}
            """
        }
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "%lld apps installed, %lld failed": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "%#@arg1@ installed, %#@arg2@ failed"}, \
            "substitutions": {\(plural(1, "%arg app", "%arg apps")), \(plural(2, "%arg app", "%arg apps"))}},
            "hu": {"stringUnit": {"state": "translated", "value": "%lld alkalmazás telepítve, %lld sikertelen"}}
            }}}}

            """
        let fixture = try LintFixture(["Localizable.xcstrings": catalog])
        defer { fixture.remove() }
        let rules = try fixture.lint().diagnostics.map(\.rule)
        #expect(!rules.contains(.formatFlagMismatch))
        #expect(!rules.contains(.unnumberedSpecifiers))
    }

    /// In a `.stringsdict` the references are read in order: unnumbered, they cannot be reordered.
    @Test func aStringsdictsUnnumberedReferencesAreStillReported() {
        #expect(UnnumberedSpecifiersRule.specifiers(in: "%#@apps@ installed, %#@failed@ failed")?.count == 2)
        #expect(UnnumberedSpecifiersRule.specifiers(in: "%#@apps@ installed, %#@failed@ failed", referencesAreNumbered: true) == nil)
    }
}
