public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose format specifiers read the arguments differently from the base text's.
    public static let formatSpecifierMismatch = DiagnosticRule(
        id: "format-specifier-mismatch", defaultSeverity: .error,
        summary: "A translation's format specifiers read different arguments, or read them as different types, than the base text's.")
}

/// The rule as the lint declares it, and its check of a translated text against its base's.
enum FormatSpecifierMismatchRule: LintRule {
    static let rule = DiagnosticRule.formatSpecifierMismatch

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .formatSpecifierMismatch,
        triggering: [
            .translation("Delete %@?", "Supprimer %d ?"),
            .translation("%1$@ shared %2$lld photos", "%lld photos partagées"),
            // Positions written without `$` are widths: the arguments keep their order.
            .translation("Received %@ at %@", "%2@ 收到 %1@", language: "zh-Hans"),
            .translation("%1@, received on %2@", "%2@ 收到 %1@", language: "zh-Hans"),
            // The points' variant reads the meters.
            trackCatalog(german: "%#@meters@, %#@points@", meters: "%arg Meter", points: "%1$ld Punkte"),
            // The code formats the English-keyed text with no argument: the translation's `%@` reads none.
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": "\"Rate %@\" = \"Rate Estimate\";\n",
                "de.lproj/Localizable.strings": "\"Rate %@\" = \"%@ bewerten\";\n",
                "Rater.m": "NSString *title = [NSString stringWithFormat:NSLocalizedString(@\"Rate %@\", nil)];\n",
            ]),
        ],
        nonTriggering: [
            .translation("%1$@ sent %2$@", "%2$@ reçu de %1$@"),
            .translation("Delete %@?", "Supprimer %@ ?"),
            // A substitution's variant is formatted in its sentence: "%2$ld" reads the points, as "%arg" does.
            trackCatalog(german: "%#@meters@, %#@points@", meters: "%arg Meter", points: "%2$ld Punkte"),
            // A substitution names its argument (`argNum`): the points, wherever its reference stands.
            trackCatalog(german: "%1$ld Meter, %#@points@", meters: nil, points: "%arg Punkte"),
            // A SwiftUI literal key is shown as written: its `%S` (ChordBase's import format) reads no argument, and
            // the translation's `%N` is characters too.
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": "\"%Song name\" = \"%Song name\";\n",
                "es.lproj/Localizable.strings": "\"%Song name\" = \"%Nombre de la canción\";\n",
                "Sources/ImportView.swift": "struct ImportView: View {\n    var body: some View { Text(\"%Song name\") }\n}\n",
            ]),
            // A key written as its English text says what the code passes (Appirater's, formatted with the app's
            // name through a macro): the English value writes the name itself, the translation reads the argument.
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": "\"Rate %@\" = \"Rate Estimate\";\n",
                "de.lproj/Localizable.strings": "\"Rate %@\" = \"%@ bewerten\";\n",
                "Rater.m": "#define RATE_TITLE NSLocalizedString(@\"Rate %@\", nil)\n"
                    + "NSString *title = [NSString stringWithFormat:RATE_TITLE, appName];\n",
            ]),
        ])

    /// A String Catalog with the key "%ld meters, %ld points", whose English text is two substitutions, the meters
    /// (argument 1) and the points (argument 2), and whose German text is `german`, with a substitution of the
    /// meters (its variants' text `meters`, when given) and one of the points (`points`).
    private static func trackCatalog(german: String, meters: String?, points: String) -> LintRuleExample {
        func unit(_ value: String) -> String { "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}" }
        func substitution(_ argument: Int, _ one: String, _ other: String) -> String {
            "{\"argNum\": \(argument), \"formatSpecifier\": \"ld\", \"variations\": {\"plural\": {\"one\": \(unit(one)), "
                + "\"other\": \(unit(other))}}}"
        }
        let germanSubstitutions =
            (meters.map { ["\"meters\": " + substitution(1, $0, $0)] } ?? []) + ["\"points\": " + substitution(2, points, points)]
        return LintRuleExample(files: [
            "Localizable.xcstrings": """
                {"sourceLanguage": "en", "version": "1.0", "strings": {"%ld meters, %ld points": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "%#@meters@, %#@points@"}, "substitutions": {
                "meters": \(substitution(1, "%arg meter", "%arg meters")), "points": \(substitution(2, "%arg point", "%arg points"))}},
                "de": {"stringUnit": {"state": "translated", "value": "\(german)"}, "substitutions": {
                \(germanSubstitutions.joined(separator: ", "))}}}}}}

                """
        ])
    }

    /// The finding for a translation of a text that nothing formats (a SwiftUI literal key, a storyboard's runtime
    /// attribute: `KeyUse.shownAsWritten`) that holds a bare specifier its base text lacks (`%f`, `%@`, `%s`,
    /// `%ld`): the person reads it as characters ("100[%f]enau", a translation tool's marker left in). A `%` with a
    /// flag or width (the Basque "%100ean", the Hungarian "100%-os") or before a space is the language's percent
    /// sign, and not reported.
    static func specifierShownAsCharacters(in comparison: TranslationComparison) -> Diagnostic? {
        guard comparison.use?.shownAsWritten == true, comparison.translation.text.containsUTF8Byte(UInt8(ascii: "%")),
            !FormatSpecifiers.isFormatString(comparison.base.text)
        else { return nil }
        let base = Set(bareSpecifiers(in: comparison.base.text))
        guard let shown = bareSpecifiers(in: comparison.translation.text).first(where: { !base.contains($0) }) else {
            return nil
        }
        return comparison.diagnostic(
            rule,
            "the \(comparison.localization) text of \(comparison.subject) holds \"\(shown)\", which the \(comparison.baseLocalization) "
                + "text does not; nothing formats this text, so the person reads \"\(shown)\" as characters "
                + "(\(comparison.localization) \(TranslationCheck.quoted(comparison.translation.text)))")
    }

    /// The specifiers of `text` written bare, a `%` and then the conversion (`%@`, `%d`, `%s`, `%f`, `%i`, `%u`,
    /// with `l` or `ll` before an integer's) and no letter, in the order written.
    static func bareSpecifiers(in text: String) -> [String] {
        var found: [String] = []
        var scalars = text.unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            var rest = scalars[scalars.index(after: percent)...]
            var written = "%"
            while let first = rest.first, first == "l", written.count < 3 {
                written.unicodeScalars.append(first)
                rest = rest.dropFirst()
            }
            if let conversion = rest.first,
                (written == "%" ? "@dsfiu" : "diu").unicodeScalars.contains(conversion)
            {
                written.unicodeScalars.append(conversion)
                rest = rest.dropFirst()
                // A letter after it makes a word of it (the German "100%ig").
                if !(rest.first?.properties.isAlphabetic ?? false) { found.append(written) }
            } else if rest.first == "%" {
                rest = rest.dropFirst()
            }
            scalars = rest
        }
        return found
    }

    /// The incompatibilities that are errors, and those that are only an integer read with another width or
    /// signedness (`integer-width-mismatch`). A translation with more or fewer `%%` shows more or fewer percent
    /// signs ("100%" for "full"): its own wording, neither.
    static func partition(_ incompatibilities: [FormatSpecifiers.Incompatibility])
        -> (errors: [FormatSpecifiers.Incompatibility], widths: [FormatSpecifiers.Incompatibility])
    {
        let widths = incompatibilities.filter(differsInIntegerWidthOnly)
        let errors = incompatibilities.filter { incompatibility in
            if case .percentLiteralCountDiffers = incompatibility { return false }
            return !differsInIntegerWidthOnly(incompatibility)
        }
        return (errors, widths)
    }

    /// The finding for the `errors` of `partition`, pointed at the translation's specifier that is wrong where
    /// there is one (its file read again through `files`).
    static func diagnostic(
        for comparison: TranslationComparison, _ errors: [FormatSpecifiers.Incompatibility], files: RecentFile
    ) -> Diagnostic? {
        guard !errors.isEmpty else { return nil }
        let (base, translation) = (comparison.base.text, comparison.translation.text)
        let (baseLocalization, localization) = (comparison.baseLocalization, comparison.localization)
        let details = errors.map { $0.description(first: "the \(baseLocalization) text", second: "the \(localization) text") }
            .joined(separator: "; ")
        var made = comparison.diagnostic(
            rule,
            "the format specifiers of \(comparison.subject) differ: \(details) (\(baseLocalization) "
                + "\(TranslationCheck.quoted(base)), \(localization) \(TranslationCheck.quoted(translation)))")
        // A translation that reads none of the arguments, holds nothing left of a specifier (a `%`, the Arabic
        // `٪`, a lone `@`), and has nothing else wrong was written without them:
        // the value is not shown, which a reworded text may not need ("Update" for "Update %@" in the
        // package's own menu). Judged on fresh apps, about half were defects the person meets: a warning.
        let leftOver = specifierLeftWithoutItsPercent(in: translation, base: base)
        if let leftOver {
            made.message += "; \"\(leftOver.left)\" in the \(localization) text is what is left of the "
                + "\(baseLocalization) text's \(leftOver.specifier): people read it as written"
        } else if let use = comparison.use, !use.formatted, !FormatSpecifiers.isFormatString(base),
            errors.allSatisfy({ if case .argumentOnlyInSecond = $0 { return true } else { return false } }),
            percentSignsOnly(translation)
        {
            // The code looks the key up and no use formats it where it is looked up; a base that reads no argument
            // is passed none. Turkish writes the percent sign first (`%100'den`, woocommerce's coupon warning): shown
            // as written unless a stored text is formatted later. A `%@` shown as written is junk all the same.
            made.severity = .warning
            made.message += "; the code looks it up without formatting it, so the person most likely reads the "
                + "\(localization) text's % as written"
        } else if errors.allSatisfy({ if case .argumentOnlyInFirst = $0 { return true } else { return false } }),
            !FormatSpecifiers.readsArguments(translation), !holdsABrokenSpecifier(translation)
        {
            made.severity = .warning
            made.message += "; the \(localization) text reads no argument at all, so no value is shown (a reworded "
                + "text may read right without it)"
        }
        if let start = comparison.location, let escapes = TextPlace.escapes(ofFileAt: comparison.file),
            let scalar = TextPlace.offendingScalar(of: errors, in: translation),
            let bytes = files.contents(of: comparison.file),
            let place = TextPlace.location(ofScalar: scalar, inTextAt: start, of: bytes, escapes: escapes)
        {
            made.location = place
        }
        return made
    }

    /// How the base's and the translation's texts read their arguments differently, a plural variant standing for
    /// the number it chooses by: `%#@count@` whose variable formats `ld` reads what `%ld` reads, so a translation
    /// may write either where the base writes the other. A language whose plural has only `other` (Japanese,
    /// Korean, Chinese...) may leave out an argument the base reads only to choose a plural variant.
    ///
    /// When `baseIsSound` (the base has no malformed specifier and reads no argument as two kinds), a translation
    /// whose specifiers are the base's, written alike in the same order (`PlainSpecifiers`), reads its arguments
    /// exactly as the base does: compatible, without parsing either text.
    ///
    /// `argumentsFromKey` says that the key holds the arguments the code passes (a String Catalog's);
    /// `languageHasOnlyOtherPlural` that the translation's language has the one plural category `other`. A key
    /// written as its English text with specifiers (`"Rate %@" = "Rate Household Estimate";`) holds them too: the
    /// developer wrote it from the call that formats it, and a base value that writes the value itself (Appirater's
    /// texts with the app's name put in) leaves the translations' `%@` to read what the call passes — unless the
    /// code is seen passing fewer, or the key's `%` is a percent sign ("Up to 20% Off", read as `% O`).
    static func incompatibilities(
        of comparison: TranslationComparison, substitutions: ([String: Substitution], [String: Substitution]),
        baseIsSound: Bool, argumentsFromKey: Bool, languageHasOnlyOtherPlural translationHasOnlyOtherPlural: Bool
    ) -> [FormatSpecifiers.Incompatibility] {
        let (base, translation) = (comparison.base.text, comparison.translation.text)
        let key = comparison.substitution == nil ? comparison.key : nil
        let (formatted, shownAsWritten) = (comparison.use?.formatted == true, comparison.use?.shownAsWritten == true)
        if baseIsSound && PlainSpecifiers.areEqual(base, translation) { return [] }
        guard base.containsUTF8Byte(UInt8(ascii: "%")) || translation.containsUTF8Byte(UInt8(ascii: "%")) else { return [] }
        let baseFormat = FormatString.parsed(base)
        // A base that is no format string ("Save 50%", "100% guaranteed" reading "% g") is shown as it is, and its
        // translations write their percent signs freely. Only a translation that reads an argument (which does not
        // exist) is wrong — unless a String Catalog's key passes it (see below).
        // Only a key that reads arguments passes any: `Recording at %t` (Azayaka's file-name token) passes none.
        let argumentsFromKey =
            argumentsFromKey
            || (!shownAsWritten && comparison.use?.formatArguments == nil
                && key.map { KeyShape.readsAsText($0) && TemplatePlaceholderCheck.isFormatString($0) } ?? false)
        let keyPassesArguments = argumentsFromKey && (key.map(FormatSpecifiers.readsArguments) ?? false)
        // A text the code always formats (`String(format:)` on every text, as SwiftGen's `tr` does) reads its
        // specifiers whatever they are (`formatted`).
        // An app's `%NAME%` placeholders are no specifiers (`TemplatePlaceholderCheck` compares them).
        // Where every use is a SwiftUI literal key without interpolation, nothing formats the text, whatever its
        // `%` (ChordBase's "@Author name\n%Song name", whose `%S` reads no argument): the translation's `%` shows as
        // written too (`shownAsWritten`).
        if substitutions.0.isEmpty, !keyPassesArguments, !formatted,
            shownAsWritten || !TemplatePlaceholderCheck.isFormatString(base)
        {
            guard !shownAsWritten, TemplatePlaceholderCheck.isFormatString(translation) else { return [] }
            return FormatSpecifiers.compatible(FormatString(""), FormatString(translation)).filter { incompatibility in
                if case .argumentOnlyInSecond = incompatibility { return true }
                return false
            }
        }
        let translationFormat = FormatString(translation)
        var incompatibilities = FormatSpecifiers.compatible(
            numbersInPlaceOfVariants(base, baseFormat, substitutions.0),
            numbersInPlaceOfVariants(translation, translationFormat, substitutions.1))
        guard !incompatibilities.isEmpty else { return [] }
        // Arguments a translation may leave out: one the base glues to a word ("photo%@"), and, in a language whose
        // plural has only `other`, one the base reads only to choose a plural variant. Leaving one out is safe
        // only when no later argument is read by position (which would then read the wrong one).
        var droppable = EnglishOnlyPluralRule.gluing(in: baseFormat)?.arguments ?? []
        if translationHasOnlyOtherPlural {
            for specifier in baseFormat.specifiers {
                if case .substitutionReference = specifier.conversion, let index = specifier.argumentIndex {
                    droppable.insert(index)
                }
            }
        }
        // An argument the code passes the same value as one the translation reads (`title(name, name)`): the
        // person reads that value where the translation puts it.
        let readByTranslation = Set(translationFormat.specifiers.compactMap(\.argumentIndex))
        for (later, earlier) in comparison.use?.sameValueAs ?? [:] where readByTranslation.contains(earlier) {
            droppable.insert(later)
        }
        let highestRead = readByTranslation.max() ?? -1
        let readsByPosition = translationFormat.specifiers.contains(where: \.isPositional)
        // In a String Catalog, the key holds the arguments the code passes: a translation may read one its base
        // text leaves out ("liked" for "likes.label %lld").
        let keyKinds = key.flatMap { key in
            argumentsFromKey && key.containsUTF8Byte(UInt8(ascii: "%"))
                ? FormatSpecifiers.argumentKinds(of: FormatString.parsed(key)).0 : nil
        }
        let translationKinds = keyKinds == nil ? [:] : FormatSpecifiers.argumentKinds(of: translationFormat).0
        incompatibilities.removeAll { incompatibility in
            switch incompatibility {
            case .argumentOnlyInFirst(let index):
                return droppable.contains(index) && (!readsByPosition || index > highestRead)
            case .argumentOnlyInSecond(let index):
                // The code passes it: the base leaves out an argument the translation reads ("Gift", "Offrir %1$@").
                if let passed = comparison.use?.formatArguments, index < passed { return true }
                guard let keyKind = keyKinds?[index], let kind = translationKinds[index] else { return false }
                return keyKind.readsLikeWidthAside(kind)
            default:
                return isDroppedBeforeALineBreak(incompatibility)
            }
        }
        return incompatibilities
    }

    /// Whether every specifier of `translation` that reads an argument is a percent sign beside a number, as a
    /// language writes it: `%100'den` (Turkish, the sign first: a width, then `'d`), `100%ig` (German); not one read
    /// by position, nor `%@` or `%d` standing alone, which are junk wherever they show.
    static func percentSignsOnly(_ translation: String) -> Bool {
        let scalars = Array(translation.unicodeScalars)
        let reading = FormatString(translation).specifiers.filter { $0.argumentIndex != nil }
        return !reading.isEmpty && reading.allSatisfy { specifier in
            let start = specifier.range.lowerBound
            let digitBefore = start > 0 && ("0"..."9").contains(scalars[start - 1])
            let digitAfter = start + 1 < scalars.count && ("1"..."9").contains(scalars[start + 1])
            return !specifier.isPositional && (digitBefore || digitAfter)
        }
    }

    /// Whether the incompatibility is a `%` right before a line break (`"%@%\n"`), which CoreFoundation drops: it
    /// reads the line break as an unknown conversion and writes it alone (`__CFParseFormatSpec`'s default case, a
    /// literal of the one character after the `%`), so the person reads the text without the `%`, nothing else.
    static func isDroppedBeforeALineBreak(_ incompatibility: FormatSpecifiers.Incompatibility) -> Bool {
        guard case .malformed(.unknownConversion(let scalar, _), _) = incompatibility else { return false }
        return scalar == "\n" || scalar == "\r"
    }

    /// Whether `text` holds what is left of a specifier, which the person reads as junk: a percent sign (`%% @`,
    /// the Arabic `٪ d`, the full-width `％`), or an `@` that no letter or digit follows (`"@" projesini`), unlike
    /// an address's or a handle's.
    static func holdsABrokenSpecifier(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "%", "\u{066A}", "\u{FF05}": return true
            case "@":
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if next.map({ !$0.properties.isAlphabetic && !("0"..."9").contains($0) }) ?? true { return true }
            default: continue
            }
        }
        return false
    }

    /// A specifier of `base` whose `%` the translation lost, leaving the rest of it as a word of its own
    /// (`Elecció d` for "Choice %d", `%ld` left as `ld`): the specifier as the base writes it and what is left of it.
    /// A word the base itself holds outside its specifiers is no leftover.
    static func specifierLeftWithoutItsPercent(
        in translation: String, base: String
    ) -> (specifier: String, left: String)? {
        let scalars = Array(base.unicodeScalars)
        let specifiers = FormatString.parsed(base).specifiers.filter { $0.argumentIndex != nil }
        guard !specifiers.isEmpty else { return nil }
        let words = { (text: String) -> Set<Substring> in
            Set(text.split(whereSeparator: \.isWhitespace).map { word in
                word.drop(while: { "([\"'«„“".contains($0) }).reversed().drop(while: { ".,:;!?)]\"'»“”".contains($0) })
                    .reversed().reduce(into: Substring()) { $0.append($1) }
            })
        }
        var baseText = base
        for specifier in specifiers.reversed() {
            let range = baseText.unicodeScalars.index(baseText.unicodeScalars.startIndex, offsetBy: specifier.range.lowerBound)
                ..< baseText.unicodeScalars.index(baseText.unicodeScalars.startIndex, offsetBy: specifier.range.upperBound)
            baseText.unicodeScalars.replaceSubrange(range, with: " ".unicodeScalars)
        }
        let (translationWords, baseWords) = (words(translation), words(baseText))
        for specifier in specifiers {
            var written = String(String.UnicodeScalarView(scalars[specifier.range]))
            written.removeFirst()
            if translationWords.contains(Substring(written)), !baseWords.contains(Substring(written)) {
                return ("%" + written, written)
            }
        }
        return nil
    }

    /// Whether the incompatibility is only an integer read with another width or signedness (`%d` and `%ld`,
    /// `%lu` and `%ld`).
    static func differsInIntegerWidthOnly(_ incompatibility: FormatSpecifiers.Incompatibility) -> Bool {
        guard case .argumentTypeDiffers(_, let first, let second) = incompatibility else { return false }
        return first.differsOnlyInIntegerWidth(from: second)
    }

    /// `text` with each `%#@name@` whose variable names its number's conversion (`ld`) written as that number
    /// (`%ld`, its position kept, or the one its `argNum` gives); references without one are left as they are.
    private static func numbersInPlaceOfVariants(
        _ text: String, _ format: FormatString, _ substitutions: [String: Substitution]
    ) -> String {
        let references = format.specifiers.filter { specifier in
            guard case .substitutionReference(let name) = specifier.conversion else { return false }
            return substitutions[name]?.formatSpecifier != nil
        }
        guard !references.isEmpty else { return text }
        var scalars = Array(text.unicodeScalars)
        for specifier in references.reversed() {
            guard case .substitutionReference(let name) = specifier.conversion,
                let conversion = substitutions[name]?.formatSpecifier, let index = specifier.argumentIndex
            else { continue }
            // A String Catalog's substitution names its argument (`argNum`), whatever the reference's place.
            let position = substitutions[name]?.argumentNumber ?? (specifier.isPositional ? index + 1 : nil)
            let replacement = "%" + (position.map { "\($0)$" } ?? "") + conversion
            scalars.replaceSubrange(specifier.range, with: replacement.unicodeScalars)
        }
        var expanded = ""
        expanded.unicodeScalars.append(contentsOf: scalars)
        return expanded
    }
}

extension FormatSpecifierMismatchRule {
    /// The finding for a translation whose specifiers carry widths that number its arguments in another order
    /// (`%2@ … %1@`, jami's Chinese VoiceOver labels): a position needs a `$` (`%2$@`), and without it the digits are
    /// a width, so the arguments still come in the base's order, each where the translation meant the other. Only
    /// when every argument's specifier has such a width, the base's have none or 1 to n in order, and the widths are a
    /// reordering of 1 to n.
    static func widthsMeantAsPositions(
        base: FormatString, translation: FormatString, comparison: TranslationComparison, file: String
    ) -> Diagnostic? {
        func widths(_ format: FormatString) -> [Int?] {
            format.specifiers.filter { $0.argumentIndex != nil }.map { specifier in
                if case .fixed(let width)? = specifier.width { return width }
                return nil
            }
        }
        let reading = translation.specifiers.filter { $0.argumentIndex != nil }
        let (baseWidths, written) = (widths(base), widths(translation).compactMap { $0 })
        let count = reading.count
        // The base writes no widths, or the same numbers in order (jami's English "%1@, message received on %2@").
        guard count > 1, !reading.contains(where: \.isPositional), written.count == count,
            baseWidths.allSatisfy({ $0 == nil }) || baseWidths == Array(1...count).map(Optional.some),
            Set(written) == Set(1...count), written != Array(1...count)
        else { return nil }
        let listed = written.map { "%\($0)" }.joined(separator: ", ")
        return Diagnostic(
            .formatSpecifierMismatch,
            "the \(comparison.localization) text of \(comparison.subject) numbers its arguments without `$` (\(listed)): "
                + "those are widths, so the arguments come in the \(comparison.baseLocalization) order, each where the "
                + "other was meant; write %2$@ for the second", file: file, at: comparison.location)
    }
}
