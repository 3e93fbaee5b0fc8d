import Testing

@testable import PermitLint
@testable import PermitLocalization

/// Findings real apps' files produced that were not defects a translator can or should fix, each with a fixture of
/// its own: every one of these fired before the linter learned better.
@Suite struct LintFalseErrorTests {
    @Test func baseLprojIsComparedOnlyForTheTablesAndKeysItHas() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["greeting": "Hello there", "farewell": "See you soon"]),
            "en.lproj/Main.strings": stringsText(["title.text": "Welcome screen", "button.title": "Continue now"]),
            "fr.lproj/Localizable.strings": stringsText(["greeting": "Bonjour", "farewell": "À bientôt"]),
            "fr.lproj/Main.strings": stringsText(["title.text": "Écran d'accueil", "button.title": "Continuer"]),
            "Base.lproj/Main.strings": stringsText(["title.text": "Welcome screen"]),
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    /// An `InfoPlist` table's bundle names and copyright kept as the base writes them, or left to `Info.plist`, are
    /// the app's name and legal line (munki's "Managed Software Center" in Japanese, its copyright left out in
    /// Danish); a usage description left in English is still reported.
    @Test func bundleNamesAndCopyrightMayStayAsTheBaseWritesThem() throws {
        let english: KeyValuePairs<String, String> = [
            "CFBundleDisplayName": "Managed Software Center",
            "NSHumanReadableCopyright": "Copyright 2024 The Munki Project. All rights reserved.",
            "NSCameraUsageDescription": "Scan the code on the label of your device.",
        ]
        let fixture = try LintFixture([
            "App/en.lproj/InfoPlist.strings": stringsText(english),
            "App/ja.lproj/InfoPlist.strings": stringsText([
                "CFBundleDisplayName": "Managed Software Center",
                "NSCameraUsageDescription": "Scan the code on the label of your device.",
            ]),
        ])
        defer { fixture.remove() }
        let hits = try fixture.lint().diagnostics.filter { $0.file?.contains("ja.lproj") == true }
        #expect(hits.map(\.rule) == [.untranslated])
        #expect(hits.first?.message.contains("NSCameraUsageDescription") == true)
    }

    @Test func aWidthBeforeTheSubstitutionFlagIsCFGrammar() throws {
        let fixture = try bundle(
            en: ["count": "%@ has %#@files@", "other": "%1$#@files@ in %2$@"],
            fr: ["count": "%@ a %1#@files@", "other": "%#@files@ dans %@"])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits("format-specifier-mismatch", in: fixture) == [])
    }

    /// An address whose every `%` escapes a byte (media-converter's `mailto:...?subject=Media%20Converter`, opened as
    /// a URL) is no format string: `%20` is a space, not a width; nor is its translation with other escapes.
    @Test func aPercentEscapedAddressIsNoFormatString() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(
                ["mail": "mailto:help@example.com?subject=Media%20Converter%20Help&body=Hello%2C%0D%0A"]),
            "it.lproj/Localizable.strings": stringsText(
                ["mail": "mailto:help@example.com?subject=Aiuto%20Media%20Converter&body=Ciao%2C%0D%0A"]),
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
        #expect(TemplatePlaceholderCheck.isEscapedAddress("https://example.com/a%20b"))
        #expect(!TemplatePlaceholderCheck.isEscapedAddress("Save 20% now: %@"))
        #expect(!TemplatePlaceholderCheck.isEscapedAddress("mailto:%@"))
    }

    @Test func aDefectiveBaseStringIsReportedOnceAtTheBase() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["sale": "Save %d%"]),
            "fr.lproj/Localizable.strings": stringsText(["sale": "Économisez %d %%"]),
            "de.lproj/Localizable.strings": stringsText(["sale": "Spare %d%"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("base-format-defect", "en.lproj/Localizable.strings", "1:10")])
    }

    /// An `NSPredicateEditor`'s formatting strings (ViennaRSS's `Predicates.strings`): `%[...]@` is a pop-up the
    /// editor reads, no conversion `String(format:)` would meet; a real defect beside them is still found.
    @Test func aRuleEditorsRowsAreNoFormatStrings() throws {
        let fixture = try LintFixture([
            "Base.lproj/Predicates.strings": stringsText([
                "%[Author,Subject]@ %[is,is not]@ %@": "%1$[Author,Subject]@ %2$[is,is not]@ %3$@",
                "count": "%d articles",
            ]),
            "es.lproj/Predicates.strings": stringsText([
                "%[Author,Subject]@ %[is,is not]@ %@": "%1$[Autor,Asunto]@ %2$[es,no es]@ %3$@",
                "count": "artículos",
            ]),
        ])
        defer { fixture.remove() }
        #expect(RuleEditorFormat.isRuleEditorFormat("%1$[a,b]@ x") && !RuleEditorFormat.isRuleEditorFormat("50% [beta]@home"))
        #expect(try fixture.lint().hits(in: fixture).map(\.rule) == ["format-specifier-mismatch"])
    }

    @Test func aPluralVariantMayStandWhereTheBaseWritesTheNumber() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["files": "%ld files"]),
            "fr.lproj/Localizable.stringsdict": stringsDictionaryText(["one": "%ld fichier", "other": "%ld fichiers"]),
        ])
        defer { fixture.remove() }
        // French's %#@n@ formats ld, as the base's %ld.
        #expect(try fixture.lint().hits("format-specifier-mismatch", in: fixture) == [])
        let reverse = try LintFixture([
            "en.lproj/Localizable.stringsdict": stringsDictionaryText(["one": "%ld file", "other": "%ld files"]),
            "fr.lproj/Localizable.strings": stringsText(["files": "%ld fichiers"]),
            "it.lproj/Localizable.strings": stringsText(["files": "%@ file"]),
        ])
        defer { reverse.remove() }
        #expect(
            try reverse.lint().hits("format-specifier-mismatch", in: reverse) == [
                LintHit("format-specifier-mismatch", "it.lproj/Localizable.strings", "1:12")
            ])
    }

    @Test func aLanguageWithOnlyOtherMayDropTheArgumentThatChoosesThePlural() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.stringsdict": stringsDictionaryText(["one": "A file", "other": "Some files"]),
            "ja.lproj/Localizable.strings": stringsText(["files": "ファイル"]),
            "fr.lproj/Localizable.strings": stringsText(["files": "Des fichiers"]),
        ])
        defer { fixture.remove() }
        // Japanese has no plural to choose; French does and needs the count.
        #expect(
            try fixture.lint().hits("format-specifier-mismatch", in: fixture) == [
                LintHit("format-specifier-mismatch", "fr.lproj/Localizable.strings", "1:11")
            ])
    }

    @Test func aPercentSignInProseIsNoFormatString() throws {
        // "100% guaranteed" reads "% g" (a space flag, then a double); the code passes no argument to such a text.
        let fixture = try bundle(
            en: ["note": "Not 100% guaranteed, so try it"], fr: ["note": "Pas garanti à 100 %, essayez"])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    @Test func aNameKeptInMostLanguagesIsNotUntranslated() throws {
        var files: [String: String] = ["en.lproj/Localizable.strings": stringsText(["app": "Home Assistant", "join": "Join the beta"])]
        for language in ["fr", "de", "it", "nl"] {
            files["\(language).lproj/Localizable.strings"] = stringsText(["app": "Home Assistant", "join": "Beta \(language)"])
        }
        files["es.lproj/Localizable.strings"] = stringsText(["app": "Home Assistant", "join": "Join the beta"])
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [LintHit("untranslated", "es.lproj/Localizable.strings", "2:10")])
    }

    /// A sentence kept in English by every language that has its key, where many lack it (Calendr's "Continue
    /// editing", which the others comment out, waiting for a translator), is left untranslated, unlike a name.
    @Test func aSentenceKeptInMostLanguagesIsStillUntranslated() throws {
        var files: [String: String] = [
            "en.lproj/Localizable.strings": stringsText(["app": "Home Assistant", "continue": "Continue editing"])
        ]
        for language in ["fr", "de", "it"] {
            files["\(language).lproj/Localizable.strings"] = stringsText(["app": "Home Assistant", "continue": "Continue editing"])
        }
        for language in ["es", "nl"] { files["\(language).lproj/Localizable.strings"] = stringsText(["app": "Home Assistant"]) }
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let hits = try fixture.lint().hits("untranslated", in: fixture)
        #expect(hits.map(\.file).sorted() == ["de", "fr", "it"].map { "\($0).lproj/Localizable.strings" })
        #expect(Set(hits.map(\.place)) == ["2:14"])
    }

    /// A sentence kept in English by three languages of four, where the fourth translates it (Criptext's German,
    /// French and Russian waiting for what Spanish has), is left untranslated in the three; a sentence every
    /// language keeps is kept on purpose.
    @Test func aSentenceOneLanguageTranslatesIsUntranslatedWhereTheOthersKeepIt() throws {
        let english: KeyValuePairs = ["backup": "Your backup is being restored", "legal": "This text is only available in English"]
        var files = ["en.lproj/Localizable.strings": stringsText(english)]
        for language in ["de", "fr", "ru"] { files["\(language).lproj/Localizable.strings"] = stringsText(english) }
        files["es.lproj/Localizable.strings"] = stringsText(
            ["backup": "Se está restaurando tu copia de seguridad", "legal": "This text is only available in English"])
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let report = try fixture.lint()
        let hits = report.hits("untranslated", in: fixture)
        #expect(hits.map(\.file).sorted() == ["de", "fr", "ru"].map { "\($0).lproj/Localizable.strings" })
        let untranslated = report.diagnostics.filter { $0.rule == .untranslated }
        #expect(untranslated.allSatisfy { $0.message.contains("\"backup\"") })
    }

    @Test func manyUntranslatedTextsInATableAreOneFindingWithTheCount() throws {
        var english: [String] = []
        for number in 0..<100 { english.append("\"key\(number)\" = \"The sentence number \(number)\";\n") }
        let spanish = english.enumerated().map { index, line in
            index < 10 ? line.replacingOccurrences(of: "The sentence number", with: "La frase número") : line
        }
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": english.joined(), "es.lproj/Localizable.strings": spanish.joined(),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("untranslated", "es.lproj/Localizable.strings", "11:11")])
        #expect(report.diagnostics.first?.message.contains("90 es texts") == true)
        #expect(report.diagnostics.first?.message.contains("10% of its 100 keys translated") == true)
    }

    /// The share translated counts the texts that differ from the base's: short texts kept as written (not reported
    /// one by one) are not translated ones. aqua's Hebrew table, a copy of the English one, was said 27% translated.
    @Test func aCopyOfTheBaseIsNoneTranslatedThoughItsShortTextsAreNotReported() throws {
        var english: [String] = []
        for number in 0..<30 { english.append("\"key\(number)\" = \"The sentence number \(number)\";\n") }
        for number in 0..<10 { english.append("\"short\(number)\" = \"OK\";\n") }
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": english.joined(), "he.lproj/Localizable.strings": english.joined(),
        ])
        defer { fixture.remove() }
        let untranslated = try fixture.lint().diagnostics.filter { $0.rule == .untranslated }
        #expect(untranslated.map(\.message).contains { $0.contains("30 he texts") && $0.contains("0% of its 40 keys translated") })
    }

    /// `%arg` is the substitution's argument, here a `lld`: a translation may write `%lld` in its place.
    @Test func argInAStringCatalogSubstitutionIsItsOwnArgument() throws {
        func localization(_ format: String, _ one: String, _ other: String) -> String {
            """
            { "stringUnit" : { "state" : "translated", "value" : "\(format)" },
              "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "\(one)" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "\(other)" } } } } } } }
            """
        }
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "files" : { "localizations" : {
              "en" : \(localization("%#@count@ in the folder", "%arg file", "%arg files")),
              "de" : \(localization("%#@count@ im Ordner", "%lld Datei", "%lld Dateien")) } } } }
            """
        let fixture = try LintFixture(["Localizable.xcstrings": catalog])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    @Test func pseudoLocalizationsAreSkippedWithOneNote() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["greeting": "Hello there"]),
            "qqq.lproj/Localizable.strings": stringsText(["other": "Shown on the first screen"]),
            "en-XA.lproj/Localizable.strings": stringsText(["greeting": "[Ĥéļļö ţĥéŕé one two]"]),
            // Crowdin's in-context editing language (openfoodfacts): markers, no one's text.
            "lol.lproj/Localizable.strings": stringsText(["greeting": "crwdns154618:0crwdne154618:0"]),
            "fr.lproj/Localizable.strings": stringsText(["greeting": "Bonjour"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.diagnostics.map(\.rule) == [.pseudoLocalization])
        #expect(report.diagnostics.first?.severity == .note)
        #expect(!report.languages.contains { ["qqq", "en-XA", "lol"].contains($0.localization) })
    }

    @Test func aTableNoLocalizationHasIsOneFinding() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["greeting": "Hello there"]),
            "en.lproj/Debug.strings": stringsText(["reset": "Reset all caches", "crash": "Crash the app now"]),
            "fr.lproj/Localizable.strings": stringsText(["greeting": "Bonjour"]),
            "de.lproj/Localizable.strings": stringsText(["greeting": "Hallo"]),
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [LintHit("untranslated-table", "en.lproj/Debug.strings", "-")])
    }

    /// A translation written without any of the arguments ("Aktualisierung" for "Update %@") shows no value,
    /// which a reworded text may not need: a warning. One that keeps some and drops another is an error.
    @Test func aTranslationWithoutAnyArgumentIsAWarning() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["update": "Update %@", "moved": "Moved %1$@ to %2$@"]),
            "de.lproj/Localizable.strings": stringsText(["update": "Aktualisierung", "moved": "%1$@ verschoben"]),
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .formatSpecifierMismatch }
        let update = found.first { $0.message.contains("\"update\"") }
        #expect(update?.severity == .warning)
        #expect(update?.message.contains("reads no argument at all") == true)
        #expect(found.first { $0.message.contains("\"moved\"") }?.severity == .error)
        #expect(found.count == 2)
    }

    /// What is left of a specifier is junk the person reads, not a rewording (fsnotes' Arabic `٪ @` and Turkish
    /// `"@"`, Cork's `%% @`): still an error.
    @Test(arguments: ["المجلد '٪ @' موجود", "\"@\" projesini kaldır", "¿Quieres purgar%% @?"])
    func whatIsLeftOfASpecifierIsJunk(translation: String) {
        #expect(FormatSpecifierMismatchRule.holdsABrokenSpecifier(translation))
        #expect(!FormatSpecifierMismatchRule.holdsABrokenSpecifier("Écrivez à aide@exemple.fr ou @permit"))
    }

    /// A specifier that lost only its `%` leaves its letters as a word (TwidereX-iOS' Catalan "Elecció d" for
    /// "Choice %d": every poll option reads "Elecció d"): junk the person reads, an error that says so. A word the
    /// base writes too, or a letter joined to another word (`d'un`), is no leftover.
    @Test(arguments: [
        ("Choice %d", "Elecció d", "d"), ("%ld items left", "ld éléments restants", "ld"), ("Page %1$d", "Seite 1$d", "1$d"),
    ])
    func aSpecifierThatLostItsPercentIsJunk(base: String, translation: String, left: String) throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["choice": base]),
            "ca.lproj/Localizable.strings": stringsText(["choice": translation]),
        ])
        defer { fixture.remove() }
        let found = try #require(try fixture.lint().diagnostics.first { $0.rule == .formatSpecifierMismatch })
        #expect(found.severity == .error)
        #expect(found.message.contains("\"\(left)\" in the ca text is what is left of the en text's %\(left)"))
    }

    @Test(arguments: [("Choice %d", "Choix d'un élément"), ("Plan d %d", "Plan d"), ("Update %@", "Aktualisierung")])
    func aWordThatIsNoLeftoverOfASpecifier(base: String, translation: String) {
        #expect(FormatSpecifierMismatchRule.specifierLeftWithoutItsPercent(in: translation, base: base) == nil)
    }

    /// Quicksilver's `"Open %$1@ with %$2@"`: the base's positions are written the wrong way round, and
    /// CoreFoundation prints "Open $1@ with $2@". The base is the defect; its translations, which read the two names
    /// the code passes, are not compared with it.
    @Test func aBaseWithGarbledPositionsIsTheDefect() throws {
        let fixture = try LintFixture([
            "en.lproj/Commands.strings": stringsText(["open": "Open %$1@ with %$2@"]),
            "ca.lproj/Commands.strings": stringsText(["open": "Obrir %@ amb %@"]),
            "cs.lproj/Commands.strings": stringsText(["open": "Otevřít %1$@ pomocí %2$@"]),
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture).map(\.rule) == ["base-format-defect"])
    }

    /// A prebuilt Sparkle.framework kept in the repository (mac-mouse-fix): its tables are its vendor's, reported
    /// apart as warnings; the same defect in the app's own table stays an error.
    @Test func aPrebuiltFrameworksTextsAreReportedApart() throws {
        let resources = "Frameworks/Sparkle.framework/Versions/A/Resources"
        let fixture = try LintFixture([
            "\(resources)/en.lproj/Sparkle.strings": stringsText(["update": "%1$@ %2$@ is the newest (you run %3$@)"]),
            "\(resources)/ar.lproj/Sparkle.strings": stringsText(["update": "الإصدار %2$@ هو أحدث إصدار لتطبيق %1$@"]),
            "en.lproj/Localizable.strings": stringsText(["update": "%1$@ %2$@ is the newest (you run %3$@)"]),
            "ar.lproj/Localizable.strings": stringsText(["update": "الإصدار %2$@ هو أحدث إصدار لتطبيق %1$@"]),
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .formatSpecifierMismatch }
        #expect(found.map(\.severity).sorted { $0.rawValue < $1.rawValue } == [.error, .warning])
        #expect(found.first { $0.severity == .warning }?.message.contains("in Sparkle.framework, a prebuilt framework") == true)
        #expect(found.first { $0.severity == .error }?.file?.hasSuffix("ar.lproj/Localizable.strings") == true)
    }

    /// A library's resource bundle copied into the app (seafile's `QBImagePickerController.bundle`) is read by the
    /// library, in its own languages: reported apart too.
    @Test func aResourceBundlesTextsAreReportedApart() throws {
        let bundle = "App/Supporting Files/QBImagePickerController.bundle"
        let fixture = try LintFixture([
            "\(bundle)/en.lproj/QBImagePickerController.strings": stringsText(["photos": "%ld Photos"]),
            "\(bundle)/es.lproj/QBImagePickerController.strings": stringsText(["photos": "%Id Fotos"]),
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .formatSpecifierMismatch }
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("in QBImagePickerController.bundle, a resource bundle") == true)
    }

    /// An empty `de-DE` beside a translated `de` (MacDown): a person who prefers de-DE gets the empty one.
    @Test func aStubBesideATranslationOfItsLanguageShadowsIt() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": "\"a.title\" = \"Words\";\n\"b.title\" = \"Characters\";\n",
            "de.lproj/Localizable.strings": "\"a.title\" = \"Wörter\";\n\"b.title\" = \"Zeichen\";\n",
            "de-DE.lproj/Localizable.strings": "/* */\n",
            "fr.lproj/Localizable.strings": "/* */\n",
        ])
        defer { fixture.remove() }
        let stubs = try fixture.lint().diagnostics.filter { $0.rule == .stubLocalization }
        #expect(stubs.map(\.severity) == [.error, .warning])
        #expect(stubs.first?.message.contains("instead of de's translation") == true)
    }

    @Test func anEmptyStubLocalizationIsOneFindingWithItsCoverage() throws {
        var english: [String: String] = [:]
        for number in 0..<300 { english["key\(number)"] = "Sentence number \(number)" }
        let text = english.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": text,
            "fr.lproj/Localizable.strings": "/* Nothing translated yet. */\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("stub-localization", "fr.lproj", "-")])
        #expect(report.diagnostics.first?.message.contains("none of the 300 keys") == true)
        #expect(report.languages.first { $0.localization == "fr" }?.missing == 300)
    }

    @Test func infoPlistUsageKeysAreNotObsoleteAndMisnamedTablesAreNamed() throws {
        let fixture = try LintFixture([
            "en.lproj/InfoPlist.strings": stringsText(["CFBundleDisplayName": "Notes"]),
            "fr.lproj/InfoPlist.strings": stringsText([
                "CFBundleDisplayName": "Notes", "NSCameraUsageDescription": "Pour photographier vos notes",
            ]),
            "de.lproj/infoPlist.strings": stringsText(["CFBundleDisplayName": "Notizen"]),
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [LintHit("table-name-case", "de.lproj/infoPlist.strings", "-")])
    }

    @Test func anOctalEscapeAboveASCIIWarnsThatAppleReadsItInNeXTSTEP() throws {
        let file = StringsFile(bytes: Array("\"copyright\" = \"\\251 2026\";\n".utf8), path: "a.strings")
        let warning = try #require(file.diagnostics.first)
        #expect(warning.rule == .suspiciousEscape)
        #expect(warning.message.contains("U+2019"))
        #expect(warning.message.contains("U+00A9"))
        #expect(file.entries.first?.value == "\u{2019} 2026")
    }

    /// A backslash before a letter that is no escape (`Enable\Disable`, a choice written with a backslash): Apple's
    /// runtime drops the backslash, and the person reads "EnableDisable" — an error in the lint. `\'` and `\\` are
    /// no finding.
    @Test func aBackslashBeforeALetterIsDroppedAndTheWordsGlue() throws {
        let file = StringsFile(
            bytes: Array("\"toggle\" = \"Enable\\Disable\";\n\"quote\" = \"It\\'s \\\\ fine\";\n".utf8), path: "a.strings")
        #expect(file.entries.map(\.value) == ["EnableDisable", "It's \\ fine"])
        #expect(file.diagnostics.map(\.rule) == [.suspiciousEscape])
        #expect(file.diagnostics.first?.message.contains("'\\D' is no escape") == true)
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": "\"toggle\" = \"Enable\\Disable menu bar item\";\n",
            "fr.lproj/Localizable.strings": "\"toggle\" = \"Activer ou désactiver\";\n",
        ])
        defer { fixture.remove() }
        let escapes = try fixture.lint().diagnostics.filter { $0.rule == .suspiciousEscape }
        #expect(escapes.map(\.severity) == [.error])
    }

    /// After a line break the letter starts the next line as written (xdrip's Dutch `\n\Houd`): a warning. A
    /// line break with a space slipped in (`\ n`, xdrip's Arabic and Russian) reads " n": an error.
    @Test(arguments: [
        ("\"a.b\" = \"Line one\\n\\Houd vast\";\n", "Line one\nHoud vast", DiagnosticSeverity.warning),
        ("\"a.b\" = \"Line one\\ nLine two\";\n", "Line one nLine two", .error),
    ])
    func anEscapeIsJudgedByWhatItGlues(text: String, value: String, severity: DiagnosticSeverity) throws {
        #expect(StringsFile(bytes: Array(text.utf8), path: "a.strings").entries.map(\.value) == [value])
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": "\"a.b\" = \"Line one\\nLine two\";\n",
            "fr.lproj/Localizable.strings": text,
        ])
        defer { fixture.remove() }
        let escapes = try fixture.lint().diagnostics.filter { $0.rule == .suspiciousEscape }
        #expect(escapes.map(\.severity) == [severity])
    }

    /// A `%` that ends a base text is dropped when it is formatted (CoreFoundation appends nothing for an incomplete
    /// specifier): the person reads "42" for "42%", an error where the text is shown, a warning where no code names
    /// its key (round 14: Open Food Facts' "estimated: %d%", a key no code uses).
    @Test(arguments: [(true, DiagnosticSeverity.error), (false, .warning)])
    func aTrailingPercentInTheBaseMattersWhereTheTextIsShown(named: Bool, severity: DiagnosticSeverity) throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["estimate": "Estimated from the ingredients: %d%"]),
            "fr.lproj/Localizable.strings": stringsText(["estimate": "Estimé d'après les ingrédients : %d %"]),
            "Sources/App.swift": named
                ? "let text = String(format: NSLocalizedString(\"estimate\", comment: \"\"), 42)\n"
                : "let text = NSLocalizedString(\"other\", comment: \"\")\n",
        ])
        defer { fixture.remove() }
        let defects = try fixture.lint().diagnostics.filter { $0.rule == .baseFormatDefect }
        #expect(defects.map(\.severity) == [severity])
    }

    /// A text a storyboard's runtime attribute has the app look up is shown as written: a translation's percent
    /// sign with a flag or width is the language's ("100%-os", "%100ean"), while a bare specifier its base lacks
    /// is read as characters (round 14: Open Food Facts' "100[%f]enau").
    @Test(arguments: [
        ("Az adatok nem 100%-os pontosságúak.", nil),
        ("Datuak ez dira %100ean zehatzak.", nil),
        ("Os dados podem não ser 100[%s]recisos.", "\"%s\""),
        ("Die Daten sind nicht zu 100 %f genau, sagt %@.", "\"%f\""),
    ] as [(String, String?)])
    func aStoryboardAttributesTextIsShownAsWritten(translation: String, shown: String?) throws {
        let fixture = try LintFixture([
            "App/Base.lproj/Cell.xib": LintFixture.xib(runtimeAttributes: [("localizableString", "allergy.note")]),
            "App/en.lproj/Localizable.strings": stringsText(["allergy.note": "The data may not be 100% accurate."]),
            "App/xx.lproj/Localizable.strings": stringsText(["allergy.note": translation]),
            "App/Sources/App.swift": "let title = NSLocalizedString(\"other\", comment: \"\")\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter {
            $0.rule == .formatSpecifierMismatch || $0.rule == .formatFlagMismatch
        }
        if let shown {
            #expect(found.count == 1)
            #expect(found.first?.severity == .error && found.first?.message.contains("the person reads \(shown) as characters") == true)
        } else {
            #expect(found.isEmpty, "\(found.map(\.message))")
        }
    }

    /// A `%` right before a line break is dropped by CoreFoundation, which writes the line break alone: harmless in
    /// a base text and in a translation (round 14: Cryptomator's Greek "Πρόοδος: %@%\n\n...").
    @Test func aPercentSignBeforeALineBreakIsDropped() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": "\"m\" = \"Progress: %@\\n\\nRetry.\";\n\"n\" = \"Done: %@%\\nok\";\n",
            "el.lproj/Localizable.strings": "\"m\" = \"Πρόοδος: %@%\\n\\nΞανά.\";\n\"n\" = \"Τέλος: %@%\\nok\";\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }
}
