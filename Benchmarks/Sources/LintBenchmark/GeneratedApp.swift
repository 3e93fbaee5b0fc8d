import BenchmarkSupport
import Foundation

/// A generated app the size of a large real one: 56 localizations of 2,500 keys each (Localizable.strings,
/// Settings.strings, InfoPlist.strings and a Localizable.stringsdict of plurals), every key with a translator's
/// comment, texts in each language's own script, and the defects real apps have, spread over the languages:
/// missing and obsolete keys, texts left untranslated (a few in every language, most of a table in three),
/// format specifiers that differ, whitespace drift, empty texts, duplicate keys, a `\u` escape, a stray `#` line
/// that silently truncates a table, a missing table, plurals lacking a category the language uses, and a base
/// text that is a defective format string. Everything is a function of the language and key numbers, so every
/// run writes the same bytes.
///
/// The app with many findings (`Shape.manyFindings`) has 100 localizations, and each translation lacks the last 606
/// keys of Localizable.strings, as an app does the day a feature's strings arrive: about 60,000 missing keys.
struct GeneratedApp {
    /// Which app to write.
    enum Shape {
        /// 56 localizations with the defects above.
        case everyday
        /// 100 localizations, each translation without the last `manyFindingsMissingKeys` keys of Localizable.
        case manyFindings

        /// The localizations, the base (`en`) first.
        var languages: [Language] {
            switch self {
            case .everyday: everydayLanguages
            case .manyFindings: everydayLanguages + moreLanguages
            }
        }

        /// How many of Localizable's last keys each translation lacks.
        var missingKeysAtTheEnd: Int {
            switch self {
            case .everyday: 0
            case .manyFindings: manyFindingsMissingKeys
            }
        }
    }

    /// Keys a translation of the many-findings app lacks at the end of its Localizable.strings.
    static let manyFindingsMissingKeys = 606

    /// The localizations of the everyday app, the base (`en`) first.
    static let everydayLanguages: [Language] = [
        Language("en", .latin(""), plural: ["one", "other"]),
        Language("ar", .script(0x0627...0x064A), plural: ["zero", "one", "two", "few", "many", "other"]),
        Language("bg", .script(0x0430...0x044F), plural: ["one", "other"]),
        Language("bn", .script(0x0985...0x09B9), plural: ["one", "other"]),
        Language("ca", .latin("àèéíïòóúüç"), plural: ["one", "many", "other"]),
        Language("cs", .latin("áčďéěíňóřšťúůýž"), plural: ["one", "few", "many", "other"]),
        Language("da", .latin("æøå"), plural: ["one", "other"]),
        Language("de", .latin("äöüß"), plural: ["one", "other"]),
        Language("el", .script(0x03B1...0x03C9), plural: ["one", "other"]),
        Language("en-AU", .english, plural: ["one", "other"]),
        Language("en-GB", .english, plural: ["one", "other"]),
        Language("es", .latin("áéíñóúü"), plural: ["one", "many", "other"]),
        Language("es-419", .latin("áéíñóúü"), plural: ["one", "many", "other"]),
        Language("et", .latin("äöõüšž"), plural: ["one", "other"]),
        Language("fa", .script(0x0627...0x064A), plural: ["one", "other"]),
        Language("fi", .latin("äö"), plural: ["one", "other"]),
        Language("fil", .latin("ñ"), plural: ["one", "other"]),
        Language("fr", .latin("àâçéèêëîïôûùüÿœ"), plural: ["one", "many", "other"]),
        Language("fr-CA", .latin("àâçéèêëîïôûùüÿœ"), plural: ["one", "many", "other"]),
        Language("gu", .script(0x0A85...0x0AB9), plural: ["one", "other"]),
        Language("he", .script(0x05D0...0x05EA), plural: ["one", "two", "other"]),
        Language("hi", .script(0x0905...0x0939), plural: ["one", "other"]),
        Language("hr", .latin("čćđšž"), plural: ["one", "few", "other"]),
        Language("hu", .latin("áéíóöőúüű"), plural: ["one", "other"]),
        Language("id", .latin(""), plural: ["other"]),
        Language("is", .latin("áðéíóúýþæö"), plural: ["one", "other"]),
        Language("it", .latin("àèéìòù"), plural: ["one", "many", "other"]),
        Language("ja", .cjk(0x3041...0x3093, 0x4E00...0x4FFF), plural: ["other"]),
        Language("kk", .script(0x0430...0x044F), plural: ["one", "other"]),
        Language("ko", .spacedScript(0xAC00...0xD7A3), plural: ["other"]),
        Language("lt", .latin("ąčęėįšųūž"), plural: ["one", "few", "many", "other"]),
        Language("lv", .latin("āčēģīķļņšūž"), plural: ["zero", "one", "other"]),
        Language("mr", .script(0x0905...0x0939), plural: ["one", "other"]),
        Language("ms", .latin(""), plural: ["other"]),
        Language("nb", .latin("æøå"), plural: ["one", "other"]),
        Language("nl", .latin("éëï"), plural: ["one", "other"]),
        Language("pl", .latin("ąćęłńóśźż"), plural: ["one", "few", "many", "other"]),
        Language("pt-BR", .latin("áâãàçéêíóôõú"), plural: ["one", "many", "other"]),
        Language("pt-PT", .latin("áâãàçéêíóôõú"), plural: ["one", "many", "other"]),
        Language("ro", .latin("ăâîșț"), plural: ["one", "few", "other"]),
        Language("ru", .script(0x0430...0x044F), plural: ["one", "few", "many", "other"]),
        Language("sk", .latin("áäčďéíĺľňóôŕšťúýž"), plural: ["one", "few", "many", "other"]),
        Language("sl", .latin("čšž"), plural: ["one", "two", "few", "other"]),
        Language("sr", .script(0x0430...0x0448), plural: ["one", "few", "other"]),
        Language("sv", .latin("åäö"), plural: ["one", "other"]),
        Language("sw", .latin(""), plural: ["one", "other"]),
        Language("ta", .script(0x0B85...0x0BB9), plural: ["one", "other"]),
        Language("te", .script(0x0C05...0x0C39), plural: ["one", "other"]),
        Language("th", .cjk(0x0E01...0x0E2E, 0x0E01...0x0E2E), plural: ["other"]),
        Language("tr", .latin("çğıöşü"), plural: ["one", "other"]),
        Language("uk", .script(0x0430...0x044F), plural: ["one", "few", "many", "other"]),
        Language("ur", .script(0x0627...0x064A), plural: ["one", "other"]),
        Language("vi", .latin("àáâãèéêìíòóôõùúýăđơư"), plural: ["other"]),
        Language("zh-HK", .cjk(0x4E00...0x62FF, 0x4E00...0x62FF), plural: ["other"]),
        Language("zh-Hans", .cjk(0x4E00...0x62FF, 0x4E00...0x62FF), plural: ["other"]),
        Language("zh-Hant", .cjk(0x4E00...0x62FF, 0x4E00...0x62FF), plural: ["other"]),
    ]

    /// The 44 localizations the many-findings app adds, with their CLDR plural categories.
    static let moreLanguages: [Language] = [
        Language("af", .latin("êëô"), plural: ["one", "other"]),
        Language("am", .script(0x1200...0x1248), plural: ["one", "other"]),
        Language("as", .script(0x0985...0x09B9), plural: ["one", "other"]),
        Language("az", .latin("çəğıöşü"), plural: ["one", "other"]),
        Language("be", .script(0x0430...0x044F), plural: ["one", "few", "many", "other"]),
        Language("bs", .latin("čćđšž"), plural: ["one", "few", "other"]),
        Language("cy", .latin("ŵŷâ"), plural: ["zero", "one", "two", "few", "many", "other"]),
        Language("de-AT", .latin("äöüß"), plural: ["one", "other"]),
        Language("de-CH", .latin("äöü"), plural: ["one", "other"]),
        Language("en-CA", .english, plural: ["one", "other"]),
        Language("en-IN", .english, plural: ["one", "other"]),
        Language("es-MX", .latin("áéíñóúü"), plural: ["one", "many", "other"]),
        Language("es-US", .latin("áéíñóúü"), plural: ["one", "many", "other"]),
        Language("eu", .latin("ñ"), plural: ["one", "other"]),
        Language("fr-CH", .latin("àâçéèêëîïôûùüÿœ"), plural: ["one", "many", "other"]),
        Language("ga", .latin("áéíóú"), plural: ["one", "two", "few", "many", "other"]),
        Language("gl", .latin("áéíñóú"), plural: ["one", "other"]),
        Language("ha", .latin("ɓɗƙ"), plural: ["one", "other"]),
        Language("hy", .script(0x0561...0x0586), plural: ["one", "other"]),
        Language("it-CH", .latin("àèéìòù"), plural: ["one", "many", "other"]),
        Language("ka", .script(0x10D0...0x10F0), plural: ["one", "other"]),
        Language("km", .cjk(0x1780...0x17B3, 0x1780...0x17B3), plural: ["other"]),
        Language("kn", .script(0x0C85...0x0CB9), plural: ["one", "other"]),
        Language("ky", .script(0x0430...0x044F), plural: ["one", "other"]),
        Language("lo", .cjk(0x0E81...0x0EAE, 0x0E81...0x0EAE), plural: ["other"]),
        Language("mk", .script(0x0430...0x0448), plural: ["one", "other"]),
        Language("ml", .script(0x0D05...0x0D39), plural: ["one", "other"]),
        Language("mn", .script(0x0430...0x044F), plural: ["one", "other"]),
        Language("my", .cjk(0x1000...0x102A, 0x1000...0x102A), plural: ["other"]),
        Language("ne", .script(0x0905...0x0939), plural: ["one", "other"]),
        Language("nl-BE", .latin("éëï"), plural: ["one", "other"]),
        Language("or", .script(0x0B05...0x0B39), plural: ["one", "other"]),
        Language("pa", .script(0x0A05...0x0A39), plural: ["one", "other"]),
        Language("ps", .script(0x0627...0x064A), plural: ["one", "other"]),
        Language("si", .script(0x0D85...0x0DC6), plural: ["one", "other"]),
        Language("so", .latin(""), plural: ["one", "other"]),
        Language("sq", .latin("ëç"), plural: ["one", "other"]),
        Language("sr-Latn", .latin("čćđšž"), plural: ["one", "few", "other"]),
        Language("tg", .script(0x0430...0x044F), plural: ["one", "other"]),
        Language("tk", .latin("çäňöşüýž"), plural: ["one", "other"]),
        Language("uz", .latin(""), plural: ["one", "other"]),
        Language("yo", .latin("ẹọṣ"), plural: ["other"]),
        Language("yue", .cjk(0x4E00...0x62FF, 0x4E00...0x62FF), plural: ["other"]),
        Language("zu", .latin(""), plural: ["one", "other"]),
    ]

    /// Keys per localization: Localizable.strings, Settings.strings, plurals, InfoPlist.strings.
    static let localizableKeys = 2_400
    static let settingsKeys = 80
    static let pluralKeys = 12
    static let infoPlistKeys = 8
    static var keysPerLanguage: Int { localizableKeys + settingsKeys + pluralKeys + infoPlistKeys }

    /// The localizations that translated only part of the app: most of their Localizable table is the base's text.
    static let partlyTranslated: Set<Int> = [7, 23, 41]
    /// The localization whose Localizable.strings has a stray `#` line near its end.
    static let truncated = 30
    /// The localization that lacks Settings.strings.
    static let withoutSettings = 50
    /// The localization that writes `\u` escapes.
    static let withUEscapes = 12

    /// How a language writes.
    enum Script {
        /// Latin letters, with these letters of its own among them.
        case latin(String)
        /// The base's English with a few words changed (en-GB, en-AU).
        case english
        /// Words of letters from a range of scalars, spaced.
        case script(ClosedRange<UInt32>)
        /// Like `script`, for a script of syllables (Hangul).
        case spacedScript(ClosedRange<UInt32>)
        /// No spaces between words: syllables from the first range mixed with characters from the second.
        case cjk(ClosedRange<UInt32>, ClosedRange<UInt32>)
    }

    struct Language {
        let tag: String
        let script: Script
        let plural: [String]

        init(_ tag: String, _ script: Script, plural: [String]) {
            self.tag = tag
            self.script = script
            self.plural = plural
        }
    }

    /// Writes the app's `.lproj` folders into `folder`; returns every file written.
    static func write(into folder: String, shape: Shape) throws -> [String] {
        var files: [String] = []
        for (index, language) in shape.languages.enumerated() {
            let lproj = folder + "/" + language.tag + ".lproj"
            try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
            var tables: [(String, String)] = [
                ("Localizable.strings", stringsTable(index, language, name: "Localizable", missingAtTheEnd: shape.missingKeysAtTheEnd)),
                ("InfoPlist.strings", infoPlist(index, language)),
                ("Localizable.stringsdict", plurals(index, language)),
            ]
            if index != withoutSettings { tables.append(("Settings.strings", stringsTable(index, language, name: "Settings", missingAtTheEnd: 0))) }
            for (name, text) in tables {
                let path = lproj + "/" + name
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                files.append(path)
            }
        }
        return files.sorted()
    }

    // MARK: - Tables

    private static func stringsTable(_ index: Int, _ language: Language, name: String, missingAtTheEnd: Int) -> String {
        let count = name == "Localizable" ? localizableKeys : settingsKeys
        let prefix = name == "Localizable" ? "" : "settings."
        var text = "/* \(name).strings (\(language.tag)), exported for translation. */\n\n"
        for number in 0..<count {
            let key = prefix + baseKey(number)
            let english = baseText(number, table: name)
            if index != 0 && name == "Localizable" && number == count - 3 && index == truncated {
                text += "# TODO: review the last strings with the product team\n"
            }
            let value: String
            if index == 0 {
                value = english
            } else {
                // Missing keys: a few in every language, and the last ones of the many-findings app.
                if (number &* 31 &+ index &* 17) % 499 == 0 || number >= count - missingAtTheEnd { continue }
                value = translation(english, number: number, index: index, language: language, table: name)
            }
            text += "/* \(comment(number)) */\n\"\(key)\" = \"\(escaped(value))\";\n\n"
            if index % 9 == 4 && number == 100 + index && name == "Localizable" {
                // Defined twice, the second with other text.
                text += "/* \(comment(number)) (again) */\n\"\(key)\" = \"\(escaped(value)) \(number)\";\n\n"
            }
        }
        if index != 0 {
            for extra in 0..<2 {
                text += "/* No longer used. */\n\"\(prefix)legacy.removed_\(index)_\(extra)\" = \"\(escaped(words(index * 100 + extra, 4, language)))\";\n\n"
            }
        }
        return text
    }

    private static func infoPlist(_ index: Int, _ language: Language) -> String {
        let services = ["Camera", "Microphone", "PhotoLibrary", "Contacts", "LocationWhenInUse", "Calendars", "Reminders", "SpeechRecognition"]
        var text = "/* InfoPlist.strings (\(language.tag)) */\n"
        for (number, service) in services.prefix(infoPlistKeys).enumerated() {
            let english = "The app uses the \(service.lowercased()) to attach it to your notes and share it with your team."
            let value = index == 0 ? english : translation(english, number: 10_000 + number, index: index, language: language, table: "InfoPlist")
            text += "\"NS\(service)UsageDescription\" = \"\(escaped(value))\";\n"
        }
        if index != 0 {
            // Info.plist holds the base's name; translations localize it (not obsolete).
            text += "\"CFBundleDisplayName\" = \"\(escaped(words(index, 2, language)))\";\n"
        }
        return text
    }

    private static func plurals(_ index: Int, _ language: Language) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        let nouns = ["file", "photo", "message", "contact", "minute", "day", "item", "song", "note", "reminder", "album", "device"]
        for number in 0..<pluralKeys {
            let noun = nouns[number % nouns.count]
            var categories = language.plural
            if index != 0 && categories.count > 2 && (number + index) % 7 == 0 {
                // A category the language uses is missing.
                categories.remove(at: categories.count - 2)
            }
            if language.tag == "ja" && number == 3 { categories.insert("one", at: 0) }
            text += """
                \t<key>plural.\(noun)s_\(number)</key>
                \t<dict>
                \t\t<key>NSStringLocalizedFormatKey</key>
                \t\t<string>%#@count@</string>
                \t\t<key>count</key>
                \t\t<dict>
                \t\t\t<key>NSStringFormatSpecTypeKey</key>
                \t\t\t<string>NSStringPluralRuleType</string>
                \t\t\t<key>NSStringFormatValueTypeKey</key>
                \t\t\t<string>ld</string>

                """
            for category in categories {
                let english = category == "one" ? "%ld \(noun) selected" : "%ld \(noun)s selected"
                let value = index == 0 ? english : translation(english, number: 20_000 + number, index: index, language: language, table: "plural")
                text += "\t\t\t<key>\(category)</key>\n\t\t\t<string>\(xmlEscaped(value))</string>\n"
            }
            text += "\t\t</dict>\n\t</dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }

    // MARK: - Texts

    private static let englishWords = """
        the a your this to of and for in on with from is are was be can will not now all new more settings account \
        photo photos file files message messages contact contacts camera microphone location access allow open \
        close save delete share send receive update download upload sync backup restore device devices network \
        connection error try again later please tap here continue cancel done edit add remove select choose show \
        hide view list item items folder library album music video call notification notifications privacy \
        security password sign in out create profile name email address phone number date time today yesterday \
        week month year storage space free full used available battery mode dark light theme language region help \
        support feedback report problem review rate thank you welcome back start getting started learn more about \
        terms service policy changes were could not be completed because the server is unreachable
        """.split(separator: " ").map(String.init)

    private static let specifiers = ["%@", "%ld", "%d", "%1$@", "%2$ld", "%.1f", "%lld", "%u"]

    private static func baseKey(_ number: Int) -> String {
        let screens = ["home", "settings", "profile", "camera", "library", "sharing", "onboarding", "sync", "errors", "help"]
        return "\(screens[number % screens.count]).section_\(number % 37).label_\(number)"
    }

    private static func comment(_ number: Int) -> String {
        let places = ["button title", "alert message", "label on the main screen", "navigation title", "placeholder", "footer note"]
        return "Class = \"UILabel\"; \(places[number % places.count]) shown in screen \(number % 50); ObjectID = \"k\(number)-a\(number % 7)\";"
    }

    /// The base's English text of a key.
    private static func baseText(_ number: Int, table: String) -> String {
        var random = SplitMix(seed: UInt64(number) &* 0x9E37 &+ UInt64(table.utf8.count))
        if number == 5 { return "Home Assistant Cloud" }
        if number == 6 { return "GitHub Sync" }
        if number == 7 && table == "Localizable" { return "Progress: %1$@ of %1$d done" }
        if number % 10 == 9 {
            return ["OK", "Cancel", "Done", "Settings", "Edit", "Share", "Delete", "Next", "Back", "Close"][number / 10 % 10]
        }
        let count = 3 + random.next(9)
        var words: [String] = (0..<count).map { _ in englishWords[random.next(englishWords.count)] }
        words[0] = words[0].prefix(1).uppercased() + words[0].dropFirst()
        switch number % 8 {
        case 1: words.insert("%@", at: 1 + random.next(count - 1))
        case 3: words.insert("%ld", at: 1 + random.next(count - 1))
        case 5:
            words.insert("%1$@", at: 1)
            words.append("%2$ld")
        default: break
        }
        var text = words.joined(separator: " ")
        if number % 40 == 11 { text += ".\nPlease try again." }
        if number % 53 == 12 { text = "\"" + text + "\"" }
        if number % 31 == 2 { text += " \u{2014} 100%% sure" }
        if number % 8 != 4 && number % 10 != 9 { text += "." }
        return text
    }

    /// A translation of `english`, with this language's defects.
    private static func translation(_ english: String, number: Int, index: Int, language: Language, table: String) -> String {
        if english == "Home Assistant Cloud" || english == "GitHub Sync" { return english }
        if table == "Localizable" {
            if partlyTranslated.contains(index) && number >= 1_900 { return english }
            if (number + 13 &* index) % 331 == 0 { return english }
            if (number + 11 &* index) % 1_201 == 0 { return "" }
        }
        var specifiersIn = specifiers(of: english)
        if table == "Localizable" && (number + 7 &* index) % 887 == 0 && !specifiersIn.isEmpty {
            specifiersIn[0] = specifiersIn[0] == "%@" ? "%d" : "%@"
        }
        var text: String
        if case .english = language.script {
            text = english.replacingOccurrences(of: "color", with: "colour")
                .replacingOccurrences(of: "Settings", with: number % 3 == 0 ? "Preferences" : "Settings")
            if english.hasSuffix(".") && number % 5 == 0 { text = String(text.dropLast()) + "!" }
            if !specifiersIn.isEmpty, specifiersIn != specifiers(of: english) { text += " " + specifiersIn[0] }
        } else {
            let wordCount = max(1, english.split(separator: " ").count - specifiersIn.count)
            var pieces = wordList(number &* 131 &+ index, wordCount, language)
            for (place, specifier) in specifiersIn.enumerated() {
                pieces.insert(specifier, at: min(pieces.count, 1 + place * 2))
            }
            text = pieces.joined(separator: language.separator.isEmpty ? "" : " ")
            if english.contains("\n") { text += "\n" + words(number + 7, 3, language) }
            if english.hasPrefix("\"") { text = "\u{201E}" + text + "\u{201C}" }
            if english.contains("%%") { text += " 100%%" }
            if english.hasSuffix(".") { text += language.separator.isEmpty ? "\u{3002}" : "." }
        }
        if table == "Localizable" {
            if (number + 3 &* index) % 701 == 0 { text += " " }
            if (number + 5 &* index) % 1_103 == 0 { text += "\n" }
            if index == withUEscapes && number % 97 == 1 { text += " \\u00e9" }
        }
        return text
    }

    private static func specifiers(of text: String) -> [String] {
        text.split(separator: " ").map(String.init).filter { $0.hasPrefix("%") && $0 != "%%" && !$0.hasPrefix("%%") }
    }

    /// `count` words in the language's script, from a seed.
    private static func words(_ seed: Int, _ count: Int, _ language: Language) -> String {
        wordList(seed, count, language).joined(separator: language.separator)
    }

    private static func wordList(_ seed: Int, _ count: Int, _ language: Language) -> [String] {
        var random = SplitMix(seed: UInt64(truncatingIfNeeded: seed) &+ UInt64(language.tag.hashValueStable))
        var words: [String] = []
        for _ in 0..<count {
            let length = 2 + random.next(7)
            var word = ""
            switch language.script {
            case .latin(let own):
                let ownLetters = Array(own)
                for _ in 0..<length {
                    if !ownLetters.isEmpty && random.next(8) == 0 {
                        word.append(ownLetters[random.next(ownLetters.count)])
                    } else {
                        word.append(Character(Unicode.Scalar(UInt8(97 + random.next(26)))))
                    }
                }
            case .english:
                word = englishWords[random.next(englishWords.count)]
            case .script(let range), .spacedScript(let range):
                let letters = language.scriptIsSyllabic ? max(1, length / 2) : length
                for _ in 0..<letters { word.unicodeScalars.append(scalar(in: range, &random)) }
            case .cjk(let syllables, let ideographs):
                for _ in 0..<max(1, length / 2) {
                    word.unicodeScalars.append(scalar(in: random.next(3) == 0 ? ideographs : syllables, &random))
                }
            }
            words.append(word)
        }
        return words
    }

    private static func scalar(in range: ClosedRange<UInt32>, _ random: inout SplitMix) -> Unicode.Scalar {
        Unicode.Scalar(range.lowerBound + UInt32(random.next(Int(range.upperBound - range.lowerBound) + 1)))!
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}

extension GeneratedApp.Language {
    /// What stands between words: nothing in Chinese, Japanese and Thai.
    var separator: String {
        if case .cjk = script { return "" }
        return " "
    }

    var scriptIsSyllabic: Bool {
        if case .spacedScript = script { return true }
        return false
    }
}

extension String {
    /// A hash that is the same in every run (`hashValue` is seeded per process).
    var hashValueStable: UInt32 {
        utf8.reduce(2_166_136_261) { ($0 ^ UInt32($1)) &* 16_777_619 }
    }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
