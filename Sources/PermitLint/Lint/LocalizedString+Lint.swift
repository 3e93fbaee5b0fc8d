import PermitLocalization

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

    /// Every text of the string: its text or each of its variants, and each variant of each substitution (`%arg`
    /// written as the substitution's conversion).
    var allTexts: [PlacedText] {
        var texts = Self.leaves(of: variant)
        for name in substitutions.keys.sorted() {
            guard let substitution = substitutions[name] else { continue }
            texts += Self.leaves(of: substitution.variant).map(substitution.argumentWritten(in:))
        }
        return texts
    }

    private static func leaves(of variant: Variant) -> [PlacedText] {
        switch variant {
        case .text(let text, let location): [PlacedText(text: text, location: location)]
        case .plural(let cases): cases.sorted { $0.key < $1.key }.flatMap { leaves(of: $0.value.variant) }
        case .device(let cases): cases.sorted { $0.key.rawValue < $1.key.rawValue }.flatMap { leaves(of: $0.value.variant) }
        case .width(let cases): cases.sorted { $0.key < $1.key }.flatMap { leaves(of: $0.value.variant) }
        }
    }

    /// Whether every text of this string is one of `base`'s texts (`allTexts`): a translation left in the base's
    /// language, whatever variants it copied where (`one` given the base's `other` text).
    func holdsOnlyTexts(of base: LocalizedString) -> Bool {
        let baseTexts = Set(base.allTexts.map(\.text))
        return allTexts.allSatisfy { baseTexts.contains($0.text) }
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
        // A String Catalog's plural chooses by the number its texts read: an integer when its `other` text reads
        // one (`%lld new posts`).
        if case .plural(let cases) = variant, let other = cases[.other]?.representativeText?.text,
            Self.readsIntegerFirst(other), !found.isEmpty
        {
            found[0].countIsInteger = true
        }
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

    /// Whether the first number `text` reads is an integer (`%lld`, `%d`, `%u`...).
    private static func readsIntegerFirst(_ text: String) -> Bool {
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return false }
        for specifier in FormatString.parsed(text).specifiers {
            switch specifier.conversion {
            case .signedInteger, .unsignedInteger: return true
            case .floatingPoint: return false
            default: continue
            }
        }
        return false
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

extension Substitution {
    /// A String Catalog substitution's text with `%arg`, the substitution's own argument, written as the
    /// conversion the substitution declares (`%lld`), so that it is not read as `%a` followed by "rg".
    func argumentWritten(in placed: LocalizedString.PlacedText) -> LocalizedString.PlacedText {
        guard placed.text.containsUTF8Byte(UInt8(ascii: "%")), ByteSearch.contains("%arg", in: placed.text) else { return placed }
        let conversion = "%" + (formatSpecifier ?? "@")
        return LocalizedString.PlacedText(
            text: placed.text.replacingOccurrences(of: "%arg", with: conversion), location: placed.location)
    }

    /// The index of the argument this substitution's variants stand for: its `argNum` (a String Catalog's), else
    /// the position of the `%#@name@` that names it in `text` (a `.stringsdict`'s format key); `nil` when unknown.
    func boundArgument(named name: String, in text: String?) -> Int? {
        if let argumentNumber { return argumentNumber - 1 }
        guard let text, text.containsUTF8Byte(UInt8(ascii: "@")) else { return nil }
        return FormatString.parsed(text).specifiers.first { specifier in
            if case .substitutionReference(name) = specifier.conversion { return true }
            return false
        }?.argumentIndex
    }

    /// The texts of one substitution's variant in two localizations, `base` and `translation`, written so that each
    /// specifier names the argument it reads, when one of them numbers its specifiers (`%2$ld`) and the other does
    /// not (`%ld points`). A variant is formatted in the sentence it is part of, its unnumbered specifiers reading
    /// from the argument the substitution stands for (`baseBound`, `translationBound`) and its numbered ones
    /// the sentence's arguments (as `TemplateRenderer` renders it, and as Xcode compiles a String Catalog's `%arg`):
    /// `%ld points` of a substitution bound to argument 2 reads what `%2$ld` reads. Unchanged otherwise, or when a
    /// text reads a `*` width or precision.
    static func readingBoundArguments(
        _ base: LocalizedString.PlacedText, _ translation: LocalizedString.PlacedText, baseBound: Int?,
        translationBound: Int?
    ) -> (LocalizedString.PlacedText, LocalizedString.PlacedText) {
        guard let baseBound, let translationBound,
            base.text.containsUTF8Byte(UInt8(ascii: "%")), translation.text.containsUTF8Byte(UInt8(ascii: "%"))
        else { return (base, translation) }
        let (baseFormat, translationFormat) = (FormatString.parsed(base.text), FormatString.parsed(translation.text))
        let reading = { (format: FormatString) in
            format.specifiers.filter { $0.argumentIndex != nil && !Self.isReference($0) }
        }
        let (baseSpecifiers, translationSpecifiers) = (reading(baseFormat), reading(translationFormat))
        let numbers = { (specifiers: [FormatSpecifier]) in specifiers.contains(where: \.isPositional) }
        let leaves = { (specifiers: [FormatSpecifier]) in specifiers.contains { !$0.isPositional } }
        guard numbers(baseSpecifiers) && leaves(translationSpecifiers) || numbers(translationSpecifiers) && leaves(baseSpecifiers),
            !(baseSpecifiers + translationSpecifiers).contains(where: { $0.argumentIndices.count > 1 })
        else { return (base, translation) }
        return (
            numbered(base, baseSpecifiers, from: baseBound), numbered(translation, translationSpecifiers, from: translationBound)
        )
    }

    private static func isReference(_ specifier: FormatSpecifier) -> Bool {
        if case .substitutionReference = specifier.conversion { return true }
        return false
    }

    /// `placed` with its unnumbered `specifiers` numbered in order from the argument at `bound` (0-based).
    private static func numbered(
        _ placed: LocalizedString.PlacedText, _ specifiers: [FormatSpecifier], from bound: Int
    ) -> LocalizedString.PlacedText {
        var scalars = Array(placed.text.unicodeScalars)
        let unnumbered = specifiers.filter { !$0.isPositional }
        for (order, specifier) in unnumbered.enumerated().reversed() {
            scalars.insert(contentsOf: "\(bound + order + 1)$".unicodeScalars, at: specifier.range.lowerBound + 1)
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return LocalizedString.PlacedText(text: text, location: placed.location)
    }
}
