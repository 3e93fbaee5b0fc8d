/// The text a formatter produced, which template it came from, and what was wrong on the way.
public struct FormattingResult: Hashable, Sendable {
    /// Which template the text was made from.
    package enum Source: Hashable, Sendable {
        /// The template (or translation) asked for, every specifier fitting the arguments.
        case template
        /// The base-language template, because the translation's specifiers did not fit.
        case base
        /// The template asked for, with the specifiers that do not fit left visible as written, because no
        /// template fit.
        case templateWithUnfitSpecifiers
    }

    /// The formatted text.
    public var text: String
    /// Which template the text comes from.
    package var source: Source
    /// One diagnostic per problem found, of rule `format-mismatch` (a translation that fell back) or
    /// `unfit-format-specifier` (a template shown with unfit specifiers).
    public var diagnostics: [Diagnostic]
    /// The problems behind the diagnostics, in the same order.
    package var problems: [FormatProblem]

    /// Creates a result.
    package init(text: String, source: Source, diagnostics: [Diagnostic] = [], problems: [FormatProblem] = []) {
        self.text = text
        self.source = source
        self.diagnostics = diagnostics
        self.problems = problems
    }
}
