internal import CPermitICU

/// One locale ID as Apple's choice of localizations sees it (`ualoc_localizationsToUse`): its ICU base name, that
/// name with Apple's and ICU's aliases replaced, its language, and the chain of parents it falls back through.
///
/// Apple compares these forms as plain strings: two IDs name the same localization when their base names or their
/// normalized names are equal, and they are related when their parent chains share an entry.
struct AppleLocaleID: Hashable, Sendable {
    /// The ICU base name: keywords dropped, case and separators made canonical (`EN-us` → `en_US`, `English` →
    /// `english`, `i-klingon` → `tlh`). Empty for an ID ICU cannot read a language from (`x-foo`).
    let base: String
    /// The base name with Apple's aliases (`english` → `en`, `zh_TW` → `zh_Hant_TW`) or else ICU's language
    /// aliases (`iw` → `he`, `sh` → `sr_Latn`) replaced.
    let normalized: String
    /// The language of `normalized`.
    let language: String
    /// The language Apple compares parent chains within: `language`, except that Apple relates `ars` to `ar`,
    /// `nb` and `nn` to `no`, `wuu` and `yue` to `zh`, and `hi` to `en` (`hi_Latn` falls back to `en_IN`).
    let languageGroup: String
    /// Whether `normalized` has a region.
    let hasRegion: Bool

    /// The ID of a preference or an available localization, read through a bounded cache.
    static func of(_ id: String) -> AppleLocaleID {
        cache.value(for: id) { AppleLocaleID(reading: id) }
    }

    /// The most IDs remembered.
    static let cacheCapacity = 2_048
    /// How many IDs are remembered now.
    static var cachedCount: Int { cache.count }

    private static let cache = BoundedCache<String, AppleLocaleID>(capacity: cacheCapacity)
    private static let chains = BoundedCache<ChainKey, [String]>(capacity: 2_048)

    private init(reading id: String) {
        base = Self.baseName(of: id)
        normalized = Self.normalize(base)
        let subtags = Self.subtags(of: normalized)
        language = subtags.language
        languageGroup = Self.languageGroups[language] ?? language
        hasRegion = !subtags.region.isEmpty
    }

    private struct ChainKey: Hashable, Sendable {
        var normalized: String
        var penalizesUnlikelyRegion: Bool
    }

    /// The locales this one falls back through, itself first, up to (not including) the root: Apple's parents,
    /// else CLDR's, else the ID with its last subtag removed; at most nine entries, as in Apple's code.
    ///
    /// - Parameter penalizesUnlikelyRegion: Whether a region that is not the language's likely one counts as one
    ///   more step (Apple does this for the available localizations, so that `it_IT` wins over `it_CH` for `it`):
    ///   the ID then appears twice at the start.
    func parentChain(penalizesUnlikelyRegion: Bool) -> [String] {
        let key = ChainKey(normalized: normalized, penalizesUnlikelyRegion: penalizesUnlikelyRegion)
        return Self.chains.value(for: key) { computeParentChain(penalizesUnlikelyRegion: penalizesUnlikelyRegion) }
    }

    private func computeParentChain(penalizesUnlikelyRegion: Bool) -> [String] {
        var chain = [normalized]
        if penalizesUnlikelyRegion, hasRegion, normalized != "es_MX", normalized != "zh_Hant_TW",
            let minimized = Self.minimized(normalized), !Self.subtags(of: minimized).region.isEmpty
        {
            chain.append(normalized)
        }
        while chain.count < Self.maximumChainLength {
            let parent = Self.parent(of: chain[chain.count - 1])
            if parent.isEmpty || parent == "root" { break }
            chain.append(parent)
        }
        return chain
    }

    /// Apple's parent chains hold at most nine IDs (an array of ten with a terminator).
    private static let maximumChainLength = 9

    // MARK: - Apple's normalization

    /// Apple's `ualoc_normalize`: Apple's alias table first, then ICU's language aliases for the whole name or, failing
    /// that, for its language alone with the rest of the name put back.
    private static func normalize(_ base: String) -> String {
        if let alias = AppleLocaleData.appleAliases[base] { return alias }
        if let replacement = AppleLocaleData.languageAliases[base] { return replacement }
        guard let underscore = base.firstIndex(of: "_"),
            let replacement = AppleLocaleData.languageAliases[String(base[..<underscore])]
        else { return base }
        if !replacement.contains("_") { return replacement + base[underscore...] }
        // A replacement that ends with a script (`sh` → `sr_Latn`) takes the original's region, if it ends with one.
        let characters = Array(replacement.utf8)
        if characters.count > 5, characters[characters.count - 5] == UInt8(ascii: "_"),
            let lastUnderscore = base.lastIndex(of: "_"), base[lastUnderscore...].utf8.count <= 4
        {
            return replacement + base[lastUnderscore...]
        }
        return replacement
    }

    /// Apple's `ualoc_getParent`.
    private static func parent(of id: String) -> String {
        if let parent = AppleLocaleData.appleParents[id] { return parent }
        if let parent = AppleLocaleData.cldrParents[id] { return parent }
        // uloc_getParent: everything before the last underscore.
        guard let underscore = id.lastIndex(of: "_"), underscore > id.startIndex else { return "" }
        return String(id[..<underscore])
    }

    private static let languageGroups: [String: String] = [
        "ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh",
    ]

    // MARK: - ICU's reading of IDs

    /// `uloc_getBaseName` as Apple's ICU answers it. The system's ICU reads IDs alike, but for one change Apple
    /// reverted: it drops a leading `und` (`und_DE` → `_DE`), which Apple keeps. So a leading `und` is read in place
    /// of a private-use language code of the same length and put back afterwards.
    static func baseName(of id: String) -> String {
        let isUndetermined = startsWithUndetermined(id)
        let input = isUndetermined ? undeterminedStandIn + id.dropFirst(3) : id
        var name =
            (try? ICUOutput.identifier { buffer, capacity, status in
                permit_locale_base_name_of(input, buffer, capacity, &status)
            }) ?? ""
        if isUndetermined, name.hasPrefix(undeterminedStandIn) { name = "und" + name.dropFirst(3) }
        return name
    }

    private static let undeterminedStandIn = "qzu"

    private static func startsWithUndetermined(_ id: String) -> Bool {
        let bytes = Array(id.utf8.prefix(4))
        guard bytes.count >= 3, String(decoding: bytes[0..<3], as: UTF8.self).lowercased() == "und" else {
            return false
        }
        return bytes.count == 3 || [UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "@")].contains(bytes[3])
    }

    /// `uloc_minimizeSubtags` of an ICU ID; `nil` when ICU cannot.
    private static func minimized(_ id: String) -> String? {
        try? ICUOutput.identifier { buffer, capacity, status in
            permit_locale_minimize_subtags(id, buffer, capacity, &status)
        }
    }

    /// The language and region of a base name in ICU's form, read as `uloc_getLanguage` and `uloc_getCountry` do:
    /// the language is everything up to the first separator; a four-letter script may follow; a region is the next
    /// subtag of two or three characters.
    static func subtags(of id: String) -> (language: String, region: String) {
        let parts = id.split(separator: "_", omittingEmptySubsequences: false)
        let language = String(parts[0])
        var index = 1
        if index < parts.count, parts[index].utf8.count == 4, parts[index].utf8.allSatisfy(isASCIILetter) {
            index += 1
        }
        guard index < parts.count, (2...3).contains(parts[index].utf8.count) else { return (language, "") }
        return (language, String(parts[index]))
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
