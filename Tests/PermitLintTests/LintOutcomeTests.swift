import Foundation
import Testing

@testable import PermitLint
@testable import PermitLocalization

/// Findings judged by what the person on the device sees: keys shown as keys are errors, the development
/// language shown is coverage, an untranslated copy is untranslated and nothing else, and one problem is one
/// finding.
@Suite struct LintOutcomeTests {
    // MARK: Missing keys

    /// Keys that are their English text (or phrases of it) show English where they are missing: one warning for
    /// the table, no error, and every key still counted as missing.
    @Test func keysThatAreTheirTextAreCoverageNotErrors() throws {
        let fixture = try bundle(
            en: ["Cancel": "Cancel", "Delete %@?": "Delete “%@”?", "Save the photo": "Save the photo", "OK": "OK"],
            fr: ["OK": "OK"])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("missing-translation", "fr.lproj/Localizable.strings", "-")])
        let finding = try #require(report.diagnostics.first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("lacks 3 keys of the Localizable table that people then see in en"))
        #expect(report.languages.first { $0.localization == "fr" }?.missing == 3)
        #expect(report.count(of: .error) == 0)
    }

    /// Identifier keys show as they are: one error for the table, naming the first keys and relating every one
    /// of them to its base definition.
    @Test func identifierKeysAreOneErrorPerTableListingEveryKey() throws {
        var english: [(String, String)] = []
        for index in 0..<40 { english.append(("settings.row\(index)", "Row number \(index)")) }
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": english.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined(),
            "de.lproj/Localizable.strings": "\"settings.row0\" = \"Zeile null\";\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("missing-key", "de.lproj/Localizable.strings", "-")])
        let finding = try #require(report.diagnostics.first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("de lacks 39 keys of the Localizable table that people then see as the key"))
        #expect(finding.message.contains("and 36 more"))
        #expect(finding.related.count == 39)
        #expect(finding.related.allSatisfy { $0.file?.hasSuffix("en.lproj/Localizable.strings") == true })
    }

    /// An identifier followed by specifiers (`macFieldKey (%@)`) holds a space but is no text: a missing one shows as
    /// it is, an error; a phrase with specifiers (`Delete %@?`) stays the English text.
    @Test func identifiersWithArgumentsShowAsKeys() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings":
                "\"macFieldKey (%@)\" = \"%@:\";\n\"tunnelHandshakeTimestampAgo (%@)\" = \"%@ ago\";\n"
                + "\"Delete %@?\" = \"Delete %@?\";\n\"ok\" = \"OK\";\n",
            "fi.lproj/Localizable.strings": "\"ok\" = \"OK\";\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let missing = try #require(report.diagnostics.first(where: { $0.rule == .missingKey }))
        #expect(missing.severity == .error)
        #expect(missing.message.contains("fi lacks 2 keys of the Localizable table that people then see as the key"))
        #expect(report.diagnostics.contains(where: { $0.rule == .missingTranslation && $0.message.contains("lacks 1 key") }))
        #expect(KeyShape.isIdentifierWithArguments("error.count %d"))
        #expect(KeyShape.isIdentifierWithArguments("menuTitle (%1$@, %2$ld)"))
        #expect(!KeyShape.isIdentifierWithArguments("macFieldKey (%@) of the tunnel"))
        #expect(!KeyShape.isIdentifierWithArguments("Save %@") && !KeyShape.isIdentifierWithArguments("GitHub %@"))
    }

    /// `InfoPlist.strings` keys fall back to the app's Info.plist, which holds the development language's text.
    @Test func missingInfoPlistKeysAreCoverage() throws {
        let fixture = try LintFixture([
            "en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan receipts\";\n\"CFBundleDisplayName\" = \"Receipts\";\n",
            "de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Belege\";\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [LintHit("missing-translation", "de.lproj/InfoPlist.strings", "-")])
    }

    /// A Japanese base keyed by English texts (EhPanda: `"Success" = "成功";`): the English table holds only the keys
    /// that are identifiers, and a key written as English text, missing from it, is the text an English reader
    /// should see. Only an identifier it lacks is shown raw. Another language lacking the same keys still lacks them.
    @Test func anEnglishTableNeedsNoKeyThatIsItsText() throws {
        let fixture = try LintFixture([
            "ja.lproj/Localizable.strings":
                "\"Success\" = \"成功\";\n\"Copied to clipboard\" = \"コピーしました\";\n\"gain.start\" = \"獲得：\";\n",
            "en.lproj/Localizable.strings": "\"Copied to clipboard\" = \"Copied to clipboard\";\n",
            "ko.lproj/Localizable.strings": "\"gain.start\" = \"획득: \";\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint(options: LintOptions(base: "ja"))
        let missing = report.diagnostics.filter { $0.rule == .missingKey || $0.rule == .missingTranslation }
        #expect(missing.map(\.message).contains { $0.hasPrefix("en lacks 1 key of the Localizable table that people then see as the key itself") })
        #expect(!missing.contains { $0.message.contains("\"Success\"") && $0.message.hasPrefix("en") })
        #expect(missing.contains { $0.message.hasPrefix("ko lacks 1 key") && $0.message.contains("\"Copied to clipboard\"") })
    }

    /// A document type's name (Subler's "Matroska video", `CFBundleTypeName`) and a declared type's description are
    /// keys the system looks up in `InfoPlist.strings` for Finder's Kind: a translation that has them while the
    /// base's table does not is in use, not obsolete.
    @Test func aDocumentTypesNameIsAnInfoPlistKeyInUse() throws {
        let infoPlist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDocumentTypes</key><array>
            <dict><key>CFBundleTypeName</key><string>Matroska video</string></dict>
            </array><key>UTExportedTypeDeclarations</key><array>
            <dict><key>UTTypeDescription</key><string>SRT Subtitles</string></dict>
            </array></dict></plist>

            """
        let fixture = try LintFixture([
            "App/Info.plist": infoPlist,
            "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Subler\";\n",
            "App/fr.lproj/InfoPlist.strings": """
                "CFBundleDisplayName" = "Subler";
                "Matroska video" = "Vidéo Matroska";
                "SRT Subtitles" = "Sous-titres SRT";
                "Old Kind" = "Ancien type";

                """,
            "App/App.swift": "let greeting = \"Hello\"\n",
        ])
        defer { fixture.remove() }
        let obsolete = try fixture.lint().diagnostics.filter { $0.rule == .obsoleteKey }
        #expect(obsolete.count == 1)
        #expect(obsolete.first.map { $0.message.contains("Old Kind") && !$0.message.contains("Matroska") } == true)
    }

    /// A Home Screen quick action's title is a key the system looks up in `InfoPlist.strings` and shows as written
    /// where the table lacks it (focus-ios' `UIApplicationShortcutItemTitle.EraseAndOpen`): the person reads the
    /// identifier. A title written as its text reads as English; a key no `Info.plist` names stays coverage.
    @Test func aQuickActionTitleMissingIsSeenAsWritten() throws {
        let infoPlist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array>
            <dict><key>UIApplicationShortcutItemTitle</key><string>UIApplicationShortcutItemTitle.EraseAndOpen</string>
            <key>UIApplicationShortcutItemType</key><string>org.example.erase</string></dict>
            <dict><key>UIApplicationShortcutItemTitle</key><string>New Search</string>
            <key>UIApplicationShortcutItemSubtitle</key><string>shortcut.search.subtitle</string></dict>
            </array></dict></plist>

            """
        let fixture = try LintFixture([
            "App/Info.plist": infoPlist,
            "App/en.lproj/InfoPlist.strings": """
                "UIApplicationShortcutItemTitle.EraseAndOpen" = "Erase and Open";
                "New Search" = "New Search";
                "shortcut.search.subtitle" = "Find anything";
                "QUICK_ACTION_SCAN" = "Scan";

                """,
            "App/de.lproj/InfoPlist.strings": "\"shortcut.search.subtitle\" = \"Alles finden\";\n",
            "App/App.swift": "let greeting = \"Hello\"\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let missing = try #require(report.diagnostics.first(where: { $0.rule == .missingKey }))
        #expect(missing.severity == .error)
        #expect(missing.message.contains("de lacks 1 key of the InfoPlist table that people then see as the key itself"))
        #expect(missing.related.map(\.message).joined().contains("UIApplicationShortcutItemTitle.EraseAndOpen"))
        let coverage = try #require(report.diagnostics.first(where: { $0.rule == .missingTranslation }))
        #expect(coverage.message.contains("de lacks 2 keys of the InfoPlist table that people then see in en"))
    }

    /// A quick action's title the `Info.plist` declares is in use in every `InfoPlist.strings` that has it, though
    /// the base's table writes it otherwise (duckduckgo's English "Paste from clipboard" beside the Info.plist's
    /// "Paste from Clipboard"): no obsolete key.
    @Test func aQuickActionTitleIsNoObsoleteKey() throws {
        let fixture = try LintFixture([
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array>
                <dict><key>UIApplicationShortcutItemTitle</key><string>Paste from Clipboard</string></dict>
                </array></dict></plist>

                """,
            "App/en.lproj/InfoPlist.strings": "\"Paste from clipboard\" = \"Paste from clipboard\";\n",
            "App/de.lproj/InfoPlist.strings":
                "\"Paste from clipboard\" = \"Aus Zwischenablage einfügen\";\n\"Paste from Clipboard\" = \"Einfügen\";\n\"Old title\" = \"Alt\";\n",
            "App/App.swift": "let greeting = \"Hello\"\n",
        ])
        defer { fixture.remove() }
        let obsolete = try fixture.lint().diagnostics.filter { $0.rule == .obsoleteKey }
        #expect(obsolete.map(\.message) == ["\"Old title\" is in de but not in en"])
    }

    /// A key whose text most languages keep as the base's (mullvad's app name "Mullvad VPN" in `InfoPlist.strings`),
    /// missing where the person then sees the development language's text, shows what every language shows: no
    /// coverage finding. Another key the same localization lacks still is one.
    @Test func aMissingTextMostLanguagesKeepIsNoFinding() throws {
        var files = ["App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Mullvad VPN\";\n\"NSCameraUsageDescription\" = \"Scan a QR code\";\n"]
        for (language, camera) in [("fr", "Scanner un code QR"), ("it", "Scansiona un codice QR"), ("nl", "Scan een QR-code")] {
            files["App/\(language).lproj/InfoPlist.strings"] =
                "\"CFBundleDisplayName\" = \"Mullvad VPN\";\n\"NSCameraUsageDescription\" = \"\(camera)\";\n"
        }
        files["App/de.lproj/InfoPlist.strings"] = "\"NSCameraUsageDescription\" = \"QR-Code scannen\";\n"
        files["App/sv.lproj/InfoPlist.strings"] = "\"CFBundleDisplayName\" = \"Mullvad VPN\";\n"
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let coverage = try fixture.lint().diagnostics.filter { $0.rule == .missingTranslation }
        #expect(coverage.count == 1)
        #expect(coverage.first?.message.hasPrefix("sv lacks 1 key") == true)
    }

    /// A String Catalog's keys are the texts Xcode extracted: a language without a translation shows English.
    @Test func untranslatedCatalogKeysAreCoverage() throws {
        let fixture = try LintFixture([
            "Localizable.xcstrings": catalogText([
                ("Open camera", "Open camera", ("translated", "Ouvrir l'appareil photo")),
                ("Close the window", "Close the window", nil),
            ])
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("missing-translation", "Localizable.xcstrings", "3:1")])
    }

    /// A localization without the table is one finding on its folder, a `missing-translation` whatever its keys:
    /// Apple's bundle finds the development region's table in its place (Clocker's `ar.lproj` without
    /// `Localizable.strings` reads English, no key).
    @Test(arguments: [
        ("\"title.main\" = \"Photos\";\n", "missing-translation"), ("\"Take a photo\" = \"Take a photo\";\n", "missing-translation"),
    ])
    func aMissingTableIsOneFindingOnTheFolder(englishTable: String, rule: String) throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": "\"a.b\" = \"Alpha\";\n",
            "en.lproj/Camera.strings": englishTable,
            "fr.lproj/Localizable.strings": "\"a.b\" = \"Alpha FR\";\n",
            "de.lproj/Localizable.strings": "\"a.b\" = \"Alpha DE\";\n",
            "de.lproj/Camera.strings": englishTable.replacingOccurrences(of: "= \"", with: "= \"DE "),
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [LintHit(rule, "fr.lproj", "-")])
    }

    /// With the app's code below the linted folder: a key looked up with a default value shows that value
    /// (coverage); a key no string of the code names is a warning (unused, or built at run time); a key the code
    /// names without a default shows as the key (an error).
    @Test func theAppsCodeTellsWhatAMissingKeyShows() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings":
                "\"about.title\" = \"About\";\n\"old.key\" = \"Old\";\n\"menu.quit\" = \"Quit\";\n\"menu.open\" = \"Open\";\n",
            "App/fr.lproj/Localizable.strings": "\"menu.open\" = \"Ouvrir\";\n",
            "App/Sources/About.swift": """
                let title = NSLocalizedString("about.title", tableName: nil, value: "About", comment: "Title")
                let quit = NSLocalizedString("menu.quit", comment: "")
                let open = NSLocalizedString("menu.open", comment: "")

                """,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let byRule = Dictionary(grouping: report.diagnostics, by: { "\($0.rule.id) \($0.severity)" })
        #expect(byRule["missing-key error"]?.first?.message.contains("\"menu.quit\"") == true)
        #expect(byRule["missing-key error"]?.first?.message.contains("about.title") == false)
        #expect(byRule["missing-key warning"]?.first?.message.contains("no string of the app's code names") == true)
        #expect(byRule["missing-key warning"]?.first?.message.contains("\"old.key\"") == true)
        #expect(byRule["missing-translation warning"]?.first?.message.contains("\"about.title\"") == true)
    }

    /// A format defect is judged by what the person sees when the text is shown, whatever the code's literals say: a
    /// key no literal names may be built at run time (`"sent-\(kind)"`), so its defect stays an error.
    @Test func aDefectInAKeyTheCodeNeverNamesStaysAnError() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings":
                "\"used\" = \"%@ sent it\";\n\"unused\" = \"%@ sent it\";\n\"sent-%@\" = \"%@ sent it\";\n",
            "App/fr.lproj/Localizable.strings":
                "\"used\" = \"%d l'a envoyé\";\n\"unused\" = \"%d l'a envoyé\";\n\"sent-%@\" = \"%d l'a envoyé\";\n",
            "App/Sources/Send.swift":
                "let text = NSLocalizedString(\"used\", comment: \"\")\nlet label = Text(\"sent-\\(name)\")\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let mismatches = report.diagnostics.filter { $0.rule == .formatSpecifierMismatch }
        #expect(mismatches.map(\.severity) == [.error, .error, .error])
        #expect(mismatches[1].message.contains("\"unused\""))
    }

    /// Code that opens the development language's bundle itself and looks a key up there when the chosen
    /// localization lacks it (Delta Chat's `String.localized`): every missing key shows English, coverage.
    @Test(arguments: [
        "guard let path = Bundle.main.path(forResource: \"en\", ofType: \"lproj\"), let bundle = Bundle(path: path)",
        "NSString *path = [[NSBundle mainBundle] pathForResource:@\"en\" ofType:@\"lproj\"];",
        "return Bundle.app.developmentLocalization.flatMap { trIn($0, table, key, args) } ?? key",
        "if let fallback = bundle.url(forResource: \"en\", withExtension: \"lproj\").flatMap(Bundle.init(url:)) {",
        // LiveContainer's `loc` names the folder through a variable given the literal just before.
        "let language = \"en\"\nlet path = Bundle.main.path(forResource:language, ofType: \"lproj\")",
        "NSString *language = @\"en\";\nNSString *path = [[NSBundle mainBundle] pathForResource:language ofType:@\"lproj\"];",
        // Dopamine's `localizedStringForKey:` reads the English table by its path when the chosen one lacks a key.
        "_fallback = [NSDictionary dictionaryWithContentsOfFile:[bundlePath stringByAppendingPathComponent:@\"en.lproj/Localizable.strings\"]];",
    ])
    func codeThatOpensTheBaseBundleShowsItsText(line: String) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"menu.quit\" = \"Quit\";\n\"menu.open\" = \"Open\";\n",
            "App/fr.lproj/Localizable.strings": "\"menu.open\" = \"Ouvrir\";\n",
            "App/Sources/Strings.swift": "let quit = \"menu.quit\"\n" + line + "\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture).map(\.rule) == ["missing-translation"])
        #expect(report.count(of: .error) == 0)
        var other = SourceCodeKeys()
        other.add(source: Array("Bundle.main.path(forResource: \"de\", ofType: \"lproj\")".utf8))
        #expect(!other.opensBundle(of: "en") && other.opensBundle(of: "de-AT"))
        // A fallback language the app sets itself (MatrixKit's bundle answers a missing key in it: element-ios).
        for call in ["[NSBundle mxk_setFallbackLanguage:@\"en\"];", "Bundle.mxk_setFallbackLanguage(\"en\")", "fallbackLanguage = \"en\""] {
            var fallback = SourceCodeKeys()
            fallback.add(source: Array(call.utf8))
            #expect(fallback.opensBundle(of: "en-GB") && !fallback.opensBundle(of: "de"), "\(call)")
        }
        var notALanguage = SourceCodeKeys()
        notALanguage.add(source: Array("setFallbackLanguage:@\"English please\"".utf8))
        #expect(!notALanguage.opensBundle(of: "en"))
        // A folder named in passing is no table the code reads.
        var mention = SourceCodeKeys()
        mention.add(source: Array("// Keep en.lproj in sync\nlet name = \"en.lproj is the base\"".utf8))
        #expect(!mention.opensBundle(of: "en"))
    }

    /// An Objective-C header's lookup helper is code too (OsmAnd's `Localization.h`, whose inline
    /// `_OALocalizedString` retries `en.lproj` when the chosen localization lacks a key): its fallback is read.
    @Test func aHeadersFallbackIsRead() throws {
        let header = """
            static inline NSString *AppLocalizedString(NSString *key) {
                NSBundle *en = [NSBundle bundleWithPath:[[NSBundle mainBundle] pathForResource:@"en" ofType:@"lproj"]];
                NSString *text = [[NSBundle mainBundle] localizedStringForKey:key value:@"!!!" table:nil];
                return [text isEqualToString:@"!!!"] ? [en localizedStringForKey:key value:@"" table:nil] : text;
            }

            """
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"menu.quit\" = \"Quit\";\n\"menu.open\" = \"Open\";\n",
            "App/fr.lproj/Localizable.strings": "\"menu.open\" = \"Ouvrir\";\n",
            "App/Sources/Localization.h": header,
            "App/Sources/Menu.m": "NSString *quit = AppLocalizedString(@\"menu.quit\");\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture).map(\.rule) == ["missing-translation"])
        #expect(report.count(of: .error) == 0)
    }

    @Test(arguments: [
        "String(localized: \"k.e\", defaultValue: \"Text\")", "LocalizedStringResource(\"k.e\", defaultValue: \"Text\")",
        // A resource made where its type is expected (mlem's end-of-feed icons).
        "Content(icon: .init(\"k.e\", defaultValue: \"Text\", comment: \"\"))",
        "Bundle.main.localizedString(forKey: \"k.e\", value: \"Text\", table: nil)",
        "NSLocalizedStringWithDefaultValue(@\"k.e\", nil, NSBundle.mainBundle, @\"Text\", @\"\")",
    ])
    func defaultValuesAreReadFromEachLookup(call: String) {
        // Objective-C's lookup is read from an Objective-C file, Swift's from a Swift file.
        let path = call.contains("@\"") ? "Strings.m" : "Strings.swift"
        let code = SourceCodeKeys(contents: [(path: path, text: "let x = \(call)\n")])
        #expect(code.keysWithDefaults == ["k.e"])
    }

    /// A key only a test target names (habitica's `HabiticaTests/StringsTests.swift`) is shown to no one: the test
    /// folder's code is not read, and the key counts as one no code names.
    @Test func aKeyOnlyATestNamesIsNoKeyTheAppShows() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings":
                "\"kept.title\" = \"Kept\";\n\"shown.title\" = \"Shown\";\n\"tested.title\" = \"Tested\";\n",
            "App/fr.lproj/Localizable.strings": "\"kept.title\" = \"Gardé\";\n",
            "App/Sources/View.swift":
                "let a = NSLocalizedString(\"shown.title\", comment: \"\")\nlet k = NSLocalizedString(\"kept.title\", comment: \"\")\n",
            "AppTests/StringsTests.swift": "let b = NSLocalizedString(\"tested.title\", comment: \"\")\n",
        ])
        defer { fixture.remove() }
        let missing = try fixture.lint().diagnostics.filter { $0.rule == .missingKey }
        #expect(missing.first { $0.severity == .error }?.message.contains("\"shown.title\"") == true)
        #expect(missing.first { $0.severity == .error }?.message.contains("tested.title") == false)
        #expect(missing.first { $0.severity == .warning }?.message.contains("\"tested.title\"") == true)
    }

    /// A lookup's comment for translators names no key (xdrip's `comment: "next"` beside the key `common_next`,
    /// while an orphan key `next` waits in the tables).
    @Test func aCommentNamesNoKey() {
        let code = SourceCodeKeys(contents: [
            (path: "Texts.swift", text: "let a = NSLocalizedString(\"common_next\", tableName: \"Common\", value: \"Next\", comment: \"next\")\n")
        ])
        #expect(code.names("common_next") == true)
        #expect(code.names("next") == false)
    }

    @Test(arguments: ["Strings.swift", "Strings.m"])
    func anEmptyDefaultOrAnInterpolatedKeyIsNoDefault(path: String) {
        let code = SourceCodeKeys(contents: [
            (path: path, text: "NSLocalizedString(\"a.b\", value: \"\", comment: \"\")\nNSLocalizedString(\"c.\\(d)\", value: \"X\", comment: \"\")\n")
        ])
        #expect(code.keysWithDefaults.isEmpty)
    }

    /// A storyboard's table (object IDs as keys, or a Main.storyboard beside it) shows the storyboard's own text
    /// for a key it lacks.
    @Test func interfaceBuilderTablesFallBackToTheirInterfaceFile() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": "\"a.b\" = \"Alpha\";\n",
            "fr.lproj/Localizable.strings": "\"a.b\" = \"Alpha FR\";\n",
            "Base.lproj/Main.storyboard": "<document><objects><menuItem title=\"Start\" id=\"kYn-pW-tq6\"/></objects></document>\n",
            "en.lproj/Main.strings":
                "\"title.label\" = \"Welcome\";\n\"kYn-pW-tq6.title\" = \"Start\";\n\"done.button\" = \"Done\";\n",
            "fr.lproj/Main.strings": "\"done.button\" = \"Terminé\";\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.count(of: .error) == 0)
        #expect(report.diagnostics.contains { $0.rule == .missingTranslation && $0.message.contains("lacks 2 keys") })
        #expect(MissingKeyOutcome.isInterfaceBuilderKey("kYn-pW-tq6.title"))
        #expect(!MissingKeyOutcome.isInterfaceBuilderKey("settings.title"))
        #expect(MissingKeyOutcome.isInterfaceBuilderKey("43.title"))
        #expect(!MissingKeyOutcome.isInterfaceBuilderKey("v1.2") && !MissingKeyOutcome.isInterfaceBuilderKey("43."))
    }

    /// A key that is its text with plain punctuation (mlem's `Search...` for "Search…") reads as that text.
    @Test(arguments: [("Search...", "Search…"), ("Don't save", "Don’t save"), ("Say \"hi\"", "Say “hi”")])
    func aKeyWrittenWithPlainPunctuationReadsAsItsText(key: String, text: String) {
        #expect(MissingKeyOutcome(key: key, baseText: text, table: "Localizable") == .developmentLanguageText)
        #expect(MissingKeyOutcome(key: "search.dots", baseText: text, table: "Localizable") == .key)
    }

    /// A text with no word (luka's "%@ • %@", two values and a separator) that a language lacks reads as every
    /// language would write it: counted, not reported; a text of words is coverage, a warning.
    @Test(arguments: [("%1$@ • %2$@", false), ("Updated %1$@ • %2$@", true)])
    func aMissingTextWithNoWordIsNoFinding(text: String, reported: Bool) throws {
        let fixture = try LintFixture([
            "App/Localizable.xcstrings": catalogText([
                ("Glucose", "Glucose", ("translated", "Glycémie")),
                (text.replacingOccurrences(of: "1$", with: "").replacingOccurrences(of: "2$", with: ""), text, nil),
            ])
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingTranslation }
        #expect(found.count == (reported ? 1 : 0))
    }

    /// A key that is its base text without the argument positions (minibatterylogger's `%m/%d/%Y` for
    /// `%1$m/%2$d/%3$Y`) prints what the base prints; a base that reorders its arguments does not.
    @Test(arguments: [
        ("%m/%d/%Y", "%1$m/%2$d/%3$Y", MissingKeyOutcome.developmentLanguageText),
        ("%@ of %@", "%1$@ of %2$@", .developmentLanguageText),
        ("%m/%d/%Y", "%2$m/%1$d/%3$Y", .key),
        ("%m/%d/%Y", "%1$d.%2$m.%3$Y", .key),
    ])
    func aKeyThatIsItsBaseTextWithoutPositionsPrintsAlike(key: String, text: String, outcome: MissingKeyOutcome) {
        #expect(MissingKeyOutcome(key: key, baseText: text, table: "Localizable") == outcome)
    }

    /// A phrase that names its text (Feather's `idevice warning` for its advanced installation warning) is a label
    /// the person reads in place of the text; a phrase that is its text, or reads as it, is the text.
    @Test(arguments: [
        ("idevice warning", "This installation method is intended for advanced users only!", MissingKeyOutcome.key),
        ("Reset settings text", "All application settings will be reset.", .key),
        ("Calendar detail", "Upcoming events from your calendars", .key),
        ("Edit Title", "Edit title", .developmentLanguageText),
        ("Show warning", "Show warning again", .developmentLanguageText),
        ("Turn on sound alert", "Allow sound alert", .developmentLanguageText),
        ("Delete %@?", "Are you sure you want to delete %@?", .developmentLanguageText),
        // A key of numbers and punctuation is formatted as written, as its base text reads (unstoppable-wallet's
        // `Text("\(done)/\(total)")`); one standing for words is not.
        ("%lld/%lld", "%1$lld/%2$lld", .developmentLanguageText),
        ("%@", "Welcome, %@!", .key),
        // A dotted path and one more word is an identifier with a space for its last dot (AuroraEditor's
        // `settings.source.control.general.branch name`); "e.g. Paris" and two words after a path are phrases.
        ("settings.source.control.general.branch name", "Branch Name", .key),
        ("e.g. Paris", "For example Paris", .developmentLanguageText),
        ("menu.file.open recent files", "Open Recent", .developmentLanguageText),
    ])
    func aPhraseThatNamesItsTextIsALabel(key: String, text: String, outcome: MissingKeyOutcome) {
        #expect(MissingKeyOutcome(key: key, baseText: text, table: "Localizable") == outcome)
    }

    /// A Settings bundle's schema holds the development language's texts: a translation's key that is one of them
    /// (a multi-value's `Titles`, a-Shell's "New window") is shown by the Settings app, not obsolete, though the
    /// base's `Root.strings` does not repeat it.
    @Test func aSettingsSchemasTextsAreNoObsoleteKeys() throws {
        let schema = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>StringsTable</key><string>Root</string><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Open files in:</string>
            <key>Titles</key><array><string>New window</string><string>New tab</string></array></dict>
            </array></dict></plist>

            """
        let fixture = try LintFixture([
            "Settings.bundle/Root.plist": schema,
            "Settings.bundle/en.lproj/Root.strings":
                "\"Open files in:\" = \"Open files in:\";\n\"New tab\" = \"New tab\";\n\"Show toolbar\" = \"Show toolbar\";\n",
            "Settings.bundle/fr.lproj/Root.strings":
                "\"Open files in:\" = \"Ouvrir dans :\";\n\"New window\" = \"Nouvelle fenêtre\";\n\"Old\" = \"Ancien\";\n",
        ])
        defer { fixture.remove() }
        let obsolete = try fixture.lint().diagnostics.filter { $0.rule == .obsoleteKey }
        #expect(obsolete.map(\.message) == ["\"Old\" is in fr but not in en"])
    }

    /// A key written as text that the code looks up is no obsolete key where the base lacks it (macdown's
    /// `(Default)`): the base's reader sees the key, which is the text. A key no code looks up still is.
    @Test func aTextKeyTheCodeLooksUpIsNotObsolete() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
            "App/fr.lproj/Localizable.strings":
                "\"Save\" = \"Enregistrer\";\n\"(Default)\" = \"(Par défaut)\";\n\"Old text\" = \"Ancien texte\";\n",
            "App/Preferences.m": "label.stringValue = NSLocalizedString(@\"(Default)\", @\"\");\nNSLocalizedString(@\"Save\", @\"\");\n",
        ])
        defer { fixture.remove() }
        let obsolete = try fixture.lint().diagnostics.filter { $0.rule == .obsoleteKey }
        #expect(obsolete.map(\.message) == ["\"Old text\" is in fr but not in en"])
    }

    /// An interpolated lookup looks up the key with its pieces (Mochi Diffusion's `String(localized: "Searching:
    /// \(store.searchText)")` for `Searching: %@`, which its English table leaves to the key): not obsolete.
    @Test func aKeyAnInterpolatedLookupNamesIsNotObsolete() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n\"Open\" = \"Open\";\n",
            "App/fr.lproj/Localizable.strings":
                "\"Save\" = \"Enregistrer\";\n\"Searching: %@\" = \"Recherche : %@\";\n\"Found: %@\" = \"Trouvé : %@\";\n",
            "App/GalleryView.swift":
                "let a = String(localized: \"Searching: \\(text)\")\nlet b = String(localized: \"Save\")\nlet c = String(localized: \"Open\")\n",
        ])
        defer { fixture.remove() }
        let obsolete = try fixture.lint().diagnostics.filter { $0.rule == .obsoleteKey }
        #expect(obsolete.map(\.message) == ["\"Found: %@\" is in fr but not in en"])
    }

    /// A table with many keys its base lacks (an old base, a table never cleaned) is one finding, listing them.
    @Test func manyObsoleteKeysAreOneFinding() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": "\"a.b\" = \"Alpha\";\n",
            "fr.lproj/Localizable.strings": "\"a.b\" = \"Alpha FR\";\n"
                + (1...5).map { "\"old.\($0)\" = \"Ancien \($0)\";\n" }.joined(),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("obsolete-key", "fr.lproj/Localizable.strings", "2:1")])
        #expect(report.diagnostics.first?.message.hasPrefix("5 keys of the fr Localizable table are not in en") == true)
        #expect(report.diagnostics.first?.related.count == 4)
    }

    // MARK: Untranslated copies

    /// A plural copied from English into Ukrainian is untranslated: no few/many errors, no unused-one warning.
    @Test func anUntranslatedPluralCopyIsOnlyUntranslated() throws {
        let english: KeyValuePairs<String, String> = ["one": "%ld file was shared", "other": "%ld files were shared"]
        let fixture = try LintFixture([
            "en.lproj/Localizable.stringsdict": stringsDictionaryText(english),
            "uk.lproj/Localizable.stringsdict": stringsDictionaryText(english),
            "ja.lproj/Localizable.stringsdict": stringsDictionaryText(english),
        ])
        defer { fixture.remove() }
        let rules = Set(try fixture.lint().diagnostics.map(\.rule.id))
        #expect(!rules.contains("plural-category-missing"))
        #expect(!rules.contains("plural-category-unused"))
        #expect(rules == ["untranslated"])
    }

    /// Ukrainian left in English with `one` given the English `other` text is untranslated too.
    @Test func aPluralHoldingOnlyBaseTextsIsOnlyUntranslated() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.stringsdict": stringsDictionaryText(["one": "%ld new post", "other": "%ld new posts"]),
            "uk.lproj/Localizable.stringsdict": stringsDictionaryText(["one": "%ld new posts", "other": "%ld new posts"]),
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().diagnostics.filter { $0.rule == .pluralCategoryMissing }.isEmpty)
    }

    /// Polish integers never select `other`: a plural without `many` gives those counts `other`, which then holds
    /// the many form. Two missing categories cannot both be stood in for.
    @Test(arguments: [
        (["one": "%ld plik", "few": "%ld pliki", "other": "%ld plików"], false),
        (["one": "%ld plik", "other": "%ld plików"], true),
    ])
    func otherStandsInForOneCategoryIntegersNeverReachOtherwise(variants: [String: String], reported: Bool) throws {
        let ordered = variants.sorted { $0.key < $1.key }
        let text = stringsDictionaryText(["one": "%ld file", "other": "%ld files"])
        let polish = ordered.map { "<key>\($0.key)</key><string>\($0.value)</string>\n" }.joined()
        let polishText = text.replacingOccurrences(
            of: "<key>one</key><string>%ld file</string>\n<key>other</key><string>%ld files</string>\n", with: polish)
        let fixture = try LintFixture([
            "en.lproj/Localizable.stringsdict": text, "pl.lproj/Localizable.stringsdict": polishText,
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.contains { $0.rule == .pluralCategoryMissing && $0.severity == .error }
        #expect(found == reported)
    }

    /// A Polish translator who writes `few` elsewhere in the table and leaves it out of a plural whose variants
    /// differ chose a form that serves every count ("od 2 uczestników"): a warning. Variants all alike mean
    /// nobody chose: an error.
    @Test(arguments: [("%ld uczestnika", .warning), ("%ld uczestników", DiagnosticSeverity.error)])
    func aCategoryLeftOutOnPurposeIsAWarning(one: String, severity: DiagnosticSeverity) throws {
        let plural = { (key: String, variants: String) in
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
                + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>ld</string>" + variants + "</dict></dict>\n"
        }
        let file = { (body: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + body + "</dict>\n</plist>\n"
        }
        let fixture = try LintFixture([
            "pl.lproj/Localizable.stringsdict": file(
                plural("posts", "<key>one</key><string>%ld post</string><key>few</key><string>%ld posty</string>"
                    + "<key>many</key><string>%ld postów</string><key>other</key><string>%ld postu</string>")
                    + plural("people", "<key>one</key><string>od \(one)</string><key>other</key><string>od %ld uczestników</string>"))
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .pluralCategoryMissing }
        #expect(found.map(\.severity) == [severity])
    }

    /// Texts that read no argument are no format strings: "Save 50%" and "100% native" are not defects.
    @Test(arguments: ["Save 50%", "Runs 100% native", "Battery at 80%"])
    func aTextWithoutArgumentsIsNoFormatString(text: String) throws {
        let fixture = try bundle(en: ["a": text], fr: ["a": "Texte traduit"])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    /// An Interface Builder text is never formatted: "80%" there is no defect, in the base or a translation.
    @Test func interfaceBuilderTextsAreNotFormatStrings() throws {
        let fixture = try bundle(en: ["HtM-vx-ZuN.title": "Stop at %d% battery"], fr: ["HtM-vx-ZuN.title": "Arrêt à 80 %"])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }

    /// The same Ukrainian plural, translated but lacking few and many, is still an error.
    @Test func aTranslatedPluralStillNeedsItsCategories() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.stringsdict": stringsDictionaryText(["one": "%ld file", "other": "%ld files"]),
            "uk.lproj/Localizable.stringsdict": stringsDictionaryText(["one": "%ld файл", "other": "%ld файлу"]),
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [LintHit("plural-category-missing", "uk.lproj/Localizable.stringsdict", "8:1")])
    }

    /// French `many` is only for millions: three plurals without it are one warning with the three keys.
    @Test func aRareCategoryMissingFromManyPluralsIsOneWarning() throws {
        let plural = { (key: String) in
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
                + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>ld</string>"
                + "<key>one</key><string>%ld élément \(key)</string><key>other</key><string>%ld éléments \(key)</string>"
                + "</dict></dict>\n"
        }
        let file = { (body: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + body + "</dict>\n</plist>\n"
        }
        let fixture = try LintFixture([
            "fr.lproj/Localizable.stringsdict": file(plural("a") + plural("b") + plural("c"))
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let found = report.diagnostics.filter { $0.rule == .pluralCategoryMissing }
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("3 plurals of this table have no many variant") == true)
        #expect(found.first?.related.map(\.message) == ["\"a\"", "\"b\"", "\"c\""])
    }

    // MARK: Arguments

    /// "%lld photo%@" glues an English plural ending: one warning at the base naming the languages that keep the
    /// argument; Korean, which drops it, is right and gets nothing.
    @Test func aGluedArgumentIsOneBaseWarningNamingWhoKeepsIt() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": "\"photos\" = \"%lld photo%@\";\n",
            "ko.lproj/Localizable.strings": "\"photos\" = \"사진 %lld장\";\n",
            "ru.lproj/Localizable.strings": "\"photos\" = \"%lld фотография%@\";\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("english-only-plural", "en.lproj/Localizable.strings", "1:12")])
        #expect(report.diagnostics.first?.message.contains("show junk in ru") == true)
        #expect(report.diagnostics.first?.message.contains("ko") == false)
    }

    @Test func itemParenSIsAnEnglishOnlyPlural() throws {
        let fixture = try bundle(en: ["n": "%d item(s) selected"], fr: ["n": "%d élément(s) sélectionné(s)"])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [LintHit("english-only-plural", "en.lproj/Localizable.strings", "1:7")])
    }

    /// "(s)" after a word in a text that reads a value makes an English-only plural; in one that reads none, it leaves
    /// the number open on purpose (breadwallet's "your wallet(s)", a licence's "Contribution(s)": judged false in
    /// rounds 25 and 26), and parentheses around other text, or "(s)" after no word, never do.
    @Test(arguments: [
        ("Delete the file(s) in %@?", true), ("Delete the file(s)?", false), ("Photos (sorted) in %@", false),
        ("Use ((s)) in %@", false), ("(s) %@", false),
    ])
    func parenSWithoutANumber(text: String, isEnglishOnlyPlural: Bool) throws {
        let fixture = try bundle(en: ["n": text], fr: ["n": "Traduit"])
        defer { fixture.remove() }
        let rules = try fixture.lint().hits(in: fixture).map(\.rule)
        #expect(rules.contains("english-only-plural") == isEnglishOnlyPlural)
    }

    /// Dropping an argument that is not glued is still a value the person never sees.
    @Test func droppingAnOrdinaryArgumentIsAnError() throws {
        let fixture = try bundle(en: ["n": "%1$@ shared photos: %2$lld"], fr: ["n": "Photos partagées : %lld"])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture).map(\.rule) == ["format-specifier-mismatch"])
    }

    @Test(arguments: [("Photos: %d", "Photos : %'d"), ("Photos: %d", "Photos : %-d")])
    func anotherFlagIsAWarning(base: String, translation: String) throws {
        let fixture = try bundle(en: ["n": base], fr: ["n": translation])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("format-flag-mismatch", "fr.lproj/Localizable.strings", "1:7")])
        #expect(report.diagnostics.first?.severity == .warning)
    }

    /// A space flag on an object, a string or an unsigned number prints no space (CoreFoundation appends the
    /// description as it is): right after a word, the person reads the two glued. On a signed number it prints the
    /// space; after a space it changes nothing that shows, and is no finding (duckduckgo's Spanish "el % @").
    @Test(arguments: [
        ("Connect the %@ VPN", "Verbind die% @ VPN", DiagnosticSeverity?.some(.error)),
        ("%lu files", "lêers% lu", .error),
        ("Connect the %@ VPN", "Verbind die % @ VPN", nil),
        ("Level %d", "Vlak% d", .warning),
    ])
    func aSpaceFlagThatPrintsNoSpaceGluesWords(base: String, translation: String, severity: DiagnosticSeverity?) throws {
        let fixture = try bundle(en: ["n": base], fr: ["n": translation])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let flags = report.diagnostics.filter { $0.rule == .formatFlagMismatch }
        #expect(flags.map(\.severity) == [severity].compactMap { $0 })
        if severity == .error { #expect(flags.first?.message.contains("glued to the word before it") == true) }
    }

    /// A position nothing reads makes every later specifier print the wrong argument.
    @Test func anUnreadPositionIsABaseDefect() throws {
        let fixture = try bundle(en: ["n": "%1$@ sent %3$@"], fr: ["n": "%1$@ a envoyé %3$@"])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("base-format-defect", "en.lproj/Localizable.strings", "1:7")])
        #expect(report.diagnostics.first?.message.contains("reads no argument 2") == true)
    }

    @Test func aTranslationThatSkipsAPositionIsAnError() throws {
        let fixture = try bundle(en: ["n": "%1$@ sent %2$@ to %3$@"], ja: ["n": "%1$@ が %3$@ に送信しました"])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture).map(\.rule) == ["format-specifier-mismatch"])
    }

    /// `%1$d %#@files@` with a `d` variable reads argument 1 as one number, twice: sound, and its translations
    /// are compared (the French one reads a string, which is an error).
    @Test func aNumberReadDirectlyAndThroughItsPluralIsSound() throws {
        let dictionary = { (format: String, one: String, other: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict><key>n</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict></dict></dict>
            </plist>

            """
        }
        let fixture = try LintFixture([
            "en.lproj/Localizable.stringsdict": dictionary("%1$d %#@files@", "file", "files"),
            "fr.lproj/Localizable.stringsdict": dictionary("%1$@ %#@files@", "fichier", "fichiers"),
        ])
        defer { fixture.remove() }
        let rules = try fixture.lint().diagnostics.map(\.rule.id)
        #expect(!rules.contains("base-format-defect"))
        #expect(rules.contains("format-specifier-mismatch"))
    }

    /// Each variant of a plural reads the same arguments: `%2$d` in `one` and `%2$@` in `other` crash on one of
    /// them. In a translation it is reported there; in the base once, at the base.
    @Test func pluralVariantsThatReadAnArgumentAsTwoKindsAreAnError() throws {
        let english: KeyValuePairs<String, String> = ["one": "%ld file in %@", "other": "%ld files in %@"]
        let fixture = try LintFixture([
            "en.lproj/Localizable.stringsdict": stringsDictionaryText(english),
            "de.lproj/Localizable.stringsdict": stringsDictionaryText(["one": "%ld Datei in %d", "other": "%ld Dateien in %@"]),
            "fr.lproj/Localizable.stringsdict": stringsDictionaryText(["one": "%ld fichier dans %d", "other": "%ld fichiers dans %d"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let variants = report.hits("plural-variant-arguments", in: fixture).map(\.file)
        // German's one and other disagree; French's one reads what English's one reads as an object as a number.
        #expect(variants == ["de.lproj/Localizable.stringsdict", "fr.lproj/Localizable.stringsdict"])
    }

    @Test func aBaseWhoseVariantsDisagreeIsReportedOnceAtTheBase() throws {
        let broken: KeyValuePairs<String, String> = ["one": "%ld file in %d", "other": "%ld files in %@"]
        let fixture = try LintFixture([
            "en.lproj/Localizable.stringsdict": stringsDictionaryText(broken),
            "de.lproj/Localizable.stringsdict": stringsDictionaryText(["one": "%ld Datei in %@", "other": "%ld Dateien in %@"]),
            "fr.lproj/Localizable.stringsdict": stringsDictionaryText(["one": "%ld fichier dans %@", "other": "%ld fichiers dans %@"]),
        ])
        defer { fixture.remove() }
        let hits = try fixture.lint().hits(in: fixture).filter { $0.rule != "plural-category-missing" }
        #expect(hits.map(\.rule) == ["plural-variant-arguments"])
        #expect(hits.first?.file == "en.lproj/Localizable.stringsdict")
    }

    /// In a String Catalog the key holds the arguments the code passes: an English text that leaves the count
    /// out ("liked") lets a translation read it.
    @Test func aCatalogTranslationMayReadAnArgumentTheKeyHolds() throws {
        let fixture = try LintFixture([
            "Localizable.xcstrings": catalogText([("likes.label %lld", "liked", ("translated", "%lld mentions J'aime"))])
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().hits(in: fixture) == [])
    }
}

/// A bundle with an English base and a Japanese translation of one table.
private func bundle(en: KeyValuePairs<String, String>, ja: KeyValuePairs<String, String>) throws -> LintFixture {
    try LintFixture([
        "en.lproj/Localizable.strings": stringsText(en),
        "ja.lproj/Localizable.strings": stringsText(ja),
    ])
}
