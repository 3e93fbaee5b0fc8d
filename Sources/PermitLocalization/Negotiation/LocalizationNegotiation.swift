/// One localization chosen by negotiation, and why.
public struct LocalizationMatch: Hashable, Sendable, CustomStringConvertible {
    /// The localization, named exactly as the bundle names it (`zh_CN`, `English`, `pt-BR`...).
    public var localization: String
    /// Why it was chosen.
    public var reason: LocalizationMatchReason

    /// Creates a match.
    package init(localization: String, reason: LocalizationMatchReason) {
        self.localization = localization
        self.reason = reason
    }

    public var description: String { "\(localization) (\(reason))" }
}

/// Why negotiation chose a localization, in the terms of Apple's matching.
public enum LocalizationMatchReason: Hashable, Sendable, CustomStringConvertible {
    /// The localization is the preference itself, as ICU reads names (`en_US` is `en-US`).
    case exact(preference: String)
    /// The localization names the preference once Apple's and ICU's aliases are replaced (`zh_TW` for
    /// `zh-Hant-TW`, `English` for `en`, `he` for `iw`).
    case alias(preference: String)
    /// The localization and the preference share `ancestor` in their parent chains, nearer than any other
    /// localization does (`en-GB` for `en-NZ`, through Apple's parent `en-AU` → `en-GB`).
    case sharedAncestor(preference: String, ancestor: String)
    /// The first match was not exact and named a region; a later preference of the same language names this
    /// localization exactly (`fr-CA` for `fr-CH, fr-CA`).
    case exactLaterPreference(preference: String)
    /// European and Brazilian Portuguese, for each other, when no preference matched anything else.
    case lastResort(preference: String)
    /// The localization is in the parent chain of the one chosen first (`en` after `en-GB`).
    case parentOfChoice(ancestor: String)
    /// Traditional Chinese for Taiwan, which Apple adds after Hong Kong's.
    case traditionalChineseForTaiwan
    /// Nothing matched and the bundle has `zxx`, "no linguistic content".
    case noLinguisticContent
    /// The app's development language, the end of every chain (Permit's per-key fallback, not Apple's).
    case developmentLanguage(String)
    /// `Base.lproj`, read last.
    case base

    public var description: String {
        switch self {
        case .exact(let preference): "exact match for \(preference)"
        case .alias(let preference): "same locale as \(preference) once aliases are replaced"
        case .sharedAncestor(let preference, let ancestor): "nearest shared parent \(ancestor) of \(preference)"
        case .exactLaterPreference(let preference): "exact match for the later preference \(preference)"
        case .lastResort(let preference): "last resort for \(preference): the other Portuguese"
        case .parentOfChoice(let ancestor): "parent \(ancestor) of the first choice"
        case .traditionalChineseForTaiwan: "Traditional Chinese for Taiwan after Hong Kong's"
        case .noLinguisticContent: "no linguistic content (zxx)"
        case .developmentLanguage(let language): "development language \(language)"
        case .base: "Base localization"
        }
    }
}

/// The outcome of matching preferences against a bundle's localizations.
public struct LocalizationNegotiation: Hashable, Sendable {
    /// The localizations Apple's runtime would use, best first: the first preference that matches at all, and
    /// that preference's other matches.
    public var localizations: [LocalizationMatch]
    /// The chain a lookup falls back along key by key: `localizations`, then the development language, then
    /// `Base`, each once.
    public var fallback: [LocalizationMatch]
}
