public import PermitLocalization

/// What a lint found: every diagnostic, and a summary per localization.
public struct LintReport: Hashable, Sendable {
    /// One localization's figures.
    public struct LanguageSummary: Hashable, Sendable {
        /// The localization, as its folder or catalog names it.
        public var localization: String
        /// How many keys it defines, across its tables.
        public var keys: Int
        /// How many keys of the base it lacks.
        public var missing: Int
        /// How many error diagnostics its files have.
        public var errors: Int
        /// How many warning diagnostics its files have.
        public var warnings: Int
        /// How many keys of the base it translates: present, with a text other than the base's (or any text, in the
        /// base's own language).
        public var translated: Int
        /// How many keys of the base it has with the base's text unchanged, in another language.
        public var untranslated: Int

        /// The share of the base's keys translated, in percent (0 to 100); `nil` for the base and for a
        /// localization compared with nothing.
        public var coverage: Double? {
            let total = translated + untranslated + missing
            return total == 0 ? nil : Double(translated) * 100 / Double(total)
        }

        /// Creates a summary.
        public init(
            localization: String, keys: Int, missing: Int, errors: Int, warnings: Int, translated: Int = 0,
            untranslated: Int = 0
        ) {
            self.localization = localization
            self.keys = keys
            self.missing = missing
            self.errors = errors
            self.warnings = warnings
            self.translated = translated
            self.untranslated = untranslated
        }
    }

    /// Every diagnostic, grouped by file in path order, each file's in source order.
    public var diagnostics: [Diagnostic]
    /// One summary per localization, sorted by localization.
    public var languages: [LanguageSummary]
    /// How many files were read.
    public var fileCount: Int
    /// The localization the others were compared with, when there was one.
    public var base: String?
    /// The projects the lint read and the files it left out as shipped by no target (no project when none was found
    /// below the linted folders, and every file was judged as shipped); `nil` in a report that is no lint of an app's
    /// files (the doctor's).
    public var app: AppSummary?

    /// Creates a report.
    public init(
        diagnostics: [Diagnostic], languages: [LanguageSummary], fileCount: Int, base: String?, app: AppSummary? = nil
    ) {
        self.diagnostics = diagnostics
        self.languages = languages
        self.fileCount = fileCount
        self.base = base
        self.app = app
    }

    /// How many diagnostics have `severity`.
    public func count(of severity: DiagnosticSeverity) -> Int {
        diagnostics.filter { $0.severity == severity }.count
    }
}
