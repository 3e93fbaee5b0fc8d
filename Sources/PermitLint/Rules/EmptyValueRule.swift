public import PermitLocalization

extension DiagnosticRule {
    /// An empty translation of a text the base does not leave empty: the person sees nothing.
    public static let emptyValue = DiagnosticRule(
        id: "empty-value", defaultSeverity: .error,
        summary: "A translation is empty where the base text is not, so people see nothing.")
}

/// The rule as the lint declares it, and its check of a translated text against its base's.
enum EmptyValueRule: LintRule {
    static let rule = DiagnosticRule.emptyValue

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .emptyValue,
        triggering: [
            .translation("Save", ""),
        ],
        nonTriggering: [
            .translation("Save", "Enregistrer"),
            .translation("", ""),
        ])

    /// The finding for an empty translation of a text the base does not leave empty. A storyboard's or XIB's text
    /// is often a placeholder the app replaces ("Text Cell", a bound field): a warning there.
    static func diagnostic(for comparison: TranslationComparison) -> Diagnostic? {
        guard comparison.translation.text.isEmpty, !comparison.base.text.isEmpty else { return nil }
        let isInterfaceBuilderText = MissingKeyOutcome.isInterfaceBuilderKey(comparison.key)
        // The text Xcode gives a new table cell is always replaced by the app's: nothing shows empty.
        if isInterfaceBuilderText, cellPlaceholders.contains(comparison.base.text) { return nil }
        var empty = comparison.diagnostic(
            rule,
            "the \(comparison.localization) text of \(comparison.subject) is empty; the \(comparison.baseLocalization) "
                + "text is not")
        if isInterfaceBuilderText {
            empty.severity = .warning
            empty.message += " (an Interface Builder text, which the app may fill in itself)"
        }
        return empty
    }

    /// The texts Interface Builder gives a new table cell.
    static let cellPlaceholders: Set<String> = ["Text Cell", "Table View Cell"]
}

extension EmptyValueRule {
    /// More empty texts than this in a localization that has no text at all are one finding.
    static let listLimit = 3

    /// Reports the empty texts of `localization`'s `table` (`empty`, its errors): each, or, when the localization
    /// holds no text at all (`hasText` false: every translation written is empty, a language added to a String
    /// Catalog and never filled in) and there are more than `listLimit`, one finding listing them: one problem,
    /// whatever the person then sees.
    /// `diagnostic` as a warning when the code does without the text where it is empty (`testsLength`: it reads
    /// the text's length before it uses it, as InAppSettingsKit's privacy cell does with its subtitle): the person
    /// misses the text, as one not translated, and meets no blank.
    static func doneWithout(_ diagnostic: Diagnostic, if testsLength: Bool) -> Diagnostic {
        guard testsLength else { return diagnostic }
        var made = diagnostic
        made.severity = .warning
        made.message += "; the code reads the text's length before it uses it, and does without an empty one: "
            + "the person misses the text, as one not translated"
        return made
    }

    static func report(
        _ empty: [Diagnostic], localization: String, table: String, hasText: Bool, into accumulator: inout LintAccumulator
    ) {
        guard !hasText, empty.count > listLimit, let first = empty.first else {
            empty.forEach { accumulator.report($0, for: localization) }
            return
        }
        accumulator.report(
            Diagnostic(
                .emptyValue,
                "every one of the \(empty.count) \(localization) texts of the \(table) table is empty, where the base "
                    + "has text: a language added and never filled in; if it ships so, people see no text in its place",
                file: first.file, at: first.location,
                related: empty.dropFirst().compactMap { diagnostic in
                    diagnostic.location.map {
                        Diagnostic.RelatedLocation(file: diagnostic.file ?? "", location: $0, message: diagnostic.message)
                    }
                }),
            for: localization)
    }
}
