public import PermitLocalization

extension DiagnosticRule {
    /// A base text with several specifiers and no argument numbers.
    public static let unnumberedSpecifiers = DiagnosticRule(
        id: "unnumbered-specifiers", defaultSeverity: .warning,
        summary: "A base text reads several arguments without numbering them (\"%@ of %@\"); a translator who needs another order must know to write %2$@ %1$@.")
}

/// Base texts that read several arguments without numbering them (`"%@ of %@"`): a language that needs the
/// arguments in another order must write `%2$@ … %1$@`, which many translators do not know they may, so they bend
/// the sentence around the English order instead. One warning per base text, at the base; a text the lint does
/// not compare (a defective format string, an interface file's text) is left out, and so is a text with no word
/// (`%lld/%lld`, `%@, %@`), which every language writes in its order, or an address's percent-escapes.
enum UnnumberedSpecifiersRule: LintRule {
    static let rule = DiagnosticRule.unnumberedSpecifiers

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .unnumberedSpecifiers,
        triggering: [
            .translation("%@ of %@", "%@ sur %@"),
        ],
        nonTriggering: [
            .translation("%1$@ of %2$@", "%1$@ sur %2$@"),
            .translation("%@ files", "%@ fichiers"),
            // Values and punctuation alone have no word order to change.
            .translation("%lld/%lld", "%lld/%lld"),
        ])

    /// The unnumbered argument specifiers of `text` when it has two or more and no numbered one, else `nil`. In a
    /// String Catalog a plural's reference (`%#@arg1@`) is not counted: its substitution says which argument it
    /// reads (`argNum`), so a translation may write the references in any order.
    static func specifiers(in text: String, referencesAreNumbered: Bool = false) -> [FormatSpecifier]? {
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return nil }
        let reading = FormatString.parsed(text).specifiers.filter { specifier in
            if referencesAreNumbered, case .substitutionReference = specifier.conversion { return false }
            return specifier.argumentIndex != nil
        }
        guard reading.count >= 2, !reading.contains(where: \.isPositional) else { return nil }
        return reading
    }

    /// Reports the base texts of `alignment` that read two or more arguments without numbers, when the table has
    /// translations; `skipped` are the keys whose base texts are not compared. `isCatalog`: the table is a String
    /// Catalog's, whose plurals' references are numbered by their substitutions.
    static func report(
        _ alignment: GroupAlignment, skipped: Set<String>, isCatalog: Bool, into accumulator: inout LintAccumulator
    ) {
        guard !alignment.counterparts.isEmpty else { return }
        for entry in alignment.baseEntries where !skipped.contains(entry.key) {
            guard let placed = entry.value.representativeText,
                let specifiers = specifiers(in: placed.text, referencesAreNumbered: isCatalog),
                !MissingKeyOutcome.hasNoWord(placed.text), !TemplatePlaceholderCheck.isEscapedAddress(placed.text)
            else {
                continue
            }
            let written = specifiers.map { specifier in
                let scalars = Array(placed.text.unicodeScalars)
                let range = specifier.range.clamped(to: 0..<scalars.count)
                return "\"" + String(String.UnicodeScalarView(scalars[range])) + "\""
            }
            accumulator.report(
                Diagnostic(
                    .unnumberedSpecifiers,
                    "the \(alignment.base) text of \"\(entry.key)\" reads \(specifiers.count) arguments without numbers "
                        + "(\(written.joined(separator: ", "))); a language that needs them in another order must "
                        + "write %2$@ … %1$@: number them in the base (%1$@, %2$@)",
                    file: entry.file, at: placed.location ?? entry.keyLocation),
                for: alignment.base)
        }
    }
}
