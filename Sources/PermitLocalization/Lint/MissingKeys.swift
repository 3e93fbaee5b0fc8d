/// The base keys one localization's table lacks, sorted by what the person sees (`MissingKeyOutcome`) and reported
/// as at most three findings: one `missing-key` error for the keys shown as keys, listing each as a related place;
/// one `missing-key` warning for keys the app's code never names; and one `missing-translation` warning for those
/// shown in the development language (coverage, counted only).
struct MissingKeys {
    /// Keys the person would see as they are.
    private(set) var shownAsKeys: [LintTable.Entry] = []
    /// Keys the person would see in the development language.
    private(set) var shownInDevelopmentLanguage: [LintTable.Entry] = []

    /// How many keys are missing.
    var count: Int { shownAsKeys.count + shownInDevelopmentLanguage.count + unnamedInCode.count }

    /// How many keys a message names before "and N more".
    static let namedInMessage = 3

    /// Keys no string literal of the app's code names.
    private(set) var unnamedInCode: [LintTable.Entry] = []

    /// Adds a base entry of the table named `table` that the localization lacks; `code` is what the app's code
    /// says of its keys, `fallsBackToDevelopmentLanguage` whether any key the table lacks shows the development
    /// language (a table of a storyboard, XIB or intent definition; an export's unit without a target).
    mutating func add(
        _ entry: LintTable.Entry, table: String, code: SourceCodeKeys, fallsBackToDevelopmentLanguage: Bool
    ) {
        let outcome = MissingKeyOutcome(
            key: entry.key, baseText: entry.value.representativeText?.text, table: table,
            code: code.outcome(of: entry.key), fallsBackToDevelopmentLanguage: fallsBackToDevelopmentLanguage)
        switch outcome {
        case .key: shownAsKeys.append(entry)
        case .developmentLanguageText: shownInDevelopmentLanguage.append(entry)
        case .unnamedInCode: unnamedInCode.append(entry)
        }
    }

    /// Reports the missing keys of `localization`'s table of `group`.
    ///
    /// - Parameters:
    ///   - file: The localization's file that a finding about keys of a base file belongs in.
    ///   - translated: How many base keys the localization has.
    ///   - baseCount: How many keys the base's table has.
    ///   - tableMissing: Whether the localization has no file of the table at all.
    func report(
        group: LintTableGroup, base: String, localization: String, file: (String) -> String?, translated: Int,
        baseCount: Int, tableMissing: Bool = false, into accumulator: inout LintAccumulator
    ) {
        let share = baseCount == 0 ? 100 : translated * 100 / baseCount
        let coverage = "\(share)% of its \(baseCount) keys present"
        let lacking = tableMissing ? "has no \(group.name) table, so it lacks" : "lacks"
        if let first = shownAsKeys.first {
            let place = placement(of: first, in: file(first.file))
            accumulator.report(
                Diagnostic(
                    .missingKey,
                    "\(localization) \(lacking) \(counted(shownAsKeys.count)) of the \(group.name) table that people "
                        + "then see as the key itself unless the app's code passes a default value: "
                        + named(shownAsKeys) + " (\(coverage))",
                    file: place.file, at: place.location,
                    related: shownAsKeys.flatMap { GroupComparison.related($0, base) }),
                for: localization)
        }
        if let first = unnamedInCode.first {
            let place = placement(of: first, in: file(first.file))
            accumulator.report(
                Diagnostic(
                    .missingKey,
                    "\(localization) \(lacking) \(counted(unnamedInCode.count)) of the \(group.name) table that no "
                        + "string of the app's code names (unused, or built at run time): " + named(unnamedInCode)
                        + " (\(coverage))",
                    file: place.file, at: place.location, severity: .warning,
                    related: unnamedInCode.flatMap { GroupComparison.related($0, base) }),
                for: localization)
        }
        if let first = shownInDevelopmentLanguage.first {
            let place = placement(of: first, in: file(first.file))
            accumulator.report(
                Diagnostic(
                    .missingTranslation,
                    "\(localization) \(lacking) \(counted(shownInDevelopmentLanguage.count)) of the \(group.name) "
                        + "table that people then see in \(base), such as " + named([first]) + " (\(coverage))",
                    file: place.file, at: place.location),
                for: localization)
        }
    }

    /// Where a finding about a missing key goes: the localization's file, at the key when that file is the base's
    /// own (a String Catalog holds every language), else at no line.
    private func placement(of entry: LintTable.Entry, in file: String?) -> (file: String?, location: SourceLocation?) {
        (file, file == entry.file ? entry.keyLocation : nil)
    }

    /// `1 key`, `3 keys`.
    private func counted(_ count: Int) -> String { count == 1 ? "1 key" : "\(count) keys" }

    /// The first keys, quoted, and how many more.
    private func named(_ entries: [LintTable.Entry]) -> String {
        let shown = entries.prefix(Self.namedInMessage).map { "\"\($0.key)\"" }.joined(separator: ", ")
        let more = entries.count - min(entries.count, Self.namedInMessage)
        return more > 0 ? shown + " and \(more) more" : shown
    }
}
