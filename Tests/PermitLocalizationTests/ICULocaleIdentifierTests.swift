import PermitLocalization
import Testing

/// Expected values are CLDR's likely subtags, parent locales and English/native names, written out by hand.
@Suite struct ICULocaleIdentifierTests {
    @Test(arguments: [
        ("zh-TW", "zh-Hant-TW"),
        ("zh", "zh-Hans-CN"),
        ("zh-HK", "zh-Hant-HK"),
        ("sr", "sr-Cyrl-RS"),
        ("pt", "pt-Latn-BR"),
        ("en", "en-Latn-US"),
        ("ja", "ja-Jpan-JP"),
        ("ar", "ar-Arab-EG"),
    ])
    func addingLikelySubtags(tag: String, maximized: String) throws {
        #expect(try LocaleIdentifiers.addingLikelySubtags(tag) == maximized)
    }

    @Test(arguments: [
        ("zh-Hant-TW", "zh-TW"),
        ("zh-Hans-CN", "zh"),
        ("en-Latn-US", "en"),
        ("sr-Cyrl-RS", "sr"),
        ("pt-Latn-BR", "pt"),
        ("de-Latn-AT", "de-AT"),
    ])
    func minimizingSubtags(tag: String, minimized: String) throws {
        #expect(try LocaleIdentifiers.minimizingSubtags(tag) == minimized)
    }

    @Test(arguments: [
        ("en_us", "en_US"),
        ("EN", "en"),
        ("zh-Hant-TW", "zh_Hant_TW"),
        ("es_419", "es_419"),
    ])
    func canonicalize(identifier: String, canonical: String) throws {
        #expect(try LocaleIdentifiers.canonicalize(identifier) == canonical)
    }

    @Test(arguments: [
        ("zh_Hant_TW", "zh-Hant-TW"),
        ("en_US", "en-US"),
        ("es_419", "es-419"),
        ("de_DE@collation=phonebook", "de-DE-u-co-phonebk"),
        ("fr-CA", "fr-CA"),
    ])
    func languageTag(identifier: String, tag: String) throws {
        #expect(try LocaleIdentifiers.languageTag(identifier) == tag)
    }

    @Test(arguments: [
        ("zh-Hant-TW", "zh_Hant_TW"),
        ("en-US", "en_US"),
        ("es-419", "es_419"),
        ("sr-Latn", "sr_Latn"),
        ("de-DE-u-co-phonebk", "de_DE@collation=phonebook"),
    ])
    func languageTagRoundTripsThroughICUIdentifier(tag: String, identifier: String) throws {
        #expect(try LocaleIdentifiers.icuIdentifier(tag) == identifier)
        #expect(try LocaleIdentifiers.languageTag(identifier) == tag)
    }

    @Test(arguments: ["", "en-", "en_US", "en--US", "123", "abcdefghi", "en-US-"])
    func malformedLanguageTagThrows(tag: String) {
        #expect {
            try LocaleIdentifiers.icuIdentifier(tag)
        } throws: { error in
            (error as? ICUError)?.name == "U_ILLEGAL_ARGUMENT_ERROR"
        }
        #expect(throws: ICUError.self) { try LocaleIdentifiers.addingLikelySubtags(tag) }
        #expect(throws: ICUError.self) { try LocaleIdentifiers.cldrParent(of: tag) }
    }

    @Test func errorDescriptionNamesTheICUCode() throws {
        let error = try #require(throws: ICUError.self) { try LocaleIdentifiers.icuIdentifier("en-") }
        #expect(error.code == 1)
        #expect(error.description == "U_ILLEGAL_ARGUMENT_ERROR (1)")
    }

    @Test(arguments: [
        ("zh-Hant", "en", "Chinese (Traditional)"),
        ("fr", "en", "French"),
        ("en-GB", "en", "English (United Kingdom)"),
        ("de", "de", "Deutsch"),
        ("fr-CA", "fr", "français (Canada)"),
        ("ja", "ja", "日本語"),
    ])
    func displayName(tag: String, displayLanguage: String, name: String) throws {
        #expect(try LocaleIdentifiers.displayName(of: tag, in: displayLanguage) == name)
    }

    @Test(arguments: [
        ("en", true), ("zh-Hant", true), ("fr-CA", true), ("pt-PT", true), ("en-001", true),
        ("xx", false), ("qq-ZZ", false), ("en-XY", false), ("en_", false),
    ])
    func isKnown(tag: String, known: Bool) {
        #expect(LocaleIdentifiers.isKnown(tag) == known)
    }

    @Test(arguments: [
        ("en-AU", "en-001"),
        ("en-001", "en"),
        ("es-MX", "es-419"),
        ("es-419", "es"),
        ("pt-AO", "pt-PT"),
        ("pt-PT", "pt"),
        ("zh-Hant", nil),
        ("zh-Hant-HK", "zh-Hant"),
        ("fr-CA", "fr"),
        ("en", nil),
        ("en-XY", "en"),
    ] as [(String, String?)])
    func cldrParent(tag: String, parent: String?) throws {
        #expect(try LocaleIdentifiers.cldrParent(of: tag) == parent)
    }
}
