public import PermitLocalization

extension DiagnosticRule {
    /// A base text that makes a plural by gluing an argument or `(s)` to a word, which no other language can inflect.
    public static let englishOnlyPlural = DiagnosticRule(
        id: "english-only-plural", defaultSeverity: .warning,
        summary: "A base text glues an argument or (s) to a word (\"photo%@\", \"item(s)\"): an English-only plural; translations that keep it show junk. Use a plural variant.")
}

/// Base texts that make a plural the English way, by gluing something to a word: an argument the code fills with
/// `""` or `"s"` (`"%lld photo%@"`), or a literal `(s)` (`"%d item(s)"`). No other language inflects that way: a
/// translation that keeps the argument shows "5 фотографийs", one that drops it is right.
enum EnglishOnlyPluralRule: LintRule {
    static let rule = DiagnosticRule.englishOnlyPlural

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .englishOnlyPlural,
        triggering: [
            .translation("%d item(s) selected", "%d élément(s) sélectionné(s)"),
        ],
        nonTriggering: [
            .translation("%d items selected", "%d éléments sélectionnés"),
            // No value read: the text leaves the number open on purpose.
            .translation("Back up your wallet(s) now", "Sauvegardez vos portefeuilles maintenant"),
        ])

    /// What a base text glues to a word.
    struct Gluing: Equatable {
        /// The 0-based indices of the arguments glued to a word.
        var arguments: Set<Int>
        /// The glued pieces as written (`photo%@`, `item(s)`), for a message.
        var pieces: [String]
    }

    /// What `format` glues to words, or `nil` when it glues nothing. An argument counts as glued when it is an
    /// object or C string read right after a word of three letters or more (not `v%@`) and before no letter, in a
    /// text that also reads a number.
    static func gluing(in format: FormatString) -> Gluing? {
        let readsNumber = format.specifiers.contains { specifier in
            switch specifier.conversion {
            case .signedInteger, .unsignedInteger, .floatingPoint, .substitutionReference: true
            default: false
            }
        }
        // Nothing to glue: no number read, and no "(s)" in a text that reads a value (most texts). A "(s)" in a
        // text that counts nothing ("your wallet(s)", a licence's "Contribution(s)") leaves the number open on
        // purpose: no plural variant could choose for it.
        let holdsCountedSuffix = !format.specifiers.isEmpty && holdsPluralSuffix(format.text)
        guard readsNumber || holdsCountedSuffix else { return nil }
        let scalars = Array(format.text.unicodeScalars)
        var arguments: Set<Int> = []
        var pieces: [String] = []
        if readsNumber {
            for specifier in format.specifiers {
                guard specifier.conversion == .object || specifier.conversion == .cString,
                    let index = specifier.argumentIndex,
                    word(endingAt: specifier.range.lowerBound, in: scalars).unicodeScalars.count >= 3,
                    specifier.range.upperBound == scalars.count || !isLetter(scalars[specifier.range.upperBound])
                else { continue }
                arguments.insert(index)
                pieces.append(word(endingAt: specifier.range.lowerBound, in: scalars) + specifierText(specifier, scalars))
            }
        }
        for segment in format.segments {
            guard holdsCountedSuffix, case .literal(let text, let range) = segment, holdsPluralSuffix(text)
            else { continue }
            let literal = Array(text.unicodeScalars)
            var index = 0
            while index + 3 <= literal.count {
                if literal[index] == "(", literal[index + 1] == "s", literal[index + 2] == ")", index > 0,
                    isLetter(literal[index - 1])
                {
                    pieces.append(word(endingAt: range.lowerBound + index, in: scalars) + "(s)")
                }
                index += 1
            }
        }
        return pieces.isEmpty ? nil : Gluing(arguments: arguments, pieces: pieces)
    }

    /// Whether `text` holds "(s)", read byte by byte (Foundation's substring search was a tenth of the check).
    private static func holdsPluralSuffix(_ text: String) -> Bool {
        guard text.containsUTF8Byte(UInt8(ascii: "(")) else { return false }
        var matched = 0
        for byte in text.utf8 {
            switch (matched, byte) {
            case (_, UInt8(ascii: "(")): matched = 1
            case (1, UInt8(ascii: "s")): matched = 2
            case (2, UInt8(ascii: ")")): return true
            default: matched = 0
            }
        }
        return false
    }

    /// Whether `format` reads any of `arguments`.
    static func reads(_ arguments: Set<Int>, in format: FormatString) -> Bool {
        format.specifiers.contains { $0.argumentIndex.map(arguments.contains) ?? false }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic }

    /// The letters right before `end`.
    private static func word(endingAt end: Int, in scalars: [Unicode.Scalar]) -> String {
        var start = end
        while start > 0 && isLetter(scalars[start - 1]) { start -= 1 }
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars[start..<end])
        return word
    }

    private static func specifierText(_ specifier: FormatSpecifier, _ scalars: [Unicode.Scalar]) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[specifier.range])
        return text
    }
}

extension EnglishOnlyPluralRule {
    /// Reports the base text of the base entry at `index` (`placed`, parsed as `parsed`) when it makes an
    /// English-only plural (`EnglishOnlyPluralRule`), naming the localizations whose translation keeps the glued
    /// argument (where the person sees the junk); says whether it does.
    static func report(
        _ index: Int, placed: LocalizedString.PlacedText, parsed: FormatString, alignment: GroupAlignment,
        into accumulator: inout LintAccumulator
    ) -> Bool {
        let entry = alignment.baseEntries[index]
        // Only English makes plurals so; a base in Chinese writes its values against words ("項移至%2$@") as it
        // should (Chinendar's).
        guard UntranslatedText.language(of: alignment.base) == "en", let gluing = gluing(in: parsed) else { return false }
        var keeping: [String] = []
        if !gluing.arguments.isEmpty {
            for (localization, counterparts) in alignment.counterparts.sorted(by: { $0.key < $1.key }) {
                guard UntranslatedText.language(of: localization) != UntranslatedText.language(of: alignment.base),
                    let text = counterparts.entries[index]?.value.representativeText?.text,
                    !counterparts.texts[index].isBaseText,
                    reads(gluing.arguments, in: FormatString(text))
                else { continue }
                keeping.append(localization)
            }
        }
        let pieces = gluing.pieces.map { "\"\($0)\"" }.joined(separator: ", ")
        let advice =
            gluing.arguments.isEmpty
            ? "no other language makes plurals that way"
            : keeping.isEmpty
                ? "no translation keeps the glued argument, which is right"
                : "translations that keep the glued argument show junk in " + keeping.joined(separator: ", ")
        accumulator.report(
            Diagnostic(
                .englishOnlyPlural,
                "the \(alignment.base) text of \"\(entry.key)\" makes an English-only plural with \(pieces): \(advice); "
                    + "use a plural variant (.stringsdict or String Catalog) instead", file: entry.file,
                at: placed.location ?? entry.keyLocation),
            for: alignment.base)
        return true
    }
}
