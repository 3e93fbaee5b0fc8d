import Testing

@testable import PermitLint
@testable import PermitLocalization

/// English-keyed tables whose base table is a stub: each key that is text is its own source text.
@Suite struct LintKeysAsBaseTextTests {
    private static let files = [
        "App/en.lproj/Localizable.strings": "\"\" = \"\";\n",
        "App/fr.lproj/Localizable.strings": "\"Save %@\" = \"Enregistrer\";\n\"Cancel\" = \"Annuler\";\n\"UNKNOWN\" = \"Inconnu\";\n",
    ]

    @Test func aKeyThatIsTextIsComparedAsTheBaseText() throws {
        let fixture = try LintFixture(Self.files)
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(
            report.hits(in: fixture) == [
                LintHit("format-specifier-mismatch", "App/fr.lproj/Localizable.strings", "1:13"),
                // A key in capitals alone reads as an identifier: the base lacks it.
                LintHit("obsolete-key", "App/fr.lproj/Localizable.strings", "3:1"),
            ])
    }

    /// A table with no base file at all, whose keys are the code's texts (Airbitz's twelve translations of texts the
    /// Objective-C code writes as its keys, no English file): the keys are the base. A fullwidth `％@` prints as
    /// written and loses the value; a translation that keeps the text is untranslated. A table of identifiers with no
    /// base has nothing to be compared with.
    @Test func aTableWithNoBaseFileIsComparedWithItsKeysWhenTheyAreText() throws {
        let fixture = try LintFixture([
            "App/Base.lproj/Main.storyboard": "<document><scenes/></document>\n",
            "App/ja.lproj/Localizable.strings":
                "\"Username: %@\" = \"ユーザー名：％@\";\n\"Choose a wallet to receive funds\" = \"Choose a wallet to receive funds\";\n",
            "App/de.lproj/Localizable.strings":
                "\"Username: %@\" = \"Benutzername: %@\";\n\"Choose a wallet to receive funds\" = \"Wähle eine Wallet\";\n",
            "App/Login.m": "- (void)show { label.text = [NSString stringWithFormat:NSLocalizedString(@\"Username: %@\", nil), name];\n"
                + "  hint.text = NSLocalizedString(@\"Choose a wallet to receive funds\", nil); }\n",
            "Other/de.lproj/Errors.strings": "\"error.network\" = \"Netzwerkfehler\";\n",
            "Other/fr.lproj/Errors.strings": "\"error.network\" = \"Erreur\";\n\"error.disk\" = \"Disque\";\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits("format-specifier-mismatch", in: fixture) == [LintHit("format-specifier-mismatch", "App/ja.lproj/Localizable.strings", "1:18")])
        #expect(report.hits("untranslated", in: fixture) == [LintHit("untranslated", "App/ja.lproj/Localizable.strings", "2:38")])
        #expect(report.hits(in: fixture).filter { $0.file.hasPrefix("Other/") } == [])
    }

    /// A key the code gives a default value has that value as its source text, whatever the key says.
    @Test func theCodesDefaultValueIsTheSourceText() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"other\" = \"Other\";\n",
            "App/fr.lproj/Localizable.strings": "\"[Load/Error] Bad format\" = \"Format incorrect\";\n\"other\" = \"Autre\";\n",
            "App/Load.swift": "let m = NSLocalizedString(\"[Load/Error] Bad format\", value: \"Bad format: %@.\", comment: \"\")\n",
        ])
        defer { fixture.remove() }
        #expect(
            try fixture.lint().hits(in: fixture) == [
                LintHit("format-specifier-mismatch", "App/fr.lproj/Localizable.strings", "1:29")
            ])
    }

    /// In a base that holds most of the keys, a key it lacks is a leftover, not a text: it stays obsolete.
    @Test func aBaseThatHoldsMostKeysKeepsItsLeftoversObsolete() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"a\" = \"Alpha\";\n\"b\" = \"Beta\";\n",
            "App/fr.lproj/Localizable.strings": "\"a\" = \"Alpha\";\n\"b\" = \"Bêta\";\n\"Old %@\" = \"Vieux\";\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture).map(\.rule) == ["obsolete-key"])
    }

    /// When the app's code was read, only the keys it spells are texts it asks for.
    @Test func withCodeOnlyTheKeysItSpellsCount() throws {
        var files = Self.files
        files["App/View.swift"] = "Text(\"Cancel\")\n"
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let rules = try fixture.lint().hits(in: fixture).map(\.rule)
        #expect(!rules.contains("format-specifier-mismatch"))
        #expect(rules.contains("obsolete-key"))
    }
}

/// A target's table that lacks keys another target's table of the same name holds in the base.
@Suite struct KeysInAnotherTargetsTableTests {
    /// OctoPod's Siri extension: its English `Localizable` holds "Unknown", its Czech one the app's "time ago"
    /// texts too, whose English ("%d days ago") is in the app's table, not the key ("days ago").
    @Test func theOtherTablesBaseTextIsTheSourceText() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"days ago\" = \"%d days ago\";\n\"hours ago\" = \"%d hours ago\";\n",
            "App/cs.lproj/Localizable.strings": "\"days ago\" = \"před %d dny\";\n\"hours ago\" = \"před %d hodinami\";\n",
            "Intent/en.lproj/Localizable.strings": "\"Unknown\" = \"Unknown\";\n",
            "Intent/cs.lproj/Localizable.strings":
                "\"Unknown\" = \"Neznámý\";\n\"days ago\" = \"před %d dny\";\n\"hours ago\" = \"před %@ hodinami\";\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        // The Czech "hours ago" reads an object where English reads a number; the "days ago" agrees.
        #expect(report.hits("format-specifier-mismatch", in: fixture).map(\.file) == ["Intent/cs.lproj/Localizable.strings"])
        #expect(report.diagnostics.first { $0.rule == .formatSpecifierMismatch }?.message.contains("hours ago") == true)
        #expect(report.hits("obsolete-key", in: fixture) == [])
    }
}
