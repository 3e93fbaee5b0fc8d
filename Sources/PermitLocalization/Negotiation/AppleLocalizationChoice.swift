/// Apple's choice of the localizations to use for a list of preferred languages (`ualoc_localizationsToUse` in
/// apple-oss-distributions/ICU, which `Bundle.preferredLocalizations` rests on), reimplemented step for step.
///
/// 1. Each preference in turn is compared with every available localization; the first preference that matches
///    anything decides. A match is, best first: the same ICU base name; the same name after aliases are replaced
///    (`zh_TW` = `zh_Hant_TW`, `iw` = `he`); or an entry the two parent chains share, scored by how far down both
///    chains it is (one more when the languages differ, as `hi_Latn` and `en_IN`), the lowest score winning and
///    the earliest localization winning ties. A region that is not the language's likely one costs a localization
///    one step (`it_IT` beats `it_CH` for `it`).
/// 2. European Portuguese never matches Brazilian here; that pair is kept aside as a last resort.
/// 3. A match that is not exact and has a region gives way to a later preference of the same language that is
///    exact (`fr_CH, fr_CA` against `fr_FR, fr_CA` gives `fr_CA`); Chinese excepted.
/// 4. The result is the match followed by every available localization in its own parent chain (with Traditional
///    Chinese for Taiwan after Hong Kong's), or, when nothing matched, the Portuguese last resort, or `zxx`.
struct AppleLocalizationChoice {
    /// One localization chosen, by its index in the available list, and why.
    struct Pick: Hashable {
        var index: Int
        var reason: Reason
    }

    /// Why Apple chose a localization.
    enum Reason: Hashable {
        /// Its base name equals the preference's.
        case sameBaseName(preference: Int)
        /// Its name equals the preference's once aliases are replaced.
        case sameNormalizedName(preference: Int)
        /// It and the preference share `ancestor` in their parent chains.
        case sharedAncestor(preference: Int, ancestor: String)
        /// A later preference of the same language names it exactly.
        case exactLaterPreference(preference: Int)
        /// European and Brazilian Portuguese, for each other, when nothing else matched.
        case portugueseLastResort(preference: Int)
        /// It is in the parent chain of the localization chosen first (`ancestor` in that chain).
        case parentOfChoice(ancestor: String)
        /// Traditional Chinese for Taiwan, after Hong Kong's.
        case traditionalChineseForTaiwan
        /// Nothing matched and the bundle has `zxx`, "no linguistic content".
        case noLinguisticContent
    }

    /// The localizations Apple uses for `preferences` among `available`, best first.
    static func choose(preferences: [String], available: [String]) -> [Pick] {
        let preferred = preferences.map(AppleLocaleID.of)
        let candidates = available.map(AppleLocaleID.of)
        var best: (index: Int, score: Int, reason: Reason)?
        var portuguese: (index: Int, preference: Int)?

        for (preferenceIndex, preference) in preferred.enumerated() where best == nil {
            for (index, candidate) in candidates.enumerated() {
                let score = best?.score ?? Int.max
                if score > -1 && preference.base == candidate.base {
                    best = (index, -1, .sameBaseName(preference: preferenceIndex))
                } else if score > 0 && preference.normalized == candidate.normalized {
                    best = (index, 0, .sameNormalizedName(preference: preferenceIndex))
                } else if score > 0 && preference.languageGroup == candidate.languageGroup {
                    let preferenceChain = preference.parentChain(penalizesUnlikelyRegion: false)
                    let candidateChain = candidate.parentChain(penalizesUnlikelyRegion: true)
                    for (preferenceDepth, ancestor) in preferenceChain.enumerated() {
                        for (candidateDepth, candidateAncestor) in candidateChain.enumerated()
                        where ancestor == candidateAncestor {
                            if preference.normalized == "pt_PT" && candidate.normalized == "pt_BR" {
                                portuguese = (index, preferenceIndex)
                                continue
                            }
                            var score = preferenceDepth + candidateDepth
                            if preference.language != candidate.language { score += 1 }
                            if score < best?.score ?? Int.max {
                                best = (index, score, .sharedAncestor(preference: preferenceIndex, ancestor: ancestor))
                            }
                        }
                    }
                }
            }
        }

        if let match = best, match.score > 0, candidates[match.index].hasRegion, candidates[match.index].language != "zh",
            let exact = exactLaterPreference(language: candidates[match.index].language, preferred, candidates)
        {
            best = (exact.index, match.score, .exactLaterPreference(preference: exact.preference))
        }

        var picks: [Pick] = []
        if let match = best {
            picks.append(Pick(index: match.index, reason: match.reason))
        } else if let portuguese {
            picks.append(Pick(index: portuguese.index, reason: .portugueseLastResort(preference: portuguese.preference)))
        }
        if let first = picks.first {
            picks += parentsOfChoice(first.index, candidates)
        } else if let index = available.firstIndex(of: "zxx") {
            picks.append(Pick(index: index, reason: .noLinguisticContent))
        }
        return picks
    }

    /// The first preference of `language`, in order, whose base or normalized name an available localization has
    /// exactly, and that localization.
    private static func exactLaterPreference(
        language: String, _ preferred: [AppleLocaleID], _ candidates: [AppleLocaleID]
    ) -> (preference: Int, index: Int)? {
        for (preferenceIndex, preference) in preferred.enumerated() where preference.language == language {
            if let index = candidates.firstIndex(where: {
                $0.base == preference.base || $0.normalized == preference.normalized
            }) {
                return (preferenceIndex, index)
            }
        }
        return nil
    }

    /// Every other available localization in the parent chain of the one at `chosen`, in chain order.
    private static func parentsOfChoice(_ chosen: Int, _ candidates: [AppleLocaleID]) -> [Pick] {
        let chain = candidates[chosen].parentChain(penalizesUnlikelyRegion: true)
        var picks: [Pick] = []
        for (depth, ancestor) in chain.enumerated() {
            if depth > 0 && chain[depth - 1] == ancestor { continue }
            for (index, candidate) in candidates.enumerated() where index != chosen {
                if ancestor == "zh_Hant_HK" && candidate.normalized == "zh_Hant_TW" {
                    picks.append(Pick(index: index, reason: .traditionalChineseForTaiwan))
                } else if ancestor == candidate.normalized {
                    picks.append(Pick(index: index, reason: .parentOfChoice(ancestor: ancestor)))
                }
            }
        }
        return picks
    }
}
