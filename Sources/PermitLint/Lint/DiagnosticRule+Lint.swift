public import PermitLocalization

extension DiagnosticRule {
    /// A project (`project.pbxproj`, `project.yml`, `Package.swift`) the lint could not read: the files below it are
    /// judged as if there were no project.
    public static let unreadableProject = DiagnosticRule(
        id: "unreadable-project", defaultSeverity: .warning,
        summary: "A project file cannot be read, so the lint cannot tell which localization files its targets ship; they are all judged as shipped.")
    /// Keys of the base table that a localization's table lacks, where the person sees the key itself (an
    /// identifier such as `settings.title`): one finding per localization and table.
    public static let missingKey = DiagnosticRule(
        id: "missing-key", defaultSeverity: .error,
        summary: "Keys of the base are missing from a localization's table, and the person sees the key itself unless the code passes a default value.")
    /// Keys of the base table that a localization's table lacks, where the person sees the development language's
    /// text (the key is that text, or an `InfoPlist` key): coverage, one finding per localization and table.
    public static let missingTranslation = DiagnosticRule(
        id: "missing-translation", defaultSeverity: .warning,
        summary: "Keys of the base are missing from a localization's table; the person sees the development language's text (the key is that text).")
    /// A key of a localization's table that the base table does not have.
    public static let obsoleteKey = DiagnosticRule(
        id: "obsolete-key", defaultSeverity: .warning,
        summary: "A localization has a key the base localization does not; code no longer asks for it.")
    /// An empty translation of a text the base does not leave empty: the person sees nothing.
    public static let emptyValue = DiagnosticRule(
        id: "empty-value", defaultSeverity: .error,
        summary: "A translation is empty where the base text is not, so people see nothing.")
    /// A translation identical to the base text that reads like a sentence still to be translated.
    public static let untranslated = DiagnosticRule(
        id: "untranslated", defaultSeverity: .warning,
        summary: "A translation is identical to the base text of another language; it was probably never translated.")
    /// A translation whose format specifiers read the arguments differently from the base text's.
    public static let formatSpecifierMismatch = DiagnosticRule(
        id: "format-specifier-mismatch", defaultSeverity: .error,
        summary: "A translation's format specifiers read different arguments, or read them as different types, than the base text's.")
    /// A translation that reads an integer argument with another width or signedness than the base (`%d` for
    /// `%ld`): the same digits for everyday numbers on 64-bit devices.
    public static let integerWidthMismatch = DiagnosticRule(
        id: "integer-width-mismatch", defaultSeverity: .warning,
        summary: "A translation reads an integer argument with another width or signedness than the base (%d for %ld); everyday numbers print the same.")
    /// A translation whose specifier flags differ from the base's: a space flag that eats a letter (`% de`) is an
    /// error, other differences a warning.
    public static let formatFlagMismatch = DiagnosticRule(
        id: "format-flag-mismatch", defaultSeverity: .warning,
        summary: "A translation's specifier flags differ from the base's; a space flag followed by letters (\"% de\") eats a letter and pads the number (an error).")
    /// A base text that makes a plural by gluing an argument or `(s)` to a word, which no other language can inflect.
    public static let englishOnlyPlural = DiagnosticRule(
        id: "english-only-plural", defaultSeverity: .warning,
        summary: "A base text glues an argument or (s) to a word (\"photo%@\", \"item(s)\"): an English-only plural; translations that keep it show junk. Use a plural variant.")
    /// The variants of one plural that read one argument as different kinds.
    public static let pluralVariantArguments = DiagnosticRule(
        id: "plural-variant-arguments", defaultSeverity: .error,
        summary: "The variants of one plural read an argument as different kinds (%2$d in one, %2$@ in other), or a translated variant reads it as another kind than the base's variant: a crash or garbage on the device.")
    /// A plural without a variant for a category that the language uses.
    public static let pluralCategoryMissing = DiagnosticRule(
        id: "plural-category-missing", defaultSeverity: .error,
        summary: "A plural has no variant for a category the language uses (CLDR, through ICU); those counts get `other`.")
    /// A plural variant for a category that the language never selects.
    public static let pluralCategoryUnused = DiagnosticRule(
        id: "plural-category-unused", defaultSeverity: .warning,
        summary: "A plural has a variant for a category the language never selects (zero is always allowed).")
    /// A translation whose leading or trailing whitespace, or number of line breaks, differs from the base text's.
    public static let whitespaceDrift = DiagnosticRule(
        id: "whitespace-drift", defaultSeverity: .warning,
        summary: "A translation's leading or trailing whitespace, or its number of line breaks, differs from the base text's.")
    /// A String Catalog translation that is new, needs review or is stale.
    public static let translationState = DiagnosticRule(
        id: "translation-state", defaultSeverity: .warning,
        summary: "A String Catalog translation is in state new, needs_review or stale.")
    /// An `.lproj` folder whose name is not a localization name.
    public static let invalidLocalizationName = DiagnosticRule(
        id: "invalid-localization-name", defaultSeverity: .error,
        summary: "An .lproj folder's name is not a BCP 47 tag, Base or a legacy language name; no one is matched to it.")
    /// A key that the caller requires in every localization, missing from one.
    public static let missingRequiredKey = DiagnosticRule(
        id: "missing-required-key", defaultSeverity: .error,
        summary: "A key that every localization must have (the schema's) is missing from a localization's table.")
    /// A pseudo-localization, which is not compared with the base.
    public static let pseudoLocalization = DiagnosticRule(
        id: "pseudo-localization", defaultSeverity: .note,
        summary: "A pseudo-localization (qqq message documentation, en-XA, ar-XB...) is not a language; it is skipped.")
    /// A table of the base that no localization has.
    public static let untranslatedTable = DiagnosticRule(
        id: "untranslated-table", defaultSeverity: .warning,
        summary: "No localization has this table of the base; everyone sees it in the base language (on purpose?).")
    /// A localization that has none of the base's keys.
    public static let stubLocalization = DiagnosticRule(
        id: "stub-localization", defaultSeverity: .warning,
        summary: "A localization has none of the base's keys (0% translated): one finding instead of one per key.")
    /// A base text whose format string is defective in itself.
    public static let baseFormatDefect = DiagnosticRule(
        id: "base-format-defect", defaultSeverity: .error,
        summary: "A base text's format string is malformed or reads an argument as two types; reported once, at the base.")
    /// A table whose file name differs from the base's only in letter case.
    public static let tableNameCase = DiagnosticRule(
        id: "table-name-case", defaultSeverity: .error,
        summary: "A table's file name differs from the base's only in letter case; a case-sensitive device will not find it.")
    /// A translation that loses or breaks the base's markup: tags, Markdown links and bold, inflection markup.
    public static let markupMismatch = DiagnosticRule(
        id: "markup-mismatch", defaultSeverity: .error,
        summary: "A translation lacks a tag, Markdown link or bold mark of the base text, or breaks ^[...](inflect: true): people see the markup as characters, or lose a link or formatting.")
    /// A translation that drops or renames a placeholder the app fills in itself (`{{name}}`, `{0}`).
    public static let templatePlaceholderMismatch = DiagnosticRule(
        id: "template-placeholder-mismatch", defaultSeverity: .error,
        summary: "A translation drops or renames a placeholder the app fills in after the lookup ({{name}}, {0}): the value is lost, or the person reads the braces.")
    /// A translation whose web or e-mail addresses differ from the base text's.
    public static let linkMismatch = DiagnosticRule(
        id: "link-mismatch", defaultSeverity: .warning,
        summary: "A translation lacks a web or e-mail address of the base text, or has another: people are sent elsewhere.")
    /// A translation whose written numbers differ from the base text's.
    public static let numberMismatch = DiagnosticRule(
        id: "number-mismatch", defaultSeverity: .warning, isEnabledByDefault: false,
        summary: "A translation lacks a number of two or more digits written in the base text, or has another (the same number in the locale's own digits is the same). Off by default: enable with --enable.")
    /// A translation that adds invisible characters.
    public static let invisibleCharacter = DiagnosticRule(
        id: "invisible-character", defaultSeverity: .warning,
        summary: "A translation has a zero-width space, word joiner, byte-order mark or (in a left-to-right language) bidi control that the base text lacks.")
    /// A translation that writes a word twice in a row.
    public static let doubledWord = DiagnosticRule(
        id: "doubled-word", defaultSeverity: .warning, isEnabledByDefault: false,
        summary: "A translation writes a word twice in a row (\"the the\"). Off by default: enable with --enable.")
    /// A translation whose brackets or quotation marks do not balance where the base text's do.
    public static let unbalancedBrackets = DiagnosticRule(
        id: "unbalanced-brackets", defaultSeverity: .warning,
        summary: "A translation opens a bracket it does not close (or the reverse), or leaves a quotation open, where the base text's balance.")
    /// A translation whose final punctuation differs from the base text's.
    public static let finalPunctuationMismatch = DiagnosticRule(
        id: "final-punctuation-mismatch", defaultSeverity: .warning, isEnabledByDefault: false,
        summary: "A translation ends with other punctuation than the base text (each language's own marks count as theirs). Off by default: enable with --enable.")
    /// A base text with several specifiers and no argument numbers.
    public static let unnumberedSpecifiers = DiagnosticRule(
        id: "unnumbered-specifiers", defaultSeverity: .warning,
        summary: "A base text reads several arguments without numbering them (\"%@ of %@\"); a translator who needs another order must know to write %2$@ %1$@.")
}
