extension LocalizedString {
    /// Formats a localized string with arguments, as Apple's runtime would, without ever reading an argument that
    /// is missing or of the wrong kind.
    ///
    /// Variants are chosen first: a `.plural` string by its first numeric argument, `.device` and `.width` by the
    /// context. Each `%#@name@` reference then takes the variant of its substitution chosen by the plural category
    /// of its argument: the substitution's `argumentNumber` when set, else the reference's own position (`%2$#@x@`,
    /// or its place in the sequence of specifiers). An integer 0 takes the `zero` variant whenever there is one, in
    /// every language; otherwise the language's category decides, falling back to `other`. Inside the chosen
    /// variant, String Catalogs' `%arg` and every non-positional specifier format the substitution's argument.
    ///
    /// A specifier that does not fit (missing argument, wrong kind, malformed, undefined substitution) is left in
    /// the text as written, with a diagnostic of rule `unfit-format-specifier`.
    public func formatted(arguments: [FormatArgument], context: FormatContext) -> FormattingResult {
        var renderer = TemplateRenderer(arguments: arguments, context: context)
        let text = renderer.render(self)
        return renderer.result(text)
    }

    /// Formats a translation, falling back to the base-language template when the translation's specifiers do not
    /// fit the arguments, as a safe runtime should.
    ///
    /// - A translation that fits gives its text (`source == .template`), without diagnostics.
    /// - Otherwise each of its problems becomes a `format-mismatch` diagnostic, and the base is formatted with
    ///   `baseContext` (the base language's plural rules; `context` when `nil`). If the base fits, its text is used
    ///   (`.base`).
    /// - If the base does not fit either, the translation's text is given with the unfit specifiers left visible as
    ///   written (`.templateWithUnfitSpecifiers`), and the base's problems are added as `unfit-format-specifier`
    ///   diagnostics.
    package func formatted(
        fallback base: LocalizedString, arguments: [FormatArgument], context: FormatContext,
        baseContext: FormatContext? = nil
    ) -> FormattingResult {
        let translated = formatted(arguments: arguments, context: context)
        guard translated.source == .templateWithUnfitSpecifiers else { return translated }
        let mismatches = zip(translated.problems, translated.diagnostics).map { problem, diagnostic in
            Diagnostic(
                .formatMismatch, "The translation does not fit the arguments (\(problem)); the base text is used.",
                at: diagnostic.location)
        }
        let fromBase = base.formatted(arguments: arguments, context: baseContext ?? context)
        guard fromBase.source == .templateWithUnfitSpecifiers else {
            return FormattingResult(
                text: fromBase.text, source: .base, diagnostics: mismatches, problems: translated.problems)
        }
        return FormattingResult(
            text: translated.text, source: .templateWithUnfitSpecifiers, diagnostics: mismatches + fromBase.diagnostics,
            problems: translated.problems + fromBase.problems)
    }
}
