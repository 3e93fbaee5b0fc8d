import PermitLocalization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Whether the arguments the code passes are the key's specifiers (a String Catalog, whose keys Xcode extracts
    /// from the code): a translation may read an argument its base text leaves out when the key reads it.
    let argumentsFromKey: Bool

    /// The checks of markup, links, numbers and the like, for the translation's language.
    let textChecks: TextChecks

    /// The files read again to place a finding within its text, the last one kept.
    private let files = RecentFile()

    /// What the app's code does with each text it looks up: formats it, replaces placeholders in it, writes it
    /// beside other words.
    let code: SourceCodeKeys

    /// - Parameters:
    ///   - brokenBaseKeys: Keys whose base text is a defective format string.
    ///   - argumentsFromKey: Whether the keys hold the arguments the code passes (String Catalogs).
    ///   - textRules: The checks of markup, links and the like to make (`TextChecks`).
    ///   - code: What the app's code does with the texts it looks up.
    init(
        baseLocalization: String, localization: String, brokenBaseKeys: Set<String> = [], argumentsFromKey: Bool = false,
        textRules: Set<DiagnosticRule> = Set(TextChecks.allRules.filter(\.isEnabledByDefault)),
        code: SourceCodeKeys = SourceCodeKeys()
    ) {
        self.code = code
        self.baseLocalization = baseLocalization
        self.localization = localization
        self.brokenBaseKeys = brokenBaseKeys
        self.argumentsFromKey = argumentsFromKey
        translationHasOnlyOtherPlural = Self.hasOnlyOtherPlural(localization)
        textChecks = TextChecks(language: UntranslatedText.language(of: localization), rules: textRules)
        let baseLanguage = UntranslatedText.language(of: baseLocalization)
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
        }
        guard !translation.value.substitutions.isEmpty else { return found }
        for name in translation.value.substitutions.keys.sorted() {
            guard let baseSubstitution = base.value.substitutions[name],
                let substitution = translation.value.substitutions[name],
                let baseText = LocalizedString.representativeText(of: baseSubstitution.variant),
                let text = LocalizedString.representativeText(of: substitution.variant)
            else { continue }
            found += compare(
                baseSubstitution.argumentWritten(in: baseText), substitution.argumentWritten(in: text),
                of: translation.key, substitution: name, in: translation, baseIsBroken: baseIsBroken)
        }
        return found
    }

    /// Compares the texts of `key` (or of its substitution `substitution`); the subject of the messages is
    /// written only for a message.
    private func compare(
        _ base: LocalizedString.PlacedText, _ translation: LocalizedString.PlacedText, of key: String,
        substitution: String?, in entry: LintTable.Entry, baseIsBroken: Bool,
        expanding substitutions: ([String: Substitution], [String: Substitution]) = ([:], [:]),
        isBaseText: Bool? = nil, baseText: BaseText? = nil
    ) -> [Diagnostic] {
        let location = translation.location ?? entry.keyLocation
        func diagnostic(_ rule: DiagnosticRule, _ message: String) -> Diagnostic {
            Diagnostic(rule, message, file: entry.file, at: location)
        }
        var subject: String { substitution.map { "\"\(key)\" (substitution \($0))" } ?? "\"\(key)\"" }
        // What the code does with the text (a substitution's is part of it): read once per base text when given.
        let use = substitution == nil ? (baseText.map(\.use) ?? code.uses[key]) : nil
        if translation.text.isEmpty {
            guard !base.text.isEmpty else { return [] }
            var empty = diagnostic(.emptyValue, "the \(localization) text of \(subject) is empty; the \(baseLocalization) text is not")
            // A storyboard's or XIB's text is often a placeholder the app replaces ("Text Cell", a bound field): a
            // warning there.
            if MissingKeyOutcome.isInterfaceBuilderKey(key) {
                empty.severity = .warning
                empty.message += " (an Interface Builder text, which the app may fill in itself)"
            }
            return [empty]
        }
        var found: [Diagnostic] = []
        // A text left as the base's is untranslated and nothing else.
        if !sameLanguage, isBaseText ?? (base.text == translation.text) {
            if UntranslatedText.looksUntranslated(translation.text) {
                found.append(
                    diagnostic(
                        .untranslated, "the \(localization) text of \(subject) is the \(baseLocalization) text unchanged"))
            }
            return found
        }
        // A base text outside `brokenBaseKeys` is a sound format string (`reportBaseFormatDefects` checked it);
        // a substitution's text, rewritten here, was not checked.
        let incompatibilities =
            baseIsBroken
            ? []
            : specifierIncompatibilities(
                base.text, translation.text, key: substitution == nil ? key : nil, substitutions: substitutions,
                baseIsSound: substitution == nil, formatted: use?.formatted == true,
                shownAsWritten: use?.shownAsWritten == true)
        let widths = incompatibilities.filter(Self.differsInIntegerWidthOnly)
        // A translation with more or fewer `%%` shows more or fewer percent signs ("100%" for "full"): its own
        // wording, not junk.
        let errors = incompatibilities.filter { incompatibility in
            if case .percentLiteralCountDiffers = incompatibility { return false }
            return !Self.differsInIntegerWidthOnly(incompatibility)
        }
        let names = (first: "the \(baseLocalization) text", second: "the \(localization) text")
        if !errors.isEmpty {
            let details = errors.map { $0.description(first: names.first, second: names.second) }.joined(separator: "; ")
            var made = diagnostic(
                .formatSpecifierMismatch,
                "the format specifiers of \(subject) differ: \(details) (\(baseLocalization) \(Self.quoted(base.text)), "
                    + "\(localization) \(Self.quoted(translation.text)))")
            // A translation that reads none of the arguments, holds nothing left of a specifier (a `%`, the Arabic
            // `٪`, a lone `@`), and has nothing else wrong was written without them:
            // the value is not shown, which a reworded text may not need ("Update" for "Update %@" in the
            // package's own menu). Judged on fresh apps, about half were defects the person meets: a warning.
            if errors.allSatisfy({ if case .argumentOnlyInFirst = $0 { return true } else { return false } }),
                !FormatSpecifiers.readsArguments(translation.text), !Self.holdsABrokenSpecifier(translation.text)
            {
                made.severity = .warning
                made.message += "; the \(localization) text reads no argument at all, so no value is shown (a reworded "
                    + "text may read right without it)"
            }
            // Pointed at the translation's specifier that is wrong, where there is one.
            if let start = location, let escapes = TextPlace.escapes(ofFileAt: entry.file),
                let scalar = TextPlace.offendingScalar(of: errors, in: translation.text),
                let bytes = files.contents(of: entry.file),
                let place = TextPlace.location(ofScalar: scalar, inTextAt: start, of: bytes, escapes: escapes)
            {
                made.location = place
            }
            found.append(made)
        }
        if !widths.isEmpty {
            let details = widths.map { $0.description(first: names.first, second: names.second) }.joined(separator: "; ")
            found.append(
                diagnostic(
                    .integerWidthMismatch,
                    "the integer specifiers of \(subject) differ in width or signedness only: \(details); everyday "
                        + "numbers print the same on 64-bit devices"))
        }
        if errors.isEmpty, !baseIsBroken, !PlainSpecifiers.areEqual(base.text, translation.text) {
            found += FlagDifferences.diagnostics(
                base: FormatString.parsed(base.text), translation: FormatString(translation.text), subject: subject,
                baseLocalization: baseLocalization, localization: localization, file: entry.file, at: location)
        }
        let drift = whitespaceDifferences(baseText?.whitespace ?? Whitespace(of: base.text), Whitespace(of: translation.text))
        if !drift.isEmpty {
            var made = diagnostic(
                .whitespaceDrift,
                "the \(localization) text of \(subject) differs from the \(baseLocalization) text in "
                    + drift.joined(separator: ", "))
            // `\n` written as characters where the base breaks the line (a value escaped twice): the person reads a
            // backslash and an n.
            if Self.writesLineBreakAsCharacters(base: base.text, translation: translation.text) {
                made.severity = .error
                made.message += "; it writes \\n as characters where the \(baseLocalization) text breaks the line, so "
                    + "the person reads a backslash and an n"
            }
            // A storyboard's or XIB's text is shown on its own, never written beside another. Whether the code
            // writes this text beside another is not known from the text: a warning that says what it would glue.
            if !MissingKeyOutcome.isInterfaceBuilderKey(key),
                let edge = Self.gluedEdge(base: base.text, translation: translation.text, language: textChecks.language)
            {
                if let use, edge == .leading ? use.wordBefore : use.wordAfter {
                    // The code writes a word there: the person reads the two glued together.
                    made.severity = .error
                    made.message += "; the code writes a word right \(edge == .leading ? "before" : "after") this text"
                        + code.usePlace(of: key) + ", so the person reads the two glued together"
                } else {
                    made.message += "; where the app writes a name or number \(edge == .leading ? "before" : "after") "
                        + "this text, the person reads the two words glued together"
                }
            }
            found.append(made)
        }
        if let use, !use.replaces.isEmpty,
            let lost = Self.lostPlaceholders(use.replaces, base: base.text, translation: translation.text)
        {
            found.append(
                diagnostic(
                    .templatePlaceholderMismatch,
                    "the \(localization) text of \(subject) lacks \(lost.joined(separator: ", ")), which the code "
                        + "replaces after the lookup\(code.usePlace(of: key)): the value is lost"))
        }
        let findings = textChecks.findings(
            base: base.text, baseHints: baseText?.hints ?? TextHints(of: base.text), translation: translation.text,
            baseLocalization: baseLocalization)
        for finding in findings {
            var made = diagnostic(finding.rule, "the \(localization) text of \(subject) " + finding.detail)
            if let severity = finding.severity { made.severity = severity }
            // An App Shortcuts phrase is matched by the system, which fills in `${applicationName}` and the
            // parameters: a phrase whose placeholder is renamed is one Siri and Shortcuts never offer.
            if finding.rule == .templatePlaceholderMismatch, Self.isAppShortcutsTable(entry.file) {
                made.severity = .error
                made.message += "; Siri and Shortcuts match this phrase with the placeholder filled in, so they never offer it"
            }
            found.append(made)
        }
        return found
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
        _ base: String, _ translation: String, key: String?, substitutions: ([String: Substitution], [String: Substitution]),
        baseIsSound: Bool, formatted: Bool, shownAsWritten: Bool
    ) -> [FormatSpecifiers.Incompatibility] {
        if baseIsSound && PlainSpecifiers.areEqual(base, translation) { return [] }
        guard base.containsUTF8Byte(UInt8(ascii: "%")) || translation.containsUTF8Byte(UInt8(ascii: "%")) else { return [] }
        let baseFormat = FormatString.parsed(base)
        // A base that is no format string ("Save 50%", "100% guaranteed" reading "% g") is shown as it is, and its
        // translations write their percent signs freely. Only a translation that reads an argument (which does not
        // exist) is wrong — unless a String Catalog's key passes it (see below).
        let keyPassesArguments = argumentsFromKey && (key?.containsUTF8Byte(UInt8(ascii: "%")) ?? false)
        // A text the code always formats (`String(format:)` on every text, as SwiftGen's `tr` does) reads its
        // specifiers whatever they are (`formatted`).
        if substitutions.0.isEmpty, !keyPassesArguments, !formatted, !FormatSpecifiers.isFormatString(base) {
            // Where every use is a SwiftUI literal key without interpolation, nothing formats the text: the
            // translation's `%` shows as written too (`shownAsWritten`).
            guard !shownAsWritten, FormatSpecifiers.isFormatString(translation) else { return [] }
            return FormatSpecifiers.compatible(FormatString(""), FormatString(translation)).filter { incompatibility in
                if case .argumentOnlyInSecond = incompatibility { return true }
                return false
            }
        }
        let translationFormat = FormatString(translation)
        var incompatibilities = FormatSpecifiers.compatible(
            Self.numbersInPlaceOfVariants(base, baseFormat, substitutions.0),
            Self.numbersInPlaceOfVariants(translation, translationFormat, substitutions.1))
        guard !incompatibilities.isEmpty else { return [] }
        // Arguments a translation may leave out: one the base glues to a word ("photo%@"), and, in a language whose
        // plural has only `other`, one the base reads only to choose a plural variant. Leaving one out is safe
        // only when no later argument is read by position (which would then read the wrong one).
        var droppable = EnglishOnlyPluralRule.gluing(in: baseFormat)?.arguments ?? []
        if translationHasOnlyOtherPlural {
            for specifier in baseFormat.specifiers {
                if case .substitutionReference = specifier.conversion, let index = specifier.argumentIndex {
                    droppable.insert(index)
                }
            }
        }
        let highestRead = translationFormat.specifiers.compactMap(\.argumentIndex).max() ?? -1
        let readsByPosition = translationFormat.specifiers.contains(where: \.isPositional)
        // In a String Catalog, the key holds the arguments the code passes: a translation may read one its base
        // text leaves out ("liked" for "likes.label %lld").
        let keyKinds = key.flatMap { key in
            argumentsFromKey && key.containsUTF8Byte(UInt8(ascii: "%"))
                ? FormatSpecifiers.argumentKinds(of: FormatString.parsed(key)).0 : nil
        }
        let translationKinds = keyKinds == nil ? [:] : FormatSpecifiers.argumentKinds(of: translationFormat).0
        incompatibilities.removeAll { incompatibility in
            switch incompatibility {
            case .argumentOnlyInFirst(let index):
                return droppable.contains(index) && (!readsByPosition || index > highestRead)
            case .argumentOnlyInSecond(let index):
                guard let keyKind = keyKinds?[index], let kind = translationKinds[index] else { return false }
                return keyKind.readsLikeWidthAside(kind)
            default:
                return false
            }
        }
        return incompatibilities
    }

    /// The placeholders the code replaces that the base text has and the translation lacks, or `nil` when it lacks
    /// none; those `TemplatePlaceholderCheck` finds in any text are left to it.
    /// Whether `translation` holds a backslash and an `n` (or `r`) as characters where `base` holds a line break
    /// and no such pair.
    static func writesLineBreakAsCharacters(base: String, translation: String) -> Bool {
        guard translation.containsUTF8Byte(UInt8(ascii: "\\")), base.containsUTF8Byte(UInt8(ascii: "\n")) else {
            return false
        }
        func escapedBreaks(_ text: String) -> Bool { text.contains("\\n") || text.contains("\\r") }
        return escapedBreaks(translation) && !escapedBreaks(base)
    }

    /// Whether `text` holds what is left of a specifier, which the person reads as junk: a percent sign (`%% @`,
    /// the Arabic `٪ d`, the full-width `％`), or an `@` that no letter or digit follows (`"@" projesini`), unlike
    /// an address's or a handle's.
    static func holdsABrokenSpecifier(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "%", "\u{066A}", "\u{FF05}": return true
            case "@":
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if next.map({ !$0.properties.isAlphabetic && !("0"..."9").contains($0) }) ?? true { return true }
            default: continue
            }
        }
        return false
    }

    /// Whether `file` is an `AppShortcuts` table (`AppShortcuts.strings`, `AppShortcuts.xcstrings`).
    private static func isAppShortcutsTable(_ file: String) -> Bool {
        let name = file.split(separator: "/").last ?? ""
        return name.hasPrefix("AppShortcuts.")
    }

    static func lostPlaceholders(_ placeholders: [AppPlaceholder], base: String, translation: String) -> [String]? {
        let generic = TemplatePlaceholderCheck.placeholders(in: base)
        var lost: Set<String> = []
        for placeholder in placeholders {
            lost.formUnion(placeholder.occurrences(in: base).subtracting(placeholder.occurrences(in: translation)))
        }
        let reported = lost.subtracting(generic).sorted()
        return reported.isEmpty ? nil : reported
    }

    /// Whether the incompatibility is only an integer read with another width or signedness (`%d` and `%ld`,
    /// `%lu` and `%ld`).
    private static func differsInIntegerWidthOnly(_ incompatibility: FormatSpecifiers.Incompatibility) -> Bool {
        guard case .argumentTypeDiffers(_, let first, let second) = incompatibility else { return false }
        return first.differsOnlyInIntegerWidth(from: second)
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
    private func whitespaceDifferences(_ base: Whitespace, _ translation: Whitespace) -> [String] {
        let (baseLeading, baseTrailing, baseBreaks) = (base.leading, base.trailing, base.lineBreaks)
        let (leading, trailing, breaks) = (translation.leading, translation.trailing, translation.lineBreaks)
        guard baseLeading != leading || (baseTrailing && !trailing) || baseBreaks != breaks else { return [] }
        var differences: [String] = []
        if baseLeading != leading {
            differences.append(baseLeading ? "lacking leading whitespace" : "having leading whitespace")
        }
        // Trailing whitespace the translation adds does not show; the base's, lost, glues the text to what the
        // app writes after it.
        if baseTrailing && !trailing { differences.append("lacking trailing whitespace") }
        if baseBreaks != breaks {
            differences.append("having \(breaks) line breaks instead of \(baseBreaks)")
        }
        return differences
    }

    /// Which end of a text meets the text the app writes beside it.
    enum Edge { case leading, trailing }

    /// The end where the base has a space, for the text the app writes beside it, and the translation has a letter or
    /// digit instead: the two words glue ("Foonon è firmato"). Not in languages written without spaces between
    /// words, nor in Korean, whose particles attach to the name before them.
    static func gluedEdge(base: String, translation: String, language: String?) -> Edge? {
        guard let language, !unspacedLanguages.contains(language), base.contains(where: { !$0.isWhitespace }) else {
            return nil
        }
        if base.first == " ", let first = translation.first, first.isLetter || first.isNumber { return .leading }
        if base.last == " ", let last = translation.last, last.isLetter || last.isNumber { return .trailing }
        return nil
    }

    /// Languages whose words are not separated by spaces, and Korean.
    private static let unspacedLanguages: Set<String> = ["zh", "ja", "ko", "th", "lo", "km", "my", "bo", "yue", "wuu"]

    /// What the checks read of a base text, once for every language that translates it.
    struct BaseText {
        /// Its whitespace.
        var whitespace: Whitespace
        /// What the text checks may find in it.
        var hints: TextHints
        /// What the code does with it.
        var use: KeyUse?

        init(of text: String, use: KeyUse? = nil) {
            whitespace = Whitespace(of: text)
            hints = TextHints(of: text)
            self.use = use
        }
    }

    /// What `whitespaceDifferences` compares of a text.
    struct Whitespace {
        /// Whether the first character is whitespace.
        var leading: Bool
        /// Whether the last character is whitespace.
        var trailing: Bool
        /// The number of line breaks (U+000A).
        var lineBreaks: Int

        init(of text: String) {
            leading = TranslationCheck.startsWithWhitespace(text)
            trailing = TranslationCheck.endsWithWhitespace(text)
            lineBreaks = TranslationCheck.lineBreaks(text)
        }
    }

    /// Whether the text's first character is whitespace. `Character.isWhitespace` is its first scalar's
    /// `White_Space` property, which for ASCII is 0x09-0x0D and space; the other scalars that have it start with
    /// the bytes C2, E1, E2 or E3, so a text starting with any other byte is read no further.
    static func startsWithWhitespace(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        if first < 0x80 { return isASCIIWhitespace(first) }
        guard (0xE1...0xE3).contains(first) || first == 0xC2 else { return false }
        return text.unicodeScalars.first?.properties.isWhitespace ?? false
    }

    /// Whether the text's last character is whitespace (the first scalar of its last grapheme cluster).
    ///
    /// The bytes answer when no scalar near the end is whitespace: a cluster whose first scalar is whitespace is
    /// a control alone (or CR LF), or a whitespace scalar followed only by marks (Extend, SpacingMark, ZWJ), so it
    /// ends the text with that whitespace scalar and then non-ASCII scalars only. When the last scalars back to an
    /// ASCII one that is not whitespace (or back to the start) are none of them whitespace, the last cluster
    /// starts with one of them, with that ASCII scalar, or earlier with a Prepend scalar (no rule joins an ASCII
    /// scalar other than LF to what precedes it otherwise): not whitespace. When the last two scalars are ASCII
    /// and the last is whitespace, the last cluster is the last scalar alone, or CR LF, whose first scalar is
    /// whitespace as LF is. Anything else goes through `Character`.
    static func endsWithWhitespace(_ text: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard let last = bytes.last else { return false }
            if last < 0x80 {
                guard isASCIIWhitespace(last) else { return false }
                return bytes.count == 1 || bytes[bytes.count - 2] < 0x80 ? true : nil
            }
            // Scalar by scalar from the end, a bounded way back.
            var end = bytes.count
            let limit = max(0, bytes.count - 64)
            while end > limit {
                var start = end - 1
                while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
                let lead = bytes[start]
                if lead < 0x80 { return isASCIIWhitespace(lead) ? nil : false }
                if isNonASCIIWhitespace(bytes, at: start, end: end) { return nil }
                if start == 0 { return false }
                end = start
            }
            return nil
        }
        if let answer, let answer { return answer }
        return text.last?.isWhitespace ?? false
    }

    /// Whether the UTF-8 scalar in `bytes[start..<end]`, not ASCII, has the `White_Space` property: U+0085,
    /// U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000.
    private static func isNonASCIIWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Bool {
        switch end - start {
        case 2:
            return bytes[start] == 0xC2 && (bytes[start + 1] == 0x85 || bytes[start + 1] == 0xA0)
        case 3:
            let (a, b, c) = (bytes[start], bytes[start + 1], bytes[start + 2])
            switch (a, b) {
            case (0xE1, 0x9A): return c == 0x80
            case (0xE2, 0x80): return (0x80...0x8A).contains(c) || c == 0xA8 || c == 0xA9 || c == 0xAF
            case (0xE2, 0x81): return c == 0x9F
            case (0xE3, 0x80): return c == 0x80
            default: return false
            }
        default:
            return false
        }
    }

    @inline(__always)
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// The number of U+000A scalars: of 0x0A bytes, which UTF-8 uses for nothing else.
    static func lineBreaks(_ text: String) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int in
            guard var next = bytes.baseAddress else { return 0 }
            let end = next + bytes.count
            var count = 0
            while next < end, let found = memchr(next, 0x0A, end - next) {
                count += 1
                next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return count
        }) {
            return count
        }
        return text.utf8.count { $0 == 0x0A }
    }

    /// `text` in quotes for a message, cut to 60 characters.
    static func quoted(_ text: String) -> String {
        text.count > 60 ? "\"\(text.prefix(57))...\"" : "\"\(text)\""
    }
}
