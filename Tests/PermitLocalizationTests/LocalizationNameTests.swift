import PermitLocalization
import Testing

@Suite struct LocalizationNameTests {
    @Test(arguments: [
        ("en", "en"), ("EN", "en"), ("zh-Hans", "zh-Hans"), ("zh-hans", "zh-Hans"), ("zh-Hant-HK", "zh-Hant-HK"),
        ("ZH-HANT-hk", "zh-Hant-HK"), ("es-419", "es-419"), ("sr-Latn", "sr-Latn"), ("en-GB", "en-GB"),
        ("en-gb", "en-GB"), ("pt-BR", "pt-BR"), ("yue", "yue"), ("yue-Hant", "yue-Hant"), ("de-CH-1996", "de-CH-1996"),
        ("sl-rozaj-biske", "sl-rozaj-biske"), ("ca-ES-VALENCIA", "ca-ES-valencia"), ("de-1901", "de-1901"),
        ("sr-Latn-RS", "sr-Latn-RS"), ("hy-Latn-IT-arevela", "hy-Latn-IT-arevela"), ("abcde", "abcde"),
        ("abcdefgh", "abcdefgh"), ("qq", "qq"),
        ("zh_CN", "zh-CN"), ("en_GB", "en-GB"), ("pt_BR", "pt-BR"), ("zh_Hans_CN", "zh-Hans-CN"), ("en_us", "en-US"),
    ])
    func acceptsTag(_ name: String, _ tag: String) throws {
        let parsed = try LocalizationName(parsing: name)
        #expect(parsed.original == name)
        #expect(parsed.tag == tag)
        #expect(parsed.isBase == false)
    }

    @Test(arguments: [
        ("English", "en"), ("French", "fr"), ("German", "de"), ("Japanese", "ja"), ("Spanish", "es"),
        ("Italian", "it"), ("Dutch", "nl"), ("Swedish", "sv"), ("Danish", "da"), ("Portuguese", "pt"),
        ("Norwegian", "nb"), ("Finnish", "fi"), ("Korean", "ko"), ("Russian", "ru"), ("Greek", "el"),
        ("Hebrew", "he"), ("Farsi", "fa"), ("Tibetan", "bo"), ("Welsh", "cy"), ("Lao", "lo"),
    ])
    func acceptsLegacyName(_ name: String, _ tag: String) throws {
        let parsed = try LocalizationName(parsing: name)
        #expect(parsed.original == name)
        #expect(parsed.tag == tag)
    }

    @Test(arguments: [
        ("Chinese", ["zh-Hant", "zh-Hans"]), ("Azerbaijani", ["az-Arab", "az-Cyrl", "az-Latn"]),
        ("Malay", ["ms-Latn", "ms-Arab"]), ("Mongolian", ["mn-Mong", "mn-Cyrl"]),
    ])
    func rejectsLegacyNameOfSeveralScripts(_ name: String, _ candidates: [String]) {
        #expect(throws: LocalizationNameError.ambiguousLegacyName(name, candidates: candidates)) {
            try LocalizationName(parsing: name)
        }
    }

    @Test func legacyNamesMatchOnlyInTheirOwnCase() throws {
        // Seven letters make a well-formed (if unregistered) language subtag, so the lowercase spelling is that.
        #expect(try LocalizationName(parsing: "english").tag == "english")
        #expect(try LocalizationName(parsing: "ENGLISH").tag == "english")
    }

    @Test func base() throws {
        let base = try LocalizationName(parsing: "Base")
        #expect(base.isBase)
        #expect(base.tag == "Base")
        #expect(base.original == "Base")
        #expect(base.description == "Base")
        #expect(throws: LocalizationNameError.invalidLanguage("base")) { try LocalizationName(parsing: "base") }
        #expect(throws: LocalizationNameError.invalidLanguage("BASE")) { try LocalizationName(parsing: "BASE") }
    }

    @Test func namesAreEqualWhenSpelledAlike() throws {
        let underscore = try LocalizationName(parsing: "en_GB")
        let hyphen = try LocalizationName(parsing: "en-GB")
        #expect(underscore != hyphen)
        #expect(underscore.tag == hyphen.tag)
        #expect(try LocalizationName(parsing: "en-GB") == hyphen)
    }

    @Test(arguments: [
        ("", LocalizationNameError.empty),
        ("../etc", .disallowedByte(0x2E, offset: 0)),
        ("..", .disallowedByte(0x2E, offset: 0)),
        ("en/../x", .disallowedByte(0x2F, offset: 2)),
        ("/abs", .disallowedByte(0x2F, offset: 0)),
        ("/etc/passwd", .disallowedByte(0x2F, offset: 0)),
        ("en\\fr", .disallowedByte(0x5C, offset: 2)),
        ("a\u{0}b", .disallowedByte(0x00, offset: 1)),
        ("en\u{0}", .disallowedByte(0x00, offset: 2)),
        ("en.lproj", .disallowedByte(0x2E, offset: 2)),
        (" en", .disallowedByte(0x20, offset: 0)),
        ("en\n", .disallowedByte(0x0A, offset: 2)),
        ("fr-CA;", .disallowedByte(0x3B, offset: 5)),
        ("*", .disallowedByte(0x2A, offset: 0)),
        ("é", .disallowedByte(0xC3, offset: 0)),
        ("en-É", .disallowedByte(0xC3, offset: 3)),
        ("\u{212A}orean", .disallowedByte(0xE2, offset: 0)),
        ("中文", .disallowedByte(0xE4, offset: 0)),
        ("en--US", .emptySubtag(offset: 3)),
        ("en-US-", .emptySubtag(offset: 6)),
        ("-en", .emptySubtag(offset: 0)),
        ("en__US", .emptySubtag(offset: 3)),
        ("-", .emptySubtag(offset: 0)),
        ("zh_Hans-CN", .mixedSeparators(offset: 7)),
        ("zh-Hans_CN", .mixedSeparators(offset: 7)),
        ("e", .invalidLanguage("e")),
        ("123", .invalidLanguage("123")),
        ("en1", .invalidLanguage("en1")),
        ("abcd", .invalidLanguage("abcd")),
        ("abcdefghi", .invalidLanguage("abcdefghi")),
        ("x-pseudo", .invalidLanguage("x")),
        ("i-klingon", .invalidLanguage("i")),
        ("en-abcdefghi", .subtagTooLong("abcdefghi", offset: 3)),
        ("en-US-abcdefghi", .subtagTooLong("abcdefghi", offset: 6)),
        ("en-u-ca-buddhist", .extensionOrPrivateUse(singleton: "u", offset: 3)),
        ("de-DE-u-co-phonebk", .extensionOrPrivateUse(singleton: "u", offset: 6)),
        ("en-x-pseudo", .extensionOrPrivateUse(singleton: "x", offset: 3)),
        ("zh-yue", .unexpectedSubtag("yue", offset: 3)),
        ("en-GB-oed", .unexpectedSubtag("oed", offset: 6)),
        ("en-US-Latn", .unexpectedSubtag("Latn", offset: 6)),
        ("en-US-GB", .unexpectedSubtag("GB", offset: 6)),
        ("zh-Hans-Hant", .unexpectedSubtag("Hant", offset: 8)),
        ("de-1996-CH", .unexpectedSubtag("CH", offset: 8)),
        ("en-12", .unexpectedSubtag("12", offset: 3)),
        ("en-1234-US", .unexpectedSubtag("US", offset: 8)),
        ("en-U1", .unexpectedSubtag("U1", offset: 3)),
    ])
    func rejects(_ name: String, _ error: LocalizationNameError) {
        #expect(throws: error) { try LocalizationName(parsing: name) }
    }

    @Test func lengthIsCappedAt64Bytes() throws {
        let sixtyThree = "de-abcdefgh-abcdefgh-abcdefgh-abcdefgh-abcdefgh-abcdefgh-abcdef"
        #expect(sixtyThree.utf8.count == 63)
        #expect(try LocalizationName(parsing: sixtyThree + "g").original.utf8.count == 64)
        #expect(throws: LocalizationNameError.tooLong(limit: 64)) { try LocalizationName(parsing: sixtyThree + "gh") }
        #expect(throws: LocalizationNameError.tooLong(limit: 64)) {
            try LocalizationName(parsing: String(repeating: "../", count: 100_000))
        }
        #expect(throws: LocalizationNameError.tooLong(limit: 64)) {
            try LocalizationName(parsing: String(repeating: "é", count: 33))
        }
    }

    @Test func errorsDescribeThemselves() {
        #expect(LocalizationNameError.disallowedByte(0x2F, offset: 2).description
            == "byte 0x2F at offset 2 is not a letter, digit, '-' or '_'")
        #expect(LocalizationNameError.disallowedByte(0xC3, offset: 0).description
            == "non-ASCII byte 0xC3 at offset 0; a localization name is ASCII")
        #expect(LocalizationNameError.disallowedByte(0x00, offset: 1).description
            == "byte 0x00 at offset 1 is not a letter, digit, '-' or '_'")
        #expect(LocalizationNameError.ambiguousLegacyName("Chinese", candidates: ["zh-Hant", "zh-Hans"]).description
            == "'Chinese' named several writing systems; rename the folder to one of zh-Hant, zh-Hans")
    }
}
