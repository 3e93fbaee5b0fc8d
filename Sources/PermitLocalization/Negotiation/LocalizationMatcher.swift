/// Chooses, for a person's ordered language preferences, the localizations of a bundle to use, with Apple's
/// semantics, and the chain to fall back along key by key.
///
/// Each preference in turn is matched against the available localizations; the first preference that matches
/// at all wins, however good a later one's match would be. Within a preference, candidates must share its
/// language and script (after adding likely subtags: `zh-TW` is `zh-Hant-TW`, `pt` is `pt-Latn-BR`), and rank:
/// 1. the same locale (`zh-Hant` for `zh-TW`);
/// 2. the preference's CLDR parents in order (`en-AU` → `en-001` → `en`, `es-MX` → `es-419` → `es`,
///    `pt-AO` → `pt-PT`, `zh-Hant-HK` → `zh-Hant`; never `uloc_getParent`'s truncation, which turns Traditional
///    Chinese into Simplified), with Apple's substitution of `en-GB` for `en-001`;
/// 3. any other localization of the same language and script, the language's likely region first.
///
/// European and Brazilian Portuguese substitute for each other only when no preference matches anything else;
/// then the development language, then `Base`, end every chain. Scripts are never crossed: `sr-Latn` never
/// falls back to Cyrillic `sr`, nor `yue` (Traditional) to `yue-CN` (Simplified).
public struct LocalizationMatcher: Sendable {
    /// The localizations to choose from, with their parsed names.
    private let available: [Candidate]
    private let developmentLanguage: String

    private struct Candidate: Sendable {
        var name: LocalizationName
        /// Language, script and region after adding likely subtags; `nil` for `Base` and unknown languages.
        var maximized: MaximizedLocale?
    }

    /// Creates a matcher over the localizations a bundle has (folder names without `.lproj`, in any form real
    /// bundles use). Names that are not well-formed are left out.
    ///
    /// - Parameters:
    ///   - available: The localizations, as named in the bundle.
    ///   - developmentLanguage: The language the app is written in, the end of every fallback chain.
    public init(available: [String], developmentLanguage: String = "en") {
        self.available = available.compactMap { text in
            guard let name = try? LocalizationName(parsing: text) else { return nil }
            return Candidate(name: name, maximized: name.isBase ? nil : MaximizedLocale.of(name.tag))
        }
        self.developmentLanguage = developmentLanguage
    }

    /// The localizations to use for `preferences` (BCP 47 tags or ICU identifiers, most preferred first).
    public func negotiate(preferences: [String]) -> LocalizationNegotiation {
        let preferred = preferences.compactMap { tag in MaximizedLocale.of(tag).map { (tag, $0) } }
        var chosen: [LocalizationMatch] = []
        for (tag, preference) in preferred {
            chosen = matches(for: preference, tag: tag)
            if !chosen.isEmpty { break }
        }
        if chosen.isEmpty {
            for (tag, preference) in preferred {
                chosen = lastResortMatches(for: preference, tag: tag)
                if !chosen.isEmpty { break }
            }
        }
        var fallback = chosen
        if let development = MaximizedLocale.of(developmentLanguage) {
            let developmentMatches = matches(for: development, tag: developmentLanguage).map {
                LocalizationMatch(localization: $0.localization, reason: .developmentLanguage(developmentLanguage))
            }
            fallback += developmentMatches.prefix(1)
        }
        if let base = available.first(where: { $0.name.isBase }) {
            fallback.append(LocalizationMatch(localization: base.name.original, reason: .base))
        }
        return LocalizationNegotiation(localizations: chosen, fallback: Self.uniqued(fallback))
    }

    /// The candidates of one preference's language and script, best first.
    private func matches(for preference: MaximizedLocale, tag: String) -> [LocalizationMatch] {
        let sameScript = available.filter { candidate in
            guard let maximized = candidate.maximized else { return false }
            return maximized.sharesLanguageAndScript(with: preference)
                && !Self.isPortugueseCross(preference, maximized)
        }
        guard !sameScript.isEmpty else { return [] }
        var result: [LocalizationMatch] = []
        // 1. The same locale.
        for candidate in sameScript where candidate.maximized == preference {
            let exact = candidate.name.tag.lowercased() == tag.lowercased().replacingUnderscores()
            result.append(
                LocalizationMatch(
                    localization: candidate.name.original,
                    reason: exact ? .exact(preference: tag) : .sameLocale(preference: tag)))
        }
        // 2. The CLDR parent chain, with Apple's en-GB for en-001.
        for parent in preference.parentChain() {
            for candidate in sameScript where candidate.maximized == parent.locale {
                result.append(
                    LocalizationMatch(
                        localization: candidate.name.original,
                        reason: parent.isAppleSubstitute
                            ? .appleSubstitute(preference: tag, for: parent.substitutedFor ?? "")
                            : .parent(preference: tag, parent: parent.tag)))
            }
        }
        // 3. Any other of the same language and script, the likely region first.
        let likelyRegion = MaximizedLocale.of(preference.languageAndScript)?.region
        let rest = sameScript.sorted { first, second in
            let firstLikely = first.maximized?.region == likelyRegion
            let secondLikely = second.maximized?.region == likelyRegion
            if firstLikely != secondLikely { return firstLikely }
            return first.name.original < second.name.original
        }
        for candidate in rest {
            result.append(
                LocalizationMatch(localization: candidate.name.original, reason: .sameLanguageAndScript(preference: tag)))
        }
        return Self.uniqued(result)
    }

    /// European and Brazilian Portuguese, for each other, when nothing else matched.
    private func lastResortMatches(for preference: MaximizedLocale, tag: String) -> [LocalizationMatch] {
        available.filter { candidate in
            guard let maximized = candidate.maximized else { return false }
            return Self.isPortugueseCross(preference, maximized)
        }
        .map { LocalizationMatch(localization: $0.name.original, reason: .lastResort(preference: tag)) }
    }

    /// Whether one locale is European Portuguese (or a locale whose CLDR parent is `pt-PT`) and the other
    /// Brazilian: Apple substitutes them only as a last resort.
    private static func isPortugueseCross(_ first: MaximizedLocale, _ second: MaximizedLocale) -> Bool {
        guard first.language == "pt" && second.language == "pt" else { return false }
        return first.isEuropeanPortugueseFamily != second.isEuropeanPortugueseFamily
    }

    private static func uniqued(_ matches: [LocalizationMatch]) -> [LocalizationMatch] {
        var seen: Set<String> = []
        return matches.filter { seen.insert($0.localization).inserted }
    }
}

extension String {
    /// The text with `_` replaced by `-`, for comparing ICU identifiers with BCP 47 tags.
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
