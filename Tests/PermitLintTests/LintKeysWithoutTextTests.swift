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
        ("#RRGGBB", false), ("·", false), ("", false), ("Sign in", false), ("files.count %lld", false), ("v1.2", true), ("Settings...", false), ("_private", false),
    ])
    func identifiersAreToldFromText(key: String, isIdentifier: Bool) {
        #expect(KeyShape.isIdentifier(key) == isIdentifier)
    }
}
