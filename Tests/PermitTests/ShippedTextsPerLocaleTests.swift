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

    @Test func everyIssueLocalizationIsShipped() throws {
        let shipped = Set(try LocalizationCatalog(root: #require(PermitResources.path)).localizations)
        #expect(Set(Self.localizations).isSubset(of: shipped), "missing: \(Set(Self.localizations).subtracting(shipped))")
    }

    /// The matrix: every service in every status it can be in has, in every localization, a title and advice of
    /// its own (no other status of the service shares them), in the language's script, with the settings link
    /// exactly where Settings can help.
    @Test(arguments: localizations)
    func everyServiceAndStatusOfTheMatrixHasItsOwnTexts(localization: String) throws {
        for service in Service.allCases {
            var advice: [String: AuthorizationStatus] = [:]
            var titles: [String: AuthorizationStatus] = [:]
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
                if let other = advice.updateValue(status, forKey: error.recoverySuggestion) {
                    Issue.record("\(context): the same advice as \(other.commandLineName)")
                }
                // Not-determined, restricted and denied share the service's title, as in JYAuthorization.
                if ![.notDetermined, .restricted, .denied].contains(status),
                    let other = titles.updateValue(status, forKey: error.description)
                {
                    Issue.record("\(context): the same title as \(other.commandLineName)")
                }
                let linked: Bool
                switch status {
                case .denied, .limited, .provisional, .writeOnly, .reducedAccuracy, .whenInUseOnly: linked = true
                case .unserviced: linked = [.locationWhenInUse, .locationAlways, .preciseLocation, .bluetooth, .faceID].contains(service)
                default: linked = false
                }
                #expect((error.settingsURL != nil) == linked, "\(context)")
            }
        }
    }

    /// The digits each localization writes numbers with: ICU's default numbering system (Arabic-Indic in Arabic).
    static func digits(_ number: String, localization: String) -> String {
        guard localization == "ar" else { return number }
        return String(number.map { digit in
            digit.wholeNumberValue.map { Character(Unicode.Scalar(0x0660 + $0)!) } ?? digit
        })
    }

    /// Low-version advice names the system the subject's device needs, its numbers in the language's digits:
    /// Health on an iPad needs iPadOS 17, on a phone iOS 8; Focus status iOS 15; media library iOS 9.3.
    @Test(arguments: localizations)
    func lowVersionAdviceNamesTheSystemTheDeviceNeeds(localization: String) throws {
        let cases: [(Service, DeviceKind?, String, String)] = [
            (.health, .iPad, "iPadOS", "17"), (.health, .iPhone, "iOS", "8"), (.health, nil, "iOS", "8"),
            (.focusStatus, .iPad, "iPadOS", "15"), (.focusStatus, nil, "iOS", "15"), (.speechRecognition, .iPhone, "iOS", "10"),
        ]
        for (service, device, system, version) in cases {
            let error = try #require(
                PermitTexts.shipped.error(for: service, status: .lowVersion, preferences: [localization], deviceKind: device))
            let expected = system + " " + Self.digits(version, localization: localization)
            #expect(error.recoverySuggestion.contains(expected), "\(localization) \(service) \(String(describing: device)): \(error.recoverySuggestion)")
        }
        let media = try #require(PermitTexts.shipped.error(for: .mediaLibrary, status: .lowVersion, preferences: [localization]))
        let expected = "iOS " + Self.digits("9", localization: localization) + "." + Self.digits("3", localization: localization)
        #expect(media.recoverySuggestion.contains(expected), "\(localization): \(media.recoverySuggestion)")
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
        let catalog = try LocalizationCatalog(root: #require(PermitResources.path))
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
