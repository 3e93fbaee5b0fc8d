internal import CPermitICU

/// Conversions between the two spellings of a locale, and the facts CLDR records about locales, from ICU.
///
/// A *language tag* is BCP 47, as Apple platforms and String Catalogs write it: `"zh-Hant-TW"`. An *ICU identifier*
/// is ICU's own form: `"zh_Hant_TW"`, with keywords after `@`. Functions that take a language tag throw
/// ``ICUError`` with the name `U_ILLEGAL_ARGUMENT_ERROR` when it is malformed.
package enum LocaleIdentifiers {
    /// The canonical ICU identifier of a locale written in either form: `"en_us"` gives `"en_US"`, `"zh-Hant-TW"`
    /// gives `"zh_Hant_TW"`.
    package static func canonicalize(_ identifier: String) throws(ICUError) -> String {
        let icuForm = try icuForm(of: identifier)
        return try ICUOutput.identifier { buffer, capacity, status in
            permit_locale_canonicalize(icuForm, buffer, capacity, &status)
        }
    }

    /// The BCP 47 language tag of a locale written in either form: `"zh_Hant_TW"` gives `"zh-Hant-TW"`.
    package static func languageTag(_ identifier: String) throws(ICUError) -> String {
        try languageTag(icuIdentifier: icuForm(of: identifier))
    }

    /// The ICU identifier of a BCP 47 language tag: `"zh-Hant-TW"` gives `"zh_Hant_TW"`, and
    /// `"de-DE-u-co-phonebk"` gives `"de_DE@collation=phonebook"`.
    package static func icuIdentifier(_ languageTag: String) throws(ICUError) -> String {
        guard let identifier = try parse(languageTag) else { throw .illegalArgument }
        return identifier
    }

    /// The language tag with the script and region CLDR considers most likely filled in: `"zh-TW"` gives
    /// `"zh-Hant-TW"`, `"zh"` gives `"zh-Hans-CN"`, `"sr"` gives `"sr-Cyrl-RS"`.
    package static func addingLikelySubtags(_ languageTag: String) throws(ICUError) -> String {
        let identifier = try icuIdentifier(languageTag)
        let maximized = try ICUOutput.identifier { buffer, capacity, status in
            permit_locale_add_likely_subtags(identifier, buffer, capacity, &status)
        }
        return try self.languageTag(icuIdentifier: maximized)
    }

    /// The shortest language tag that adding likely subtags turns back into the same locale: `"zh-Hant-TW"` gives
    /// `"zh-TW"`, `"en-Latn-US"` gives `"en"`.
    package static func minimizingSubtags(_ languageTag: String) throws(ICUError) -> String {
        let identifier = try icuIdentifier(languageTag)
        let minimized = try ICUOutput.identifier { buffer, capacity, status in
            permit_locale_minimize_subtags(identifier, buffer, capacity, &status)
        }
        return try self.languageTag(icuIdentifier: minimized)
    }

    /// The name of the locale `languageTag` in the language of `displayLanguageTag`: `"zh-Hant"` in `"en"` is
    /// `"Chinese (Traditional)"`.
    package static func displayName(of languageTag: String, in displayLanguageTag: String) throws(ICUError) -> String {
        let identifier = try icuIdentifier(languageTag)
        let displayIdentifier = try icuIdentifier(displayLanguageTag)
        return try ICUOutput.string { buffer, capacity, status in
            permit_locale_display_name(identifier, displayIdentifier, buffer, capacity, &status)
        }
    }

    /// Whether ICU has locale data of its own for exactly this language tag: `"en"`, `"zh-Hant"` and `"fr-CA"` are
    /// known; `"xx"`, `"qq-ZZ"` and `"en-XY"` (which only inherits from `"en"`) are not, nor is a malformed tag.
    /// Tags that ICU records as aliases of a known locale, such as `"zh-TW"` for `"zh-Hant-TW"`, are known, and so
    /// is the root locale (`"und"`).
    package static func isKnown(_ languageTag: String) -> Bool {
        guard let identifier = try? icuIdentifier(languageTag) else { return false }
        var status: Int32 = 0
        let hasOwnData = permit_locale_has_own_data(identifier, &status)
        return status <= 0 && hasOwnData == 1
    }

    /// The language tag of the locale this one inherits its data from in CLDR, or `nil` when that is the root
    /// locale: `"en-AU"` gives `"en-001"`, `"en-001"` gives `"en"`, `"es-MX"` gives `"es-419"`, `"pt-AO"` gives
    /// `"pt-PT"`, and `"zh-Hant"` and `"en"` give `nil`.
    ///
    /// This follows CLDR's explicit parent locales and only otherwise removes the last subtag, where ICU's
    /// `uloc_getParent` always removes the last subtag (and would give `"zh"` for `"zh-Hant"`).
    package static func cldrParent(of languageTag: String) throws(ICUError) -> String? {
        let identifier = try icuIdentifier(languageTag)
        let parent = try ICUOutput.identifier { buffer, capacity, status in
            permit_locale_cldr_parent(identifier, buffer, capacity, &status)
        }
        if parent.isEmpty { return nil }
        return try self.languageTag(icuIdentifier: parent)
    }

    /// The ICU identifier of a tag, or `nil` when ICU cannot parse all of it (or it is empty).
    private static func parse(_ languageTag: String) throws(ICUError) -> String? {
        var parsedLength: Int32 = 0
        let identifier = try ICUOutput.identifier { buffer, capacity, status in
            permit_locale_for_language_tag(languageTag, buffer, capacity, &parsedLength, &status)
        }
        guard !languageTag.isEmpty, Int(parsedLength) == languageTag.utf8.count else { return nil }
        return identifier
    }

    /// An identifier in either form in ICU's form: a well-formed language tag is converted, anything else is taken
    /// as an ICU identifier already.
    private static func icuForm(of identifier: String) throws(ICUError) -> String {
        if let parsed = try? parse(identifier) { return parsed }
        return identifier
    }

    private static func languageTag(icuIdentifier: String) throws(ICUError) -> String {
        try ICUOutput.identifier { buffer, capacity, status in
            permit_locale_to_language_tag(icuIdentifier, buffer, capacity, &status)
        }
    }
}
