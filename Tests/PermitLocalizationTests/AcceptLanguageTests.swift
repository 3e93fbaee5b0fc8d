import PermitLocalization
import Testing

private func language(_ range: String, _ quality: Int) -> AcceptLanguage.Preference {
    AcceptLanguage.Preference(range: .language(range), quality: quality)
}

private func wildcard(_ quality: Int) -> AcceptLanguage.Preference {
    AcceptLanguage.Preference(range: .wildcard, quality: quality)
}

@Suite struct AcceptLanguageTests {
    @Test(arguments: [
        // RFC 9110 §12.5.4.
        ("da, en-gb;q=0.8, en;q=0.7", [language("da", 1000), language("en-GB", 800), language("en", 700)]),
        // RFC 9110 §12.4.2, weights out of order.
        ("en;q=0.5, fr, de;q=0.9", [language("fr", 1000), language("de", 900), language("en", 500)]),
        ("en-US, fr;q=0.8, *;q=0.1, de;q=0", [language("en-US", 1000), language("fr", 800), wildcard(100)]),
        ("*", [wildcard(1000)]),
        ("zh-hant-tw, ZH;q=0.5", [language("zh-Hant-TW", 1000), language("zh", 500)]),
        ("es-419;q=0.9, x-pseudo;q=0.2", [language("es-419", 900), language("x-pseudo", 200)]),
        ("sgn-be-fr, i-klingon;q=0.3", [language("sgn-BE-FR", 1000), language("i-klingon", 300)]),
        ("en;q=1, fr;q=1.0, de;q=1.000, it;q=1.", [
            language("en", 1000), language("fr", 1000), language("de", 1000), language("it", 1000),
        ]),
        ("en;q=0.001, fr;q=0., de;q=0.05", [language("de", 50), language("en", 1)]),
        ("", []),
    ])
    func readsHeader(_ header: String, _ expected: [AcceptLanguage.Preference]) {
        #expect(AcceptLanguage(parsing: header).preferences == expected)
    }

    @Test func equalQualitiesKeepTheHeaderOrder() {
        let header = "c;q=0.5, a, b;q=0.5, dd;q=0.9, e, f;q=0.5, gg;q=0.9"
        #expect(AcceptLanguage(parsing: header).preferences.map(\.range.description)
            == ["a", "e", "dd", "gg", "c", "b", "f"])
    }

    @Test func qualityZeroExcludesTheRange() {
        let reading = AcceptLanguage(parsing: "fr;q=0, en, *;q=0, de;q=0.000, it;q=0.")
        #expect(reading.preferences == [language("en", 1000)])
        #expect(reading.excluded == [.language("fr"), .wildcard, .language("de"), .language("it")])
    }

    @Test func aRangeCountsOnceAtItsFirstWellFormedOccurrence() {
        let reading = AcceptLanguage(parsing: "en;q=2, en;q=0.4, EN;q=0.9, fr;q=0, fr")
        #expect(reading.preferences == [language("en", 400)])
        #expect(reading.excluded == [.language("fr")])
    }

    @Test(arguments: [";Q=0.5", ";q=0.5", " ;\tQ=0.5", "\t;q=0.5\t"])
    func weightNameIsCaseInsensitiveAndMayHaveWhitespaceAroundTheSemicolon(_ weight: String) {
        #expect(AcceptLanguage(parsing: "fr\(weight), de").preferences == [language("de", 1000), language("fr", 500)])
    }

    @Test(arguments: [
        "fr;q=2", "fr;q=1.5", "fr;q=1.001", "fr;q=0.1234", "fr;q=abc", "fr;q=", "fr;q=.5", "fr;q=-0.5", "fr;q=0,5",
        "fr;q=0.5x", "fr;q = 0.5", "fr;q =0.5", "fr; q=0.5;level=1", "fr;level=1", "fr;", "fr;;q=0.5", "fr q=0.5",
        "fr-", "-fr", "fr--ca", "fr_-CA", "fr-abcdefghi", "abcdefghi", "1fr", "fr-ç", "é", "*-CA", "**", "fr CA",
        "fr;q=0.5 x", "\"fr\"", "fr\u{0}", "fr;q=0.5\u{B}", ",", ",,", " , ,\t,",
    ])
    func malformedElementIsSkippedAndTheOthersKept(_ element: String) {
        let header = "en;q=0.9,\(element), de;q=0.8"
        #expect(AcceptLanguage(parsing: header).preferences == [language("en", 900), language("de", 800)])
    }

    @Test func underscoresReadAsHyphensAsServersReceiveJavaAndICUForms() {
        #expect(AcceptLanguage(parsing: "de_DE, zh_hant_HK;q=0.5").preferences == [
            language("de-DE", 1000), language("zh-Hant-HK", 500),
        ])
    }

    @Test func whitespaceIsSpaceAndTabOnly() {
        #expect(AcceptLanguage(parsing: " \t en \t,\tfr ").preferences == [language("en", 1000), language("fr", 1000)])
        #expect(AcceptLanguage(parsing: "\nen, fr\r").preferences == [])
    }

    @Test func onlyTheFirst32RangesAreKept() {
        let header = (1...100).map { "x-\($0)" }.joined(separator: ", ")
        let reading = AcceptLanguage(parsing: header)
        #expect(reading.preferences.count == 32)
        #expect(reading.preferences.first == language("x-1", 1000))
        #expect(reading.preferences.last == language("x-32", 1000))
    }

    @Test func excludedRangesCountTowardTheCap() {
        let header = (1...20).map { "x-\($0);q=0" }.joined(separator: ",") + "," + (21...40).map { "x-\($0)" }.joined(separator: ",")
        let reading = AcceptLanguage(parsing: header)
        #expect(reading.excluded.count == 20)
        #expect(reading.preferences.count == 12)
        #expect(reading.preferences.last == language("x-32", 1000))
    }

    @Test func onlyTheFirst4KiBAreExamined() {
        // 4,090 bytes of empty elements, then "en, fr": "en" ends at byte 4,092, "fr" runs past byte 4,096.
        let padding = String(repeating: ",", count: 4090)
        #expect(AcceptLanguage(parsing: padding + "en, fr").preferences == [language("en", 1000), language("fr", 1000)])
        #expect(AcceptLanguage(parsing: padding + "en, fr-CA").preferences == [language("en", 1000)])
        // An element cut by the cap is dropped even when its first bytes look complete.
        #expect(AcceptLanguage(parsing: padding + "da, en;q=0.5").preferences == [language("da", 1000)])
        // An element that ends exactly at the cap is kept.
        #expect(AcceptLanguage(parsing: padding + "de, it,ru").preferences == [language("de", 1000), language("it", 1000)])
        #expect(AcceptLanguage(parsing: String(repeating: " ", count: 5000) + "en").preferences == [])
    }

    @Test func aOneMegabyteHeaderGivesABoundedReading() {
        let header = String(repeating: "en-US;q=0.5, ", count: 80_000) + String(repeating: "a", count: 10_000)
        #expect(header.utf8.count > 1_000_000)
        let reading = AcceptLanguage(parsing: header)
        #expect(reading.preferences == [language("en-US", 500)])
        let distinct = (0..<100_000).map { "x-\($0)" }.joined(separator: ",")
        #expect(AcceptLanguage(parsing: distinct).preferences.count == 32)
        #expect(AcceptLanguage(parsing: String(repeating: "z", count: 1_000_000)).preferences == [])
    }

    @Test func rangesDescribeThemselves() {
        #expect(LanguageRange.wildcard.description == "*")
        #expect(LanguageRange.language("en-GB").description == "en-GB")
    }
}
