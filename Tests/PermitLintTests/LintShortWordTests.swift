import Testing

@testable import PermitLint
@testable import PermitLocalization

/// Short words of an English base left as they are in a translation whose language is not written in Latin letters,
/// where most of the app's other languages write their own word (round 53's mirrorios, whose Japanese, Korean and
/// Russian onboarding shows "Skip").
@Suite struct LintShortWordTests {
    /// The untranslated findings of an app whose English base has `base`, `kept` holding it unchanged in each of
    /// `keeping`, and German, French and Spanish translating it.
    func untranslated(_ base: String, keeping: [String]) throws -> [Diagnostic] {
        var files = [
            "App/en.lproj/Localizable.strings": "\"action\" = \"\(base)\";\n\"title\" = \"Welcome to the garden\";\n",
            "App/de.lproj/Localizable.strings": "\"action\" = \"Aktion\";\n\"title\" = \"Willkommen im Garten\";\n",
            "App/fr.lproj/Localizable.strings": "\"action\" = \"Action\";\n\"title\" = \"Bienvenue au jardin\";\n",
            "App/es.lproj/Localizable.strings": "\"action\" = \"Acción\";\n\"title\" = \"Bienvenido al jardín\";\n",
        ]
        for localization in keeping {
            files["App/\(localization).lproj/Localizable.strings"] =
                "\"action\" = \"\(base)\";\n\"title\" = \"Garden \(localization)\";\n"
        }
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        return try fixture.lint().diagnostics.filter { $0.rule == .untranslated }
    }

    @Test(arguments: ["ja", "ko", "ru", "uk", "el", "he", "ar", "th", "zh-Hans"])
    func aShortWordKeptInALanguageOfAnotherScriptIsReported(_ localization: String) throws {
        for word in ["Skip", "yes", "Searching...", "Go", "Email:"] {
            let found = try untranslated(word, keeping: [localization])
            #expect(found.count == 1, "\(word)")
            #expect(found.first?.file?.hasSuffix("App/\(localization).lproj/Localizable.strings") == true, "\(word)")
            let message = try #require(found.first?.message)
            #expect(message.contains("the \(localization) text of \"action\" is the en word unchanged"))
            #expect(message.contains("3 of the 4 other languages that have it translate it"))
        }
    }

    /// A language written in Latin letters may share the word (German "Pause", Polish "Start"), which only a
    /// dictionary would tell.
    @Test(arguments: ["it", "pl", "vi", "tr", "nl"])
    func aShortWordKeptInALanguageOfLatinLettersIsNotReported(_ localization: String) throws {
        #expect(try untranslated("Skip", keeping: [localization]).isEmpty)
    }

    /// Names write a capital within a word; one letter, digits and signs are no word; every language writes "OK".
    @Test(arguments: ["iCloud", "GitHub", "Wi-Fi", "OK", "Ok", "A", "v2", "@name", "example.com", " - fast"])
    func aNameOrAnythingButAWordIsNotReported(_ text: String) throws {
        #expect(try untranslated(text, keeping: ["ja"]).isEmpty)
    }

    /// The untranslated findings of an app whose English, German, French and Spanish tables hold `texts` (by key:
    /// English, German, French, Spanish).
    func untranslated(_ texts: [String: [String]]) throws -> [Diagnostic] {
        var files: [String: String] = [:]
        for (column, localization) in ["en", "de", "fr", "es"].enumerated() {
            files["App/\(localization).lproj/Localizable.strings"] =
                texts.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value[column])\";\n" }.joined()
        }
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        return try fixture.lint().diagnostics.filter { $0.rule == .untranslated }
    }

    /// German keeps the column title "Principal", while its own texts of the word write another ("Darlehensbetrag"):
    /// the word is English, not German (round 54's Loan-Calculator).
    @Test func aWordTheTranslationsOwnTextsNeverWriteIsReported() throws {
        let found = try untranslated([
            "column.principal": ["Principal", "Principal", "Capital", "Capital"],
            "amount": ["Principal amount", "Darlehensbetrag", "Montant du capital", "Importe del capital"],
            "paid": ["Principal paid so far", "Bisher getilgter Betrag", "Capital remboursé", "Capital pagado"],
        ])
        #expect(found.count == 1)
        #expect(found.first?.file?.hasSuffix("App/de.lproj/Localizable.strings") == true)
        let message = try #require(found.first?.message)
        #expect(message.contains("the de text of \"column.principal\" is the en word unchanged (\"Principal\")"))
        #expect(message.contains("the de translations of 2 other texts never write"))
    }

    /// A word the translation's own texts write too is a word of its language (German "Video").
    @Test func aWordTheTranslationWritesElsewhereIsNotReported() throws {
        #expect(
            try untranslated([
                "column.video": ["Video", "Video", "Vidéo", "Vídeo"],
                "play": ["Play the video", "Abspielen", "Lire la vidéo", "Reproducir el vídeo"],
                "add": ["Add video", "Video hinzufügen", "Ajouter une vidéo", "Añadir vídeo"],
            ]).isEmpty)
    }

    /// A translation writes the word within its own words: inflected, compounded, after an elision, accented.
    @Test(arguments: [
        ("stop", "GPX stoppen"), ("name", "Gruppennamen eingeben"), ("image", "Modifier l’image"),
        ("video", "Añadir vídeo"), ("info", "Infos de la catégorie"),
    ])
    func aTranslationWritesTheWordWithinItsOwn(word: String, translation: String) {
        #expect(UntranslatedRule.writes(word, in: translation))
        #expect(!UntranslatedRule.writes("error", in: "Unbekannter Fehler"))
    }

    /// A word two or more other languages (a quarter of them at least) write within their own translations is one
    /// they share, too common to tell by: German keeps "Total", its texts write "Gesamt", French and Spanish write
    /// "total". One language's slip says nothing.
    @Test func aWordOtherLanguagesWriteIsNotReported() throws {
        #expect(
            try untranslated([
                "column.total": ["Total", "Total", "Somme", "Suma"],
                "amount": ["Total amount", "Gesamtbetrag", "Montant total", "Importe total"],
                "paid": ["Total paid", "Insgesamt bezahlt", "Total payé", "Total pagado"],
            ]).isEmpty)
        #expect(
            try untranslated([
                "column.principal": ["Principal", "Principal", "Capital", "Capital"],
                "amount": ["Principal amount", "Darlehensbetrag", "Montant principal", "Importe del capital"],
                "paid": ["Principal paid so far", "Bisher getilgter Betrag", "Capital remboursé", "Capital pagado"],
            ]).count == 1)
    }

    /// One other text that never writes the word is too little to tell.
    @Test func aWordOneOtherTextLacksIsNotReported() throws {
        #expect(
            try untranslated([
                "column.principal": ["Principal", "Principal", "Capital", "Capital"],
                "amount": ["Principal amount", "Darlehensbetrag", "Montant du capital", "Importe del capital"],
            ]).isEmpty)
    }

    /// A word fewer than half of the other languages translate is a name the app keeps ("Roku", kept in Japanese,
    /// Korean, German and French; Spanish alone writes its own).
    @Test func aWordMostLanguagesKeepIsNotReported() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"device\" = \"Roku\";\n",
            "App/ja.lproj/Localizable.strings": "\"device\" = \"Roku\";\n",
            "App/ko.lproj/Localizable.strings": "\"device\" = \"Roku\";\n",
            "App/de.lproj/Localizable.strings": "\"device\" = \"Roku\";\n",
            "App/fr.lproj/Localizable.strings": "\"device\" = \"Roku\";\n",
            "App/es.lproj/Localizable.strings": "\"device\" = \"Roku (televisor)\";\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().diagnostics.filter { $0.rule == .untranslated }.isEmpty)
    }

    /// A word most languages translate, while half of those written in its letters keep it: a name (Documents'
    /// "Box", the cloud service, kept in German, Spanish and French, translated as a box in Italian and Portuguese).
    @Test func aWordHalfTheLanguagesOfItsLettersKeepIsAName() throws {
        let texts = [
            "en": "Box", "ja": "Box", "ru": "Box", "de": "Box", "es": "Box", "fr": "Box", "it": "Casella",
            "pt": "Caixa", "cs": "Schránka", "zh-Hans": "箱子", "ar": "صندوق", "bg": "Кутия",
        ]
        var files: [String: String] = [:]
        for (localization, text) in texts {
            files["App/\(localization).lproj/Localizable.strings"] = "\"storage.box\" = \"\(text)\";\n"
        }
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        #expect(try fixture.lint().diagnostics.filter { $0.rule == .untranslated }.isEmpty)
    }

    /// A XIB copied into each localization's folder: its Russian copy keeps a button's "Reset", which the German
    /// and French copies translate; not the "Box" Interface Builder titles a new box with, which its layout hides.
    @Test func aShortWordAnInterfaceCopyKeepsIsReported() throws {
        func xib(_ title: String, _ second: String, box: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505">
                <objects>
                    <buttonCell type="push" title="\(title)" id="101"/>
                    <buttonCell type="push" title="\(second)" id="102"/>
                    <box title="\(box)" titlePosition="noTitle" id="103"/>
                </objects>
            </document>

            """
        }
        let fixture = try LintFixture([
            "App/English.lproj/Timer.xib": xib("Reset", "Start the timer", box: "Box"),
            "App/de.lproj/Timer.xib": xib("Zurücksetzen", "Den Timer starten", box: "Kasten"),
            "App/fr.lproj/Timer.xib": xib("Réinitialiser", "Démarrer le minuteur", box: "Boîte"),
            "App/ru.lproj/Timer.xib": xib("Reset", "Запустить таймер", box: "Box"),
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .untranslated }
        #expect(found.count == 1)
        #expect(found.first?.file?.hasSuffix("App/ru.lproj/Timer.xib") == true)
        #expect(found.first?.message.contains("\"101.title\" of Timer.xib is the English word unchanged") == true)
    }
}
