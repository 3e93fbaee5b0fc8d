import PermitLocalization
import Testing

/// Tags ICU has no bundle for (a variant never registered, a region it has no data for) are served from the nearest
/// bundle it has, as ICU's own fallback does, with their keywords kept; only those few hundred names ever reach
/// ICU, whose cache keeps every name it is asked to open for the life of the process (a million distinct tags from
/// headers grew it by 200 MB: `negotiate-benchmark` now checks that it stays flat).
@Suite struct ICUDataLocaleTests {
    @Test(arguments: [
        ("de-CH-1996", "de-CH"), ("en-AU-x-private", "en-AU"), ("fr-CA-1994", "fr-CA"), ("pt-BR-abl1943", "pt-BR"),
        ("ar-EG-1994", "ar-EG"), ("zh-Hant-TW-1994", "zh-Hant-TW"), ("es-XZ", "es"),
    ])
    func aTagWithoutABundleFormatsAsItsNearestBundle(tag: String, nearest: String) throws {
        #expect(try NumberFormat(skeleton: "", locale: tag).format(Int64(1_234_567)) ==
            NumberFormat(skeleton: "", locale: nearest).format(Int64(1_234_567)))
        #expect(try NumberFormat(skeleton: ".00", locale: tag).format(-9876.5) ==
            NumberFormat(skeleton: ".00", locale: nearest).format(-9876.5))
        #expect(try PluralRules(locale: tag).categories == PluralRules(locale: nearest).categories)
    }

    @Test(arguments: [
        ("ar-EG-1994-u-nu-latn", "123"), ("ar-EG-1994", "١٢٣"), ("hi-IN-1994-u-nu-deva", "१२३"),
        ("th-TH-1994-u-nu-thai", "๑๒๓"),
    ])
    func keywordsOutliveTheFallback(tag: String, text: String) throws {
        #expect(try NumberFormat(skeleton: "group-off", locale: tag).format(Int64(123)) == text)
    }

    @Test(arguments: [
        ("en-AU-1994", "en-AU"), ("en-AU", "en-001"), ("es-MX", "es-419"), ("zh-Hant", nil), ("pt-AO", "pt-PT"),
        ("qq-ZZ-1994", "qq-ZZ"),
    ] as [(String, String?)])
    func parentsOfTagsWithAndWithoutBundles(tag: String, parent: String?) throws {
        #expect(try LocaleIdentifiers.cldrParent(of: tag) == parent)
    }

    @Test(arguments: [
        ("en", true), ("zh-TW", true), ("und", true), ("fr-CA", true), ("en-US-1994", false), ("en-XY", false),
        ("xx", false),
    ])
    func onlyTagsWithTheirOwnBundleAreKnown(tag: String, known: Bool) {
        #expect(LocaleIdentifiers.isKnown(tag) == known)
    }

    @Test(arguments: ["xx-1994", "qq-ZZ", "zxx-Latn-1994-u-nu-latn"])
    func aLanguageWithoutDataIsAnError(tag: String) {
        #expect(throws: ICUError.self) { try NumberFormat(skeleton: "", locale: tag) }
        #expect(throws: ICUError.self) { try PluralRules(locale: tag) }
    }
}
