/// How the variants of a plural read their arguments, as Apple's runtime formats them: every variant of one plural
/// is formatted with the same arguments, so each must read an argument as one kind (`%2$d` in `one` and `%2$@` in
/// `other` crashes on one of them), and a translated variant must read each argument as the base's variant of the
/// same category does (its `other` when the base has no such variant). A variant may leave an argument out (`one`
/// says "One photo"): only kinds are compared, and integer widths alike (`integer-width-mismatch` covers those).
enum PluralVariantArguments {
    /// The plurals of `string` and its substitutions: each one's texts by category, named for a message.
    static func plurals(of string: LocalizedString) -> [(name: String?, texts: [PluralCategory: LocalizedString.PlacedText])] {
        var found: [(name: String?, texts: [PluralCategory: LocalizedString.PlacedText])] = []
        if case .plural(let cases) = string.variant { found.append((nil, texts(of: cases))) }
        for name in string.substitutions.keys.sorted() {
            guard let substitution = string.substitutions[name], case .plural(let cases) = substitution.variant else {
                continue
            }
            found.append((name, texts(of: cases).mapValues { TranslationCheck.argumentWritten($0, for: substitution) }))
        }
        return found
    }

    /// Every text of `string`: its text or each of its variants, and each variant of each substitution (`%arg`
    /// written as the substitution's conversion).
    static func variantTexts(of string: LocalizedString) -> [LocalizedString.PlacedText] {
        var texts = leaves(of: string.variant)
        for name in string.substitutions.keys.sorted() {
            guard let substitution = string.substitutions[name] else { continue }
            texts += leaves(of: substitution.variant).map { TranslationCheck.argumentWritten($0, for: substitution) }
        }
        return texts
    }

    private static func leaves(of variant: LocalizedString.Variant) -> [LocalizedString.PlacedText] {
        switch variant {
        case .text(let text, let location): [LocalizedString.PlacedText(text: text, location: location)]
        case .plural(let cases): cases.sorted { $0.key < $1.key }.flatMap { leaves(of: $0.value.variant) }
        case .device(let cases): cases.sorted { $0.key.rawValue < $1.key.rawValue }.flatMap { leaves(of: $0.value.variant) }
        case .width(let cases): cases.sorted { $0.key < $1.key }.flatMap { leaves(of: $0.value.variant) }
        }
    }

    private static func texts(of cases: [PluralCategory: LocalizedString]) -> [PluralCategory: LocalizedString.PlacedText] {
        cases.compactMapValues(\.representativeText)
    }

    /// The arguments that the variants of one plural read as different kinds, each with the two ways it is read.
    static func conflicts(in texts: [PluralCategory: LocalizedString.PlacedText]) -> [String] {
        var seen: [Int: (kind: FormatConversion, category: PluralCategory, text: String)] = [:]
        var found: [String] = []
        for (category, placed) in texts.sorted(by: { $0.key < $1.key }) where placed.text.contains("%") {
            let format = FormatString.parsed(placed.text)
            for (index, kind) in FormatSpecifiers.argumentKinds(of: format).0.sorted(by: { $0.key < $1.key }) {
                guard let first = seen[index] else {
                    seen[index] = (kind, category, placed.text)
                    continue
                }
                if !agree(first.kind, kind) {
                    found.append(
                        "argument \(index + 1) is \(first.kind) in the \(first.category.rawValue) variant and \(kind) "
                            + "in the \(category.rawValue) variant")
                    seen[index] = (kind, category, placed.text)
                }
            }
        }
        return found
    }

    /// Whether two kinds read an argument alike: equal, both integers (widths aside), or a plural variable and a
    /// number.
    static func agree(_ a: FormatConversion, _ b: FormatConversion) -> Bool {
        if a == b { return true }
        switch (a, b) {
        case (.signedInteger, .signedInteger), (.signedInteger, .unsignedInteger), (.unsignedInteger, .signedInteger),
            (.unsignedInteger, .unsignedInteger):
            return true
        case (.substitutionReference, .signedInteger), (.substitutionReference, .unsignedInteger),
            (.substitutionReference, .floatingPoint), (.signedInteger, .substitutionReference),
            (.unsignedInteger, .substitutionReference), (.floatingPoint, .substitutionReference):
            return true
        default:
            return false
        }
    }

    /// The findings for a translated string against its base: variants of one plural that disagree among
    /// themselves, and variants that read an argument as another kind than the base's variant of their category.
    static func diagnostics(
        base: LocalizedString, translation: LocalizedString, key: String, file: String, fallback: SourceLocation?,
        baseLocalization: String, localization: String
    ) -> [Diagnostic] {
        // Nearly every string is a plain text, which has no plural.
        if case .text = translation.variant, translation.substitutions.isEmpty { return [] }
        let basePlurals = Dictionary(plurals(of: base).map { ($0.name ?? "", $0.texts) }, uniquingKeysWith: { a, _ in a })
        var found: [Diagnostic] = []
        for plural in plurals(of: translation) {
            let subject = plural.name.map { "\"\(key)\" (substitution \($0))" } ?? "\"\(key)\""
            let place = plural.texts.values.compactMap(\.location).min() ?? fallback
            var problems = conflicts(in: plural.texts)
            if problems.isEmpty, let baseTexts = basePlurals[plural.name ?? ""] {
                for (category, placed) in plural.texts.sorted(by: { $0.key < $1.key }) where category != .other {
                    guard let baseText = baseTexts[category] ?? baseTexts[.other] else { continue }
                    let baseKinds = FormatSpecifiers.argumentKinds(of: FormatString.parsed(baseText.text)).0
                    let kinds = FormatSpecifiers.argumentKinds(of: FormatString.parsed(placed.text)).0
                    for (index, kind) in kinds.sorted(by: { $0.key < $1.key }) {
                        guard let baseKind = baseKinds[index], !agree(baseKind, kind) else { continue }
                        problems.append(
                            "the \(category.rawValue) variant reads argument \(index + 1) as \(kind) where the "
                                + "\(baseLocalization) variant reads \(baseKind)")
                    }
                }
            }
            guard !problems.isEmpty else { continue }
            found.append(
                Diagnostic(
                    .pluralVariantArguments,
                    "the \(localization) plural of \(subject) reads its arguments as different kinds: "
                        + problems.joined(separator: "; "), file: file, at: place))
        }
        return found
    }
}
