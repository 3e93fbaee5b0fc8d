import PermitLocalization

/// The HTML report's coverage card: one row per localization, with a bar of its translated, unchanged and missing
/// keys and the percent translated, or, for the base, its key count.
///
/// The figures are the report's, those of the text summary, JSON and SARIF; the percent is
/// ``LintReport/LanguageSummary/coverage`` rounded to one decimal as JSON and SARIF round it.
struct HTMLCoverageList {
    /// The localizations, in the report's order.
    var languages: [LintReport.LanguageSummary]
    /// The localization the others were compared with, when there was one.
    var base: String?

    /// The card, or nothing when there is no localization.
    var html: String {
        guard !languages.isEmpty else { return "" }
        let base = base.map { " (\($0.htmlEscaped))" } ?? ""
        return """
            <section class="card" aria-labelledby="coverage-title">
            <h2 id="coverage-title">Coverage of the base\(base)</h2>
            <p class="legend"><span class="swatch translated"></span>translated \
            <span class="swatch unchanged"></span>unchanged <span class="swatch missing"></span>missing</p>
            <ul class="coverage">
            \(languages.map(row).joined())</ul>
            </section>

            """
    }

    /// The row of `language`: its bar, percent and figures, or `base` (`not compared`) in place of the bar for a
    /// localization without coverage.
    private func row(_ language: LintReport.LanguageSummary) -> String {
        let name = language.localization.htmlEscaped
        let issues = HTMLReportWriter.counted(language.errors, "error") + " · "
            + HTMLReportWriter.counted(language.warnings, "warning")
        guard let percent = language.coverage else {
            let role = language.localization == base ? "base" : "not compared"
            return """
                <li class="language"><span class="language-name">\(name)</span>\
                <span class="bar-none">\(role)</span><span class="percent">–</span>\
                <span class="figures">\(HTMLReportWriter.counted(language.keys, "key")) · \(issues)</span></li>

                """
        }
        let total = Double(language.translated + language.untranslated + language.missing)
        let segments = [
            ("translated", language.translated), ("unchanged", language.untranslated), ("missing", language.missing),
        ]
        let bar = segments.filter { $0.1 > 0 }.map { kind, count in
            "<span class=\"\(kind)\" style=\"width:\(Self.decimal(Double(count) * 100 / total, places: 3))%\" "
                + "title=\"\(count) \(kind)\"></span>"
        }.joined()
        let shown = Self.decimal(percent, places: 1) + "%"
        return """
            <li class="language"><span class="language-name">\(name)</span>\
            <span class="bar" role="img" aria-label="\(name): \(shown) translated">\(bar)</span>\
            <span class="percent">\(shown)</span><span class="figures">\(language.translated) translated · \
            \(language.untranslated) unchanged · \(language.missing) missing · \(issues)</span></li>

            """
    }

    /// `value` rounded to `places` decimals, without a trailing `.0`: `66.7`, `100`.
    private static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
