internal import CPermitICU

/// The letters a language writes, from CLDR through ICU (its standard and auxiliary exemplar characters, in either
/// case): Simplified Chinese writes 订 and 阅, Japanese writes 通 and 知 but not 订, English writes none of them. Its
/// own letters alone (``ownLetters(of:)``, the standard set) leave out those of borrowed words and names: Polish
/// writes "ę" and "ż", Finnish borrows them.
///
/// Sendable: the ICU set is frozen when opened (`uset_freeze`), which ICU documents as making it safe to read from
/// several threads at once; the handle is a `let` closed only in `deinit`.
package final class ExemplarCharacters: @unchecked Sendable {
    /// The BCP 47 language tag the letters are for.
    package let locale: String

    /// The scripts the language is written in (ICU's script codes).
    private let scripts: Set<Int32>
    /// The frozen ICU set: never changed after `init`, closed in `deinit` once no caller can reach it.
    private let characters: OpaquePointer

    /// The most sets ``forLocale(_:)`` and ``ownLetters(of:)`` keep, each.
    static let cache = BoundedCache<String, ExemplarCharacters>(capacity: 64)
    static let ownCache = BoundedCache<String, ExemplarCharacters>(capacity: 64)

    /// The letters of the locale of a BCP 47 language tag, those of borrowed words too unless `borrowed` is false.
    /// Throws for a malformed tag, and for a language ICU has no data for.
    package init(locale: String, borrowed: Bool = true) throws(ICUError) {
        let identifier = try LocaleIdentifiers.icuIdentifier(locale)
        var status: Int32 = 0
        let opened = permit_exemplar_characters_open(identifier, borrowed ? 1 : 0, &status)
        guard status <= 0, let opened else {
            permit_exemplar_characters_close(opened)
            throw ICUError(failedOpening: status)
        }
        var codes = [Int32](repeating: 0, count: 8)
        let count = permit_locale_scripts(identifier, &codes, Int32(codes.count), &status)
        self.scripts = status <= 0 ? Set(codes.prefix(Int(max(0, count)))) : []
        self.characters = opened
        self.locale = locale
    }

    deinit {
        permit_exemplar_characters_close(characters)
    }

    /// Shared letters for the locale of a BCP 47 language tag, from a cache of recently used ones.
    package static func forLocale(_ locale: String) throws(ICUError) -> ExemplarCharacters {
        try cache.value(for: locale) { () throws(ICUError) in try ExemplarCharacters(locale: locale) }
    }

    /// Shared letters the language of a BCP 47 language tag writes as its own (its standard exemplar set, not the
    /// letters of borrowed words), from a cache of recently used ones.
    package static func ownLetters(of locale: String) throws(ICUError) -> ExemplarCharacters {
        try ownCache.value(for: locale) { () throws(ICUError) in try ExemplarCharacters(locale: locale, borrowed: false) }
    }

    /// Whether the language writes `scalar`.
    package func contains(_ scalar: Unicode.Scalar) -> Bool {
        permit_exemplar_characters_contain(characters, Int32(bitPattern: scalar.value)) != 0
    }

    /// Whether `text` has a letter of a script the language is not written in (Han or Cyrillic for English; not
    /// `ß` for English, a Latin letter beyond its own): text the person may not be able to read.
    /// With `besidesLatin`, Latin letters do not count (a brand or an acronym in a text of a language written in
    /// another script: "Google로 계속하기").
    package func hasLetterOfAnotherScript(in text: String, besidesLatin: Bool = false) -> Bool {
        text.unicodeScalars.contains { scalar in
            guard scalar.properties.isAlphabetic, !contains(scalar) else { return false }
            let script = permit_script_of(Int32(bitPattern: scalar.value))
            // Common and Inherited characters belong to every script.
            return script > 1 && !scripts.contains(script) && !(besidesLatin && script == Self.latin)
        }
    }

    /// Whether the language is written in Latin letters (English, Vietnamese; not Korean or Russian).
    package var writesLatin: Bool { scripts.contains(Self.latin) }

    /// Whether `text` has a letter the language writes.
    package func hasOwnLetter(in text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic && contains($0) }
    }

    /// ICU's code of the Latin script (`USCRIPT_LATIN`).
    private static let latin: Int32 = 25

    /// Whether the language writes every letter of `text` (its alphabetic characters; digits, punctuation and
    /// spaces are every language's). A text without letters is written by none.
    package func writesEveryLetter(of text: String) -> Bool {
        var sawLetter = false
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            guard contains(scalar) else { return false }
            sawLetter = true
        }
        return sawLetter
    }
}
