/// One localization chosen by negotiation, and why.
public struct LocalizationMatch: Hashable, Sendable, CustomStringConvertible {
    /// The localization, named exactly as the bundle names it (`zh_CN`, `English`, `pt-BR`...).
    public var localization: String
    /// Why it was chosen.
    public var reason: LocalizationMatchReason

    /// Creates a match.
    public init(localization: String, reason: LocalizationMatchReason) {
        self.localization = localization
        self.reason = reason
    }

    public var description: String { "\(localization) (\(reason))" }
}

/// Why negotiation chose a localization.
public enum LocalizationMatchReason: Hashable, Sendable, CustomStringConvertible {
    /// The localization is the preference itself.
    case exact(preference: String)
    /// The localization names the same locale as the preference once likely subtags are added (`zh-TW` for
    /// `zh-Hant`).
    case sameLocale(preference: String)
    /// The localization is a CLDR parent of the preference (`es-419` for `es-MX`).
    case parent(preference: String, parent: String)
    /// Apple puts this localization in where CLDR does not (`en-GB` for `en-001`, and so for `en-AU`).
    case appleSubstitute(preference: String, for: String)
    /// The localization shares the preference's language and script.
    case sameLanguageAndScript(preference: String)
    /// European and Brazilian Portuguese, for each other, when no preference matched anything else.
    case lastResort(preference: String)
    /// The app's development language, the end of every chain.
    case developmentLanguage(String)
    /// `Base.lproj`, read last.
    case base

    public var description: String {
        switch self {
        case .exact(let preference): "exact match for \(preference)"
        case .sameLocale(let preference): "same locale as \(preference) with likely subtags"
        case .parent(let preference, let parent): "CLDR parent \(parent) of \(preference)"
        case .appleSubstitute(let preference, let original): "Apple's substitute for \(original), a parent of \(preference)"
        case .sameLanguageAndScript(let preference): "same language and script as \(preference)"
        case .lastResort(let preference): "last resort for \(preference): the other Portuguese"
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
