/// A locale with its likely subtags added (`zh-TW` → `zh-Hant-TW`, `pt` → `pt-Latn-BR`), the form in which two
/// names for the same locale compare equal, and the CLDR parents it falls back through.
struct MaximizedLocale: Hashable, Sendable {
    /// The language subtag, with Norwegian's `no` read as `nb` (Apple treats them as one language).
    let language: String
    /// The script subtag, such as `Hant`.
    let script: String
    /// The region subtag, such as `TW` or `419`.
    let region: String
    /// The tag as given to the initializer, minimized: the form ICU's locale data is keyed by.
    let minimizedTag: String

    /// One step of a fallback chain.
    struct ParentStep: Hashable, Sendable {
        /// The parent's tag as ICU names it.
        var tag: String
        /// The parent, maximized.
        var locale: MaximizedLocale
        /// Whether Apple puts this step in where CLDR does not (`en-GB` after `en-001`).
        var isAppleSubstitute = false
        /// For an Apple substitute, the CLDR locale it follows.
        var substitutedFor: String?
    }

    /// The locale of a BCP 47 tag or ICU identifier, from a bounded cache (ICU's likely-subtags and parent data
    /// cost microseconds a call); `nil` when ICU cannot add likely subtags to it.
    static func of(_ tag: String) -> MaximizedLocale? {
        locales.value(for: tag) { MaximizedLocale(reading: tag) }
    }

    static let locales = BoundedCache<String, MaximizedLocale?>(capacity: 1_024)
    private static let parentChains = BoundedCache<MaximizedLocale, [ParentStep]>(capacity: 512)

    /// Reads a BCP 47 tag or ICU identifier; `nil` when ICU cannot add likely subtags to it.
    private init?(reading tag: String) {
        guard let maximized = try? LocaleIdentifiers.addingLikelySubtags(tag) else { return nil }
        let subtags = maximized.split(separator: "-").map(String.init)
        guard subtags.count >= 3, subtags[1].count == 4 else { return nil }
        language = subtags[0] == "no" ? "nb" : subtags[0]
        script = subtags[1]
        region = subtags[2]
        minimizedTag = (try? LocaleIdentifiers.minimizingSubtags(maximized)) ?? maximized
        isEuropeanPortugueseFamily =
            language == "pt" && (region == "PT" || Self.cldrAncestors(of: minimizedTag).contains("pt-PT"))
    }

    /// `language-Script`, such as `zh-Hant`.
    var languageAndScript: String { language + "-" + script }

    func sharesLanguageAndScript(with other: MaximizedLocale) -> Bool {
        language == other.language && script == other.script
    }

    /// Whether this is European Portuguese or a locale whose CLDR parents lead through `pt-PT` (`pt-AO`,
    /// `pt-MO`...).
    let isEuropeanPortugueseFamily: Bool

    /// The locales this one falls back through, nearest first, in its own script only: the CLDR parents of the
    /// minimized tag (where ICU keeps `en-AU` → `en-001`), then those of the maximized one (which keep the script:
    /// `zh-Hant-HK` → `zh-Hant`, where the minimized `zh-HK` would truncate to Simplified `zh`).
    func parentChain() -> [ParentStep] {
        Self.parentChains.value(for: self) { computeParentChain() }
    }

    private func computeParentChain() -> [ParentStep] {
        let maximizedTag = [language, script, region].joined(separator: "-")
        var steps: [ParentStep] = []
        var seen: Set<MaximizedLocale> = [self]
        for ancestor in Self.cldrAncestors(of: minimizedTag) + Self.cldrAncestors(of: maximizedTag) {
            guard let locale = MaximizedLocale.of(ancestor), locale.sharesLanguageAndScript(with: self),
                seen.insert(locale).inserted
            else { continue }
            steps.append(ParentStep(tag: ancestor, locale: locale))
            if ancestor == "en-001", let british = MaximizedLocale.of("en-GB"), seen.insert(british).inserted {
                steps.append(
                    ParentStep(tag: "en-GB", locale: british, isAppleSubstitute: true, substitutedFor: ancestor))
            }
        }
        return steps
    }

    /// The CLDR parents of `tag` up to (not including) the root.
    private static func cldrAncestors(of tag: String) -> [String] {
        var ancestors: [String] = []
        var current = tag
        while ancestors.count < 8, let parent = (try? LocaleIdentifiers.cldrParent(of: current)) ?? nil {
            ancestors.append(parent)
            current = parent
        }
        return ancestors
    }
}
