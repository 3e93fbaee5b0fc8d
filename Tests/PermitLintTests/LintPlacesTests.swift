import Testing

@testable import PermitLint
@testable import PermitLocalization

/// A format finding points at the translation's specifier that is wrong, counted over the file's own characters
/// (escapes take more of them than of the text).
@Suite struct LintPlacesTests {
    @Test(arguments: [
        // `"k" = "` is 7 characters: the text starts at column 8; `\"` takes two, `é` one, `\U00E9` six.
        ("\"k\" = \"Nom \\\"%d\\\"\";\n", "1:14"),
        ("\"k\" = \"Été : %d\";\n", "1:14"),
        ("\"k\" = \"\\U00C9t\\U00E9 : %d\";\n", "1:24"),
        ("\"k\" = \"Ligne\\n%d\";\n", "1:15"),
        ("\"k\" = \"Ligne\n%d\";\n", "2:1"),
        // A malformed specifier: `%` followed by `k`.
        ("\"k\" = \"%@ à 5 %k\";\n", "1:15"),
    ])
    func aFormatFindingPointsAtTheSpecifier(translation: String, place: String) throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": "\"k\" = \"Name: %@\";\n",
            "fr.lproj/Localizable.strings": translation,
        ])
        defer { fixture.remove() }
        let hits = try fixture.lint().hits("format-specifier-mismatch", in: fixture)
        #expect(hits == [LintHit("format-specifier-mismatch", "fr.lproj/Localizable.strings", place)])
    }

    /// An argument the translation leaves out has no place in it: the finding stays at the text (its opening quote).
    @Test func aLostArgumentStaysAtTheText() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": "\"k\" = \"Name: %@\";\n",
            "fr.lproj/Localizable.strings": "\"k\" = \"Nom\";\n",
        ])
        defer { fixture.remove() }
        let hits = try fixture.lint().hits("format-specifier-mismatch", in: fixture)
        #expect(hits == [LintHit("format-specifier-mismatch", "fr.lproj/Localizable.strings", "1:7")])
    }

    /// In a String Catalog's JSON, `\u00e9` is six characters of the file and one of the text.
    @Test func aCatalogsEscapesAreCounted() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "k" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Name: %@" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "\\u00c9t\\u00e9 %d" } }
                  }
                }
              },
              "version" : "1.0"
            }

            """
        let fixture = try LintFixture(["Localizable.xcstrings": catalog])
        defer { fixture.remove() }
        let hits = try fixture.lint().hits("format-specifier-mismatch", in: fixture)
        let line = "        \"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \""
        #expect(hits == [LintHit("format-specifier-mismatch", "Localizable.xcstrings", "7:\(line.count + 1 + 14)")])
    }
}
