import PermitLocalization

/// What a key written as text tells of its language, from the letters it is written in (CLDR's exemplar characters
/// and ICU's scripts; for Chinese, any Han ideograph).
///
/// A key a translation lacks that is written only in that language's letters, and not only in the base's, is already
/// text in the person's language: FunnyFm's English base has "最近更新" = "Recently Updated", its Simplified Chinese
/// table lacks the key, and a person reading Chinese sees 最近更新. A key in letters both languages write (`Settings`,
/// or a Chinese key beside a Japanese base) says nothing of which language it is in. A key with a letter of a script
/// the base language is not written in (`下` in an English app) is foreign text to the people reading the base.
enum KeyLetters {
    /// Whether `key` is written in the letters of `localization` and not only in those of `base` (both
    /// localization names, such as `zh-Hans` or `en`; `Base` names no language).
    static func areOwn(_ key: String, localization: String, base: String) -> Bool {
        // An identifier (`gain.start`) is no text in any language.
        guard KeyShape.readsAsText(key) || hasUncasedLetters(key),
            !key.utf8.allSatisfy({ $0 < 0x80 }) || !isASCIILanguage(base),
            let own = letters(of: localization), let baseLetters = letters(of: base),
            own.writesEveryLetter(of: key) || (isChinese(localization) && isAllIdeographs(key))
        else { return false }
        return !baseLetters.writesEveryLetter(of: key)
    }

    /// Whether `key` has a letter of a script the language `base` names is not written in (`下` or `Д` for English,
    /// not `ß`): people reading `base` see text they may not read. `false` for `Base`, and for a key without letters.
    /// Where `base` is not written in Latin letters, a text in its own letters with Latin words among them is its own
    /// ("Google로 계속하기" for Korean: a brand's name, read by everyone); a text without its letters, or with a third
    /// script's, is foreign.
    static func areForeign(_ key: String, to base: String) -> Bool {
        guard !key.utf8.allSatisfy({ $0 < 0x80 }), let letters = letters(of: base), letters.hasLetterOfAnotherScript(in: key)
        else { return false }
        return letters.writesLatin || !letters.hasOwnLetter(in: key)
            || letters.hasLetterOfAnotherScript(in: key, besidesLatin: true)
    }

    /// Whether `key` has a letter of a script without case (Han, kana, Hangul, Arabic, Thai): text, since no one
    /// writes an identifier in them (`删除全部`).
    static func hasUncasedLetters(_ key: String) -> Bool {
        key.contains { $0.isLetter && !$0.isCased }
    }

    /// Whether `localization` is Chinese, in either script: CLDR's exemplar characters list only its 2,210
    /// commonest characters (no 删 or 缓), while any Han ideograph is Chinese text.
    private static func isChinese(_ localization: String) -> Bool {
        UntranslatedText.language(of: localization) == "zh"
    }

    /// Whether every letter of `key` is a Han ideograph, and it has one.
    private static func isAllIdeographs(_ key: String) -> Bool {
        var sawIdeograph = false
        for scalar in key.unicodeScalars where scalar.properties.isAlphabetic {
            guard scalar.properties.isIdeographic else { return false }
            sawIdeograph = true
        }
        return sawIdeograph
    }

    /// The letters of the language `localization` names, or `nil` for `Base` and a name ICU has no data for.
    private static func letters(of localization: String) -> ExemplarCharacters? {
        guard let name = try? LocalizationName(parsing: localization), !name.isBase else { return nil }
        return try? ExemplarCharacters.forLocale(name.tag)
    }

    /// Whether the language `localization` names writes every ASCII letter, so that an ASCII key is always within its
    /// letters (English, and every language written in Latin letters that include `a` to `z`).
    private static func isASCIILanguage(_ localization: String) -> Bool {
        letters(of: localization)?.writesEveryLetter(of: "abcdefghijklmnopqrstuvwxyz") == true
    }
}
