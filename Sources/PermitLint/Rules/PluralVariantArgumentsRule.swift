public import PermitLocalization

extension DiagnosticRule {
    /// The variants of one plural that read one argument as different kinds.
    public static let pluralVariantArguments = DiagnosticRule(
        id: "plural-variant-arguments", defaultSeverity: .error,
        summary: "The variants of one plural read an argument as different kinds (%2$d in one, %2$@ in other), or a translated variant reads it as another kind than the base's variant: a crash or garbage on the device.")
}

/// How the variants of a plural read their arguments, as Apple's runtime formats them: every variant of one plural
/// is formatted with the same arguments, so each must read an argument as one kind (`%2$d` in `one` and `%2$@` in
/// `other` crashes on one of them), and a translated variant must read each argument as the base's variant of the
/// same category does (its `other` when the base has no such variant). A variant may leave an argument out (`one`
/// says "One photo"): only kinds are compared, and integer widths alike (`integer-width-mismatch` covers those).
enum PluralVariantArgumentsRule: LintRule {
    static let rule = DiagnosticRule.pluralVariantArguments

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .pluralVariantArguments,
        triggering: [
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld file in %@</string>\n<key>other</key><string>%ld files in %@</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "de.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld Datei in %d</string>\n<key>other</key><string>%ld Dateien in %@</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld file in %@</string>\n<key>other</key><string>%ld files in %@</string>\n</dict>\n</dict>\n</dict>\n</plist>\n", "de.lproj/Localizable.stringsdict": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>one</key><string>%ld Datei in %@</string>\n<key>other</key><string>%ld Dateien in %@</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"]),
        ])

    /// The plurals of `string` and its substitutions: each one's texts by category, named for a message.
    static func plurals(of string: LocalizedString) -> [(name: String?, texts: [PluralCategory: LocalizedString.PlacedText])] {
        var found: [(name: String?, texts: [PluralCategory: LocalizedString.PlacedText])] = []
        if case .plural(let cases) = string.variant { found.append((nil, texts(of: cases))) }
        for name in string.substitutions.keys.sorted() {
            guard let substitution = string.substitutions[name], case .plural(let cases) = substitution.variant else {
                continue
            }
            found.append((name, texts(of: cases).mapValues(substitution.argumentWritten(in:))))
        }
        return found
    }

    private static func texts(of cases: [PluralCategory: LocalizedString]) -> [PluralCategory: LocalizedString.PlacedText] {
        cases.compactMapValues(\.representativeText)
    }

    /// The kinds each variant's text reads its arguments as, by category (texts without `%` read none).
    static func argumentKinds(
        of texts: [PluralCategory: LocalizedString.PlacedText]
    ) -> [PluralCategory: [Int: FormatConversion]] {
        texts.mapValues { placed in
            placed.text.containsUTF8Byte(UInt8(ascii: "%")) ? FormatSpecifiers.argumentKinds(of: FormatString.parsed(placed.text)).0 : [:]
        }
    }

    /// The arguments that the variants of one plural read as different kinds (`kinds`, by category), each with
    /// the two ways it is read.
    static func conflicts(in kinds: [PluralCategory: [Int: FormatConversion]]) -> [String] {
        var seen: [Int: (kind: FormatConversion, category: PluralCategory)] = [:]
        var found: [String] = []
        for (category, variantKinds) in kinds.sorted(by: { $0.key < $1.key }) {
            for (index, kind) in variantKinds.sorted(by: { $0.key < $1.key }) {
                guard let first = seen[index] else {
                    seen[index] = (kind, category)
                    continue
                }
                if !first.kind.readsLikeWidthAside(kind) {
                    found.append(
                        "argument \(index + 1) is \(first.kind) in the \(first.category.rawValue) variant and \(kind) "
                            + "in the \(category.rawValue) variant")
                    seen[index] = (kind, category)
                }
            }
        }
        return found
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
            let kindsByCategory = argumentKinds(of: plural.texts)
            var problems = conflicts(in: kindsByCategory)
            if problems.isEmpty, let baseTexts = basePlurals[plural.name ?? ""] {
                for (category, kinds) in kindsByCategory.sorted(by: { $0.key < $1.key }) where category != .other {
                    guard let baseText = baseTexts[category] ?? baseTexts[.other] else { continue }
                    let baseKinds = FormatSpecifiers.argumentKinds(of: FormatString.parsed(baseText.text)).0
                    for (index, kind) in kinds.sorted(by: { $0.key < $1.key }) {
                        guard let baseKind = baseKinds[index], !baseKind.readsLikeWidthAside(kind) else { continue }
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
