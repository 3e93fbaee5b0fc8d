/// The checks of one translated string against the base's string of the same key: empty text, text left
/// untranslated, format specifiers and whitespace. The string's representative text is compared (see
/// `LocalizedString.representativeText`), then that of each substitution both strings define.
struct TranslationCheck {
    /// The base localization.
    let baseLocalization: String
    /// The translation's localization.
    let localization: String
    /// Whether the two localizations are of one language (`en` and `en-GB`), where identical text is expected.
    let sameLanguage: Bool

    /// The keys whose base text is a defective format string (reported once, at the base): their specifiers are
    /// not compared.
    let brokenBaseKeys: Set<String>

    /// - Parameter brokenBaseKeys: Keys whose base text is a defective format string.
    init(baseLocalization: String, localization: String, brokenBaseKeys: Set<String> = []) {
        self.baseLocalization = baseLocalization
        self.localization = localization
        self.brokenBaseKeys = brokenBaseKeys
        translationHasOnlyOtherPlural = Self.hasOnlyOtherPlural(localization)
        let baseLanguage = UntranslatedText.language(of: baseLocalization)
        // Base.lproj holds the base language's own texts.
        sameLanguage =
            localization == LocalizationName.baseName
            || (baseLanguage != nil && baseLanguage == UntranslatedText.language(of: localization))
    }

    /// The diagnostics of `translation` against `base`; `baseIsBroken` says whether the key is one of
    /// `brokenBaseKeys`, when the caller knows already.
    func diagnostics(base: LintTable.Entry, translation: LintTable.Entry, baseIsBroken: Bool? = nil) -> [Diagnostic] {
        let baseIsBroken = baseIsBroken ?? brokenBaseKeys.contains(translation.key)
        var found: [Diagnostic] = []
        if let baseText = base.value.representativeText, let text = translation.value.representativeText {
            found += compare(
                baseText, text, of: translation.key, substitution: nil, in: translation, baseIsBroken: baseIsBroken,
                expanding: (base.value.substitutions, translation.value.substitutions))
        }
        guard !translation.value.substitutions.isEmpty else { return found }
        for name in translation.value.substitutions.keys.sorted() {
            guard let baseSubstitution = base.value.substitutions[name],
                let substitution = translation.value.substitutions[name],
                let baseText = LocalizedString.representativeText(of: baseSubstitution.variant),
                let text = LocalizedString.representativeText(of: substitution.variant)
            else { continue }
            found += compare(
                Self.argumentWritten(baseText, for: baseSubstitution), Self.argumentWritten(text, for: substitution),
                of: translation.key, substitution: name, in: translation, baseIsBroken: baseIsBroken)
        }
        return found
    }

    /// Compares the texts of `key` (or of its substitution `substitution`); the subject of the messages is
    /// written only for a message.
    private func compare(
        _ base: LocalizedString.PlacedText, _ translation: LocalizedString.PlacedText, of key: String,
        substitution: String?, in entry: LintTable.Entry, baseIsBroken: Bool,
        expanding substitutions: ([String: Substitution], [String: Substitution]) = ([:], [:])
    ) -> [Diagnostic] {
        let location = translation.location ?? entry.keyLocation
        func diagnostic(_ rule: DiagnosticRule, _ message: String) -> Diagnostic {
            Diagnostic(rule, message, file: entry.file, at: location)
        }
        var subject: String { substitution.map { "\"\(key)\" (substitution \($0))" } ?? "\"\(key)\"" }
        if translation.text.isEmpty {
            guard !base.text.isEmpty else { return [] }
            return [diagnostic(.emptyValue, "the \(localization) text of \(subject) is empty; the \(baseLocalization) text is not")]
        }
        var found: [Diagnostic] = []
        if !sameLanguage, base.text == translation.text, UntranslatedText.looksUntranslated(translation.text) {
            found.append(
                diagnostic(.untranslated, "the \(localization) text of \(subject) is the \(baseLocalization) text unchanged"))
        }
        // A base text outside `brokenBaseKeys` is a sound format string (`reportBaseFormatDefects` checked it);
        // a substitution's text, rewritten here, was not checked.
        let incompatibilities =
            baseIsBroken
            ? []
            : specifierIncompatibilities(
                base.text, translation.text, substitutions: substitutions, baseIsSound: substitution == nil)
        if !incompatibilities.isEmpty {
            let details = incompatibilities.map(\.description).joined(separator: "; ")
            found.append(
                diagnostic(
                    .formatSpecifierMismatch,
                    "the format specifiers of \(subject) differ between \(baseLocalization) (first) and "
                        + "\(localization) (second): \(details)"))
        }
        let drift = whitespaceDifferences(base.text, translation.text)
        if !drift.isEmpty {
            found.append(
                diagnostic(
                    .whitespaceDrift,
                    "the \(localization) text of \(subject) differs from the \(baseLocalization) text in "
                        + drift.joined(separator: ", ")))
        }
        return found
    }

    /// A String Catalog substitution's text with `%arg`, the substitution's own argument, written as the
    /// conversion the substitution declares (`%lld`), so that it is not read as `%a` followed by "rg".
    private static func argumentWritten(
        _ placed: LocalizedString.PlacedText, for substitution: Substitution
    ) -> LocalizedString.PlacedText {
        guard placed.text.contains("%arg") else { return placed }
        let conversion = "%" + (substitution.formatSpecifier ?? "@")
        return LocalizedString.PlacedText(
            text: placed.text.replacingOccurrences(of: "%arg", with: conversion), location: placed.location)
    }

    /// How the base's and the translation's texts read their arguments differently, a plural variant standing for
    /// the number it chooses by: `%#@count@` whose variable formats `ld` reads what `%ld` reads, so a translation
    /// may write either where the base writes the other. A language whose plural has only `other` (Japanese,
    /// Korean, Chinese...) may leave out an argument the base reads only to choose a plural variant.
    ///
    /// When `baseIsSound` (the base has no malformed specifier and reads no argument as two kinds), a translation
    /// whose specifiers are the base's, written alike in the same order (`PlainSpecifiers`), reads its arguments
    /// exactly as the base does: compatible, without parsing either text.
    private func specifierIncompatibilities(
        _ base: String, _ translation: String, substitutions: ([String: Substitution], [String: Substitution]),
        baseIsSound: Bool
    ) -> [FormatSpecifiers.Incompatibility] {
        if baseIsSound && PlainSpecifiers.areEqual(base, translation) { return [] }
        guard base.utf8.contains(UInt8(ascii: "%")) || translation.utf8.contains(UInt8(ascii: "%")) else { return [] }
        let baseFormat = FormatString.parsed(base)
        // A base whose only "specifiers" are a % before a space in prose ("100% guaranteed" reads "% g") is no
        // format string: the code passes it no argument, and translations write their percent signs freely.
        if !baseFormat.specifiers.isEmpty, baseFormat.problems.isEmpty,
            baseFormat.specifiers.allSatisfy({ $0.flags.contains(.spaceForPositive) && !$0.isPositional })
        {
            return []
        }
        let incompatibilities = FormatSpecifiers.compatible(
            Self.numbersInPlaceOfVariants(base, baseFormat, substitutions.0),
            Self.numbersInPlaceOfVariants(translation, FormatString(translation), substitutions.1))
        guard translationHasOnlyOtherPlural else { return incompatibilities }
        let choosingOnly = Set(
            baseFormat.specifiers.compactMap { specifier -> Int? in
                guard case .substitutionReference = specifier.conversion else { return nil }
                return specifier.argumentIndex
            })
        return incompatibilities.filter { incompatibility in
            if case .argumentOnlyInFirst(let index) = incompatibility { return !choosingOnly.contains(index) }
            return true
        }
    }

    /// `text` with each `%#@name@` whose variable names its number's conversion (`ld`) written as that number
    /// (`%ld`, its position kept); references without one are left as they are.
    private static func numbersInPlaceOfVariants(
        _ text: String, _ format: FormatString, _ substitutions: [String: Substitution]
    ) -> String {
        let references = format.specifiers.filter { specifier in
            guard case .substitutionReference(let name) = specifier.conversion else { return false }
            return substitutions[name]?.formatSpecifier != nil
        }
        guard !references.isEmpty else { return text }
        var scalars = Array(text.unicodeScalars)
        for specifier in references.reversed() {
            guard case .substitutionReference(let name) = specifier.conversion,
                let conversion = substitutions[name]?.formatSpecifier, let index = specifier.argumentIndex
            else { continue }
            let replacement = "%" + (specifier.isPositional ? "\(index + 1)$" : "") + conversion
            scalars.replaceSubrange(specifier.range, with: replacement.unicodeScalars)
        }
        var expanded = ""
        expanded.unicodeScalars.append(contentsOf: scalars)
        return expanded
    }

    /// Whether the translation's language has a single plural category, `other`.
    private let translationHasOnlyOtherPlural: Bool

    private static func hasOnlyOtherPlural(_ localization: String) -> Bool {
        guard let name = try? LocalizationName(parsing: localization), !name.isBase,
            let rules = try? PluralRules.forLocale(name.tag)
        else { return false }
        return rules.categories == [.other]
    }

    /// How the whitespace of two texts differs: at the start, at the end, in the number of line breaks.
    private func whitespaceDifferences(_ base: String, _ translation: String) -> [String] {
        let baseLeading = Self.startsWithWhitespace(base)
        let leading = Self.startsWithWhitespace(translation)
        let baseTrailing = Self.endsWithWhitespace(base)
        let trailing = Self.endsWithWhitespace(translation)
        let baseBreaks = Self.lineBreaks(base)
        let breaks = Self.lineBreaks(translation)
        guard baseLeading != leading || baseTrailing != trailing || baseBreaks != breaks else { return [] }
        var differences: [String] = []
        if baseLeading != leading {
            differences.append(baseLeading ? "lacking leading whitespace" : "having leading whitespace")
        }
        if baseTrailing != trailing {
            differences.append(baseTrailing ? "lacking trailing whitespace" : "having trailing whitespace")
        }
        if baseBreaks != breaks {
            differences.append("having \(breaks) line breaks instead of \(baseBreaks)")
        }
        return differences
    }

    /// Whether the text's first character is whitespace. `Character.isWhitespace` is its first scalar's
    /// `White_Space` property, which for ASCII is 0x09-0x0D and space.
    static func startsWithWhitespace(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        if first < 0x80 { return isASCIIWhitespace(first) }
        return text.unicodeScalars.first?.properties.isWhitespace ?? false
    }

    /// Whether the text's last character is whitespace (the first scalar of its last grapheme cluster). When the
    /// last two scalars are ASCII, the last cluster is the last scalar alone, or CR LF, whose first scalar is
    /// whitespace as LF is: no grapheme rule joins two ASCII scalars otherwise.
    static func endsWithWhitespace(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let last = utf8.last else { return false }
        if last < 0x80 {
            let beforeLast = utf8.index(before: utf8.endIndex)
            if beforeLast == utf8.startIndex || utf8[utf8.index(before: beforeLast)] < 0x80 {
                return isASCIIWhitespace(last)
            }
        }
        return text.last?.isWhitespace ?? false
    }

    @inline(__always)
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// The number of U+000A scalars: of 0x0A bytes, which UTF-8 uses for nothing else.
    static func lineBreaks(_ text: String) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable({ bytes in
            var count = 0
            for byte in bytes where byte == 0x0A { count += 1 }
            return count
        }) {
            return count
        }
        return text.utf8.count { $0 == 0x0A }
    }
}
