import Foundation
import PermitLocalization
import Testing

/// A bundle root written to disk for a test and removed after it.
final class TemporaryBundle: Sendable {
    let path: String

    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-" + UUID().uuidString).path
        for (relative, text) in files {
            let url = URL(fileURLWithPath: path + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// A `.stringsdict` with one plural entry `files` whose categories are given.
func pluralStringsdict(_ categories: [(String, String)]) -> String {
    let variants = categories.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>\(variants)</dict></dict></dict></plist>
        """
}

@Suite struct LocalizerTests {
    static let bundle: TemporaryBundle = try! TemporaryBundle([
        "en.lproj/App.strings": "\"greeting\" = \"Hello, %@!\";\n\"only.english\" = \"English only\";\n\"price\" = \"%.2f in total\";\n\"count\" = \"%ld items\";",
        "en.lproj/App.stringsdict": pluralStringsdict([("zero", "no files"), ("one", "%ld file"), ("other", "%ld files")]),
        "fr.lproj/App.strings": "\"greeting\" = \"Bonjour, %@ !\";\n\"price\" = \"%.2f au total\";\n\"count\" = \"%ld éléments\";",
        "ru.lproj/App.stringsdict": pluralStringsdict([
            ("one", "%ld файл"), ("few", "%ld файла"), ("many", "%ld файлов"), ("other", "%ld файла"),
        ]),
        "ru.lproj/App.strings": "\"greeting\" = \"Привет, %@!\";",
        "ar.lproj/App.strings": "\"greeting\" = \"مرحبًا، %@!\";\n\"count\" = \"%ld عناصر\";",
        "de.lproj/App.strings": "\"greeting\" = \"Hallo, %d!\";\n\"count\" = \"%ld Elemente\";",
    ])

    static let localizer = Localizer(catalogs: [try! LocalizationCatalog(root: bundle.path)], table: "App")

    @Test(arguments: [
        (["fr-CA"], "Bonjour, Ana !", "fr"), (["ru"], "Привет, Ana!", "ru"), (["ja", "en-GB"], "Hello, Ana!", "en"),
        (["ja"], "Hello, Ana!", "en"),
    ])
    func looksUpInTheNegotiatedLocalization(preferences: [String], expected: String, localization: String) {
        let text = Self.localizer.text("greeting", preferences: preferences, arguments: [.object("Ana")])
        #expect(text.text == expected)
        #expect(text.localization == localization)
    }

    @Test func aMissingKeyFallsBackKeyByKeyAndSaysWhoAnswered() {
        let text = Self.localizer.text("only.english", preferences: ["fr"])
        #expect(text.text == "English only")
        #expect(text.localization == "en")
    }

    @Test func aKeyNoLocalizationHasIsItsOwnText() {
        let text = Self.localizer.text("no.such.key", preferences: ["fr"])
        #expect(text.text == "no.such.key")
        #expect(text.localization == nil)
    }

    @Test(arguments: [
        ("fr", 1234.5, "1 234,50 au total"), ("en", 1234.5, "1,234.50 in total"),
    ])
    func numbersAreFormattedForTheLocalization(language: String, value: Double, expected: String) {
        let text = Self.localizer.text("price", preferences: [language], arguments: [.double(value)])
        // ICU writes French grouping with a narrow no-break space (U+202F).
        #expect(text.text.replacingOccurrences(of: "\u{202F}", with: " ") == expected)
    }

    @Test(arguments: [(0, "0 файлов"), (1, "1 файл"), (2, "2 файла"), (5, "5 файлов"), (11, "11 файлов"), (21, "21 файл"), (101, "101 файл")])
    func pluralsFollowTheLanguagesRules(count: Int64, expected: String) {
        #expect(Self.localizer.text("files", preferences: ["ru"], arguments: [.int(count)]).text == expected)
    }

    @Test func appleUsesZeroForZeroInEveryLanguageThatDefinesIt() {
        #expect(Self.localizer.text("files", preferences: ["en"], arguments: [.int(0)]).text == "no files")
        #expect(Self.localizer.text("files", preferences: ["en"], arguments: [.int(1)]).text == "1 file")
    }

    @Test func aTranslationThatDoesNotFitItsArgumentsFallsBackToTheDevelopmentLanguage() {
        // The German translation asks for an integer where the argument is text.
        let text = Self.localizer.text("greeting", preferences: ["de"], arguments: [.object("Ana")])
        #expect(text.text == "Hello, Ana!")
        #expect(text.localization == "de")
        #expect(text.diagnostics.map(\.rule.id) == ["format-mismatch"])
    }

    @Test func rightToLeftTextIsolatesItsArguments() {
        let arabic = Self.localizer.text("greeting", preferences: ["ar"], arguments: [.object("Ana")])
        #expect(arabic.text == "مرحبًا، \u{2068}Ana\u{2069}!")
        let english = Self.localizer.text("greeting", preferences: ["en"], arguments: [.object("Ana")])
        #expect(english.text == "Hello, Ana!")
    }

    @Test func arabicNumbersUseArabicDigits() {
        let text = Self.localizer.text("count", preferences: ["ar"], arguments: [.int(123)])
        #expect(text.text == "\u{2068}١٢٣\u{2069} عناصر")
    }

    @Test func layeredCatalogsLetTheFirstWin() throws {
        let app = try TemporaryBundle(["fr.lproj/App.strings": "\"greeting\" = \"Salut, %@ !\";"])
        let layered = Localizer(
            catalogs: [try LocalizationCatalog(root: app.path), try LocalizationCatalog(root: Self.bundle.path)], table: "App")
        #expect(layered.text("greeting", preferences: ["fr"], arguments: [.object("Ana")]).text == "Salut, Ana !")
        #expect(layered.text("price", preferences: ["fr"], arguments: [.double(2)]).text == "2,00 au total")
    }

    /// The localizer keeps each preference list's tables, but a catalog rescanned on its own (not through
    /// `Localizer.reload()`) is read afresh, new localizations included.
    @Test func aCatalogRescannedOnItsOwnIsReadAfresh() throws {
        let app = try TemporaryBundle(["fr.lproj/App.strings": "\"greeting\" = \"Salut\";"])
        let catalog = try LocalizationCatalog(root: app.path)
        let localizer = Localizer(catalogs: [catalog], table: "App")
        #expect(localizer.text("greeting", preferences: ["fr"]).text == "Salut")
        try Data("\"greeting\" = \"Bonjour\";".utf8).write(to: URL(fileURLWithPath: app.path + "/fr.lproj/App.strings"))
        #expect(localizer.text("greeting", preferences: ["fr"]).text == "Salut")
        catalog.reload()
        #expect(localizer.text("greeting", preferences: ["fr"]).text == "Bonjour")
        #expect(localizer.lookUp("greeting", preferences: ["fr"])?.localization == "fr")
    }

    /// The localizer remembers the list of preferences it resolved last; any other list, or an equal list in
    /// another array, must still be answered by its own localization.
    @Test func eachListOfPreferencesIsAnsweredByItsOwnLocalizationWhateverCameBefore() throws {
        let localizer = Localizer(catalogs: [try LocalizationCatalog(root: Self.bundle.path)], table: "App")
        var changed = ["fr"]
        changed[0] = "ru"
        let lists: [([String], String, String)] = [
            (["fr"], "fr", "Bonjour, Ana !"), (changed, "ru", "Привет, Ana!"), ([String("fr-CA")], "fr", "Bonjour, Ana !"),
            (["ja", "en-GB"], "en", "Hello, Ana!"), (["de", "en-GB"], "de", "Hello, Ana!"),
            ([["f", "r"].joined()], "fr", "Bonjour, Ana !"),
        ]
        for _ in 0..<3 {
            for (preferences, localization, text) in lists + lists.reversed() {
                let rendered = localizer.text("greeting", preferences: preferences, arguments: [.object("Ana")])
                #expect(rendered.localization == localization, "\(preferences)")
                #expect(rendered.text == text, "\(preferences)")
            }
        }
    }

    @Test func concurrentRendersDuringReloadsNeverFail() async throws {
        let localizer = Localizer(catalogs: [try LocalizationCatalog(root: Self.bundle.path)], table: "App")
        await withTaskGroup(of: String.self) { group in
            for task in 0..<64 {
                group.addTask {
                    if task % 16 == 0 { localizer.reload() }
                    return localizer.text("greeting", preferences: ["fr"], arguments: [.object("Ana")]).text
                }
            }
            for await text in group { #expect(text == "Bonjour, Ana !") }
        }
    }
}
