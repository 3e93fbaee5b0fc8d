import BenchmarkSupport
import Foundation
import PermitLocalization

// Turns Accept-Language headers into localizations, median ns per call: Permit cached (the same header again, through
// AcceptLanguageCache and the Localizer's negotiation cache) and cold (a header and a tag never seen, through the
// same path: every cache misses), against Apple's own ualoc_localizationsToUse (header parsed, then Apple's
// function, from the toolchain's _FoundationICU), whose lists Permit's must equal, and against
// what a server would write with Foundation in the same run: split the header on commas, drop the q-values, and ask
// Bundle.preferredLocalizations(from:forPreferences:). Foundation's answers are checked against Permit's too.
// Then the hostile cases: a 1 MB header (goal: answered in under 10 ms), and a million distinct headers, each with
// a tag never seen before, after which the resident memory must not have grown by more than the caches' bounds
// allow.

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
let localizer = Localizer(catalogs: [try LocalizationCatalog(root: scratch.path)], table: "App")

let cached = medianNanoseconds(batches: 31, batchSize: 5_000) { call in
    let header = headers[call % headers.count]
    let tags = AcceptLanguageCache.shared.acceptLanguage(forHeader: header).languageTags
    return localizer.negotiate(preferences: tags).fallback.count
}
let matcher = LocalizationMatcher(available: available)
/// A header no cache has seen, with a tag never seen before: every cache on the way misses.
func coldHeader(_ call: Int) -> String {
    headers[call % headers.count] + ", en-\(2_000_000 + call);q=0.3"
}
let cold = medianNanoseconds(batches: 31, batchSize: 200) { call in
    let tags = AcceptLanguageCache.shared.acceptLanguage(forHeader: coldHeader(call)).languageTags
    return localizer.negotiate(preferences: tags).fallback.count
}
/// A header no cache has seen, made of tags seen before: the header cache and the localizer's negotiations miss.
func newHeader(_ call: Int) -> String {
    headers[call % headers.count] + ",xx-Q\(call % 9);q=0.\(call % 997 + 1)"
}
let coldKnownTags = medianNanoseconds(batches: 31, batchSize: 200) { call in
    let tags = AcceptLanguageCache.shared.acceptLanguage(forHeader: newHeader(call)).languageTags
    return localizer.negotiate(preferences: tags).fallback.count
}

/// The header's language tags in written order, q-values dropped: the usual hand-written parse.
func naiveTags(_ header: String) -> [String] {
    header.split(separator: ",").map { $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces) }
}
let foundation = medianNanoseconds(batches: 31, batchSize: 200) { call in
    Bundle.preferredLocalizations(from: available, forPreferences: naiveTags(coldHeader(call))).count
}
let apple = medianNanoseconds(batches: 31, batchSize: 200) { call in
    AppleChoice.localizationsToUse(
        preferences: AcceptLanguage(parsing: coldHeader(call)).languageTags, available: available
    ).count
}
let agreeingWithApple = headers.filter { header in
    let tags = AcceptLanguage(parsing: header).languageTags
    return matcher.negotiate(preferences: tags).localizations.map(\.localization)
        == AppleChoice.localizationsToUse(preferences: tags, available: available).filter { $0 != "Base" }
}
let agreeing = headers.filter { header in
    let permitFirst = matcher.negotiate(preferences: AcceptLanguage(parsing: header).languageTags).localizations.first
    let foundationFirst = Bundle.preferredLocalizations(from: available, forPreferences: naiveTags(header)).first
    return permitFirst?.localization == foundationFirst
}

print("Accept-Language to localization (\(available.count) localizations); median ns per call")
print(padded("Permit, cached (same header)", 44) + fixed(cached, decimals: 0, width: 8) + " ns")
print(padded("Permit, cold (new header, new tag)", 44) + fixed(cold, decimals: 0, width: 8) + " ns")
print(padded("Permit, cold (new header, known tags)", 44) + fixed(coldKnownTags, decimals: 0, width: 8) + " ns")
print(padded("Foundation split + preferredLocalizations", 44) + fixed(foundation, decimals: 0, width: 8) + " ns")
print(padded("Apple's ualoc_localizationsToUse (ICU 76)", 44) + fixed(apple, decimals: 0, width: 8) + " ns")
print("Permit's list equals Apple's for \(agreeingWithApple.count) of \(headers.count) headers")
print("Permit / Foundation: \(fixed(foundation / cached, decimals: 1))x cached, \(fixed(foundation / coldKnownTags, decimals: 1))x cold with known tags, \(fixed(foundation / cold, decimals: 1))x cold with a new tag")
print("Foundation's first localization agrees with Permit's for \(agreeing.count) of \(headers.count) headers")

// A 1 MB header: 80,000 repetitions of one element, then junk.
let megabyteHeader = String(repeating: "en-US;q=0.5, ", count: 80_000) + String(repeating: "a", count: 10_000)
let megabyte = try medianSeconds(runs: 21) {
    let tags = AcceptLanguage(parsing: megabyteHeader).languageTags
    guard matcher.negotiate(preferences: tags).localizations.first?.localization == "en" else {
        throw CocoaError(.coderInvalidValue)
    }
}
print(padded("Permit, a 1 MB header, cold", 44) + fixed(megabyte * 1000, decimals: 3, width: 8) + " ms (goal: < 10 ms)")

// A million distinct headers through the shared header cache and the localizer: every cache on the way evicts.
let residentBefore = residentBytes()
let millionStart = ContinuousClock.now
var answered = 0
for number in 0..<1_000_000 {
    let header = "en-\(1_000_000 + number), fr;q=0.5"
    let tags = AcceptLanguageCache.shared.acceptLanguage(forHeader: header).languageTags
    answered += localizer.negotiate(preferences: tags).localizations.isEmpty ? 0 : 1
}
let perHeader = (ContinuousClock.now - millionStart).seconds * 1e9 / 1_000_000
let grown = residentBytes() - residentBefore
print(
    padded("Permit, a million distinct headers", 44) + fixed(perHeader, decimals: 0, width: 8) + " ns each; resident "
        + "memory grew \(grown / 1024) KiB; header cache holds \(AcceptLanguageCache.shared.count) of "
        + "\(AcceptLanguageCache.shared.capacity)")
guard answered == 1_000_000, grown < 64 << 20, AcceptLanguageCache.shared.count <= AcceptLanguageCache.shared.capacity
else {
    print("a million distinct headers: \(answered) answered, memory grew \(grown) bytes: the caches are not bounded")
    exit(1)
}

