public import PermitLocalization

extension DiagnosticRule {
    /// A base text whose format string is defective in itself.
    public static let baseFormatDefect = DiagnosticRule(
        id: "base-format-defect", defaultSeverity: .error,
        summary: "A base text's format string is malformed or reads an argument as two types; reported once, at the base.")
}

/// The rule as the lint declares it, and its check of each base text, once for every language.
enum BaseFormatDefectRule: LintRule {
    static let rule = DiagnosticRule.baseFormatDefect

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .baseFormatDefect,
        triggering: [
            .translation("%1$@ sent %3$@", "%1$@ a envoyé %3$@"),
        ],
        nonTriggering: [
            .translation("%1$@ sent %2$@", "%1$@ a envoyé %2$@"),
            // A date's format for a date formatter, not a format string.
            .translation("%a, %m/%d/%Y %I:%M:%S %p", "%a %d/%m/%Y %H:%M:%S"),
            // A placeholder the app replaces itself, never formatted.
            .translation("Enjoying %APP_NAME%?", "Vous aimez %APP_NAME% ?"),
        ])

    /// Reports a base string whose format strings are defective in themselves, once, and says whether its
    /// translations are not to be compared with it: so too an interface file's text, which is never formatted. A
    /// plain text that reads no argument is no format string and has no such defect. Checked are its representative
    /// text (`placed`, parsed as `parsed` when it holds a '%' or '(': malformed specifiers, an argument read as two
    /// kinds, a position skipped), every other text of its variants and substitutions (malformed specifiers, an
    /// argument read as two kinds), and its plurals' variants together (`PluralVariantArguments`). A text the code formats
    /// whatever it holds (`code`'s `KeyUse`) is a format string even when written as plain text; a text the code
    /// never shows (`hiddenBy`) has its defects reported as warnings.
    static func report(
        _ entry: LintTable.Entry, placed: LocalizedString.PlacedText?, parsed: FormatString?, base: String, interfaceTable: Bool,
        code: SourceCodeKeys, hiddenBy: String?, unnamed: GroupComparison.UnnamedKey?,
        into accumulator: inout LintAccumulator
    ) -> Bool {
        if interfaceTable || MissingKeyOutcome.isInterfaceBuilderKey(entry.key) { return true }
        guard let placed else { return false }
        // A rule editor's row (`%[is,is not]@`) is read by the editor, never formatted: nothing to check as a
        // format string, here or in its translations.
        if RuleEditorFormat.isRuleEditorFormat(placed.text) { return true }
        // A date's format in `strftime`'s notation is read by a date formatter, never by `String(format:)`.
        if CalendarFormat.isCalendarFormat(placed.text) { return true }
        let isPlainText: Bool
        if case .text = entry.value.variant { isPlainText = entry.value.substitutions.isEmpty } else { isPlainText = false }
        // A text written with no argument and no %% ("Save 50%", "100% native") is shown as it is, unless the code
        // formats every text (`formatted`).
        // So is a text whose every `%` is an app's `%NAME%` placeholder (`TemplatePlaceholderCheck`), or an
        // address's percent-escape (`mailto:...?subject=Media%20Converter`).
        let readsAsText =
            isPlainText
            && !(parsed.map { parsed in
                FormatSpecifiers.isFormatString(parsed) && !TemplatePlaceholderCheck.percentsAreNoSpecifiers(placed.text)
            } ?? false)
        if readsAsText, code.uses[entry.key]?.formatted != true, !writesAPositionBackwards(placed.text) {
            return false
        }
        var defects = (parsed.map(FormatSpecifiers.defects(of:)) ?? []).filter {
            !FormatSpecifierMismatchRule.isDroppedBeforeALineBreak($0)
        }
        var place = placed.location ?? entry.keyLocation
        var broken = false
        if !isPlainText {
            for text in entry.value.allTexts where text.text != placed.text {
                let found = FormatSpecifiers.defects(of: text.text).filter { defect in
                    if case .unreadArgument = defect { return false }
                    return !FormatSpecifierMismatchRule.isDroppedBeforeALineBreak(defect)
                }
                if defects.isEmpty, !found.isEmpty { place = text.location ?? place }
                defects += found
            }
            for plural in PluralVariantArgumentsRule.plurals(of: entry.value) {
                let conflicts = PluralVariantArgumentsRule.conflicts(in: PluralVariantArgumentsRule.argumentKinds(of: plural.texts))
                guard !conflicts.isEmpty else { continue }
                let conflict = Diagnostic(
                    .pluralVariantArguments,
                    "the \(base) plural of \"\(entry.key)\"" + (plural.name.map { " (substitution \($0))" } ?? "")
                        + " reads its arguments as different kinds: " + conflicts.joined(separator: "; ")
                        + "; its translations are not compared with it",
                    file: entry.file, at: plural.texts.values.compactMap(\.location).min() ?? place)
                accumulator.report(GroupComparison.neverShown(conflict, by: hiddenBy), for: base)
                broken = true
            }
        }
        var seen: Set<String> = []
        // A text's own defects name only that text.
        let details = defects.map { $0.description(first: "it", second: "it") }
            .filter { seen.insert($0).inserted }
        guard !details.isEmpty else { return broken }
        var defect = Diagnostic(
            .baseFormatDefect,
            "the \(base) text of \"\(entry.key)\" is a defective format string: "
                + (readsAsText ? "the code formats it\(code.usePlace(of: entry.key)), so its '%' is read as a specifier: " : "")
                + details.joined(separator: "; ") + "; its translations are not compared with it",
            file: entry.file, at: place)
        // A `%` that ends the text is dropped by CoreFoundation, which appends nothing for an incomplete specifier
        // (`__CFStringAppendFormatCore`): the person reads "42" for "42%", a sign lost but no junk and no crash,
        // which matters only where the text is shown: a warning where no code names the key.
        if code.names(entry.key) == false,
            defects.allSatisfy({ if case .malformed(.incompleteSpecifier, _) = $0 { return true } else { return false } })
        {
            defect.severity = .warning
            defect.message += " (the % that ends it is dropped when it is formatted, and no code names this key)"
        }
        accumulator.report(GroupComparison.neverShown(defect, by: hiddenBy, unnamed: unnamed), for: base)
        return true
    }

    /// Whether `text` holds a position written the wrong way round (`%$1@`): the developer meant a format string,
    /// which CoreFoundation prints as "$1@" (its `%$` is a literal `$`).
    private static func writesAPositionBackwards(_ text: String) -> Bool {
        guard var offset = ByteSearch.offset(of: "%$", in: Substring(text).utf8) else { return false }
        let bytes = Array(text.utf8)
        while offset + 2 < bytes.count {
            if bytes[offset] == UInt8(ascii: "%"), bytes[offset + 1] == UInt8(ascii: "$"), (0x31...0x39).contains(bytes[offset + 2]) {
                return true
            }
            offset += 1
        }
        return false
    }
}
