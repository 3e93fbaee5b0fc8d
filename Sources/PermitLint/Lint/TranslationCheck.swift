import PermitLocalization

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
    /// The base's language subtag (`en` for `en-GB`), `nil` for `Base`.
    let baseLanguage: String?

    /// The keys whose base text is a defective format string (reported once, at the base): their specifiers are
    /// not compared.
    let brokenBaseKeys: Set<String>

    /// Whether the arguments the code passes are the key's specifiers (a String Catalog, whose keys Xcode extracts
    /// from the code): a translation may read an argument its base text leaves out when the key reads it.
    let argumentsFromKey: Bool

    /// The checks of markup, links, numbers and the like, for the translation's language.
    let textChecks: TextChecks

    /// The table's keys that are one text with values of other types (a String Catalog's `FormatTwins`).
    let formatTwins: FormatTwins

    /// The files read again to place a finding within its text, the last one kept.
    private let files = RecentFile()

    /// What the app's code does with each text it looks up: formats it, replaces placeholders in it, writes it
    /// beside other words.
    let code: SourceCodeKeys

    /// The translation's table, where the texts the code writes beside one another are read.
    let table: LintTable?

    /// - Parameters:
    ///   - brokenBaseKeys: Keys whose base text is a defective format string.
    ///   - argumentsFromKey: Whether the keys hold the arguments the code passes (String Catalogs).
    ///   - textRules: The checks of markup, links and the like to make (`TextChecks`).
    ///   - code: What the app's code does with the texts it looks up.
    ///   - formatTwins: The table's keys that are one text with values of other types.
    ///   - table: The translation's table.
    init(
        baseLocalization: String, localization: String, brokenBaseKeys: Set<String> = [], argumentsFromKey: Bool = false,
        textRules: Set<DiagnosticRule> = Set(TextChecks.allRules.filter(\.isEnabledByDefault)),
        code: SourceCodeKeys = SourceCodeKeys(), formatTwins: FormatTwins = FormatTwins(), table: LintTable? = nil
    ) {
        self.code = code
        self.table = table
        self.formatTwins = formatTwins
        self.baseLocalization = baseLocalization
        self.localization = localization
        self.brokenBaseKeys = brokenBaseKeys
        self.argumentsFromKey = argumentsFromKey
        translationHasOnlyOtherPlural = Self.hasOnlyOtherPlural(localization)
        textChecks = TextChecks(
            language: UntranslatedText.language(of: localization), rules: textRules, rendersMarkdown: code.rendersMarkdown)
        baseLanguage = UntranslatedText.language(of: baseLocalization)
        // Base.lproj holds the base language's own texts.
        sameLanguage =
            localization == LocalizationName.baseName
            || (baseLanguage != nil && baseLanguage == UntranslatedText.language(of: localization))
    }

    /// The diagnostics of `translation` against `base`; `baseIsBroken` says whether the key is one of
    /// `brokenBaseKeys`, when the caller knows already. A caller comparing many translations with one base may give
    /// what it knows of the two representative texts: whether they are equal (`isBaseText`), and what the checks
    /// read of the base's (`baseText`).
    func diagnostics(
        base: LintTable.Entry, translation: LintTable.Entry, baseIsBroken: Bool? = nil, isBaseText: Bool? = nil,
        baseText facts: BaseText? = nil
    ) -> [Diagnostic] {
        let baseIsBroken = baseIsBroken ?? brokenBaseKeys.contains(translation.key)
        var found: [Diagnostic] = []
        if let baseText = base.value.representativeText, let text = translation.value.representativeText {
            found += compare(
                baseText, text, of: translation.key, substitution: nil, in: translation, baseIsBroken: baseIsBroken,
                expanding: (base.value.substitutions, translation.value.substitutions), isBaseText: isBaseText,
                baseText: facts)
        }
        if !baseIsBroken, !found.contains(where: { $0.rule == .untranslated }) {
            found += PluralVariantArgumentsRule.diagnostics(
                base: base.value, translation: translation.value, key: translation.key, file: translation.file,
                fallback: translation.keyLocation, baseLocalization: baseLocalization, localization: localization)
            // The translation's plurals beside the base's, read once for both checks.
            if let plurals = TranslatedPlurals(base: base.value, translation: translation.value, localization: localization) {
                if !sameLanguage {
                    found += UntranslatedRule.variantsLeftInBase(
                        plurals, key: translation.key, file: translation.file, fallback: translation.keyLocation,
                        baseLocalization: baseLocalization, localization: localization)
                }
                found += PluralCategoryMissingRule.zeroLost(
                    plurals, key: translation.key, file: translation.file, fallback: translation.keyLocation,
                    baseLocalization: baseLocalization, localization: localization)
            }
        }
        guard !translation.value.substitutions.isEmpty else { return found }
        for name in translation.value.substitutions.keys.sorted() {
            guard let baseSubstitution = base.value.substitutions[name],
                let substitution = translation.value.substitutions[name],
                let baseText = LocalizedString.representativeText(of: baseSubstitution.variant),
                let text = LocalizedString.representativeText(of: substitution.variant)
            else { continue }
            let translationBound = substitution.boundArgument(named: name, in: translation.value.representativeText?.text)
            let (baseVariant, variant) = Substitution.readingBoundArguments(
                baseSubstitution.argumentWritten(in: baseText), substitution.argumentWritten(in: text),
                baseBound: baseSubstitution.boundArgument(named: name, in: base.value.representativeText?.text),
                translationBound: translationBound)
            var compared = compare(
                baseVariant, variant, of: translation.key, substitution: name, in: translation, baseIsBroken: baseIsBroken)
            // A variant that writes the count its base's variant leaves out ("%ld件の翻訳を削除" for "Delete
            // Translations") reads the value the plural is chosen by, which every caller passes.
            if Self.writesOnlyItsOwnValue(variant.text, of: substitution, bound: translationBound),
                !baseVariant.text.containsUTF8Byte(UInt8(ascii: "%"))
            {
                compared.removeAll { $0.rule == .formatSpecifierMismatch }
            }
            found += compared
        }
        return found
    }

    /// Whether every specifier of `text`, a variant of `substitution` bound to argument `bound`, reads that
    /// argument as the substitution's value type (`NSStringFormatValueTypeKey`): an unnumbered one, or one numbered
    /// with its position.
    static func writesOnlyItsOwnValue(_ text: String, of substitution: Substitution, bound: Int?) -> Bool {
        guard let bound, let valueType = substitution.formatSpecifier,
            let declared = FormatString.parsed("%" + valueType).specifiers.first?.conversion
        else { return false }
        let specifiers = FormatString.parsed(text).specifiers.filter { $0.argumentIndex != nil }
        return !specifiers.isEmpty && specifiers.allSatisfy { specifier in
            specifier.conversion == declared && (specifier.isPositional ? specifier.argumentIndex == bound : specifier.argumentIndex == 0)
        }
    }

    /// Compares the texts of `key` (or of its substitution `substitution`) through the comparison rules, each in
    /// its file of `Rules/`: an empty text is that and nothing else, a text left as the base's is untranslated and
    /// nothing else; otherwise format specifiers (then their flags, when they agree), whitespace, the placeholders
    /// the code replaces, and the text comparison rules (`TextChecks`).
    private func compare(
        _ base: LocalizedString.PlacedText, _ translation: LocalizedString.PlacedText, of key: String,
        substitution: String?, in entry: LintTable.Entry, baseIsBroken: Bool,
        expanding substitutions: ([String: Substitution], [String: Substitution]) = ([:], [:]),
        isBaseText: Bool? = nil, baseText: BaseText? = nil
    ) -> [Diagnostic] {
        let comparison = TranslationComparison(
            base: base, translation: translation, key: key, substitution: substitution, file: entry.file,
            location: translation.location ?? entry.keyLocation, baseLocalization: baseLocalization,
            localization: localization,
            // What the code does with the text (a substitution's is part of it): read once per base text when given.
            use: substitution == nil ? (baseText.map(\.use) ?? code.uses[key]) : nil)
        if translation.text.isEmpty {
            return EmptyValueRule.diagnostic(for: comparison).map { [$0] } ?? []
        }
        if !sameLanguage, isBaseText ?? (base.text == translation.text) {
            return UntranslatedRule.diagnostic(for: comparison).map { [$0] } ?? []
        }
        var found: [Diagnostic] = []
        // A base text outside `brokenBaseKeys` is a sound format string (`BaseFormatDefectRule.report` checked it);
        // a substitution's text, rewritten here, was not checked.
        let incompatibilities =
            baseIsBroken
            ? []
            : FormatSpecifierMismatchRule.incompatibilities(
                of: comparison, substitutions: substitutions, baseIsSound: substitution == nil,
                argumentsFromKey: argumentsFromKey, languageHasOnlyOtherPlural: translationHasOnlyOtherPlural)
        let (errors, widths) = FormatSpecifierMismatchRule.partition(incompatibilities)
        if var made = FormatSpecifierMismatchRule.diagnostic(for: comparison, errors, files: files) {
            if substitution == nil, let twin = formatTwins.twin(of: key, readAlikeBy: translation.text) {
                made.severity = .warning
                made.message +=
                    "; the table also has \(TranslationCheck.quoted(twin)), whose arguments this text reads: the code's "
                    + "line names one of the two keys, by the type of the value it writes, so this one may be stale"
            }
            found.append(made)
        }
        if let made = IntegerWidthMismatchRule.diagnostic(for: comparison, widths) { found.append(made) }
        if !baseIsBroken, let made = FormatSpecifierMismatchRule.specifierShownAsCharacters(in: comparison) {
            found.append(made)
        }
        // A text nothing formats has no specifiers to write alike (`KeyUse.shownAsWritten`).
        // Nor a text whose `%` are an app's `%NAME%` placeholders or an address's escapes, unless the code formats
        // every text.
        if errors.isEmpty, !baseIsBroken, comparison.use?.shownAsWritten != true,
            !PlainSpecifiers.areEqual(base.text, translation.text),
            comparison.use?.formatted == true || !TemplatePlaceholderCheck.percentsAreNoSpecifiers(base.text)
        {
            let (baseFormat, translationFormat) = (FormatString.parsed(base.text), FormatString(translation.text))
            if let swapped = FormatSpecifierMismatchRule.widthsMeantAsPositions(
                base: baseFormat, translation: translationFormat, comparison: comparison, file: entry.file)
            {
                found.append(swapped)
            } else {
                found += FormatFlagMismatchRule.diagnostics(
                    base: baseFormat, translation: translationFormat, subject: comparison.subject,
                    baseLocalization: baseLocalization, localization: localization, file: entry.file,
                    at: comparison.location)
            }
        }
        if let made = WhitespaceDriftRule.diagnostic(
            for: comparison, baseWhitespace: baseText?.whitespace ?? TextWhitespace(of: base.text),
            language: textChecks.language, baseLanguage: baseLanguage, code: code,
            spaceStandsElsewhere: (
                comparison.use?.keyBefore.map { translationOf($0)?.last?.isWhitespace == true } ?? false
                    || keyHasVariants(key, at: .leading),
                comparison.use?.keyAfter.map { translationOf($0)?.first?.isWhitespace == true } ?? false
                    || keyHasVariants(key, at: .trailing)))
        {
            found.append(made)
        }
        if let made = TemplatePlaceholderMismatchRule.lostReplacedPlaceholder(in: comparison, code: code) {
            found.append(made)
        }
        let findings = textChecks.findings(
            base: base.text, baseHints: baseText?.hints ?? TextHints(of: base.text), translation: translation.text,
            baseLocalization: baseLocalization)
        for finding in findings {
            var made = comparison.diagnostic(finding.rule, "the \(localization) text of \(comparison.subject) " + finding.detail)
            if let severity = finding.severity { made.severity = severity }
            // An App Shortcuts phrase is matched by the system, which fills in `${applicationName}` and the
            // parameters: a phrase whose placeholder is renamed is one Siri and Shortcuts never offer.
            // Speech reads a number and the word written against it apart: only braille shows them glued.
            if finding.rule == .valueGluedToWord, KeyShape.namesSpokenText(key) {
                made.severity = .warning
                made.message += "; the key names a text VoiceOver speaks, which reads the value and the word apart"
            }
            if finding.rule == .templatePlaceholderMismatch, Self.isAppShortcutsTable(entry.file) {
                made.severity = .error
                made.message += "; Siri and Shortcuts match this phrase with the placeholder filled in, so they never offer it"
            }
            found.append(made)
        }
        return found
    }

    /// Whether `file` is an `AppShortcuts` table (`AppShortcuts.strings`, `AppShortcuts.xcstrings`).
    private static func isAppShortcutsTable(_ file: String) -> Bool {
        let name = file.split(separator: "/").last ?? ""
        return name.hasPrefix("AppShortcuts.")
    }

    /// Whether the translation's language has a single plural category, `other`.
    private let translationHasOnlyOtherPlural: Bool

    private static func hasOnlyOtherPlural(_ localization: String) -> Bool {
        guard let name = try? LocalizationName(parsing: localization), !name.isBase,
            let rules = try? PluralRules.forLocale(name.tag)
        else { return false }
        return rules.categories == [.other]
    }

    /// What the checks read of a base text, once for every language that translates it.
    struct BaseText {
        /// Its whitespace.
        var whitespace: TextWhitespace
        /// What the text checks may find in it.
        var hints: TextHints
        /// What the code does with it.
        var use: KeyUse?

        init(of text: String, use: KeyUse? = nil) {
            whitespace = TextWhitespace(of: text)
            hints = TextHints(of: text)
            self.use = use
        }
    }

    /// `text` in quotes for a message, cut to 60 characters.
    static func quoted(_ text: String) -> String {
        text.count > 60 ? "\"\(text.prefix(57))...\"" : "\"\(text)\""
    }

    /// Whether `key` has spaces at `edge` and the table holds the same words with two other counts of spaces there
    /// (none among them): the spaces tell variants of one text apart (Dealers' "… Dealer!", "… Dealer! " and
    /// "… Dealer!  ", translated for a man, a woman and anyone) rather than spacing the text. Two keys alone may be a
    /// text and its piece for writing after a value (" days" and "days").
    private func keyHasVariants(_ key: String, at edge: WhitespaceDriftRule.Edge) -> Bool {
        guard let table else { return false }
        let spaces = edge == .leading ? key.prefix(while: { $0 == " " }).count : key.reversed().prefix(while: { $0 == " " }).count
        let words = edge == .leading ? key.dropFirst(spaces) : key.dropLast(spaces)
        guard spaces > 0, !words.isEmpty, table.entry(forKey: String(words)) != nil else { return false }
        let others = (1...max(3, spaces + 1)).filter { $0 != spaces }.lazy.filter { count in
            let padding = String(repeating: " ", count: count)
            return table.entry(forKey: edge == .leading ? padding + words : words + padding) != nil
        }
        return !others.isEmpty
    }

    /// The translation's text of `key` in its table, when it has one.
    private func translationOf(_ key: String) -> String? {
        guard let entry = table?.entry(forKey: key), case .text(let value, _) = entry.value.variant else { return nil }
        return value
    }
}
