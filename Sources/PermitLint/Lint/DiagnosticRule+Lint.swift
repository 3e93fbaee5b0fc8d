public import PermitLocalization

extension DiagnosticRule {
    /// A project (`project.pbxproj`, `project.yml`, `Package.swift`) the lint could not read: the files below it are
    /// judged as if there were no project.
    public static let unreadableProject = DiagnosticRule(
        id: "unreadable-project", defaultSeverity: .warning,
        summary: "A project file cannot be read, so the lint cannot tell which localization files its targets ship; they are all judged as shipped.")
    /// A base text that makes a plural by gluing an argument or `(s)` to a word, which no other language can inflect.
    public static let englishOnlyPlural = DiagnosticRule(
        id: "english-only-plural", defaultSeverity: .warning,
        summary: "A base text glues an argument or (s) to a word (\"photo%@\", \"item(s)\"): an English-only plural; translations that keep it show junk. Use a plural variant.")
    /// The variants of one plural that read one argument as different kinds.
    public static let pluralVariantArguments = DiagnosticRule(
        id: "plural-variant-arguments", defaultSeverity: .error,
        summary: "The variants of one plural read an argument as different kinds (%2$d in one, %2$@ in other), or a translated variant reads it as another kind than the base's variant: a crash or garbage on the device.")
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
    /// A table whose file name differs from the base's only in letter case.
    public static let tableNameCase = DiagnosticRule(
        id: "table-name-case", defaultSeverity: .error,
        summary: "A table's file name differs from the base's only in letter case; a case-sensitive device will not find it.")
}
