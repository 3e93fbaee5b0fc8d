import Foundation
import Logging
import Testing

@testable import PermitLocalization

/// The localizer renders a string that is one text holding a `%` from its parse made on the string's first render
/// and kept beside it in the table: every render, the first and the later ones, must give what the string gives
/// when its text is parsed at render time, and a rescanned catalog must be rendered from its new texts.
@Suite struct LocalizerPreparedStringTests {
    /// The warnings of translations that do not fit their arguments are expected here; they are not shown.
    static let quiet: Logger = {
        var logger = Logger(label: "permit-test")
        logger.logLevel = .critical
        return logger
    }()

    static let keys = ["greeting", "owed", "share", "padded", "count", "plain", "files", "summary", "broken"]

    /// The same keys in several languages, with specifiers of several kinds, a plain text, a plural (variants), a
    /// `.stringsdict` text referencing a substitution, and a malformed specifier.
    static let bundle: TemporaryBundle = try! TemporaryBundle([
        "en.lproj/App.strings": strings([
            "greeting": "Hello, %@!", "owed": "%1$@ owes %2$.2f", "share": "%d%% of %@", "padded": "[%5d|%-6@]",
            "count": "%ld items", "plain": "Nothing to format", "broken": "%q and %@",
        ]),
        "en.lproj/App.stringsdict": stringsdict(
            format: "%#@files@ in %@", ("one", "%ld file"), ("other", "%ld files"), pluralKey: "files"),
        "fr.lproj/App.strings": strings([
            "greeting": "Bonjour, %@ !", "owed": "%1$@ doit %2$.2f", "share": "%d %% de %@", "padded": "[%5d|%-6@]",
            "count": "%ld éléments", "plain": "Rien à formater", "broken": "%q et %@",
        ]),
        "fr.lproj/App.stringsdict": stringsdict(
            format: "%#@files@ dans %@", ("one", "%ld fichier"), ("other", "%ld fichiers"), pluralKey: "files"),
        "ar.lproj/App.strings": strings([
            "greeting": "مرحبًا، %@!", "owed": "%2$.2f على %1$@", "count": "%ld عناصر", "share": "%d%% من %@",
        ]),
        "ru.lproj/App.strings": strings(["greeting": "Привет, %@!", "count": "%ld элементов", "owed": "%1$@ должен %2$.2f"]),
        "ja.lproj/App.strings": strings(["greeting": "こんにちは、%@さん", "count": "%ld 件", "padded": "[%5d|%-6@]"]),
    ])

    static func strings(_ entries: [String: String]) -> String {
        entries.map { "\"\($0.key)\" = \"\($0.value)\";" }.joined(separator: "\n")
    }

    /// A `.stringsdict` with a plural `files` and a text `summary` that references it.
    static func stringsdict(format: String, _ one: (String, String), _ other: (String, String), pluralKey: String)
        -> String
    {
        let variable = """
            <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>\(one.0)</key><string>\(one.1)</string><key>\(other.0)</key><string>\(other.1)</string></dict>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>summary</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>\(pluralKey)</key>\(variable)</dict>
            <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key>\(variable)</dict>
            </dict></plist>
            """
    }

    static let argumentLists: [[FormatArgument]] = [
        [.object("Ana"), .double(1234.5)], [.int(1), .object("Documents")], [.int(12_345), .object("Ana")],
        [.int(7)], [],
    ]

    @Test(arguments: ["en", "fr", "ar", "ru", "ja", "fr-CA"])
    func everyRenderGivesWhatTheStringGivesParsedAtRenderTime(language: String) throws {
        // A localizer of its own, so that the first render of each key in this test is the one that prepares it.
        let localizer = Localizer(
            catalogs: [try LocalizationCatalog(root: Self.bundle.path)], table: "App", logger: Self.quiet)
        for key in Self.keys {
            for arguments in Self.argumentLists {
                let renders = (0..<3).map { _ in localizer.text(key, preferences: [language], arguments: arguments) }
                #expect(renders.allSatisfy { $0 == renders[0] }, "\(key) with \(arguments) in \(language)")
                let (string, localization) = try #require(localizer.lookUp(key, preferences: [language]))
                #expect(renders[0].localization == localization)
                let context = try FormatContext.localized(
                    for: localization, isolatesArguments: Localizer.isRightToLeft(localization))
                let expected = string.formatted(arguments: arguments, context: context)
                // A translation whose specifiers do not fit falls back to the development language's text.
                if expected.source == .template || localization == "en" {
                    #expect(renders[0].text == expected.text, "\(key) with \(arguments) in \(language)")
                    #expect(renders[0].diagnostics == expected.diagnostics)
                }
            }
        }
    }

    @Test func aStringCatalogsStringsArePreparedToo() throws {
        let app = try TemporaryBundle([
            "App.xcstrings": #"""
            {"sourceLanguage":"en","version":"1.0","strings":{
              "greeting":{"localizations":{
                "en":{"stringUnit":{"state":"translated","value":"Hello, %@!"}},
                "de":{"stringUnit":{"state":"translated","value":"Hallo, %@! (%lld)"}}}}}}
            """#
        ])
        let localizer = Localizer(catalogs: [try LocalizationCatalog(root: app.path)], table: "App")
        for _ in 0..<2 {
            #expect(localizer.text("greeting", preferences: ["de"], arguments: [.object("Ana"), .int(3)]).text == "Hallo, Ana! (3)")
            #expect(localizer.text("greeting", preferences: ["en"], arguments: [.object("Ana")]).text == "Hello, Ana!")
        }
    }

    /// A string already prepared, then changed on disk: a rescan through the catalog alone, then through the
    /// localizer, each renders the new text, with the same list of preferences as before (the localizer
    /// remembers the list it resolved last).
    @Test func aRescannedCatalogRendersItsNewTexts() throws {
        let app = try TemporaryBundle([
            "en.lproj/App.strings": "\"greeting\" = \"Hello, %@!\";",
            "fr.lproj/App.strings": "\"greeting\" = \"Bonjour, %@ !\";",
        ])
        let catalog = try LocalizationCatalog(root: app.path)
        let localizer = Localizer(catalogs: [catalog], table: "App")
        let preferences = ["fr"]
        for _ in 0..<2 {
            #expect(localizer.text("greeting", preferences: preferences, arguments: [.object("Ana")]).text == "Bonjour, Ana !")
        }
        let french = URL(fileURLWithPath: app.path + "/fr.lproj/App.strings")
        try Data("\"greeting\" = \"%2$ld × salut, %1$@\";".utf8).write(to: french)
        #expect(localizer.text("greeting", preferences: preferences, arguments: [.object("Ana"), .int(3)]).text == "Bonjour, Ana !")
        catalog.reload()
        for _ in 0..<2 {
            #expect(localizer.text("greeting", preferences: preferences, arguments: [.object("Ana"), .int(3)]).text == "3 × salut, Ana")
        }
        try Data("\"greeting\" = \"Coucou %@\";".utf8).write(to: french)
        localizer.reload()
        for _ in 0..<2 {
            #expect(localizer.text("greeting", preferences: preferences, arguments: [.object("Ana")]).text == "Coucou Ana")
        }
    }
}
