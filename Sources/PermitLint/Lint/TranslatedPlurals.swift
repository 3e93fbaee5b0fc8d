import PermitLocalization

/// A translated string's plurals (its own, or a substitution's), each beside its base's of the same name, with the
/// plural rules of the translation's language: what the checks of a translated plural against its base read
/// (`PluralCategoryMissingRule.zeroLost`, `UntranslatedRule.variantsLeftInBase`).
struct TranslatedPlurals {
    /// One plural of the translation beside the base's.
    struct Pair {
        /// The substitution's name, or `nil` for the string's own plural.
        var name: String?
        /// The translation's texts, by category.
        var texts: [PluralCategory: LocalizedString.PlacedText]
        /// The base's texts, by category.
        var baseTexts: [PluralCategory: LocalizedString.PlacedText]

        /// The key, and the substitution, as a message names them.
        func subject(key: String) -> String { name.map { "\"\(key)\" (substitution \($0))" } ?? "\"\(key)\"" }
    }

    /// The plural rules of the translation's language.
    let rules: PluralRules
    /// The translation's plurals that the base has too, in the order `PluralVariantArgumentsRule.plurals` gives.
    let pairs: [Pair]

    /// `nil` for a translation without plurals, or in a localization whose plural rules are not known.
    init?(base: LocalizedString, translation: LocalizedString, localization: String) {
        if case .text = translation.variant, translation.substitutions.isEmpty { return nil }
        guard let name = try? LocalizationName(parsing: localization), !name.isBase,
            let rules = try? PluralRules.forLocale(name.tag)
        else { return nil }
        let basePlurals = Dictionary(
            PluralVariantArgumentsRule.plurals(of: base).map { ($0.name ?? "", $0.texts) }, uniquingKeysWith: { first, _ in first })
        self.rules = rules
        pairs = PluralVariantArgumentsRule.plurals(of: translation).compactMap { plural in
            basePlurals[plural.name ?? ""].map { Pair(name: plural.name, texts: plural.texts, baseTexts: $0) }
        }
    }
}
