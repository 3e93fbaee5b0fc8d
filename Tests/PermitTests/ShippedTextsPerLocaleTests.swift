import Foundation
import Permit
import PermitLocalization
import PermitResources
import Testing

/// Every shipped localization, through the same texts the manager uses.
@Suite struct ShippedTextsPerLocaleTests {
    static let localizations = [
        "en", "zh-Hans", "zh-Hant", "zh-HK", "ja", "ko", "de", "fr", "es", "es-419", "pt-BR", "pt-PT", "it", "nl", "ru",
        "uk", "pl", "tr", "ar", "he", "hi", "th", "vi", "id", "sv", "da", "nb", "fi", "cs", "el",
    ]

    /// Unicode blocks of the scripts the shipped languages are written in (with the Ukrainian apostrophe U+02BC,
    /// a modifier letter Ukrainian spelling uses inside Cyrillic words).
    static let scriptRanges: [String: [ClosedRange<UInt32>]] = [
        "Latn": [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF],
        "Cyrl": [0x400...0x4FF, 0x2BC...0x2BC], "Grek": [0x370...0x3FF, 0x1F00...0x1FFF],
        "Arab": [0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF], "Hebr": [0x590...0x5FF, 0xFB1D...0xFB4F],
        "Deva": [0x900...0x97F], "Thai": [0xE00...0xE7F], "Hans": [0x3400...0x4DBF, 0x4E00...0x9FFF],
        "Hant": [0x3400...0x4DBF, 0x4E00...0x9FFF],
        "Jpan": [0x3040...0x309F, 0x30A0...0x30FF, 0x4E00...0x9FFF], "Kore": [0xAC00...0xD7AF, 0x1100...0x11FF],
    ]

    /// Whether `text` is written in the script ICU expects for `localization`: several letters of that script,
    /// and no letter of any other script but ASCII (brand names such as iOS, Siri or Face ID stay Latin).
    static func isInExpectedScript(_ text: String, localization: String) throws -> Bool {
        let maximized = try LocaleIdentifiers.addingLikelySubtags(localization)
        let script = String(maximized.split(separator: "-")[1])
        let ranges = try #require(scriptRanges[script], "no ranges for \(script)")
        let letters = text.unicodeScalars.filter(\.properties.isAlphabetic)
        let inScript = letters.filter { letter in ranges.contains { $0.contains(letter.value) } }
        let foreign = letters.filter { letter in !letter.isASCII && !ranges.contains { $0.contains(letter.value) } }
        return inScript.count >= 3 && foreign.isEmpty
    }

    @Test func everyIssueLocalizationIsShipped() {
        let shipped = Set(LocalizationCatalog(root: PermitResources.path).localizations)
        #expect(Set(Self.localizations).isSubset(of: shipped), "missing: \(Set(Self.localizations).subtracting(shipped))")
    }

    @Test(arguments: localizations)
    func everyServiceAndCaseHasItsOwnTextInTheLanguage(localization: String) throws {
        for service in Service.allCases {
            for status in service.applicableStatuses {
                let error = try #require(PermitTexts.shipped.error(for: service, status: status, preferences: [localization]))
                let context = "\(localization) \(service.commandLineName) \(status.commandLineName)"
                #expect(error.localization == localization, "\(context)")
                for text in [error.description, error.recoverySuggestion] {
                    #expect(!text.isEmpty, "\(context)")
                    #expect(!text.hasPrefix(service.keyPrefix + "."), "\(context): raw key \(text)")
                    #expect(!text.contains("%@") && !text.contains("%ld"), "\(context): unfilled placeholder in \(text)")
                    #expect(try Self.isInExpectedScript(text, localization: localization), "\(context): \(text)")
                }
                if status == .lowVersion {
                    let version = SystemVersionGate.minimumVersion(of: service, on: nil).description
                    #expect(error.recoverySuggestion.contains(version) || localization == "ar", "\(context)")
                }
            }
        }
    }

    /// CLDR's categories for 1, 2, 5, 11, 21, 101, written by hand; 0 always takes the `zero` text.
    static let categories: [String: [PluralCategory]] = {
        let otherOnly = Array(repeating: PluralCategory.other, count: 6)
        let oneOther: [PluralCategory] = [.one, .other, .other, .other, .other, .other]
        var table: [String: [PluralCategory]] = [:]
        for language in ["zh-Hans", "zh-Hant", "zh-HK", "ja", "ko", "th", "vi", "id"] { table[language] = otherOnly }
        for language in [
            "en", "de", "nl", "sv", "da", "nb", "fi", "it", "el", "tr", "es", "es-419", "pt-PT", "hi", "fr", "pt-BR",
        ] { table[language] = oneOther }
        table["ru"] = [.one, .few, .many, .many, .one, .one]
        table["uk"] = [.one, .few, .many, .many, .one, .one]
        table["pl"] = [.one, .few, .many, .many, .many, .many]
        table["cs"] = [.one, .few, .other, .other, .other, .other]
        table["ar"] = [.one, .two, .few, .many, .many, .other]
        table["he"] = [.one, .two, .other, .other, .other, .other]
        return table
    }()

    @Test(arguments: localizations)
    func thePluralSummaryIsRightForEveryCount(localization: String) throws {
        let catalog = LocalizationCatalog(root: PermitResources.path)
        let summary = try #require(catalog.table("Permit", localization: localization)?.strings["summary.missing"])
        guard case .plural(let variants) = summary.substitutions["count"]?.variant else {
            Issue.record("\(localization): summary.missing has no plural")
            return
        }
        let expected = try #require(Self.categories[localization])
        let isolate = ["ar", "he"].contains(localization)
        let digits = try NumberFormat(skeleton: "precision-integer", locale: localization)
        for (count, category) in zip([0, 1, 2, 5, 11, 21, 101], [.zero] + expected) {
            guard case .text(let variant, _) = try #require(variants[category], "\(localization) lacks \(category)").variant
            else { continue }
            let number = digits.format(Int64(count))
            let expectedText = variant.replacingOccurrences(
                of: "%ld", with: isolate ? "\u{2068}" + number + "\u{2069}" : number)
            let rendered = PermitTexts.shipped.missingSummary(count: count, preferences: [localization])
            #expect(rendered.text == expectedText, "\(localization) \(count)")
            #expect(rendered.localization == localization)
        }
    }
}
