import Testing

@testable import PermitLint
@testable import PermitLocalization

/// What the code does with a looked-up text decides what a translation's defect costs the person: words the code
/// writes beside it glue, placeholders it replaces are lost, a text it always formats reads every `%`.
@Suite struct LintCodeUseTests {
    /// A translation may read an argument its base text leaves out where the code formats the text with it
    /// (Groceries' "Gift", "Offrir %1$@", formatted with the app's name): Swift's `String(format:)` and Objective-C's
    /// `stringWithFormat:`, the key named through a string constant. Where nothing passes it, reading it is an error.
    @Test(arguments: [
        ("View.swift", #"let title = String(format: NSLocalizedString("gift.title", comment: ""), appName)"#, false),
        ("View.swift", #"let title = NSLocalizedString("gift.title", comment: "")"#, true),
        ("Gift.m", "NSString *const GiftTitleKey = @\"gift.title\";\nNSString *t = [NSString stringWithFormat:\n    NSLocalizedString(GiftTitleKey, nil),\n    appName];\n", false),
        ("Gift.m", "static NSString * const GiftTitleKey = @\"gift.title\";\nlabel.text = NSLocalizedString(GiftTitleKey, nil);\n", true),
        ("Gift.m", "NSString *t = [NSString stringWithFormat:NSLocalizedString(@\"gift.title\", nil)];\n", true),
        // An enum case whose raw value is the key, read as text and formatted (Tella's `LocalizableVault`); a case
        // name two enums give different keys tells neither.
        (
            "View.swift",
            "enum Strings: String { case giftTitle = \"gift.title\" }\n"
                + "let title = String(format: Strings.giftTitle.localized, appName)\n", false
        ),
        (
            "View.swift",
            "enum Strings: String { case giftTitle = \"gift.title\" }\nenum Other: String { case giftTitle = \"other\" }\n"
                + "let title = String(format: Strings.giftTitle.localized, appName)\n", true
        ),
    ])
    func anArgumentTheCodePassesMayBeReadByATranslationAlone(file: String, code: String, reported: Bool) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"gift.title\" = \"Gift\";\n",
            "App/fr.lproj/Localizable.strings": "\"gift.title\" = \"Offrir %1$@\";\n",
            "App/" + file: code,
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .formatSpecifierMismatch }
        #expect(found.count == (reported ? 1 : 0))
    }

    /// A trailing space lost where the code writes a name right after the text: the words glue, an error; the same
    /// text with no code that writes beside it stays a warning.
    /// An empty translation of a text whose length the code reads before it uses it (InAppSettingsKit's privacy
    /// cell sets its subtitle only when the text has one) leaves the subtitle out: the person misses a text, as an
    /// untranslated one, a warning. Where the code uses the text as it is, the person sees a blank: an error.
    @Test(arguments: [
        ("if (subtitle.length) {\n    cell[@\"subtitle\"] = subtitle;\n}\n", DiagnosticSeverity.warning),
        ("if ([subtitle length] > 0) cell[@\"subtitle\"] = subtitle;\n", .warning),
        ("cell[@\"subtitle\"] = subtitle;\nNSUInteger length = other.length;\n", .error),
    ])
    func anEmptyTextTheCodeDoesWithoutIsAWarning(after: String, severity: DiagnosticSeverity) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Privacy.strings": "\"Open the system settings\" = \"Open the system settings\";\n",
            "App/fr.lproj/Privacy.strings": "\"Open the system settings\" = \"\";\n",
            "App/PrivacyCell.m": """
                NSMutableDictionary *cell = [NSMutableDictionary dictionary];
                NSString *subtitle = NSLocalizedStringFromTable(@"Open the system settings", @"Privacy", nil);
                \(after)
                """,
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .emptyValue }
        #expect(found.map(\.severity) == [severity])
        #expect(found.first?.message.contains("does without an empty one") == (severity == .warning))
    }

    @Test func aLostSpaceWhereTheCodeWritesAWordIsAnError() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"signed.by\" = \"Signed by \";\n\"made.by\" = \"Made by \";\n",
            "App/fr.lproj/Localizable.strings": "\"signed.by\" = \"Signé par\";\n\"made.by\" = \"Fait par\";\n",
            "App/Sources/View.swift": """
                label.text = NSLocalizedString("signed.by", comment: "") + signer.name
                let made = NSLocalizedString("made.by", comment: "")

                """,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let drift = report.diagnostics.filter { $0.rule == .whitespaceDrift }
        #expect(drift.map(\.severity) == [.error, .warning])
        #expect(drift.first?.message.contains("the code writes a word right after this text") == true)
        #expect(drift.first?.message.contains("View.swift:1") == true)
        #expect(drift.first?.location?.line == 1)
    }

    /// A translation that keeps the base's comma and loses the space after it, where the code writes the call's
    /// length right after the text (Antidote's "Anruf,02:15", and its Arabic comma, "مكالمة،05:32"): glued, an
    /// error. With the space kept, nothing.
    @Test(arguments: [
        ("de", "Anruf,", DiagnosticSeverity?.some(.error)), ("de", "Anruf, ", nil), ("ar", "مكالمة،", .error), ("ar", "مكالمة، ", nil),
    ])
    func punctuationThatLosesItsSpaceGluesWhatTheCodeWritesAfter(
        language: String, translation: String, expected: DiagnosticSeverity?
    ) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"chat_call_message\" = \"Call, \";\n",
            "App/\(language).lproj/Localizable.strings": "\"chat_call_message\" = \"\(translation)\";\n",
            "App/Cell.swift": "label.text = String(localized: \"chat_call_message\") + String(timeInterval: model.duration)\n",
        ])
        defer { fixture.remove() }
        let drift = try fixture.lint().diagnostics.filter { $0.rule == .whitespaceDrift }
        #expect(drift.map(\.severity) == (expected.map { [$0] } ?? []))
    }

    /// A sentence built of attributed pieces appended one to another (Criptext's account deletion, breadwallet's
    /// sentences): a translated piece that loses the space the base has at the edge where another piece is appended
    /// glues the two, an error; a piece appended to nothing stays a warning.
    @Test func attributedPiecesAppendedOneToAnotherMeetWithNoSpaceBetween() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": """
                "deleting" = "Deleting your account ";
                "will.erase" = "will erase all your data ";
                "no.longer" = "and you will no longer sign in.";
                "alone" = "Shown alone ";
                "last.backup" = "Last backup: ";

                """,
            "App/de.lproj/Localizable.strings": """
                "deleting" = "Das Löschen Ihres Kontos";
                "will.erase" = "löscht alle Ihre Daten";
                "no.longer" = "und Sie können sich nicht mehr anmelden.";
                "alone" = "Allein gezeigt";
                "last.backup" = "Letzte Sicherung:";

                """,
            "App/Sources/Popover.swift": """
                func message() -> NSAttributedString {
                    let regular = NSMutableAttributedString(string: NSLocalizedString("deleting", comment: ""), attributes: [:])
                    let bold = NSMutableAttributedString(string: NSLocalizedString("will.erase", comment: ""), attributes: [:])
                    let rest = NSAttributedString(string: NSLocalizedString("no.longer", comment: ""))
                    regular.append(bold)
                    regular.append(rest)
                    let alone = NSAttributedString(string: NSLocalizedString("alone", comment: ""))
                    header.append(NSAttributedString(string: NSLocalizedString("last.backup", comment: "")))
                    header.append(date)
                    return regular
                }

                """,
        ])
        defer { fixture.remove() }
        let drift = try fixture.lint().diagnostics.filter { $0.rule == .whitespaceDrift }
        let severities = Dictionary(drift.map { ($0.location?.line ?? 0, $0.severity) }, uniquingKeysWith: { first, _ in first })
        #expect(severities == [1: .error, 2: .error, 4: .warning, 5: .error])
    }

    /// An App Intents summary's key (`Summary("\(\.$toggle) Emoji Search \(\.$state)")` makes
    /// `${toggle} Emoji Search ${state}`, CSE's) is named by the code; a translation that leaves a parameter out of
    /// the sentence loses nothing (Shortcuts shows it below the summary): a warning that says so. A key no code makes
    /// stays unused.
    @Test func anAppIntentsSummaryNamesItsKeyAndAParameterLeftOutIsShownBelowIt() throws {
        let fixture = try LintFixture([
            "App/Localizable.xcstrings": """
                {"sourceLanguage": "en", "version": "1.0", "strings": {
                "${toggle} Emoji Search ${state}": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Emoji-Suche ${state}"}}}},
                "${toggle} Quick Search ${state}": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Schnellsuche ${state}"}}}}
                }}
                """,
            "App/SetUseEmojiSearch.swift": """
                struct SetUseEmojiSearch: AppIntent {
                    static var parameterSummary: some ParameterSummary {
                        Summary("\\(\\.$toggle) Emoji Search \\(\\.$state)")
                    }
                }

                """,
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .templatePlaceholderMismatch }
        #expect(found.map(\.severity) == [.warning, .warning])
        #expect(found.first?.message.contains("Shortcuts shows it below the summary") == true)
        #expect(found.last?.message.contains("no string of the app's code names this key") == true)
    }

    /// A numbered placeholder the app's helper replaces (`%0`, `%1`), lost in a translation.
    @Test func aPlaceholderTheCodeReplacesIsLost() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"used.of\" = \"%0 used of %1\";\n\"free\" = \"%0 free\";\n",
            "App/de.lproj/Localizable.strings": "\"used.of\" = \"%0 belegt\";\n\"free\" = \"%0 frei\";\n",
            "App/Sources/Helpers.swift": """
                func localizedString(_ key: String, _ params: String...) -> String {
                    var string = NSLocalizedString(key, comment: "")
                    for (index, param) in params.enumerated() {
                        string = string.replacingOccurrences(of: "%\\(index)", with: param)
                    }
                    return string
                }
                let a = localizedString("used.of", used, total)
                let b = localizedString("free", free)

                """,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let lost = report.diagnostics.filter { $0.rule == .templatePlaceholderMismatch }
        #expect(lost.count == 1)
        #expect(lost.first?.severity == .error)
        #expect(lost.first?.message.contains("\"used.of\" lacks %1, which the code replaces") == true)
        #expect(lost.first?.file == fixture.path("App/de.lproj/Localizable.strings"))
    }

    /// A text with a lone `%` that SwiftGen's `tr` formats although the call passes no argument: the `%` is read
    /// as a specifier. The same text looked up without formatting is shown as it is.
    @Test(arguments: [true, false])
    func aTextTheCodeAlwaysFormatsReadsItsPercentSign(formats: Bool) throws {
        let helper =
            formats
            ? "return String(format: format, locale: Locale.current, arguments: args)" : "return format"
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"sale\" = \"Save 50% now\";\n",
            "App/fr.lproj/Localizable.strings": "\"sale\" = \"50 % de remise\";\n",
            "App/Sources/Strings.swift": """
                enum L10n {
                  static let sale = L10n.tr("Localizable", "sale", fallback: "Save 50% now")
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
                    \(helper)
                  }
                }

                """,
            "App/Sources/Banner.swift": "let banner = L10n.sale\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty != formats, "\(errors.map(\.message))")
    }
}

/// SwiftUI given a literal key: looked up, shown as written (never formatted), and named by the code.
@Suite struct LintSwiftUIKeyTests {
    /// German "100%ig" reads `%i` where formatted; a SwiftUI literal key without interpolation is not formatted, so
    /// it shows as written. The same text looked up with `NSLocalizedString` and not formatted there may be
    /// formatted later, stored: a warning; formatted where it is looked up, an error.
    @Test(arguments: [("Text(\"Not 100% accurate\")", nil), ("NSLocalizedString(\"Not 100% accurate\", comment: \"\")", DiagnosticSeverity?.some(.warning)),
        ("String(format: NSLocalizedString(\"Not 100% accurate\", comment: \"\"))", .error)])
    func aPercentSignInASwiftUILiteralShowsAsWritten(call: String, reported: DiagnosticSeverity?) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"Not 100% accurate\" = \"Not 100% accurate\";\n",
            "App/de.lproj/Localizable.strings": "\"Not 100% accurate\" = \"Nicht 100%ig genau\";\n",
            "App/Sources/View.swift": "let label = \(call)\n",
        ])
        defer { fixture.remove() }
        let mismatches = try fixture.lint().diagnostics.filter { $0.rule == .formatSpecifierMismatch }
        #expect(mismatches.map(\.severity) == (reported.map { [$0] } ?? []))
    }

    /// Looked up and formatted nowhere there, a translation's percent sign beside a number reads as written (a
    /// warning); a `%@` shows as junk (unstoppable's "%@ benötigt Zugriff", an error).
    @Test(arguments: [("Yüzde değerleri %100'den büyük olamaz", DiagnosticSeverity.warning), ("%@ kann nicht größer als 100 sein", .error)])
    func aPercentSignBesideANumberReadsAsWritten(translation: String, expected: DiagnosticSeverity) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"limit\" = \"Percentages cannot be greater than 100%\";\n",
            "App/tr.lproj/Localizable.strings": "\"limit\" = \"\(translation)\";\n",
            "App/Sources/Coupon.swift": "let subtitle = NSLocalizedString(\"limit\", comment: \"\")\n",
        ])
        defer { fixture.remove() }
        let mismatches = try fixture.lint().diagnostics.filter { $0.rule == .formatSpecifierMismatch }
        #expect(mismatches.map(\.severity) == [expected])
    }

    /// A literal key SwiftUI looks up that no table has is shown raw to everyone, a VoiceOver label among them; a key
    /// that is text (`Cancel`) reads as itself.
    @Test func aSwiftUIKeyNoTableHasIsReported() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"status.title\" = \"Status\";\n",
            "App/fr.lproj/Localizable.strings": "\"status.title\" = \"Statut\";\n",
            "App/Sources/Row.swift": """
                Text("status.title")
                    .accessibilityLabel("status.action.context-menu")
                Button("Cancel") {}

                """,
        ])
        defer { fixture.remove() }
        let missing = try fixture.lint().diagnostics.filter { $0.rule == .missingKey }
        #expect(missing.count == 1)
        #expect(missing.first?.severity == .error)
        #expect(missing.first?.message.contains("\"status.action.context-menu\"") == true)
        #expect(missing.first?.location?.line == 2)
    }

    /// A String Catalog key with a specifier is named by the interpolated literal Xcode made it from
    /// (`"\(count) files"` for `%lld files`): missing, the person sees the key; one no literal makes is unused.
    @Test func keysWithSpecifiersAreNamedByInterpolations() {
        let code = SourceCodeKeys(contents: [
            (path: "View.swift", text: "Text(\"\\(count) files\")\nlet a = \"\\(n) of \\(m)\"\nText(\"\\(fee)% (\\(low) minimum)\")\n")
        ])
        #expect(code.names("%lld files") == true)
        #expect(code.names("%1$lld of %2$@") == true)
        #expect(code.names("%lld folders") == false)
        #expect(code.names("100%% sure") == false)
        // An interpolation's `%` is `%%` in its key: Phoenix's manual key `%@% (%@ minimum)` is no literal's.
        #expect(code.names("%@%% (%@ minimum)") == true)
        #expect(code.names("%@% (%@ minimum)") == false)
        #expect(code.outcome(of: "%lld folders") == .unnamed)
        #expect(code.outcome(of: "%lld files") == nil)
    }
}

/// SwiftGen's accessors: a text only an accessor no code names looks up is never shown.
@Suite struct LintUnusedAccessorTests {
    /// The lookup function SwiftGen generates in the accessors' type `type`.
    static func swiftGenLookup(in type: String) -> String {
        """
        extension \(type) {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """
    }

    @Test func aTextOnlyAnUnusedAccessorLooksUpIsAWarning() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n\"settings.footer\" = \"Shown › here\";\n",
            "App/fr.lproj/Localizable.strings": "\"settings.title\" = \"\";\n\"settings.footer\" = \"\";\n",
            "App/Generated/Strings.swift": """
                internal enum L10n {
                  internal enum Settings {
                    internal static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")
                    internal static let footer = L10n.tr("Localizable", "settings.footer", fallback: "Shown › here")
                  }
                }
                \(Self.swiftGenLookup(in: "L10n"))

                """,
            "App/Sources/SettingsView.swift": "let header = L10n.Settings.title\n",
        ])
        defer { fixture.remove() }
        let empty = try fixture.lint().diagnostics.filter { $0.rule == .emptyValue }
        #expect(empty.map(\.severity) == [.error, .warning])
        #expect(empty.last?.message.contains("Settings.footer, the accessor that looks it up, is used nowhere") == true)
        // An escape shown as letters, in the used text and in the never-shown one.
        try "\"settings.title\" = \"R\\u00E9glages\";\n\"settings.footer\" = \"Montr\\u00E9 ici\";\n".write(
            toFile: fixture.path("App/fr.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let escapes = try fixture.lint().diagnostics.filter { $0.rule == .suspiciousEscape }
        #expect(escapes.map(\.severity) == [.error, .warning])
        #expect(escapes.map { $0.location?.line } == [1, 2])
        // Warnings about a never-shown text (left in English) are about no one's text: none.
        try "\"settings.title\" = \"Your settings\";\n\"settings.footer\" = \"Shown right here\";\n".write(
            toFile: fixture.path("App/en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"settings.title\" = \"Your settings\";\n\"settings.footer\" = \"Shown right here\";\n".write(
            toFile: fixture.path("App/fr.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let untranslated = try fixture.lint().diagnostics.filter { $0.rule == .untranslated }
        #expect(untranslated.map(\.message) == ["the fr text of \"settings.title\" is the en text unchanged"])
    }

    /// An accessor named by a keyword is declared in backticks and named without them (Calendr's SwiftGen
    /// `` static let `continue` ``, used as `Strings.Editor.Confirm.continue`): it is used.
    @Test func anAccessorNamedByAKeywordIsUsed() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"editor.confirm.continue\" = \"Continue editing\";\n",
            "App/de.lproj/Localizable.strings": "\"editor.confirm.continue\" = \"Continue editing\";\n",
            "App/Generated/Strings.swift": """
                internal enum Strings {
                  internal enum Editor {
                    internal enum Confirm {
                      internal static let `continue` = Strings.tr("Localizable", "editor.confirm.continue", fallback: "Continue editing")
                    }
                  }
                }
                \(Self.swiftGenLookup(in: "Strings"))

                """,
            "App/Sources/Editor.swift": "let button = Button(Strings.Editor.Confirm.continue) {}\n",
        ])
        defer { fixture.remove() }
        let untranslated = try fixture.lint().diagnostics.filter { $0.rule == .untranslated }
        #expect(untranslated.map(\.message) == ["the de text of \"editor.confirm.continue\" is the en text unchanged"])
    }

    /// A translation that reads a value once where the base reads it twice is right when every call of the
    /// accessor passes the same value twice (2fas' `T.Tokens.signInNotPossibleTitle(serviceName, serviceName)`);
    /// one call passing two values makes it an error.
    @Test(arguments: [("serviceName, serviceName", false), ("service.name, service.name", false),
        ("serviceName, issuer", true), ("name(), name()", true)])
    func anArgumentPassedTwiceMayBeReadOnce(arguments: String, isError: Bool) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"sign_in\" = \"You cannot sign in to your %@ account while %@ asks for this code.\";\n",
            "App/pt-BR.lproj/Localizable.strings": "\"sign_in\" = \"Você não consegue entrar na sua conta %@ sem este código.\";\n",
            "App/Generated/Strings.swift": """
                internal enum T {
                  internal enum Tokens {
                    internal static func signIn(_ p1: Any, _ p2: Any) -> String {
                      return T.tr("Localizable", "sign_in", String(describing: p1), String(describing: p2), fallback: "You cannot sign in")
                    }
                  }
                }
                \(Self.swiftGenLookup(in: "T"))

                """,
            "App/Sources/Trash.swift": "let title = T.Tokens.signIn(\(arguments))\nlet again = T.Tokens.signIn(serviceName, serviceName)\n",
        ])
        defer { fixture.remove() }
        let mismatches = try fixture.lint().diagnostics.filter { $0.rule == .formatSpecifierMismatch }
        #expect(mismatches.map(\.severity) == (isError ? [.error] : []))
    }

    /// An argument list read from source bytes: split at its own commas only.
    @Test func argumentListsSplitAtTheirOwnCommas() {
        func arguments(_ source: String) -> [String]? {
            let bytes = Array(source.utf8)
            return ArgumentText.arguments(in: bytes, at: bytes.firstIndex(of: UInt8(ascii: "(")) ?? bytes.count)
        }
        #expect(arguments("f(a, b.c)") == ["a", "b.c"])
        #expect(arguments("f(g(a, b), [1, 2], \"x, \\(y, z)\")") == ["g(a, b)", "[1, 2]", "\"x, \\(y, z)\""])
        #expect(arguments("f()") == [])
        #expect(arguments("f") == nil)
        #expect(arguments("f(a,\n  b") == nil)
        #expect(ArgumentText.isStable("self.account.name") && !ArgumentText.isStable("name()") && !ArgumentText.isStable("a + b"))
    }

    /// Keys written as Objective-C's adjacent literals (Tunnelblick's HTML help, one `@"..."` a line) and as Swift's
    /// multi-line literals (Monal's onboarding texts) are named whole, as the compiler joins them.
    @Test func adjacentAndMultilineLiteralsNameTheirWholeKey() {
        let objectiveC = """
            info = NSLocalizedString(@"<p><strong>When checked</strong>, DNS is set after"
                                     @" the routes.</p>\\n"
                                     @"<p>Otherwise before.</p>", @"HTML info");

            """
        let swift = #"""
            let body = NSLocalizedString("""
                Quicksy syncs your contacts.

                It shares "hashes", \
                never numbers.
                """, comment: "")

            """#
        let code = SourceCodeKeys(contents: [(path: "Settings.m", text: objectiveC), (path: "Cards.swift", text: swift)])
        #expect(code.names("<p><strong>When checked</strong>, DNS is set after the routes.</p>\n<p>Otherwise before.</p>") == true)
        #expect(code.names("<p><strong>When checked</strong>, DNS is set after") == true)
        #expect(code.names("Quicksy syncs your contacts.\n\nIt shares \"hashes\", never numbers.") == true)
        #expect(code.names("Quicksy syncs your contacts.") == false)
    }

    /// A literal's Unicode escapes name the characters they write (Sequel-Ace's `version\u00A0%1$ld`, a no-break
    /// space the table holds as itself): C's four and eight hex digits, Swift's braces.
    @Test func unicodeEscapesNameTheirCharacters() {
        let objectiveC = #"s = NSLocalizedString(@"stored with version\u00A0%1$ld", @"note"); t = @"smile \U0001F600";"#
        let swift = #"let a = NSLocalizedString("Tap\u{A0}here", comment: ""); let b = "brace \u{7D}}""#
        let code = SourceCodeKeys(contents: [(path: "Export.m", text: objectiveC), (path: "Tap.swift", text: swift)])
        #expect(code.names("stored with version\u{A0}%1$ld") == true)
        #expect(code.names("smile \u{1F600}") == true)
        #expect(code.names("Tap\u{A0}here") == true)
        #expect(code.names("brace }}") == true)
        #expect(code.names("stored with version\\u00A0%1$ld") == false)
    }

    /// A literal's one-letter escapes name the characters they write (OverSight's `@"...\r\n..."` keys, whose
    /// catalog holds a carriage return and a line feed).
    @Test func oneLetterEscapesNameTheirCharacters() {
        let objectiveC = #"s = NSLocalizedString(@"Line one\r\nLine two\t(tab)", @"note");"#
        let code = SourceCodeKeys(contents: [(path: "Alert.m", text: objectiveC)])
        #expect(code.names("Line one\r\nLine two\t(tab)") == true)
        #expect(code.names("Line oner\nLine two\t(tab)") == false)
    }

    /// A markup, link or empty-text error on a key no string of the code names is a warning: unused, or built at
    /// run time, no one sees it. A format error stays an error: a key built at run time still prints junk. A phrase
    /// key is never built so (OnionBrowser's `%d cookie(s)`, in no code): its format error is a warning too.
    @Test func anErrorOnAKeyTheCodeNeverNamesIsAWarningUnlessItIsAFormatDefect() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": """
                "used" = "See <a href=\\"https://example.com\\">the guide</a>.";
                "stale" = "Read <a href=\\"https://example.com\\">the guide</a>.";
                "stale.count" = "%@ files";
                "%d cookie(s)" = "%d cookies";
                "%@% (%@ minimum)" = "%@% (%@ minimum)";
                "fee.minimum" = "%@% (%@ minimum)";
                "Cloud Backup" = "Cloud Backup";
                "backup.title" = "Cloud Backup";

                """,
            "App/fr.lproj/Localizable.strings": """
                "used" = "Voir le guide.";
                "stale" = "Lire le guide.";
                "stale.count" = "%d fichiers";
                "%d cookie(s)" = "%@ cookies";
                "Cloud Backup" = "Cloud Backup";
                "backup.title" = "Cloud Backup";

                """,
            "App/Sources/View.swift": "let text = NSLocalizedString(\"used\", comment: \"\")\n",
        ])
        defer { fixture.remove() }
        let findings = try fixture.lint().diagnostics.filter {
            $0.rule != .missingKey && $0.rule != .obsoleteKey && $0.rule != .countWithoutPlural
        }
        let byKey = { (key: String) in findings.filter { $0.message.contains("\"\(key)\"") }.map(\.severity) }
        #expect(byKey("used").contains(.error))
        #expect(byKey("stale") == [.warning])
        #expect(findings.first { $0.message.contains("\"stale\"") }?.message.contains("no string of the app's code names this key") == true)
        #expect(byKey("stale.count") == [.error])
        #expect(byKey("%d cookie(s)") == [.warning])
        #expect(findings.first { $0.message.contains("cookie") }?.message.contains("a phrase no code builds at run time") == true)
        // So is a defective base text (Phoenix's unused `%@% (%@ minimum)`); an identifier key's stays an error.
        // A warning on a phrase no code names is about a text no one is shown: none. An identifier may be built at
        // run time: its warning stays.
        #expect(findings.filter { $0.message.contains("\"Cloud Backup\"") }.isEmpty)
        #expect(findings.filter { $0.message.contains("\"backup.title\"") }.map(\.rule) == [.untranslated])
        let defects = findings.filter { $0.rule == .baseFormatDefect }
        #expect(defects.filter { $0.message.contains("\"%@% (%@ minimum)\"") }.map(\.severity) == [.warning])
        #expect(defects.filter { $0.message.contains("\"fee.minimum\"") }.map(\.severity) == [.error])
    }
}

/// Markdown's marks matter only where the app renders Markdown.
@Suite struct LintMarkdownRenderingTests {
    /// An Objective-C app's label shows `**WARNING**` as written in English and in French alike: a space inside the
    /// French marks changes nothing the person sees. In an app whose code names SwiftUI, `Text` renders the English
    /// bold and shows the French marks as characters.
    @Test(arguments: [("Alert.m", "- (void)warn { label.text = NSLocalizedString(@\"warning\", nil); }\n", false),
                      ("Alert.swift", "import SwiftUI\nlet t = Text(\"warning\")\n", true)])
    func aBoldMarkIsCheckedWhereMarkdownIsRendered(file: String, code: String, reported: Bool) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"warning\" = \"**WARNING** You will never recover it\";\n",
            "App/fr.lproj/Localizable.strings": "\"warning\" = \"** AVERTISSEMENT ** Vous ne pourrez jamais le récupérer\";\n",
            "App/" + file: code,
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().hits("markup-mismatch", in: fixture)
        #expect(found == (reported ? [LintHit("markup-mismatch", "App/fr.lproj/Localizable.strings", "1:13")] : []))
    }
}

/// A count written before a plural noun with no plural variants reads "1 messages", unless the code shows another
/// text for one.
@Suite struct LintCountBranchTests {
    /// mail-notifr's tooltip: `messagesCount == 1 ? NSLocalizedString("Unread Message") : NSLocalizedString("Unread
    /// Messages")`; without the comparison, one unread message reads "1 unread messages".
    @Test(arguments: [
        ("let format = count == 1 ? NSLocalizedString(\"Unread Message\", comment: \"\") : NSLocalizedString(\"Unread Messages\", comment: \"\")", false),
        ("let format = count == 10 ? \"Ten\" : NSLocalizedString(\"Unread Messages\", comment: \"\")", true),
        ("let format = NSLocalizedString(\"Unread Messages\", comment: \"\")", true),
    ])
    func aCountTheCodeBranchesOnBeforeTheTextIsNoFinding(code: String, reported: Bool) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings":
                "\"Unread Message\" = \"%d unread message\";\n\"Unread Messages\" = \"%d unread messages\";\n",
            "App/de.lproj/Localizable.strings":
                "\"Unread Message\" = \"%d ungelesene Nachricht\";\n\"Unread Messages\" = \"%d ungelesene Nachrichten\";\n",
            "App/Status.swift": code + "\nlet tip = String(format: format, count)\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .countWithoutPlural }
        #expect(found.count == (reported ? 1 : 0))
    }

    /// A table in no localization folder whose name no string of the code holds (minibatterylogger's `Migration
    /// Agent-InfoPlist.strings`, copied as a plain resource) is never loaded: its defects are warnings. Named by a
    /// lookup, or read with no code beside it, its defects stay errors.
    @Test(arguments: [
        (Optional("App/Agent.m"), "label.stringValue = NSLocalizedString(@\"title\", nil);\n", DiagnosticSeverity.warning),
        ("App/Agent.m", "label.stringValue = NSLocalizedStringFromTable(@\"title\", @\"Agent-InfoTable\", nil);\n", .error),
        (nil, "", .error),
    ])
    func aTableNoLookupReachesOutsideTheFoldersIsNeverLoaded(file: String?, code: String, severity: DiagnosticSeverity) throws {
        var files: [String: String] = [
            "App/en.lproj/Localizable.strings": "\"title\" = \"Battery\";\n",
            "App/Agent/Agent-InfoTable.strings": "\"title\" = \"Battery\"\n\"other\" = \"Other\";\n",
        ]
        if let file { files[file] = code }
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.file?.hasSuffix("Agent-InfoTable.strings") == true }
        #expect(found.map(\.rule) == [.syntax])
        #expect(found.map(\.severity) == [severity])
    }

    /// A String Catalog that keeps a text under two keys, its value written as an object and as an integer
    /// (Meshtastic's "Retrying (attempt %@)" and "Retrying (attempt %lld)"): SwiftUI names one by the value's type,
    /// so a translation of the first that reads an integer was written for the second, a warning; with no such
    /// twin it is an error.
    @Test(arguments: [true, false])
    func aTranslationThatReadsItsTwinKeysArgumentsIsAWarning(twin: Bool) throws {
        var units: [(key: String, en: String, fr: (state: String, value: String)?)] = [
            ("Retrying (attempt %@)", "Retrying (attempt %@)", ("translated", "Nouvel essai (%d)"))
        ]
        if twin { units.append(("Retrying (attempt %lld)", "Retrying (attempt %lld)", ("translated", "Nouvel essai (%lld)"))) }
        let fixture = try LintFixture(["App/Localizable.xcstrings": catalogText(units)])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .formatSpecifierMismatch }
        #expect(found.map(\.severity) == [twin ? .warning : .error])
        #expect(found.first?.message.contains("\"Retrying (attempt %lld)\"") == twin)
    }
}
