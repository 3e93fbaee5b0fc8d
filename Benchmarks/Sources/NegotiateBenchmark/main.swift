import Foundation
import PermitLocalization

// Turns Accept-Language headers into localizations: cached (the same header again, through AcceptLanguageCache and
// the Localizer's negotiation cache) and cold (a header never seen: parse + match), median ns per call.

let available = [
    "en", "en-GB", "fr", "de", "es", "es-419", "it", "nl", "pt-BR", "pt-PT", "sv", "da", "nb", "fi", "pl", "cs", "ru",
    "uk", "el", "tr", "ar", "he", "hi", "th", "vi", "id", "ja", "ko", "zh-Hans", "zh-Hant", "zh-HK", "Base",
]
let headers = [
    "fr-CA,fr;q=0.9,en;q=0.8", "zh-HK,zh;q=0.9", "pt-AO;q=0.9,en;q=0.5", "en-AU,en;q=0.9", "es-MX,es;q=0.9",
    "de-CH", "sr-Latn,en;q=0.1", "ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7",
]

func medianNanoseconds(batches: Int = 31, batchSize: Int, _ body: (Int) -> Int) -> Double {
    var sink = 0
    var samples: [Double] = []
    for batch in 0..<batches {
        let start = ContinuousClock.now
        for call in 0..<batchSize { sink &+= body(batch &* batchSize &+ call) }
        let elapsed = ContinuousClock.now - start
        samples.append((Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9) / Double(batchSize))
    }
    if sink == 42 { print("") }
    return samples.sorted()[batches / 2]
}

let root = FileManager.default.temporaryDirectory.appendingPathComponent("permit-negotiate-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: root) }
for name in available {
    try FileManager.default.createDirectory(atPath: root + "/" + name + ".lproj", withIntermediateDirectories: true)
    try "\"k\" = \"v\";".write(toFile: root + "/" + name + ".lproj/App.strings", atomically: true, encoding: .utf8)
}
let localizer = Localizer(catalogs: [LocalizationCatalog(root: root)], table: "App")

let cached = medianNanoseconds(batchSize: 5_000) { call in
    let header = headers[call % headers.count]
    let tags = AcceptLanguageCache.shared.acceptLanguage(forHeader: header).languageTags
    return localizer.negotiate(preferences: tags).fallback.count
}
let matcher = LocalizationMatcher(available: available)
let cold = medianNanoseconds(batchSize: 200) { call in
    // A header no cache has seen: a distinct q-value each call.
    let header = headers[call % headers.count] + ",xx-Q\(call % 9);q=0.\(call % 997 + 1)"
    return matcher.negotiate(preferences: AcceptLanguage(parsing: header).languageTags).fallback.count
}
print("Accept-Language to localization (\(available.count) localizations); median ns per call")
print("cached (same header)   \(String(format: "%8.0f", cached)) ns")
print("cold (new header)      \(String(format: "%8.0f", cold)) ns")
