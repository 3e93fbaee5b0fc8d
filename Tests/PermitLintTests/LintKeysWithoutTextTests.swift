import Testing

@testable import PermitLint
@testable import PermitLocalization

/// A String Catalog key with no text in its source language shows the key itself when the key is an identifier.
@Suite struct LintKeysWithoutTextTests {
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Cancel": {},
        "error.noInstance": {},
        "player.closeButton": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Fermer"}}}},
        "settings.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Settings"}}}},
        "old.key": {"extractionState": "stale"},
        "brand.name": {"shouldTranslate": false},
        "#RRGGBB": {}
        }}

        """

    @Test func identifierKeysWithoutSourceTextAreOneError() throws {
        let fixture = try LintFixture(["App/Localizable.xcstrings": Self.catalog])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingKey && $0.message.contains("no en text") }
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.line == 3)
        #expect(diagnostic.message.hasPrefix("2 keys have no en text in Localizable.xcstrings (\"error.noInstance\", \"player.closeButton\")"))
        #expect(diagnostic.related.map(\.message) == ["\"player.closeButton\""])
    }

    /// A product name written like an identifier (ONLYOFFICE's `ownCloud`) that every translation writes as it is:
    /// the key is the text people read. An identifier with a `.` every translation copies is still shown raw.
    @Test func aWordEveryTranslationWritesAsItIsReadsAsText() throws {
        func copies(_ key: String) -> String {
            "\"\(key)\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(key)\"}}, "
                + "\"fr\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(key)\"}}}}"
        }
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            \(copies("ownCloud")),
            \(copies("menu.openFile")),
            "nextCloud": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Nextcloud"}}}}
            }}

            """
        let fixture = try LintFixture(["App/Localizable.xcstrings": catalog])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingKey && $0.message.contains("no en text") }
        #expect(found.map(\.message).first?.hasPrefix("2 keys have no en text in Localizable.xcstrings (\"menu.openFile\", \"nextCloud\")") == true)
    }

    /// A package's catalog key without text that the app's own table of the same name has (unstoppable-wallet's
    /// WalletCore views, whose SwiftUI `Text("key")` looks the key up in the main bundle): the lookup may find it
    /// there, so only the key no other table has is reported.
    @Test func aKeyAnotherTableOfTheSameNameHasIsNotReported() throws {
        let fixture = try LintFixture([
            "Core/Localizable.xcstrings": Self.catalog,
            "App/en.lproj/Localizable.strings": "\"error.noInstance\" = \"No instance\";\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingKey && $0.message.contains("no en text") }
        #expect(found.map(\.message).first?.hasPrefix("\"player.closeButton\" has no en text") == true)
        #expect(found.count == 1)
    }

    /// A key marked not to be translated shows its copies' text as it is, even the key itself (Cog's placeholder
    /// cell of a view-based table, never drawn): no finding.
    @Test func anUntranslatableKeyMayReadAsItself() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "w2T-DH-7x9.title": {"shouldTranslate": false, "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Text Cell"}}, "es": {"stringUnit": {"state": "translated", "value": "w2T-DH-7x9.title"}}}},
            "hint.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hint"}}, "es": {"stringUnit": {"state": "translated", "value": "hint.title"}}}}
            }}

            """
        let fixture = try LintFixture(["App/Paths.xcstrings": catalog])
        defer { fixture.remove() }
        let keysShown = try fixture.lint().diagnostics.filter { $0.message.contains("is the key itself") }
        #expect(keysShown.map(\.message) == [
            "the es text of \"hint.title\" is the key itself: people see \"hint.title\" where the base has a text"
        ])
    }

    /// A key the code looks up with a default value shows that value; one no literal names is a warning.
    @Test func theCodeDecidesWhatAKeyWithoutTextShows() throws {
        let fixture = try LintFixture([
            "App/Localizable.xcstrings": Self.catalog,
            "App/View.swift": """
                let a = String(localized: "error.noInstance", defaultValue: "No instance")
                let b = "settings.title"

                """,
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingKey && $0.message.contains("no en text") }
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("\"player.closeButton\" has no en text") == true)
    }

    @Test(arguments: [
        ("error.noInstance", true), ("menu_quit", true), ("errorNoNetwork", true), ("Cancel", false), ("OK", false),
        ("#RRGGBB", false), ("·", false), ("", false), ("Sign in", false), ("files.count %lld", false), ("Settings...", false), ("_private", false),
        // A version number reads as itself (an About screen's `Text("v1.1.0")`); a version's key does not.
        ("v1.2", false), ("2.4.1", false), ("version.v1", true),
        // A site's page written without its scheme reads as itself; a key with a slash but no domain does not.
        ("lunibee.kr/peninsula", false), ("example.com/help", false), ("settings/general.title", true),
        ("menu.de", true),
    ])
    func identifiersAreToldFromText(key: String, isIdentifier: Bool) {
        #expect(KeyShape.isIdentifier(key) == isIdentifier)
    }

    @Test(arguments: [
        ("PremiumTableImage", true), ("settings.icon", true), ("brand_color", true), ("helpURL", true),
        ("image", false), ("imageTitle", false), ("Image", false), ("Title Image Caption", false),
    ])
    func keysThatNameAResource(key: String, namesResource: Bool) {
        #expect(KeyShape.namesResource(key) == namesResource)
    }
}
