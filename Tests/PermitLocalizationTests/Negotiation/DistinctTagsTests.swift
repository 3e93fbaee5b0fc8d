import Foundation
import Testing

@testable import PermitLocalization

/// Headers and tags from the outside, each one new, leave every cache on the way (the header readings, the
/// likely-subtag data per tag, the localizer's negotiations) at its bound. 20,000 headers pass each bound many
/// times over in a few seconds of a debug build; `negotiate-benchmark` sends a million through the same path in a
/// release build and checks the same bounds.
@Suite struct DistinctTagsTests {
    @Test func twentyThousandDistinctHeadersKeepEveryCacheBounded() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("permit-distinct-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for localization in ["en", "fr", "de"] {
            try FileManager.default.createDirectory(atPath: root + "/\(localization).lproj", withIntermediateDirectories: true)
            try "\"k\" = \"\(localization)\";".write(toFile: root + "/\(localization).lproj/App.strings", atomically: true, encoding: .utf8)
        }
        let localizer = Localizer(catalogs: [try LocalizationCatalog(root: root)], table: "App")
        let readings = AcceptLanguageCache(capacity: AcceptLanguageCache.defaultCapacity)
        for number in 0..<20_000 {
            // English with a distinct seven-digit variant subtag, then French.
            let header = "en-\(1_000_000 + number), fr;q=0.5"
            let tags = readings.acceptLanguage(forHeader: header).languageTags
            if number % 5_000 == 0 {
                #expect(localizer.text("k", preferences: tags).text == "en")
            } else {
                _ = localizer.negotiate(preferences: tags)
            }
        }
        #expect(readings.count == readings.capacity)
        #expect(AppleLocaleID.cachedCount <= AppleLocaleID.cacheCapacity)
        #expect(localizer.cachedResolutionCount <= 256)
    }
}
