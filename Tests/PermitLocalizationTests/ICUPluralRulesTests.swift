import PermitLocalization
import Testing

/// Expected categories are CLDR's cardinal plural rules, worked out by hand for each number.
@Suite struct ICUPluralRulesTests {
    @Test(arguments: [
        ("fr", 0, PluralCategory.one), ("fr", 1, .one), ("fr", 2, .other),
        ("pt", 0, .one), ("pt", 1, .one), ("pt", 2, .other),
        ("pt-PT", 0, .other), ("pt-PT", 1, .one),
        ("ru", 1, .one), ("ru", 2, .few), ("ru", 5, .many), ("ru", 11, .many), ("ru", 21, .one), ("ru", 22, .few),
        ("pl", 1, .one), ("pl", 2, .few), ("pl", 5, .many), ("pl", 12, .many), ("pl", 22, .few),
        ("lv", 0, .zero), ("lv", 1, .one), ("lv", 2, .other), ("lv", 11, .zero), ("lv", 21, .one),
        ("ar", 0, .zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 3, .few), ("ar", 11, .many), ("ar", 101, .other),
        ("cy", 0, .zero), ("cy", 1, .one), ("cy", 2, .two), ("cy", 3, .few), ("cy", 4, .other), ("cy", 6, .many),
        ("en", 0, .other), ("en", 1, .one), ("en", 2, .other),
        ("ja", 0, .other), ("ja", 1, .other), ("ja", 2, .other), ("ja", 100, .other),
    ])
    func integerCategory(locale: String, count: Int, category: PluralCategory) throws {
        #expect(try PluralRules(locale: locale).category(for: count) == category)
    }

    @Test(arguments: [
        ("en", 1.0, 0, PluralCategory.one),
        ("en", 1.0, 1, .other),
        ("en", 1.5, 1, .other),
        ("ru", 1.5, 1, .other),
        ("ru", 1.0, 0, .one),
        ("pl", 1.5, 1, .other),
        ("fr", 1.5, 1, .one),
        ("ja", 1.0, 1, .other),
        // Rounded half-even to the visible digits: 1.5 shows as "2".
        ("ru", 1.5, 0, .few),
    ])
    func fractionCategory(locale: String, value: Double, fractionDigits: Int, category: PluralCategory) throws {
        #expect(try PluralRules(locale: locale).category(for: value, fractionDigits: fractionDigits) == category)
    }

    @Test(arguments: [
        ("ja", [PluralCategory.other]),
        ("en", [.one, .other]),
        ("ru", [.one, .few, .many, .other]),
        ("fr", [.one, .many, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
    ])
    func categories(locale: String, categories: [PluralCategory]) throws {
        #expect(try PluralRules(locale: locale).categories == Set(categories))
    }

    @Test(arguments: ["xx", "qq-ZZ"])
    func languageWithoutDataThrows(locale: String) {
        #expect {
            try PluralRules(locale: locale)
        } throws: { error in
            (error as? ICUError)?.name == "U_MISSING_RESOURCE_ERROR"
        }
    }

    @Test func malformedLocaleThrows() {
        #expect(throws: ICUError.self) { try PluralRules(locale: "en_US") }
    }

    @Test func cachedRulesAreSharedAndKeepTheirLocale() throws {
        let first = try PluralRules.forLocale("cy")
        let second = try PluralRules.forLocale("cy")
        #expect(first === second)
        #expect(first.locale == "cy")
    }
}
