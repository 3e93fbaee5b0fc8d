import Testing

@testable import PermitLint
@testable import PermitLocalization

/// A translation that is another language's translation, written in letters only that language writes (round 50's
/// screamtracker: its Catalan, Czech, Greek... `InfoPlist.strings` ask for the microphone in Polish).
@Suite struct LintTextsOfAnotherLanguageTests {
    /// Each case: the text the Polish table and a second localization hold, that localization, and whether it is
    /// reported as holding the Polish text.
    @Test(arguments: [
        ("Potrzebujemy dostępu do mikrofonu", "cs", true),
        ("Potrzebujemy dostępu do mikrofonu", "el", true),
        // Finnish borrows "ę" and "ż" (its auxiliary letters) but writes neither as its own.
        ("Potrzebujemy dostępu do mikrofonu", "fi", true),
        // Letters English writes too say nothing of which language a text is in.
        ("Potrzebujemy mikrofonu teraz", "cs", false),
        // A name is kept in every language.
        ("Łódź Fabryczna Station", "cs", false),
        // Czech and Slovak write many sentences alike.
        ("Príliš dlhý názov súboru", "cs", false),
    ])
    func aTextOfAnotherLanguage(text: String, localization: String, reported: Bool) throws {
        let slovak = text.hasPrefix("Príliš")
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": "\"mic\" = \"We need the microphone\";\n",
            "\(slovak ? "sk" : "pl").lproj/Localizable.strings": "\"mic\" = \"\(text)\";\n",
            "\(localization).lproj/Localizable.strings": "\"mic\" = \"\(text)\";\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .untranslated }
        #expect(found.map(\.message) == (reported ? [
            "the \(localization) text of the Localizable table is the pl translation (\"mic\": \"\(text)\"): people "
                + "using the app in \(localization) read pl"
        ] : []))
        #expect(found.allSatisfy { $0.severity == .warning && $0.file?.hasSuffix("\(localization).lproj/Localizable.strings") == true })
    }
}
