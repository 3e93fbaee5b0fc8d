import Foundation

/// Whether one web address is another's page in another language: sites localize by a language subdomain
/// (`de.wikipedia.org`, whose page names are translated too), by a locale in the path (`/de-de/`, `/fr/`, or one
/// the original has none of: `/cn` below the English pages' root), by a language parameter (`?lang=en`), or by a
/// country's domain (`yandex.com` for `yandex.ru`).
enum LocalizedAddress {
    /// Whether `address` is `original` localized: the same host but for a language subdomain (any page); or the
    /// same host, or the same site under another country's domain, with the same path but for locale segments and
    /// the same query but for a language parameter's value.
    static func isLocalizedVersion(_ address: String, of original: String) -> Bool {
        guard let a = URLComponents(string: address), let b = URLComponents(string: original),
            let aHost = a.host?.lowercased(), let bHost = b.host?.lowercased(),
            a.scheme?.lowercased().hasPrefix("http") == true, b.scheme?.lowercased().hasPrefix("http") == true
        else { return false }
        if aHost != bHost {
            if let aSite = withoutLanguageLabel(aHost), let bSite = withoutLanguageLabel(bHost) { return aSite == bSite }
            guard let aSite = withoutCountryDomain(aHost), aSite == withoutCountryDomain(bHost) else { return false }
        }
        let segmentsA = a.path.split(separator: "/"), segmentsB = b.path.split(separator: "/")
        var pathA = segmentsA.map(withLocaleMarked)
        var pathB = segmentsB.map(withLocaleMarked)
        if pathA != pathB {
            // A locale segment one address has and the other lacks: the site's default language has none
            // (HiPixel's `https://zipic.5km.tech/cn` for `https://zipic.5km.tech`).
            pathA = zip(pathA, segmentsA).filter { $0.0 != "*" || !isLanguageOrCountry($0.1) }.map(\.0)
            pathB = zip(pathB, segmentsB).filter { $0.0 != "*" || !isLanguageOrCountry($0.1) }.map(\.0)
            guard pathA == pathB else { return false }
            pathA.append("*")
        }
        guard a.fragment == b.fragment else { return false }
        if a.query == b.query { return aHost != bHost || pathA.contains(where: { $0.contains("*") }) }
        return differsInLanguageOnly(a.queryItems ?? [], b.queryItems ?? [])
    }

    /// Whether two queries have the same parameters, in order, with the same values but for a language's
    /// (`lang`, `hl`, `locale`...), which differs.
    private static func differsInLanguageOnly(_ a: [URLQueryItem], _ b: [URLQueryItem]) -> Bool {
        guard a.count == b.count, a.map(\.name) == b.map(\.name) else { return false }
        var differs = false
        for (one, other) in zip(a, b) where one.value != other.value {
            guard languageParameters.contains(one.name.lowercased()) else { return false }
            differs = true
        }
        return differs
    }

    /// Two-letter top-level domains that sites take as a brand of their own, not as a country's.
    private static let sitesOwnDomains: Set<Substring> = ["io", "ai", "co"]

    /// Query parameters that name the page's language.
    private static let languageParameters: Set<String> = ["lang", "hl", "locale", "language", "lng", "lc"]

    /// The host without its country's or the generic top-level domain (`yandex.ru`, `yandex.com`, `google.co.uk`
    /// are `yandex` and `google`), or `nil` when it ends in another kind of domain (`example.io` is a site's own).
    private static func withoutCountryDomain(_ host: String) -> String? {
        var labels = host.split(separator: ".")
        guard labels.count >= 2, let last = labels.last, last.count == 2 || ["com", "org", "net"].contains(last),
            !sitesOwnDomains.contains(last)
        else { return nil }
        labels.removeLast()
        if labels.count >= 2, let second = labels.last, ["co", "com", "org", "net", "ac", "gov", "or", "ne"].contains(second) {
            labels.removeLast()
        }
        return labels.joined(separator: ".")
    }

    /// Whether `address` is `original` over the other web scheme (`https://community.example.io/bug` for
    /// `http://community.example.io/bug`): a site serves both, or sends one to the other, so the person reaches the
    /// same page.
    static func isSamePageOverTheOtherScheme(_ address: String, as original: String) -> Bool {
        let schemes = ["http://", "https://"]
        guard let aScheme = schemes.first(where: { address.lowercased().hasPrefix($0) }),
            let bScheme = schemes.first(where: { original.lowercased().hasPrefix($0) }), aScheme != bScheme
        else { return false }
        return address.dropFirst(aScheme.count) == original.dropFirst(bScheme.count)
    }

    /// A path segment with its locale written as `*`: the whole segment (`/de-de/`), or a locale that ends a file's
    /// name after `-`, `_` or `.` (`privacy-en.html`, `guide_fr.pdf`, `help.de.html`).
    private static func withLocaleMarked(_ segment: Substring) -> String {
        if isLocaleSegment(segment) { return "*" }
        guard let dot = segment.lastIndex(of: "."), dot > segment.startIndex else { return String(segment) }
        let name = segment[..<dot]
        guard let separator = name.lastIndex(where: { $0 == "-" || $0 == "_" || $0 == "." }), separator > name.startIndex
        else { return String(segment) }
        let locale = name[name.index(after: separator)...]
        guard isLocaleSegment(locale), !locale.contains("-"), !locale.contains("_") else { return String(segment) }
        return String(name[...separator]) + "*" + String(segment[dot...])
    }

    /// Whether a path segment names a language or a country as ICU knows them (`de`, `cn`, `zh-cn`, `pt_BR`), not
    /// merely two or three letters (`faq`, `app`).
    private static func isLanguageOrCountry(_ segment: Substring) -> Bool {
        let parts = segment.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, parts.count <= 2 else { return false }
        guard parts.count == 2 else { return languageCodes.contains(String(first)) || regionCodes.contains(String(first)) }
        return languageCodes.contains(String(first)) && regionCodes.contains(String(parts[1]))
    }

    private static let languageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map { $0.identifier.lowercased() })
    private static let regionCodes = Set(Locale.Region.isoRegions.map { $0.identifier.lowercased() })

    /// The host without its first label when that label is a language (`de.wikipedia.org` → `wikipedia.org`).
    private static func withoutLanguageLabel(_ host: String) -> String? {
        let labels = host.split(separator: ".")
        guard labels.count >= 3, let first = labels.first, isLocaleSegment(first), !serviceLabels.contains(String(first))
        else { return nil }
        return labels.dropFirst().joined(separator: ".")
    }

    /// First labels of a host that name a service, not a language.
    private static let serviceLabels: Set<String> = ["www", "api", "app", "web", "dev", "cdn", "ftp", "git", "svn"]

    /// A language or locale as sites write it in a host or a path: `de`, `pt-br`, `zh_TW`, `en-us`.
    private static func isLocaleSegment(_ segment: Substring) -> Bool {
        let parts = segment.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let language = parts.first, (2...3).contains(language.count), parts.count <= 2,
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isLetter } }
    }
}
