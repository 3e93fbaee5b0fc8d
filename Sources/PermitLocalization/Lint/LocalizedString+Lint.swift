extension LocalizedString {
    /// A piece of text and where it starts.
    struct PlacedText {
        var text: String
        var location: SourceLocation?
    }

    /// A choice by plural category found in a string, and where to report about it.
    struct PlacedPlural {
        var cases: [PluralCategory: LocalizedString]
        var location: SourceLocation?
        /// Whether the count is known to be an integer (its variable formats `ld`, `lld`, `u`...), so that the
        /// categories CLDR gives only to fractions (`many` in Czech and Slovak) never apply.
        var countIsInteger = false
    }

    /// The text that stands for the whole string when it is compared with another language's: the text itself,
    /// or the `other` variant of a choice (the last variant when there is no `other`).
    var representativeText: PlacedText? {
        Self.representativeText(of: variant)
    }

    static func representativeText(of variant: Variant) -> PlacedText? {
        switch variant {
        case .text(let text, let location):
            PlacedText(text: text, location: location)
        case .plural(let cases):
            (cases[.other] ?? cases.max { $0.key < $1.key }?.value)?.representativeText
        case .device(let cases):
            (cases[.other] ?? cases.max { $0.key.rawValue < $1.key.rawValue }?.value)?.representativeText
        case .width(let cases):
            cases.max { $0.key < $1.key }?.value.representativeText
        }
    }

    /// Whether the two strings hold the same texts in the same shape (variants, categories, substitutions),
    /// wherever the texts stand and whatever their states: a translation that is a copy of its base.
    func hasSameTexts(as other: LocalizedString) -> Bool {
        guard Self.sameTexts(variant, other.variant), substitutions.count == other.substitutions.count else {
            return false
        }
        return substitutions.allSatisfy { name, substitution in
            other.substitutions[name].map { Self.sameTexts(substitution.variant, $0.variant) } ?? false
        }
    }

    private static func sameTexts(_ a: Variant, _ b: Variant) -> Bool {
        func same<Key>(_ a: [Key: LocalizedString], _ b: [Key: LocalizedString]) -> Bool {
            a.count == b.count && a.allSatisfy { key, value in b[key].map(value.hasSameTexts) ?? false }
        }
        switch (a, b) {
        case (.text(let first, _), .text(let second, _)): return first == second
        case (.plural(let first), .plural(let second)): return same(first, second)
        case (.device(let first), .device(let second)): return same(first, second)
        case (.width(let first), .width(let second)): return same(first, second)
        default: return false
        }
    }

    /// The first place of text in the string, depth first in category order.
    var firstLocation: SourceLocation? {
        Self.firstLocation(of: variant)
    }

    private static func firstLocation(of variant: Variant) -> SourceLocation? {
        let children: [LocalizedString]
        switch variant {
        case .text(_, let location): return location
        case .plural(let cases): children = cases.sorted { $0.key < $1.key }.map(\.value)
        case .device(let cases): children = cases.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value)
        case .width(let cases): children = cases.sorted { $0.key < $1.key }.map(\.value)
        }
        return children.lazy.compactMap(\.firstLocation).first
    }

    /// Every plural choice in the string and its substitutions, nested ones included; `fallback` places a choice
    /// that has no place of its own.
    func plurals(fallback: SourceLocation?) -> [PlacedPlural] {
        var found = Self.plurals(in: variant, fallback: fallback)
        for name in substitutions.keys.sorted() {
            guard let substitution = substitutions[name] else { continue }
            var plurals = Self.plurals(in: substitution.variant, fallback: substitution.location ?? fallback)
            if let specifier = substitution.formatSpecifier, NumericConversion.isInteger(specifier), !plurals.isEmpty {
                plurals[0].countIsInteger = true
            }
            found += plurals
        }
        return found
    }

    private static func plurals(in variant: Variant, fallback: SourceLocation?) -> [PlacedPlural] {
        switch variant {
        case .text:
            return []
        case .plural(let cases):
            let nested = cases.sorted { $0.key < $1.key }.flatMap { $0.value.plurals(fallback: fallback) }
            return [PlacedPlural(cases: cases, location: fallback)] + nested
        case .device(let cases):
            return cases.sorted { $0.key.rawValue < $1.key.rawValue }.flatMap { $0.value.plurals(fallback: fallback) }
        case .width(let cases):
            return cases.sorted { $0.key < $1.key }.flatMap { $0.value.plurals(fallback: fallback) }
        }
    }

    /// Every node of the string that records a translation state, with the place of its text.
    var statedNodes: [(state: TranslationState, location: SourceLocation?)] {
        var found: [(state: TranslationState, location: SourceLocation?)] = []
        if let state { found.append((state, firstLocation)) }
        switch variant {
        case .text: break
        case .plural(let cases): found += cases.sorted { $0.key < $1.key }.flatMap { $0.value.statedNodes }
        case .device(let cases): found += cases.sorted { $0.key.rawValue < $1.key.rawValue }.flatMap { $0.value.statedNodes }
        case .width(let cases): found += cases.sorted { $0.key < $1.key }.flatMap { $0.value.statedNodes }
        }
        for name in substitutions.keys.sorted() {
            guard let substitution = substitutions[name] else { continue }
            found += LocalizedString(substitution.variant).statedNodes
        }
        return found
    }
}
