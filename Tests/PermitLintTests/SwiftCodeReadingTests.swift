import Testing

@testable import PermitLint

/// The Swift code read with swift-syntax: Apple's lookups and the app's helpers, what the code does with each text.
@Suite struct SwiftCodeReadingTests {
    private func read(_ files: [String: String]) -> SourceCodeKeys {
        SourceCodeKeys(contents: files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) })
    }

    @Test func applesLookupsWithTablesAndDefaults() {
        let code = read([
            "View.swift": """
                let a = NSLocalizedString("a.title", tableName: "Settings", comment: "")
                let b = String(localized: "b.title", defaultValue: "Bee")
                let c = Bundle.main.localizedString(forKey: "c.title", value: "Sea", table: nil)
                let d = LocalizedStringResource("d.title", defaultValue: "\\u{44}ee")
                // let e = NSLocalizedString("e.commented", comment: "")
                /* let f = NSLocalizedString("f.commented", comment: "") */
                let g = NSLocalizedString("menu." + name, comment: "")
                let h = NSLocalizedString("h.empty", value: "", comment: "")

                """
        ])
        #expect(Set(code.lookups.keys) == ["a.title", "h.empty"])
        #expect(code.keysWithDefaults == ["b.title", "c.title", "d.title"])
        #expect(code.defaultValues == ["b.title": "Bee", "c.title": "Sea", "d.title": "Dee"])
        #expect(code.helpers.isEmpty)
        // Code commented out names no key (Orbot's `//  : String(format: NSLocalizedString("Install %@", ...))`).
        #expect(code.names("e.commented") == false)
        #expect(code.names("a.title") == true)
    }

    /// SwiftGen's generated `tr` formats every text, arguments or not, and passes its fallback as the default.
    @Test func swiftGensHelperFormatsEveryText() throws {
        let code = read([
            "Strings.swift": """
                internal enum L10n {
                  internal static let save = L10n.tr("Localizable", "save.title", fallback: "Save 50% now")
                  internal static func files(_ p1: Int) -> String {
                    return L10n.tr("Localizable", "files.count", p1, fallback: "%d files")
                  }
                }
                extension L10n {
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                  }
                }

                """
        ])
        let helper = try #require(code.helpers.first)
        #expect(helper.name == "tr" && helper.key == .unlabeled(1) && helper.table == .unlabeled(0))
        #expect(helper.defaultValue == .label("fallback") && helper.formats)
        #expect(code.keysWithDefaults == ["save.title", "files.count"])
        #expect(code.uses["save.title"]?.formatted == true)
    }

    /// A `localized` property on `String`, a formatting method built on it, and a helper in a file that never says
    /// "localized" itself.
    @Test func helpersOnStringAndHelpersOfHelpers() {
        let code = read([
            "A+Localized.swift": """
                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                    func localized(_ args: CVarArg...) -> String { String(format: self.localized, arguments: args) }
                }
                func L(_ key: String) -> String { key.localized }

                """,
            "B.swift": """
                let title = "plain.title".localized
                let count = "count.title".localized(3)
                let other = L("other.title")

                """,
        ])
        #expect(Set(code.lookups.keys) == ["plain.title", "count.title", "other.title"])
        #expect(code.uses["plain.title"]?.formatted == false)
        #expect(code.uses["count.title"]?.formatted == true)
    }

    /// vChewing's helper: a property of `StringLiteralType` (`String`) that looks up its `description` (the string
    /// itself); a helper whose parameter is named `description` still passes that parameter.
    @Test func aStringsDescriptionIsTheString() {
        let code = read([
            "Strings.swift": """
                extension StringLiteralType {
                    public var i18n: String { NSLocalizedString(description, comment: "") }
                }
                func label(description: String) -> String { NSLocalizedString(description, comment: "") }

                """,
            "Installer.swift": """
                let remaining = "i18n:installer.STOPPING_TIMEOUT_REMAINING".i18n + ": \\(seconds)s"
                let other = label(description: "other.title")

                """,
        ])
        #expect(Set(code.lookups.keys) == ["i18n:installer.STOPPING_TIMEOUT_REMAINING", "other.title"])
    }

    /// A helper that replaces numbered placeholders itself (`%0`, `%1`), and placeholders replaced at the call.
    @Test func placeholdersTheCodeReplaces() {
        let code = read([
            "Helpers.swift": """
                public func localizedString(_ key: String, _ params: String...) -> String {
                    var string = NSLocalizedString(key, comment: "")
                    for (index, param) in params.enumerated() {
                        string = string.replacingOccurrences(of: "%\\(index)", with: param)
                    }
                    return string
                }
                let used = localizedString("used.of", "1 GB", "4 GB")
                let named = NSLocalizedString("hello.name", comment: "").replacingOccurrences(of: "{name}", with: user)
                let tidied = NSLocalizedString("tidy", comment: "").replacingOccurrences(of: "\\n", with: " ")

                """
        ])
        #expect(code.uses["used.of"]?.replaces == [.numbered(prefix: "%", suffix: "")])
        #expect(code.uses["hello.name"]?.replaces == [.token("{name}")])
        #expect(code.uses["tidy"]?.replaces == [])
        #expect(AppPlaceholder.numbered(prefix: "%", suffix: "").occurrences(in: "%0 of %1 (%d%%)") == ["%0", "%1"])
    }

    /// Text written beside a lookup: a value or a literal that does not end (or start) with whitespace glues.
    @Test(arguments: [
        ("name + NSLocalizedString(\"k\", comment: \"\")", true, false),
        ("name + \" \" + NSLocalizedString(\"k\", comment: \"\") + count", false, true),
        ("\"\\(count)\\(NSLocalizedString(\"k\", comment: \"\"))\"", true, false),
        ("\"\\(NSLocalizedString(\"k\", comment: \"\")) \\(count)\"", false, false),
        ("\"\\(NSLocalizedString(\"k\", comment: \"\"))\\n\\(count)\"", false, false),
        ("NSLocalizedString(\"k\", comment: \"\")", false, false),
        ("label.text = (NSLocalizedString(\"k\", comment: \"\")) + value", false, true),
    ])
    func wordsWrittenBesideALookup(expression: String, before: Bool, after: Bool) {
        let code = read(["View.swift": "let x = \(expression)\n"])
        #expect(code.uses["k"]?.wordBefore == before)
        #expect(code.uses["k"]?.wordAfter == after)
    }

    @Test func formattingAtTheCallAndUnderAConditionOnly() {
        let code = read([
            "View.swift": """
                let a = String(format: NSLocalizedString("a.count", comment: ""), 3)
                func tr(_ key: String, _ args: CVarArg...) -> String {
                    let text = NSLocalizedString(key, comment: "")
                    return args.isEmpty ? text : String(format: text, arguments: args)
                }
                let b = tr("b.plain")

                """
        ])
        #expect(code.uses["a.count"]?.formatted == true)
        #expect(code.uses["b.plain"]?.formatted == false)
        #expect(code.lookups["b.plain"] != nil)
    }

    /// A helper that passes a default of its own making (the development language's text, looked up first) shows
    /// it for every key; one whose default is the key itself shows the key.
    @Test func helpersWithADefaultOfTheirOwn() {
        let code = read([
            "LocalizationUtil.swift": """
                func localizedStringFormat(key: String, locale: Locale) -> String {
                    let bundle = bundleForLocale(locale: locale)
                    let fallback = bundleForLocale(locale: Locale(identifier: "en-US")).localizedString(forKey: key, value: nil, table: nil)
                    return bundle.localizedString(forKey: key, value: fallback, table: nil)
                }
                func keyOrText(_ key: String) -> String { Bundle.main.localizedString(forKey: key, value: key, table: nil) }
                let a = localizedStringFormat(key: "zap.title", locale: .current)
                let b = keyOrText("menu.open")

                """
        ])
        #expect(code.keysWithDefaults == ["zap.title"])
        #expect(Set(code.lookups.keys) == ["menu.open"])
    }

    /// A helper on `String` that passes `self` as the default shows the string it is called on for a key a table
    /// lacks (round 55's Evidens: `"My Network".localized(key: "tab.network")`); called on the key, it shows the key.
    @Test func aHelperOnStringWhoseDefaultIsTheStringItIsCalledOn() {
        let code = read([
            "String+Ext.swift": """
                extension String {
                    func localized(key: String) -> String {
                        NSLocalizedString(key, tableName: "Localizable", bundle: .main, value: self, comment: self)
                    }
                    var translated: String { NSLocalizedString(self, value: self, comment: "") }
                }
                let network = "My Network".localized(key: "tab.network")
                let cases = "tab.cases".translated

                """
        ])
        #expect(code.keysWithDefaults == ["tab.network"])
        #expect(code.lookups["tab.cases"] != nil)
    }

    /// Code the shipped app never runs names no key: previews, and `#if DEBUG` (but not its `#else`).
    @Test func previewsAndDebugOnlyCodeAreNotAskedFor() {
        let code = read([
            "View.swift": """
                @main struct RowApp: App {
                    var body: some Scene { WindowGroup { Row() } }
                }
                struct Row: View {
                    var body: some View { Text("row.title") }
                }
                #Preview {
                    Text("preview.macro")
                }
                #Preview("Named", traits: .sizeThatFitsLayout) { Row().navigationTitle("preview.named") }
                struct Row_Previews: PreviewProvider {
                    static var previews: some View { Text("preview.provider") }
                }
                struct Screen: SwiftUI.PreviewProvider {
                    static var previews: some View { Label("preview.qualified", systemImage: "star") }
                }
                func status() -> String {
                    #if DEBUG
                    return NSLocalizedString("debug.only", comment: "")
                    #elseif BETA
                    return NSLocalizedString("beta.build", comment: "")
                    #else
                    return NSLocalizedString("release.build", comment: "")
                    #endif
                }

                """
        ])
        #expect(Set(code.lookups.keys) == ["row.title", "beta.build", "release.build"])
        #expect(code.neverShownReason(of: "preview.macro") == "every lookup of it is in code the shipped app never runs (a SwiftUI preview)")
        #expect(code.neverShownReason(of: "debug.only") == "every lookup of it is in code the shipped app never runs (#if DEBUG)")
        #expect(code.neverShownReason(of: "row.title") == nil)
        #expect(code.neverShownReason(of: "release.build") == nil)
    }

    /// A SwiftUI view that only previews name, or only views like it (zermelo's lesson rows), is never shown: its
    /// lookups are no lookups; so is a view's member only `#if DEBUG` code names (zermelo's `devSection`). A view
    /// named by code that runs (an extension included, comments not) may be shown, and a member no code names is
    /// one SwiftUI may call.
    @Test func viewsOnlyPreviewsNameAreNeverShown() {
        let code = read([
            "App.swift": """
                @main struct Zermelo: App {
                    var body: some Scene { WindowGroup { Home() } }
                }

                """,
            "Views.swift": """
                //  Lesson.swift: the lesson views
                struct Home: View {
                    var body: some View {
                        List {
                            #if DEBUG
                            devSection
                            #endif
                        }
                    }
                    var devSection: some View { Text("home.developer") }
                    var footer: some View { Text("home.footer") }
                }
                struct Lesson: View {
                    var body: some View { VStack { Text("lesson.title"); LessonBadge() } }
                }
                struct LessonBadge: View {
                    var body: some View { Text("lesson.badge") }
                }
                struct Legacy: View {
                    var body: some View { Text("legacy.title") }
                }
                public struct KitBadge: View {
                    public var body: some View { Text("kit.badge") }
                }
                extension Legacy { static let kind = "legacy" }
                #Preview { Lesson() }
                #Preview { Legacy() }

                """,
        ])
        // A public view is a library's, which code outside the app may show.
        #expect(Set(code.lookups.keys) == ["home.footer", "legacy.title", "kit.badge"])
        #expect(code.neverShownReason(of: "home.developer") == "every lookup of it is in code the shipped app never runs (devSection, a view's member no code the app runs shows)")
        #expect(code.neverShownReason(of: "lesson.title") == "every lookup of it is in code the shipped app never runs (Lesson, a view no code the app runs shows)")
        #expect(code.neverShownReason(of: "lesson.badge") == "every lookup of it is in code the shipped app never runs (LessonBadge, a view no code the app runs shows)")
        #expect(code.neverShownReason(of: "legacy.title") == nil)
    }

    /// SwiftUI given a choice of two literals takes each as a key (Country-Tracking's
    /// `Text(isList ? "List" : "Widget Preview")`); a choice given to a `String` parameter is no lookup.
    @Test func aChoiceOfTwoLiteralsInTextLooksBothUp() {
        let code = read([
            "Entry.swift": """
                struct Entry: View {
                    var isList: Bool
                    var body: some View {
                        Text(isList ? "List" : "Widget Preview")
                        Text(verbatim: isList ? "verbatim.a" : "verbatim.b")
                    }
                }

                """
        ])
        #expect(Set(code.lookups.keys) == ["List", "Widget Preview"])
    }

    /// An implicit member call (`.string("seriesId")`, a JSON schema's enum case) names a static member of the
    /// type its context expects: one of the app's helpers only when the helper is declared on `String`.
    @Test func anImplicitMemberCallsOnlyAHelperDeclaredOnString() {
        let code = read([
            "Texts.swift": """
                enum AppText {
                    static func string(_ key: String, locale: Locale) -> String { NSLocalizedString(key, comment: "") }
                }
                extension String {
                    static func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
                }
                let schema: JSONValue = .array([.string("seriesId"), .string("seasonNumbers")])
                let greeting = AppText.string("greeting", locale: .current)
                let farewell: String = .tr("farewell")

                """
        ])
        #expect(Set(code.lookups.keys) == ["greeting", "farewell"])
    }

    /// A file that declares its own function of a helper's name calls that one: Nervio's widget reads its texts
    /// from a dictionary through `WidgetL10n.string(key, languageCode:)` and a `w(_:)` of its own, while the app's
    /// `L10n.string(_:languageCode:)` looks them up. Text the widget's file sends to a helper on `String` stays one.
    @Test func aFileCallsItsOwnFunctionOfAHelpersName() {
        let code = read([
            "App/Texts.swift": """
                enum L10n {
                    static func string(_ key: String, languageCode: String) -> String { NSLocalizedString(key, comment: "") }
                }
                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                }
                let title = L10n.string("app.title", languageCode: "en")

                """,
            "Widget/Widget.swift": """
                private func w(_ key: String) -> String { WidgetL10n.string(key, languageCode: "en") }
                private enum WidgetL10n {
                    static func string(_ key: String, languageCode: String) -> String { table[key] ?? key }
                    static let table = ["widget.title": "Today"]
                }
                let heading = w("widget.title")
                let footer = WidgetL10n.string("widget.footer", languageCode: "en")
                let done = "widget.done".localized

                """,
        ])
        #expect(Set(code.lookups.keys) == ["app.title", "widget.done"])
    }

    /// green_ios's `localized` property calls a method of the same extension without a receiver
    /// (`localized(lang)`): the text itself is the key, and `"key".localized` is a lookup.
    @Test func aMethodCalledWithoutAReceiverInAnExtensionOfString() {
        let code = read([
            "String.swift": """
                extension String {
                    func localized(_ lang: String) -> String {
                        let path = Bundle.main.path(forResource: lang, ofType: "lproj")
                        let bundle = Bundle(path: path!)
                        return NSLocalizedString(self, tableName: nil, bundle: bundle!, value: "", comment: "")
                    }

                    public var localized: String {
                        let lang = LangHelper.shared.cachedCLang.code
                        return localized(lang)
                    }
                }

                """,
            "View.swift": """
                let title = "id_get_started".localized

                """,
        ])
        #expect(code.lookups.keys.contains("id_get_started"))
        #expect(code.helpers.contains { $0.name == "localized" && $0.isProperty && $0.key == .base })
    }

    /// A literal passed where a `LocalizedStringKey` (or `LocalizedStringResource`) is declared is a key, which
    /// Xcode extracts and SwiftUI looks up where it shows the value: a view's stored property (taken by its
    /// memberwise initializer), an initializer's or a function's parameter. A `String` stored property the view
    /// makes a `LocalizedStringKey` of (UmbrellaFloodSafety's `Text(LocalizedStringKey(title))`) is one too; a
    /// `String` it shows as it is (`Text(title)`) is not.
    @Test func literalsPassedWhereALocalizedKeyIsDeclared() {
        let code = read([
            "Rows.swift": """
                struct KeyRow: View {
                    let title: LocalizedStringKey
                    var subtitle: LocalizedStringKey? = nil
                    let icon: String
                    var body: some View { Label(title, systemImage: icon) }
                }
                struct MadeKeyRow: View {
                    let title: String
                    let background: Color
                    var body: some View { Text(LocalizedStringKey(title)) }
                }
                struct VerbatimRow: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                struct Badge {
                    let text: LocalizedStringResource
                    init(_ text: LocalizedStringResource) { self.text = text }
                }
                func sectionHeader(_ title: LocalizedStringKey, count: Int) -> some View { Text(title) }

                """,
            "Screen.swift": """
                struct Screen: View {
                    var body: some View {
                        KeyRow(title: "Settings", subtitle: "Everything else", icon: "gear")
                        MadeKeyRow(title: "Leave Umbrella", background: .red)
                        VerbatimRow(title: "Verbatim")
                        sectionHeader("Recent", count: 3)
                    }
                    let badge = Badge("New")
                }

                """,
        ])
        #expect(Set(code.lookups.keys) == ["Settings", "Everything else", "Leave Umbrella", "Recent", "New"])
        #expect(code.uses["Settings"]?.shownAsWritten == true)
        #expect(code.uses["Leave Umbrella"]?.shownAsWritten == true)
        #expect(code.uses["New"]?.shownAsWritten == false)
    }

    /// Views declare helpers of the same name, one per file (ArrBarr's `row(_ symbol: String, _ key:
    /// LocalizedStringKey)` beside another view's `row(_ title: LocalizedStringKey, _ value: String)`): a call is
    /// read by the one its own file declares, so that an SF Symbol's name is no key.
    @Test func aHelperOfTheCallsOwnFileReadsIt() {
        let code = read([
            "Sync.swift": """
                struct Sync: View {
                    var body: some View { row("server.rack", "Server configurations") }
                    private func row(_ symbol: String, _ key: LocalizedStringKey) -> some View {
                        Label { Text(key) } icon: { Image(systemName: symbol) }
                    }
                }

                """,
            "About.swift": """
                struct About: View {
                    let version: String
                    var body: some View { row("Version", version) }
                    private func row(_ title: LocalizedStringKey, _ value: String) -> some View {
                        LabeledContent(title) { Text(value) }
                    }
                }

                """,
        ])
        #expect(Set(code.lookups.keys) == ["Server configurations", "Version"])
    }

    /// An initializer that looks a parameter up is a helper named by its type (`Row(key: "row.key")`); one that
    /// keeps the text as it is is not, and a struct that declares an initializer has no memberwise one.
    @Test func anInitializerThatLooksItsParameterUp() {
        let code = read([
            "Row.swift": """
                struct Row: View {
                    let title: String
                    init(key: String) { title = NSLocalizedString(key, comment: "") }
                    init(plain: String) { title = plain }
                    var body: some View { Text(title) }
                }
                let a = Row(key: "row.key")
                let b = Row(plain: "row.plain")

                """
        ])
        #expect(Set(code.lookups.keys) == ["row.key"])
        #expect(code.helpers.contains { $0.name == "Row" && $0.key == .label("key") })
    }
}
