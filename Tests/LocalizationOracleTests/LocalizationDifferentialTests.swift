import PermitLocalization
import Testing

/// Permit's choice of localizations against Apple's own function, on random preferences and bundles.
@Suite struct LocalizationDifferentialTests {
    /// Preferences as clients send them: BCP 47 and ICU forms, scripts, regions, legacy and deprecated codes,
    /// `und`, private use, unknown languages.
    static let preferenceLanguages = [
        "en", "fr", "de", "es", "pt", "zh", "ja", "ko", "ar", "ars", "he", "iw", "id", "in", "no", "nb", "nn", "mo",
        "ro", "sr", "hi", "yue", "wuu", "it", "nl", "sv", "da", "fi", "ru", "uk", "tl", "fil", "sh", "tlh", "qq",
        "und", "el", "ca", "ms", "th", "vi", "tr", "pl", "cs", "eng", "deu",
    ]
    static let scripts = ["Hans", "Hant", "Latn", "Cyrl", "Arab", "Deva"]
    static let regions = [
        "US", "GB", "AU", "NZ", "IN", "CA", "FR", "BR", "PT", "AO", "MO", "HK", "TW", "CN", "SG", "MX", "419", "150",
        "001", "ES", "CH", "DE", "AT", "SA", "EG", "RS", "ME", "NO", "IL", "AR", "IE", "ZA", "BE", "MY",
    ]
    static let oddPreferences = [
        "x-foo", "x-pseudo", "und", "English", "Japanese", "French", "i-klingon", "en-US-u-ca-buddhist", "EN_us",
        "zh_hant_hk", "en-Latn-US", "en__POSIX", "root", "zxx",
    ]
    /// Localization folder names real bundles have, all well-formed (Permit never chooses other names).
    static let folderNames = [
        "en", "en_GB", "en-GB", "en_AU", "en-AU", "en_IN", "en_CA", "en-001", "en_150", "en_US", "English", "fr",
        "fr_CA", "fr-CH", "French", "de", "de_CH", "de-AT", "German", "es", "es_419", "es-MX", "es_ES", "Spanish",
        "pt", "pt_BR", "pt-PT", "pt_PT", "Portuguese", "zh_CN", "zh_TW", "zh_HK", "zh-Hans", "zh-Hant", "zh-Hant-HK",
        "zh_Hans_SG", "zh_MO", "Chinese", "yue", "yue-CN", "yue_HK", "yue-Hans", "ja", "Japanese", "ko", "ar", "he",
        "iw", "id", "in", "no", "nb", "nn", "ro", "mo", "sr", "sr-Latn", "sr_Latn_ME", "hi", "hi_Latn", "it",
        "it_CH", "it_IT", "nl", "Dutch", "sv", "da", "fi", "ru", "uk", "tl", "fil", "ms", "th", "vi", "tr", "pl",
        "cs", "el", "ca", "Base", "zxx", "qq", "wuu",
    ]

    static func randomPreference(_ random: inout SplitMix64) -> String {
        if random.next(below: 8) == 0 { return oddPreferences[random.next(below: oddPreferences.count)] }
        var subtags = [preferenceLanguages[random.next(below: preferenceLanguages.count)]]
        if random.next(below: 4) == 0 { subtags.append(scripts[random.next(below: scripts.count)]) }
        if random.next(below: 2) == 0 { subtags.append(regions[random.next(below: regions.count)]) }
        let separator = random.next(below: 3) == 0 ? "_" : "-"
        let tag = subtags.joined(separator: separator)
        return random.next(below: 10) == 0 ? tag.uppercased() : tag
    }

    static func randomCase(_ random: inout SplitMix64) -> (preferences: [String], available: [String]) {
        let preferences = (0..<(1 + random.next(below: 4))).map { _ in randomPreference(&random) }
        var available: [String] = []
        for _ in 0..<(1 + random.next(below: 8)) {
            let name = folderNames[random.next(below: folderNames.count)]
            if !available.contains(name) { available.append(name) }
        }
        return (preferences, available)
    }

    @Test func permitChoosesWhatAppleChoosesForTenThousandRandomCases() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        var disagreements: [String] = []
        for _ in 0..<10_000 {
            let (preferences, available) = Self.randomCase(&random)
            let apple = try #require(AppleOracle.localizationsToUse(preferences: preferences, available: available))
            let permit = LocalizationMatcher(available: available).negotiate(preferences: preferences)
                .localizations.map(\.localization)
            if permit != apple.filter({ $0 != "Base" }) {
                disagreements.append("\(preferences) in \(available): Apple \(apple), Permit \(permit)")
            }
        }
        #expect(disagreements.isEmpty, "seed \(seed): \(disagreements.count) of 10000 differ, e.g. \(disagreements.prefix(5))")
    }
}

/// A small seeded generator (SplitMix64), so that a failing run can be repeated from its seed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
