@testable import PermitLocalization
import Testing

/// Apple's choice of localization, case by case (the steering notes' section 4).
@Suite struct LocalizationMatcherTests {
    static func chosen(_ preferences: [String], from available: [String], development: String = "en") -> String? {
        LocalizationMatcher(available: available, developmentLanguage: development)
            .negotiate(preferences: preferences).localizations.first?.localization
    }

    @Test(arguments: [
        // Traditional Chinese in Hong Kong goes to zh-Hant, or to zh-TW when that is what exists.
        (["zh-HK"], ["zh-Hans", "zh-Hant", "en"], "zh-Hant"),
        (["zh-HK"], ["zh-CN", "zh-TW", "en"], "zh-TW"),
        (["zh-HK"], ["zh-Hans", "zh-Hant", "zh-HK", "en"], "zh-HK"),
        // Simplified Chinese in Hong Kong stays Simplified.
        (["zh-Hans-HK"], ["zh-Hans", "zh-Hant", "en"], "zh-Hans"),
        // zh-TW and zh-Hant stand for each other.
        (["zh-TW"], ["zh-Hant", "zh-Hans"], "zh-Hant"), (["zh-Hant"], ["zh-TW", "zh-CN"], "zh-TW"),
        (["zh-CN"], ["zh-Hans", "zh-Hant"], "zh-Hans"), (["zh"], ["zh-Hant", "zh-Hans"], "zh-Hans"),
        // Portuguese: pt alone is Brazilian; Angola and Macao go to Portugal.
        (["pt"], ["pt-PT", "pt-BR"], "pt-BR"), (["pt-AO"], ["pt-BR", "pt-PT"], "pt-PT"),
        (["pt-MO"], ["pt-BR", "pt-PT"], "pt-PT"), (["pt-PT"], ["pt", "pt-PT"], "pt-PT"),
        // English in Australia and India goes to British English before English.
        (["en-AU"], ["en", "en-GB", "fr"], "en-GB"), (["en-IN"], ["en", "en-GB"], "en-GB"),
        (["en-US"], ["en-GB", "en"], "en"), (["en-AU"], ["en", "fr"], "en"),
        // Spanish in Mexico goes to Latin American Spanish before Spanish.
        (["es-MX"], ["es", "es-419"], "es-419"), (["es-MX"], ["es", "fr"], "es"), (["es-ES"], ["es-419", "es"], "es"),
        // Norwegian: nb and no are one language.
        (["nb"], ["no", "en"], "no"), (["no"], ["nb", "en"], "nb"), (["nb-NO"], ["nb", "da"], "nb"),
        // Legacy folder names.
        (["fr-CA"], ["English", "French", "German"], "French"), (["zh-Hans"], ["en", "zh_CN", "zh_TW"], "zh_CN"),
        (["en-GB"], ["English", "Japanese"], "English"),
        // A later preference loses to an earlier one that matches at all.
        (["de-AT", "fr"], ["de", "fr"], "de"), (["it", "de-CH"], ["de", "fr"], "de"),
        (["en-US", "fr"], ["en-GB", "fr"], "en-GB"),
    ])
    func apple(preferences: [String], available: [String], expected: String) {
        #expect(Self.chosen(preferences, from: available) == expected)
    }

    @Test func serbianLatinNeverFallsBackToCyrillic() {
        let negotiation = LocalizationMatcher(available: ["sr", "en"]).negotiate(preferences: ["sr-Latn"])
        #expect(negotiation.localizations.isEmpty)
        #expect(negotiation.fallback.map(\.localization) == ["en"])
    }

    @Test func cantoneseTraditionalDoesNotMatchSimplified() {
        #expect(Self.chosen(["yue"], from: ["yue-CN", "en"]) == nil)
        #expect(Self.chosen(["yue-CN"], from: ["yue", "en"]) == nil)
        #expect(Self.chosen(["yue-HK"], from: ["yue", "yue-CN"]) == "yue")
    }

    @Test func europeanAndBrazilianPortugueseSubstituteOnlyAsALastResort() throws {
        #expect(Self.chosen(["pt-PT", "fr"], from: ["pt-BR", "fr"]) == "fr")
        // Only European Portuguese is held back from Brazilian; Brazilian takes European at once.
        #expect(Self.chosen(["pt-BR", "fr"], from: ["pt-PT", "fr"]) == "pt-PT")
        let negotiation = LocalizationMatcher(available: ["pt-BR", "de"]).negotiate(preferences: ["pt-PT", "ja"])
        let match = try #require(negotiation.localizations.first)
        #expect(match.localization == "pt-BR")
        #expect(match.reason == .lastResort(preference: "pt-PT"))
    }

    @Test func theFallbackChainEndsWithTheDevelopmentLanguageThenBase() {
        let negotiation = LocalizationMatcher(available: ["Base", "en", "en-GB", "fr"], developmentLanguage: "en")
            .negotiate(preferences: ["en-AU"])
        #expect(negotiation.localizations.map(\.localization) == ["en-GB", "en"])
        #expect(negotiation.fallback.map(\.localization) == ["en-GB", "en", "Base"])
        let french = LocalizationMatcher(available: ["Base", "en", "fr"]).negotiate(preferences: ["fr-CA"])
        #expect(french.fallback.map(\.localization) == ["fr", "en", "Base"])
    }

    @Test func reasonsSayWhy() {
        let negotiation = LocalizationMatcher(available: ["en", "en-GB", "zh-TW"]).negotiate(preferences: ["en-AU"])
        #expect(negotiation.localizations.map(\.reason) == [
            .sharedAncestor(preference: "en-AU", ancestor: "en-GB"), .parentOfChoice(ancestor: "en"),
        ])
        let hebrew = LocalizationMatcher(available: ["he"]).negotiate(preferences: ["iw"])
        #expect(hebrew.localizations.first?.reason == .alias(preference: "iw"))
        let exact = LocalizationMatcher(available: ["fr_CA"]).negotiate(preferences: ["fr-CA"])
        #expect(exact.localizations.first?.reason == .exact(preference: "fr-CA"))
        let later = LocalizationMatcher(available: ["fr-FR", "fr-CA"]).negotiate(preferences: ["fr-CH", "fr-CA"])
        #expect(later.localizations.first?.reason == .exactLaterPreference(preference: "fr-CA"))
    }

    @Test func namesThatAreNotWellFormedAreLeftOut() {
        let matcher = LocalizationMatcher(available: ["../etc", "fr", "en\u{0}"])
        #expect(matcher.negotiate(preferences: ["fr"]).localizations.map(\.localization) == ["fr"])
    }

    @Test func nothingMatchingGivesTheDevelopmentLanguage() {
        let negotiation = LocalizationMatcher(available: ["de", "fr"], developmentLanguage: "de").negotiate(preferences: ["ja"])
        #expect(negotiation.localizations.isEmpty)
        #expect(negotiation.fallback.map(\.localization) == ["de"])
        #expect(negotiation.fallback.first?.reason == .developmentLanguage("de"))
    }
}

/// Tags from the outside never grow the locale caches past their bound.
@Suite struct LocaleCacheBoundTests {
    @Test func thousandsOfDistinctTagsKeepTheCacheBounded() {
        let matcher = LocalizationMatcher(available: ["en", "fr", "de"])
        for number in 0..<5_000 {
            // A distinct well-formed tag each time: English with a five-digit variant subtag.
            let variant = String(repeating: "0", count: 5 - String(number).count) + String(number)
            _ = matcher.negotiate(preferences: ["en-" + variant])
        }
        #expect(AppleLocaleID.cachedCount <= AppleLocaleID.cacheCapacity)
        #expect(AppleLocaleID.cachedCount > AppleLocaleID.cacheCapacity / 2)
    }
}
