import PermitLocalization
import Testing

/// Which letters a language writes, from CLDR's exemplar characters; each expectation is a fact of the script
/// (simplified forms are Simplified Chinese's, kana are Japanese's, Hangul is Korean's, Latin letters English's).
@Suite struct ICUExemplarCharactersTests {
    @Test(arguments: [
        ("zh-Hans", "最近更新", true), ("zh-Hans", "我的订阅", true), ("zh-Hans", "Recently Updated", false),
        ("ja", "通知", true), ("ja", "設定を開く", true), ("ja", "我的订阅", false),
        ("en", "Recently Updated", true), ("en", "通知", false), ("en", "Café", true),
        ("ru", "Настройки", true), ("ru", "Settings", false),
        ("ko", "설정", true), ("ko", "Settings", false), ("ko", "せってい", false),
        ("zh-Hant", "訂閱", true), ("zh-Hant", "订阅", false),
    ])
    func writesEveryLetter(locale: String, text: String, writes: Bool) throws {
        #expect(try ExemplarCharacters(locale: locale).writesEveryLetter(of: text) == writes)
    }

    @Test("Digits, punctuation and spaces are every language's; a text without letters is no language's")
    func lettersOnly() throws {
        let english = try ExemplarCharacters(locale: "en")
        #expect(english.writesEveryLetter(of: "Open 2 files, now!"))
        #expect(!english.writesEveryLetter(of: "123 %@ …"))
    }

    @Test(arguments: [
        ("en", "WIFI 下自动缓存", true), ("en", "Обновить", true), ("en", "Schulstraße", false), ("en", "Open", false),
        ("ja", "設定を開く", false), ("ja", "설정", true), ("zh-Hans", "删除全部", false), ("zh-Hans", "すべて", true),
        ("ru", "Обновить", false), ("ru", "Update", true),
    ])
    func letterOfAnotherScript(locale: String, text: String, found: Bool) throws {
        #expect(try ExemplarCharacters(locale: locale).hasLetterOfAnotherScript(in: text) == found)
    }

    @Test("A malformed tag or a language ICU has no data for is an error, not root's letters")
    func unknownLanguage() {
        #expect(throws: ICUError.self) { try ExemplarCharacters(locale: "qq") }
        #expect(throws: ICUError.self) { try ExemplarCharacters(locale: "en--US") }
    }
}
