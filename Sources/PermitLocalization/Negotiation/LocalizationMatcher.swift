/// Chooses, for a person's ordered language preferences, the localizations of a bundle to use, exactly as Apple's
/// runtime does (`ualoc_localizationsToUse`, which `Bundle.preferredLocalizations` rests on), and the chain to fall
/// back along key by key.
///
/// Each preference in turn is compared with every localization; the first preference that matches anything
/// decides, however good a later one's match would be. Names are compared as ICU reads them (`en-US`, `en_US` and
/// `EN-us` are one name) after Apple's and ICU's aliases are replaced (`English` is `en`, `zh_TW` is `zh-Hant-TW`,
/// `iw` is `he`), and otherwise through their parent chains: Apple's parents (`en-AU` → `en-GB`, `zh-HK` →
/// `zh-Hant` → `zh-TW`, `yue` → `yue-Hant` → `yue-HK` → `zh-Hant-HK`), else CLDR's (`en-GB` → `en-001`, `es-MX` →
/// `es-419`, `pt-AO` → `pt-PT`, `hi-Latn` → `en-IN`), else the name less its last subtag. The nearest shared
/// ancestor wins. The result is that localization and the other localizations in its own parent chain, so `en-NZ`
/// against `en, en-GB` gives `en-GB, en`, and `en` against `en, en-AU, en-GB` gives `en` alone.
///
/// Beyond Apple, the fallback chain continues with the development language and `Base`, names are given back as
/// the bundle spells them, and a name that is not a well-formed localization (see `LocalizationName`) is never
/// chosen, so it can never become part of a path.
public struct LocalizationMatcher: Sendable {
    /// The localizations to choose from, as the bundle names them, `Base` and malformed names left out.
    private let available: [String]
    private let hasBase: Bool
    private let developmentLanguage: String

    /// Creates a matcher over the localizations a bundle has (folder names without `.lproj`, in any form real
    /// bundles use). Names that are not well-formed are left out.
    ///
    /// - Parameters:
    ///   - available: The localizations, as named in the bundle.
    ///   - developmentLanguage: The language the app is written in, the end of every fallback chain before `Base`.
    public init(available: [String], developmentLanguage: String = "en") {
        var names: [String] = []
        var hasBase = false
        for name in available {
            do {
                let parsed = try LocalizationName(parsing: name)
                if parsed.isBase { hasBase = true } else { names.append(name) }
            } catch .ambiguousLegacyName {
                // `Chinese` and the like are safe folder names; Apple reads them with its own aliases.
                names.append(name)
            } catch {
                continue
            }
        }
        self.available = names
        self.hasBase = hasBase
        self.developmentLanguage = developmentLanguage
    }

    /// The localizations to use for `preferences` (BCP 47 tags or ICU identifiers, most preferred first). A
    /// preference nothing can serve (`und`, `x-foo`, an unknown language) is passed over.
    public func negotiate(preferences: [String]) -> LocalizationNegotiation {
        let chosen = AppleLocalizationChoice.choose(preferences: preferences, available: available).map { pick in
            LocalizationMatch(localization: available[pick.index], reason: reason(for: pick, preferences: preferences))
        }
        var fallback = chosen
        if let development = AppleLocalizationChoice.choose(preferences: [developmentLanguage], available: available)
            .first
        {
            fallback.append(
                LocalizationMatch(
                    localization: available[development.index], reason: .developmentLanguage(developmentLanguage)))
        }
        if hasBase { fallback.append(LocalizationMatch(localization: LocalizationName.baseName, reason: .base)) }
        return LocalizationNegotiation(localizations: chosen, fallback: Self.uniqued(fallback))
    }

    private func reason(for pick: AppleLocalizationChoice.Pick, preferences: [String]) -> LocalizationMatchReason {
        switch pick.reason {
        case .sameBaseName(let preference): .exact(preference: preferences[preference])
        case .sameNormalizedName(let preference): .alias(preference: preferences[preference])
        case .sharedAncestor(let preference, let ancestor):
            .sharedAncestor(preference: preferences[preference], ancestor: Self.tag(ancestor))
        case .exactLaterPreference(let preference): .exactLaterPreference(preference: preferences[preference])
        case .portugueseLastResort(let preference): .lastResort(preference: preferences[preference])
        case .parentOfChoice(let ancestor): .parentOfChoice(ancestor: Self.tag(ancestor))
        case .traditionalChineseForTaiwan: .traditionalChineseForTaiwan
        case .noLinguisticContent: .noLinguisticContent
        }
    }

    /// An ICU ID from Apple's chains written as a BCP 47 tag, for people to read (`en_001` → `en-001`).
    private static func tag(_ identifier: String) -> String {
        String(identifier.map { $0 == "_" ? "-" : $0 })
    }

    private static func uniqued(_ matches: [LocalizationMatch]) -> [LocalizationMatch] {
        var seen: Set<String> = []
        return matches.filter { seen.insert($0.localization).inserted }
    }
}
