public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose specifier flags differ from the base's: a space flag that eats a letter (`% de`), or
    /// that prints no space after a word (`die% @`), is an error, other differences a warning.
    public static let formatFlagMismatch = DiagnosticRule(
        id: "format-flag-mismatch", defaultSeverity: .warning,
        summary: "A translation's specifier flags differ from the base's; a space flag followed by letters (\"% de\") eats a letter and pads the number, and one on an object or an unsigned number after a word prints no space (\"die% @\" glues the value to the word): both errors.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum FormatFlagMismatchRule: LintRule {
    static let rule = DiagnosticRule.formatFlagMismatch

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .formatFlagMismatch,
        triggering: [
            .translation("%d photos", "% de photos"),
            .translation("Connect the %@ VPN", "Verbind die% @ VPN", language: "af"),
        ],
        nonTriggering: [
            .translation("%d photos", "%d photos"),
            .translation("Connect the %@ VPN", "Verbind die %@ VPN", language: "af"),
        ])
}

/// The printf flags a translation writes differently from its base, argument by argument. A space flag the base
/// lacks, followed by letters, is a word the parser ate: `"% de fotos"` reads `% d` (a space-padded number) and
/// then prints `e fotos`, so the person sees " 5e fotos" — an error. A space flag the base lacks on an object, a
/// string or an unsigned number, right after a word, prints no space at all: `"die% @ VPN"` shows "dieHome VPN" —
/// an error. Other differences (`%-d`, `%'d`, `%05d`) change only how the number is laid out — a warning.
extension FormatFlagMismatchRule {
    /// The flags `specifier` lays its value out with: a plural's reference (`%#@arg1@`) writes `#` to mark itself,
    /// and lays out nothing (Applite's `%#@arg1@` against Hungarian's `%lld` is no difference).
    private static func flags(of specifier: FormatSpecifier) -> FormatSpecifier.Flags {
        guard case .substitutionReference = specifier.conversion else { return specifier.flags }
        return specifier.flags.subtracting(.alternateForm)
    }

    /// The findings for `translation` against `base`, whose specifiers read the same arguments as the same kinds.
    static func diagnostics(
        base: FormatString, translation: FormatString, subject: String, baseLocalization: String,
        localization: String, file: String, at location: SourceLocation?
    ) -> [Diagnostic] {
        var baseFlags: [Int: FormatSpecifier.Flags] = [:]
        for specifier in base.specifiers {
            guard let index = specifier.argumentIndex, baseFlags[index] == nil else { continue }
            baseFlags[index] = flags(of: specifier)
        }
        let scalars = Array(translation.text.unicodeScalars)
        var eaten: [String] = []
        var glued: [String] = []
        var differing: [String] = []
        for specifier in translation.specifiers {
            guard let index = specifier.argumentIndex, let expected = baseFlags[index], flags(of: specifier) != expected
            else { continue }
            var written = ""
            written.unicodeScalars.append(contentsOf: scalars[specifier.range])
            let end = specifier.range.upperBound
            if specifier.flags.contains(.spaceForPositive), !expected.contains(.spaceForPositive), end < scalars.count,
                scalars[end].properties.isAlphabetic
            {
                var word = written
                var next = end
                while next < scalars.count && scalars[next].properties.isAlphabetic {
                    word.unicodeScalars.append(scalars[next])
                    next += 1
                }
                eaten.append("\"\(word)\" reads \"\(written)\" as a number padded with a space and prints the rest")
            } else if specifier.flags.contains(.spaceForPositive), !expected.contains(.spaceForPositive),
                Self.ignoresSpaceFlag(specifier.conversionCharacter), specifier.range.lowerBound > 0,
                Self.isWordCharacter(scalars[specifier.range.lowerBound - 1])
            {
                // CoreFoundation prints an object, a string or an unsigned number without the space the flag
                // asks for (CFString.c appends the description as it is; C gives the flag to signed numbers only).
                var before = ""
                var start = specifier.range.lowerBound
                while start > 0 && Self.isWordCharacter(scalars[start - 1]) { start -= 1 }
                before.unicodeScalars.append(contentsOf: scalars[start..<specifier.range.lowerBound])
                glued.append("\"\(before)\(written)\" prints the value right after \"\(before)\"")
            } else if Self.ignoresSpaceFlag(specifier.conversionCharacter),
                specifier.flags.subtracting(.spaceForPositive) == expected.subtracting(.spaceForPositive)
            {
                // Only a space flag CoreFoundation ignores, after a space or a sign (duckduckgo's Spanish "el % @"):
                // the person reads what the base's specifier prints.
                continue
            } else {
                differing.append("argument \(index + 1) is written \"\(written)\"")
            }
        }
        var found: [Diagnostic] = []
        if !eaten.isEmpty {
            found.append(
                Diagnostic(
                    .formatFlagMismatch,
                    "the \(localization) text of \(subject) has a % followed by a space and a word: "
                        + eaten.joined(separator: "; ") + " (\(baseLocalization) has no space flag there)",
                    file: file, at: location, severity: .error))
        }
        if !glued.isEmpty {
            found.append(
                Diagnostic(
                    .formatFlagMismatch,
                    "the \(localization) text of \(subject) writes a space flag that prints no space: "
                        + glued.joined(separator: "; ") + ", glued to the word before it (\(baseLocalization) has no "
                        + "space flag there)",
                    file: file, at: location, severity: .error))
        }
        if !differing.isEmpty {
            found.append(
                Diagnostic(
                    .formatFlagMismatch,
                    "the \(localization) text of \(subject) writes other flags than the \(baseLocalization) text: "
                        + differing.joined(separator: "; "), file: file, at: location))
        }
        return found
    }

    /// Whether CoreFoundation ignores a space flag on the conversion: objects, strings, characters, pointers and
    /// unsigned numbers.
    private static func ignoresSpaceFlag(_ conversion: Unicode.Scalar) -> Bool {
        "@sScCpuxXoO".unicodeScalars.contains(conversion)
    }

    /// A letter or a digit: what a word is made of.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
