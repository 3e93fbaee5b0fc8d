import PermitLocalization
import PermitResources
import Testing

/// The translations in `Resources/`, checked against the English source and against each language's CLDR rules.
@Suite struct ShippedTranslationsTests {
    static let catalog = try! LocalizationCatalog(root: PermitResources.path!)
    static let localizations = catalog.localizations.filter { $0 != "en" }
    static let english = catalog.table("Permit", localization: "en")

    static func text(_ string: LocalizedString?) -> String? {
        guard case .text(let text, _) = string?.variant else { return nil }
        return text
    }

    @Test func theEnglishSourceIsCleanAndComplete() throws {
        let english = try #require(Self.english)
        #expect(english.diagnostics.isEmpty)
        #expect(english.strings.count >= 120)
    }

    @Test(arguments: localizations)
    func everyKeyOfTheSourceIsTranslatedWithTheSameSpecifiers(localization: String) throws {
        let english = try #require(Self.english)
        let table = try #require(Self.catalog.table("Permit", localization: localization))
        #expect(table.diagnostics.isEmpty, "\(table.diagnostics)")
        #expect(Set(table.strings.keys) == Set(english.strings.keys))
        for (key, source) in english.strings {
            guard let sourceText = Self.text(source), let translated = Self.text(table.strings[key]) else { continue }
            #expect(FormatSpecifiers.compatible(sourceText, translated).isEmpty, "\(localization): \(key)")
            let isOnlyASubstitution = sourceText.hasPrefix("%#@") && sourceText.hasSuffix("@")
            #expect(translated != sourceText || key == "ok" || isOnlyASubstitution, "\(localization): \(key) is not translated")
        }
    }

    @Test(arguments: localizations)
    func thePluralSummaryHasEveryCategoryTheLanguageUses(localization: String) throws {
        let table = try #require(Self.catalog.table("Permit", localization: localization))
        let summary = try #require(table.strings["summary.missing"])
        let substitution = try #require(summary.substitutions["count"])
        guard case .plural(let variants) = substitution.variant else {
            Issue.record("summary.missing is not a plural")
            return
        }
        let required = try PluralRules.forLocale(localization).categories
        #expect(required.isSubset(of: Set(variants.keys)), "\(localization) lacks \(required.subtracting(variants.keys))")
        #expect(variants[.zero] != nil, "\(localization) has no zero for 'all granted'")
    }
}
