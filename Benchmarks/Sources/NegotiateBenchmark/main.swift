import BenchmarkSupport
import Foundation
import PermitLocalization

// Turns Accept-Language headers into localizations, median ns per call: Permit cached (the same header again, through
// AcceptLanguageCache and the Localizer's negotiation cache) and cold (a header never seen: parse + match), against
// what a server would write with Foundation in the same run: split the header on commas, drop the q-values, and ask
// Bundle.preferredLocalizations(from:forPreferences:). Foundation's answers are checked against Permit's too.

let available = [
    "en", "en-GB", "fr", "de", "es", "es-419", "it", "nl", "pt-BR", "pt-PT", "sv", "da", "nb", "fi", "pl", "cs", "ru",
    "uk", "el", "tr", "ar", "he", "hi", "th", "vi", "id", "ja", "ko", "zh-Hans", "zh-Hant", "zh-HK", "Base",
]
let headers = [
    "fr-CA,fr;q=0.9,en;q=0.8", "zh-HK,zh;q=0.9", "pt-AO;q=0.9,en;q=0.5", "en-AU,en;q=0.9", "es-MX,es;q=0.9",
    "de-CH", "sr-Latn,en;q=0.1", "ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7",
]

let scratch = try ScratchFolder("negotiate")
defer { scratch.remove() }
for name in available {
    try scratch.write("\"k\" = \"v\";", to: name + ".lproj/App.strings")
}
let localizer = Localizer(catalogs: [LocalizationCatalog(root: scratch.path)], table: "App")

let cached = medianNanoseconds(batches: 31, batchSize: 5_000) { call in
    let header = headers[call % headers.count]
    let tags = AcceptLanguageCache.shared.acceptLanguage(forHeader: header).languageTags
    return localizer.negotiate(preferences: tags).fallback.count
}
let matcher = LocalizationMatcher(available: available)
/// A header no cache has seen: a distinct q-value each call.
func coldHeader(_ call: Int) -> String {
    headers[call % headers.count] + ",xx-Q\(call % 9);q=0.\(call % 997 + 1)"
}
let cold = medianNanoseconds(batches: 31, batchSize: 200) { call in
    matcher.negotiate(preferences: AcceptLanguage(parsing: coldHeader(call)).languageTags).fallback.count
}

/// The header's language tags in written order, q-values dropped: the usual hand-written parse.
func naiveTags(_ header: String) -> [String] {
    header.split(separator: ",").map { $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces) }
}
let foundation = medianNanoseconds(batches: 31, batchSize: 200) { call in
    Bundle.preferredLocalizations(from: available, forPreferences: naiveTags(coldHeader(call))).count
}
let agreeing = headers.filter { header in
    let permitFirst = matcher.negotiate(preferences: AcceptLanguage(parsing: header).languageTags).localizations.first
    let foundationFirst = Bundle.preferredLocalizations(from: available, forPreferences: naiveTags(header)).first
    return permitFirst?.localization == foundationFirst
}

print("Accept-Language to localization (\(available.count) localizations); median ns per call")
print(padded("Permit, cached (same header)", 44) + fixed(cached, decimals: 0, width: 8) + " ns")
print(padded("Permit, cold (new header)", 44) + fixed(cold, decimals: 0, width: 8) + " ns")
print(padded("Foundation split + preferredLocalizations", 44) + fixed(foundation, decimals: 0, width: 8) + " ns")
print("Permit / Foundation: \(fixed(foundation / cached, decimals: 1))x cached, \(fixed(foundation / cold, decimals: 1))x cold")
print("Foundation's first localization agrees with Permit's for \(agreeing.count) of \(headers.count) headers")
