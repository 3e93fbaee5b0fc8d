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

        /// Creates a summary.
        public init(localization: String, keys: Int, missing: Int, errors: Int, warnings: Int) {
            self.localization = localization
            self.keys = keys
            self.missing = missing
            self.errors = errors
            self.warnings = warnings
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

    /// Creates a report.
    public init(diagnostics: [Diagnostic], languages: [LanguageSummary], fileCount: Int, base: String?) {
        self.diagnostics = diagnostics
        self.languages = languages
        self.fileCount = fileCount
        self.base = base
    }

    /// How many diagnostics have `severity`.
    public func count(of severity: DiagnosticSeverity) -> Int {
        diagnostics.filter { $0.severity == severity }.count
    }
}
