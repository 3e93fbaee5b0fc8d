import Testing

@testable import PermitLint
@testable import PermitLocalization

/// Keys the code looks up that no table has, in any language, are shown as they are to everyone.
@Suite struct LintKeysNoTableHasTests {
    @Test func aKeyNoTableHasIsOneErrorAtTheCode() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n\"alert.invalid_url\" = \"Bad URL\";\n",
            "App/fr.lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";\n\"alert.invalid_url\" = \"URL invalide\";\n",
            "App/Sources/View.swift": """
                let a = NSLocalizedString("settings.title", comment: "")
                let b = NSLocalizedString("upload.file", comment: "")
                let c = String(localized: "upload.file")
                let d = NSLocalizedString("menu." + name, comment: "")
                // let e = NSLocalizedString("old.key", comment: "")
                let f = NSLocalizedString("help.title", value: "Help", comment: "")
                let g = NSLocalizedString("invalid_url", comment: "")
                let h = NSLocalizedString("Cancel", comment: "")

                """,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let found = report.diagnostics.filter { $0.rule == .missingKey && $0.message.contains("no table of the app has") }
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.rule == .missingKey && diagnostic.severity == .error)
        #expect(diagnostic.file == fixture.path("App/Sources/View.swift"))
        #expect(diagnostic.location?.line == 2 && diagnostic.location?.column == 9)
        #expect(diagnostic.message.contains("(\"upload.file\")"))
    }

    /// A key the code looks up that the translations have and the base's table lacks (Habicolor's button title,
    /// misspelled in `en` alone) is shown raw to the base's readers: one error at the code, and no obsolete key of the
    /// translations. A key no code names stays obsolete; a key written as text reads as itself.
    /// An app whose every lookup passes a default (round 55's Evidens: `"Remove Reference".localized(key:
    /// "reference.veremoverify")`, whose helper passes `value: self`) shows the default of a key no table has, in
    /// every language: a warning naming it, no key shown raw.
    @Test func aKeyNoTableHasWithTheDefaultOfAHelperOnString() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "",
            "App/es.lproj/Localizable.strings": "\"reference.remove\" = \"Eliminar referencia\";\n",
            "App/ca.lproj/Localizable.strings": "\"reference.remove\" = \"Eliminar referència\";\n",
            "App/Sources/Strings.swift": """
                extension String {
                    func localized(key: String) -> String {
                        NSLocalizedString(key, tableName: "Localizable", bundle: .main, value: self, comment: self)
                    }
                }
                let remove = "Remove Reference".localized(key: "reference.veremoverify")

                """,
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.message.contains("reference.veremoverify") }
        #expect(found.map(\.rule) == [.missingTranslation])
        #expect(found.first?.severity == .warning)
    }

    @Test func aKeyOnlyTranslationsHaveIsTheBasesMissingKey() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": """
                "alert.subscriptipn_title" = "Subscribe";
                "ok" = "OK";

                """,
            "App/de.lproj/Localizable.strings": """
                "alert.subscription_title" = "Abonnieren";
                "ok" = "OK";
                "old.unused" = "Alt";
                "Add Note" = "Notiz hinzufügen";
                "snake_case" = "snake_case";

                """,
            "App/Sources/View.swift": """
                let a = NSLocalizedString("ok", comment: "")
                let b = NSLocalizedString("alert.subscription_title", comment: "")
                let c = NSLocalizedString("Add Note", comment: "")
                let d = NSLocalizedString("snake_case", comment: "")

                """,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let found = report.diagnostics.filter { $0.rule == .missingKey && $0.message.contains("table lacks") }
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.severity == .error && diagnostic.file == fixture.path("App/Sources/View.swift"))
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.message.contains("(\"alert.subscription_title\")"))
        let obsolete = report.diagnostics.filter { $0.rule == .obsoleteKey }.map(\.message)
        #expect(obsolete.count == 1 && obsolete.allSatisfy { $0.contains("old.unused") })
    }

    /// A text the code looks up that the tables have only in another case or with another closing period
    /// (SafeTimer's `Text("Cancelar")` for the table's `cancelar`; wherewego's alert text without the period the
    /// code writes) is one error naming both: the translations exist and no one reads them. `OK` for `Ok` is too
    /// short to tell, and stays the coverage warning, as does a lowercase word no table has.
    @Test func aTextTheTablesHaveInAnotherCaseIsAnError() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": """
                "cancelar" = "Cancel";
                "Location is needed" = "Location is needed";
                "Ok" = "Ok";
                "Title" = "Title";

                """,
            "App/fr.lproj/Localizable.strings": """
                "cancelar" = "Annuler";
                "Location is needed" = "La localisation est nécessaire";
                "Ok" = "D'accord";
                "Title" = "Title";

                """,
            "App/Sources/View.swift": """
                struct V: View {
                    var body: some View {
                        Text("Cancelar")
                        Text("Location is needed.")
                        Text("OK")
                        Text("TITLE")
                        Text("Some text")
                        Text("levels")
                    }
                }

                """,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let errors = report.diagnostics.filter { $0.rule == .missingKey && $0.severity == .error }
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.location?.line == 3 && error.related.count == 1)
        #expect(error.message.contains("(\"Cancelar\" for \"cancelar\", \"Location is needed.\" for \"Location is needed\")"))
        let coverage = try #require(report.diagnostics.first { $0.rule == .missingTranslation && $0.message.contains("no table") })
        // A lowercase word SwiftUI shows as written is read by every language so (FoeHelper's section header).
        #expect(coverage.message.contains("(\"Some text\", \"levels\")"))
        #expect(!error.message.contains("OK") && !error.message.contains("TITLE"))
    }

    /// Each place of many keys no table has, across files and out of the order the files are read in, is at its
    /// own line and column (the lines of each file counted once for all its places).
    @Test func everyPlaceOfKeysNoTableHasIsWhereItsCallIs() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n",
            "App/fr.lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";\n",
            "App/Sources/A.swift": "let a = NSLocalizedString(\"settings.title\", comment: \"\")\n\n  let b = NSLocalizedString(\"a.two\", comment: \"\")\nlet é = NSLocalizedString(\"a.one\", comment: \"\")\n",
            "App/Sources/B.swift": "\n\n\n\nlet c = NSLocalizedString(\"b.one\", comment: \"\")\n",
        ])
        defer { fixture.remove() }
        let diagnostic = try #require(
            try fixture.lint().diagnostics.first { $0.rule == .missingKey && $0.message.contains("no table of the app has") })
        let places = [(diagnostic.file, diagnostic.location)] + diagnostic.related.map { ($0.file, Optional($0.location)) }
        let found = places.map { "\(($0.0 ?? "").split(separator: "/").last ?? ""):\($0.1?.line ?? 0):\($0.1?.column ?? 0)" }
        #expect(found == ["A.swift:3:11", "A.swift:4:9", "B.swift:5:9"])
    }

    /// Objective-C's lookups that name a table (kju's `NSLocalizedStringFromTable(@"deleteVM:standardAlert",
    /// @"Localizable", @"QControlController")`) and a bundle too are lookups: a key no table has is shown raw.
    @Test(arguments: [
        #"NSLocalizedStringFromTable(@"deleteVM:standardAlert", @"Localizable", @"QControlController")"#,
        #"NSLocalizedStringFromTableInBundle(@"deleteVM:standardAlert", @"Localizable", [NSBundle mainBundle], nil)"#,
    ])
    func anObjectiveCLookupNamingItsTableIsALookup(call: String) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"toolbar:label:fullscreen\" = \"Fullscreen\";\n",
            "App/fr.lproj/Localizable.strings": "\"toolbar:label:fullscreen\" = \"Plein écran\";\n",
            "App/QControlController.m": "NSString *title = \(call);\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingKey }
        #expect(found.map(\.severity) == [.error])
        #expect(found.first?.message.contains("\"deleteVM:standardAlert\"") == true)
        #expect(found.first?.file?.hasSuffix("QControlController.m") == true)
    }

    /// A literal that a property or function declared as a `LocalizedStringKey` returns is a key (IceCubesApp's
    /// `func accessibilityLabel(...) -> LocalizedStringKey` returning "status.context.menu" from a `switch`); one a
    /// `String` property returns is not.
    @Test(arguments: [("LocalizedStringKey", true), ("String", false)])
    func aLiteralALocalizedStringKeyPropertyReturnsIsAKey(type: String, reported: Bool) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"status.action.reply\" = \"Reply\";\n",
            "App/fr.lproj/Localizable.strings": "\"status.action.reply\" = \"Répondre\";\n",
            "App/Action.swift": """
                import SwiftUI
                enum Action {
                    case reply, menu
                    var label: \(type) {
                        switch self {
                        case .reply: return "status.action.reply"
                        case .menu: "status.context.menu"
                        }
                    }
                }

                """,
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingKey }
        #expect(found.count == (reported ? 1 : 0))
        #expect(found.allSatisfy { $0.message.contains("(\"status.context.menu\")") && $0.location?.line == 7 })
    }

    /// A lookup inside a `private` declaration that nothing else in its file names (EstonianWeather's widget
    /// `private struct HeaderView`, left over) is code no one runs; named once more, it runs.
    @Test(arguments: [("", false), ("let header = HeaderView()\n", true)])
    func aLookupInAPrivateDeclarationNothingNamesIsNeverMade(use: String, reported: Bool) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"forecast\" = \"Forecast\";\n",
            "App/et.lproj/Localizable.strings": "\"forecast\" = \"Prognoos\";\n",
            "App/Widget.swift": """
                import SwiftUI
                private struct HeaderView: View {
                    var body: some View { Text(NSLocalizedString("estonian_weather_forecast", comment: "")) }
                }
                let title = NSLocalizedString("forecast", comment: "")

                """ + use,
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingKey }
        #expect(found.count == (reported ? 1 : 0))
        #expect(found.allSatisfy { $0.message.contains("\"estonian_weather_forecast\"") })
    }

    /// A SwiftUI literal shows what the code writes: a link labelled with a country's domain (eightLttrs'
    /// `Link("e-recht24.de", destination:)`) reads as itself, and so does a text field's example that starts with a
    /// digit (VPN-Bypass' `100.x.x.x`), and a host whose address the code writes. The same ending after an identifier looked up with
    /// `NSLocalizedString` is still a key shown raw.
    @Test(arguments: [
        (#"Link("e-recht24.de", destination: URL(string: "https://www.e-recht24.de")!)"#, nil),
        (#"Text("lunibee.kr")"#, nil),
        (#"TextField("100.x.x.x", text: .constant(""))"#, nil),
        // VPN-Bypass' link row: a host the code writes the address of, whatever its ending.
        (#"VStack { Text("geiser.cloud"); Link("Blog", destination: URL(string: "https://geiser.cloud")!) }"#, nil),
        (#"Text("settings.cloud")"#, "settings.cloud"),
        (#"Text(NSLocalizedString("language.de", comment: ""))"#, "language.de"),
    ] as [(String, String?)])
    func aSwiftUILiteralOfACountrysDomainReadsAsItself(code: String, reported: String?) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n",
            "App/de.lproj/Localizable.strings": "\"settings.title\" = \"Einstellungen\";\n",
            "App/Sources/LegalView.swift": "import SwiftUI\nstruct LegalView: View {\n    var body: some View { \(code) }\n}\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingKey && $0.message.contains("no table of the app has") }
        #expect(found.map(\.message) == reported.map { ["the code looks up a key that no table of the app has, in any language (\"\($0)\"): everyone sees the key itself"] } ?? [])
    }

    /// A table outside any `.lproj` folder (2fas' widget extension's `Localizable.strings` at its folder's root) is
    /// read by Apple's runtime for every language whose folder lacks it: its keys are no key no table has.
    @Test func aTableOutsideAnyLocalizationHoldsItsKeys() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n",
            "App/fr.lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";\n",
            "Widget/Localizable.strings": "\"widget_not_enabled\" = \"The widget is off\";\n",
            "Widget/IntentHandler.swift":
                "let a = NSLocalizedString(\"widget_not_enabled\", comment: \"\")\nlet b = NSLocalizedString(\"widget_gone\", comment: \"\")\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingKey && $0.message.contains("no table of the app has") }
        #expect(found.map(\.message).contains { $0.contains("(\"widget_gone\")") })
        #expect(!found.contains { $0.message.contains("widget_not_enabled") })
    }

    /// Texts no table has, in any language, looked up with a default value or written as their text: every
    /// localization shows them in the development language (onebusaway-ios' `OBALoc` defaults, its `Text("More
    /// Options")`): one coverage warning listing them. Not where the app has no translation at all.
    @Test(arguments: [true, false])
    func textsNoTableHasAreOneCoverageWarning(translated: Bool) throws {
        var files = [
            "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n",
            "App/Sources/View.swift": """
                let a = NSLocalizedString("settings.title", comment: "")
                let b = NSLocalizedString("map.layers", value: "Map Layers", comment: "")
                let c = Text("More Options")
                let d = Text(" @")
                let e = NSLocalizedString("upload.file", comment: "")

                """,
        ]
        if translated { files["App/fr.lproj/Localizable.strings"] = "\"settings.title\" = \"Réglages\";\n" }
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingTranslation }
        guard translated else { return #expect(found.isEmpty) }
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.severity == .warning && diagnostic.location?.line == 2)
        #expect(diagnostic.message.contains("2 texts that no table of the app has, in any language (\"map.layers\", \"More Options\")"))
        #expect(diagnostic.related.count == 1)
    }

    /// A text the code builds with values put in, where a localized key's type is declared (`Text("Posted by
    /// \(name)")`, `String(localized:)`, a view's `LocalizedStringKey` property), looks up a key with a specifier
    /// in each value's place (`Posted by %@`): where no table has one with any specifiers there, every language
    /// shows the code's text (round 49's GeoLoka and MyAnimeList). A `String` built so (`NSLocalizedString`'s key)
    /// is a key made at run time, and a text of values alone no text.
    @Test(arguments: [
        (#"Text("Posted by \(name)")"#, "Posted by \\(…)"),
        (#"String(localized: "\(count) photos left")"#, "\\(…) photos left"),
        (#"Badge(title: "Level \(level)")"#, "Level \\(…)"),
        // The table's `Shared by %1$@ on %2$@` has the same pieces.
        (#"Text("Shared by \(name) on \(date)")"#, nil),
        (#"Text("Welcome, \(name)")"#, nil),
        (#"NSLocalizedString("Hi \(name)", comment: "")"#, nil),
        (#"Text("\(done) / \(total)")"#, nil),
        (#"print("Loaded \(count) items")"#, nil),
        (#"Text("\(calories) kcal")"#, nil),
        (#"Text("\(terms) [\(policy)](https://example.com/Privacy_Policy.md)")"#, nil),
    ] as [(String, String?)])
    func aTextWithValuesNoTableHasIsListed(lookup: String, listed: String?) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"Shared by %1$@ on %2$@\" = \"Shared by %1$@ on %2$@\";\n",
            "App/fr.lproj/Localizable.strings": "\"Shared by %1$@ on %2$@\" = \"Partagé par %1$@ le %2$@\";\n",
            // A package the lint leaves out has this one.
            "Packages/Kit/Sources/Kit/Resources/fr.lproj/Localizable.strings": "\"Welcome, %@\" = \"Bienvenue, %@\";\n",
            "App/Sources/Badge.swift": "struct Badge: View {\n    let title: LocalizedStringKey\n    var body: some View { Text(title) }\n}\n",
            "App/Sources/View.swift": "let a = Text(\"Shared by %1$@ on %2$@\")\nlet b = \(lookup)\n",
        ])
        defer { fixture.remove() }
        let warnings = try fixture.lint().diagnostics.filter {
            $0.rule == .missingTranslation && $0.message.contains("no table of the app has")
        }
        guard let listed else { return #expect(warnings.isEmpty, "\(warnings.map(\.message))") }
        #expect(warnings.map(\.message) == [
            "the code looks up a text that no table of the app has, in any language (\"\(listed)\"): every localization "
                + "shows it as the code writes it, in the development language"
        ])
        #expect(warnings.first?.location?.line == 2)
    }

    /// In an app whose tables name texts with capitalized words run together (LaunchNow's `ShowAppName` = "Show
    /// app name"), a key of three such words that no table has (`Text("AddHiddenApps")`) is shown as it is: the
    /// error of keys no table has. Where the tables' keys are the texts, it stays among the texts no table has.
    @Test(arguments: [true, false])
    func aKeyOfWordsRunTogetherIsAKeyWhereTheTablesNameTextsSo(runTogether: Bool) throws {
        let keys = runTogether ? ["ShowAppName", "ResetLayout", "ConfirmReset"] : ["Show app name", "Reset layout", "Confirm reset"]
        let english = keys.map { "\"\($0)\" = \"\($0.first!)\($0.dropFirst().lowercased()) now\";\n" }.joined()
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": english,
            "App/fr.lproj/Localizable.strings": english,
            "App/Sources/View.swift": "let a = Text(\"AddHiddenApps\")\nlet b = Text(\"DuckDuck\")\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.message.contains("no table of the app has") }
        let errors = found.filter { $0.rule == .missingKey }
        #expect(errors.map(\.message.count).count == (runTogether ? 1 : 0))
        #expect(errors.allSatisfy { $0.message.contains("(\"AddHiddenApps\")") })
        let texts = found.filter { $0.rule == .missingTranslation }
        #expect(texts.count == 1)
        #expect(texts.first?.message.contains("AddHiddenApps") == !runTogether)
    }

    /// A text no table has that is written in letters the base language does not write (FunnyFm's
    /// `NSLocalizedString("WIFI 下自动缓存", ...)` in an app whose base is English) is foreign text to the people
    /// reading the base: an error listing those; a text in the base's letters stays the coverage warning, and so does a
    /// text in letters of the base's own script with Latin words among them, where the base is not written in Latin.
    @Test(arguments: [
        ("en", #"NSLocalizedString("WIFI 下自动缓存", comment: "")"#, true),
        ("en", #"NSLocalizedString("Обновить", comment: "")"#, true),
        ("en", #"NSLocalizedString("Open the café", comment: "")"#, false),
        // A German address in an English app's legal notice: Latin letters English lacks, not another script.
        ("en", #"Text("Schulstraße 19, Köln")"#, false),
        ("zh-Hans", #"NSLocalizedString("删除全部", comment: "")"#, false),
        // A Korean text naming a brand in Latin letters (whistle's sign-in button) is Korean to Korean readers; with
        // a third script's letters, or none of its own, it is foreign to them.
        ("ko", #"Text("Google로 계속하기")"#, false),
        ("ko", #"Text("Google로 Обновить")"#, true),
        ("ko", #"Text("Обновить")"#, true),
    ])
    func aTextInLettersTheBaseDoesNotWriteIsAnError(base: String, lookup: String, reported: Bool) throws {
        let other = base == "en" ? "fr" : "en"
        let fixture = try LintFixture([
            "App/\(base).lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n",
            "App/\(other).lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";\n",
            "App/Sources/View.swift": "let a = NSLocalizedString(\"settings.title\", comment: \"\")\nlet b = \(lookup)\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint(options: LintOptions(base: base))
        let errors = report.diagnostics.filter { $0.rule == .missingKey && $0.message.contains("no table of the app has") }
        let warnings = report.diagnostics.filter { $0.rule == .missingTranslation && $0.message.contains("no table of the app has") }
        #expect(errors.count == (reported ? 1 : 0))
        #expect(warnings.count == (reported ? 0 : 1))
        if reported {
            #expect(errors.first?.severity == .error && errors.first?.location?.line == 2)
            #expect(errors.first?.message.contains("written in letters \(base) does not use") == true)
        }
    }

    /// A text in another script that the code looks up after reading the person's region (AppBox's Korean "개월",
    /// chosen where the region is Korea) may be shown only to those who read it: a warning, not an error.
    @Test func aTextChosenByTheRegionIsAWarning() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n",
            "App/fr.lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";\n",
            "App/Units.m": """
                + (NSString *)monthUnit {
                    BOOL isKorea = [[[NSLocale currentLocale] objectForKey:NSLocaleCountryCode] isEqualToString:@"KR"];
                    return isKorea ? NSLocalizedString(@"개월", nil) : NSLocalizedString(@"settings.title", nil);
                }

                """,
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.message.contains("no table of the") }
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("after reading the person's region or language") == true)
        #expect(found.first?.location?.line == 3)
    }

    /// `"key".localized` where the app declares no `localized` of its own is a library's lookup (IBLocalizable's,
    /// Localize-Swift's `localized()`); an app that declares one is read through its declaration.
    @Test(arguments: [
        ("", true),
        ("extension String {\n    var localized: String { Localizer.shared.text(for: self) }\n}\n", false),
    ])
    func aLibrarysLocalizedIsALookup(declaration: String, isLookup: Bool) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n",
            "App/fr.lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";\n",
            "App/Sources/View.swift": declaration
                + "let a = \"settings.title\".localized\nlet b = \"photo.took\".localized\nlet c = \"photo.take\".localized()\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .missingKey && $0.message.contains("no table of the app has") }
        #expect(found.count == (isLookup ? 1 : 0))
        if isLookup { #expect(found.first?.message.contains("(\"photo.took\", \"photo.take\")") == true) }
    }

    /// A storyboard or XIB that has the app look a key up through a runtime attribute (IBLocalizable's
    /// `localizableString`) asks for it as code does: a localization that lacks it shows the key.
    @Test func aStoryboardsRuntimeAttributeLooksAKeyUp() throws {
        let fixture = try LintFixture([
            "App/Base.lproj/Main.xib": LintFixture.xib(runtimeAttributes: [
                ("localizableString", "scanner.tab"), ("accessibilityIdentifier", "scanner.id"),
            ]),
            "App/en.lproj/Localizable.strings": "\"scanner.tab\" = \"Scan\";\n\"scanner.id\" = \"Scanner\";\n\"other\" = \"Other\";\n",
            "App/fr.lproj/Localizable.strings": "\"other\" = \"Autre\";\n",
            "App/Sources/View.swift": "let a = NSLocalizedString(\"other\", comment: \"\")\n",
        ])
        defer { fixture.remove() }
        let missing = try fixture.lint().diagnostics.filter { $0.rule == .missingKey }
        let error = try #require(missing.first { $0.severity == .error })
        #expect(error.message.contains("\"scanner.tab\"") && !error.message.contains("scanner.id"))
        #expect(missing.contains { $0.severity == .warning && $0.message.contains("\"scanner.id\"") })
    }

    @Test func withoutTablesOrCodeNothingIsReported() throws {
        let fixture = try LintFixture(["App/Sources/View.swift": "let b = NSLocalizedString(\"upload.file\", comment: \"\")\n"])
        defer { fixture.remove() }
        #expect(try fixture.lint().diagnostics.isEmpty)
    }
}

/// Which keys read as identifiers (the person who sees one meets a defect) and which as themselves.
@Suite struct KeyShapeTests {
    @Test(arguments: [
        "error.noInstance", "menu_quit", "errorNoNetwork", "creationDate", "status.action.context-menu", "user.name@example",
        "LAST_DATABASE_KEY_CHANGE_DATE_%@", "count_%ld_items", "sign.in", "settings.title", "alert.ok",
        "Settings.title", "Alert.OK", "Menu.Quit.fr",
    ])
    func identifiers(_ key: String) {
        #expect(KeyShape.isIdentifier(key))
    }

    /// Names written in camel case are what the developer wants shown: `Text("GitHub")`, `Text("macOS")`; so are
    /// addresses (`Text("https://git.example.com")` as a text field's prompt), bare domains and file names.
    @Test(arguments: [
        "OK", "Yattee", "GitHub", "QuickRecorder", "macOS", "iOS", "iPhone", "Settings...", "Save %@",
        "https://git.example.com", "https://docs.example.org/startup-guide", "www.example.com", "help@example.com",
        "%@.%@", "v%@", "%d%%",
        // A bare domain or file name, a text field's example (InputSourcePro's "twitter.com", mlem's "example.com").
        "twitter.com", "refine.sh", "example.com", "config.json",
        // YAFA's catalog key "flashcards.tsv", an export's default file name, with no English text of its own.
        "flashcards.tsv", "route.gpx",
        // onebusaway-ios' `TextField("onebusaway.co")`, a custom region's example address.
        "onebusaway.co",
        // A handle or domain after `@`, a domain's suffix (nos' `Text("@nos.social")` and `Text(".nos.social")` beside a
        // user name).
        "@nos.social", "@mastodon", ".nos.social",
        // A brand written as its domain (bocan-music's catalog key "Last.fm", a settings section's title).
        "Last.fm",
    ])
    func namesAndTexts(_ key: String) {
        #expect(!KeyShape.isIdentifier(key))
    }
}
