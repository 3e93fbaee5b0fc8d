public import PermitLocalization

extension DiagnosticRule {
    /// A translation whose leading or trailing whitespace differs from the base text's, or whose line breaks are lost
    /// so that the person reads junk or two sentences glued together.
    public static let whitespaceDrift = DiagnosticRule(
        id: "whitespace-drift", defaultSeverity: .warning,
        summary: "A translation's leading or trailing whitespace differs from the base text's, or it loses a line break "
            + "and glues two sentences together.")
}

/// The rule as the lint declares it, and its check of a translated text against its base's.
enum WhitespaceDriftRule: LintRule {
    static let rule = DiagnosticRule.whitespaceDrift

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .whitespaceDrift,
        triggering: [
            .translation("Name: ", "Nom :"),
            // The line break between two sentences lost, and no space left: "Uscire?DuckDuckGo".
            .translation("Quit?\n\nDuckDuckGo is downloading files.", "Uscire?DuckDuckGo sta scaricando dei file.", language: "it"),
            // A text and its piece for writing after a value: the piece's space is lost ("5jours").
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": StringsWriter.text(for: [
                    StringsEntry(key: "days", value: "days"), StringsEntry(key: " days", value: " days"),
                ]),
                "fr.lproj/Localizable.strings": StringsWriter.text(for: [
                    StringsEntry(key: "days", value: "Jours"), StringsEntry(key: " days", value: "jours"),
                ]),
            ]),
        ],
        nonTriggering: [
            .translation("Name:", "Nom :"),
            // A line break the translation drops or adds where a label wraps anyway reads the same.
            .translation("Your passwords are safe.\nImport them now.", "Ihre Passwörter sind sicher. Importieren Sie sie jetzt.", language: "de"),
            .translation("Choose a theme", "Wählen Sie\nein Design", language: "de"),
            // An abbreviation's capital after its period is no sentence joined: "z.B." in German.
            .translation("for example\nDesktop", "z.B.Desktop", language: "de"),
            // French typography sets a space before a colon; a full-width colon holds its own space.
            .translation(": ", " : "), .translation("Name: ", "名称：", language: "zh-Hans"),
            .translation("Balance: ", "残高:", language: "ja"), .translation(" (Main)", "(主显示器)", language: "zh-Hans"),
            // Hebrew joins a one-letter prefix to the date written after it with a hyphen: "ב-12.5.2026".
            .translation("Expires on ", "בתוקף עד ה-", language: "he"),
            // Spaces that only tell a key's variants apart (for a woman, a man, anyone): the person never sees them.
            LintRuleExample(files: [
                "en.lproj/Localizable.strings": StringsWriter.text(for: [
                    StringsEntry(key: "Welcome!", value: "Welcome!"), StringsEntry(key: "Welcome! ", value: "Welcome! "),
                    StringsEntry(key: "Welcome!  ", value: "Welcome!  "),
                ]),
                "fr.lproj/Localizable.strings": StringsWriter.text(for: [
                    StringsEntry(key: "Welcome!", value: "Bienvenue !"), StringsEntry(key: "Welcome! ", value: "Bienvenu !"),
                    StringsEntry(key: "Welcome!  ", value: "Bienvenue à vous !"),
                ]),
            ]),
        ])

    /// The finding when the translation's whitespace differs from the base's (`baseWhitespace`): an error where the
    /// person reads junk (`\n` written as characters) or two words glued together (the code writes a word beside
    /// the text, `code` says where), a warning otherwise. `spaceStandsElsewhere` says, for the start and the end of
    /// the text, whether the space the base sets there is not the translation's to keep: the translation of the
    /// lookup the code writes right before (after) the text ends (starts) with whitespace (QuickMem's "Chính sách Bảo
    /// mật " + "của QuickMem." for "Privacy Policy" + " of QuickMem."), or the key's own whitespace at that edge
    /// only tells it apart from a key without it (Dealers' "You are officially a Dealer! " and "… Dealer!  " for
    /// gendered variants of "… Dealer!").
    static func diagnostic(
        for comparison: TranslationComparison, baseWhitespace: TextWhitespace, language: String?, baseLanguage: String?,
        code: SourceCodeKeys, spaceStandsElsewhere: (leading: Bool, trailing: Bool) = (false, false)
    ) -> Diagnostic? {
        let base = comparison.base.text
        var translation = comparison.translation.text
        if spaceStandsElsewhere.leading, baseWhitespace.leading, translation.first?.isWhitespace == false {
            translation = " " + translation
        }
        if spaceStandsElsewhere.trailing || joinsWhatFollows(translation, language: language), baseWhitespace.trailing,
            translation.last?.isWhitespace == false
        {
            translation += " "
        }
        // Whitespace written as the base's is no drift whatever the languages' typography (which only ever
        // forgives a difference): most texts stop here.
        guard TextWhitespace(of: translation) != baseWhitespace else { return nil }
        let whitespace = TextWhitespace(of: typographicallySpaced(translation, base: base, language: language))
        let writesBreakAsCharacters = writesLineBreakAsCharacters(base: base, translation: translation)
        let joined = whitespace.lineBreaks < baseWhitespace.lineBreaks
            ? joinedSentences(base: base, translation: translation, language: language) : nil
        // A line break dropped or added elsewhere reads the same in a label that wraps (104 of 136 judged findings
        // were false, most in texts that wrap); only the junk and the glue it makes are findings.
        // A storyboard's or XIB's text is shown on its own: its trailing whitespace never shows. Chinese and
        // Japanese write no spaces between words: a space the base sets at an edge is not missed.
        // A base in Chinese or Japanese sets no space a spaced language would (" · " for "・", Chinendar's English
        // and Korean): a space the translation adds at its start is its own typography.
        let isInterfaceBuilderText = MissingKeyOutcome.isInterfaceBuilderKey(comparison.key)
        let drift = differences(
            baseWhitespace, whitespace, countingLineBreaks: writesBreakAsCharacters || joined != nil,
            missingLeading: !(language.map(edgeSpaceFreeLanguages.contains) ?? false),
            missingTrailing: !isInterfaceBuilderText && !(language.map(edgeSpaceFreeLanguages.contains) ?? false),
            addedLeading: !(baseLanguage.map(edgeSpaceFreeLanguages.contains) ?? false))
        guard !drift.isEmpty else { return nil }
        let localization = comparison.localization
        var made = comparison.diagnostic(
            rule,
            "the \(localization) text of \(comparison.subject) differs from the \(comparison.baseLocalization) text in "
                + drift.joined(separator: ", "))
        // `\n` written as characters where the base breaks the line (a value escaped twice): the person reads a
        // backslash and an n.
        if writesBreakAsCharacters {
            made.severity = .error
            made.message += "; it writes \\n as characters where the \(comparison.baseLocalization) text breaks the line, so "
                + "the person reads a backslash and an n"
        } else if let joined {
            made.severity = .error
            made.message += "; it ends a sentence and begins the next with no space (\"\(joined)\") where the "
                + "\(comparison.baseLocalization) text breaks the line, so the person reads the two glued together"
        }
        // A storyboard's or XIB's text is shown on its own, never written beside another. Whether the code writes
        // this text beside another is not known from the text: a warning that says what it would glue.
        if !isInterfaceBuilderText,
            let edge = gluedEdge(base: base, translation: translation, language: language)
        {
            if let use = comparison.use, edge == .leading ? use.wordBefore : use.wordAfter {
                // The code writes a word there: the person reads the two glued together.
                made.severity = .error
                made.message += "; the code writes a word right \(edge == .leading ? "before" : "after") this text"
                    + code.usePlace(of: comparison.key) + ", so the person reads the two glued together"
            } else {
                made.message += "; where the app writes a name or number \(edge == .leading ? "before" : "after") "
                    + "this text, the person reads the two words glued together"
            }
        }
        return made
    }

    /// `translation` with the spacing its language's typography asks for around punctuation written as the base's:
    /// French sets a space before `:`, `;`, `!` and `?` (Applite's " : " for ": "), and a full-width mark (`：`,
    /// `。`, `、`) holds its own space, so the space after the base's mark is not missing.
    static func typographicallySpaced(_ translation: String, base: String, language: String?) -> String {
        var text = Substring(translation)
        if language == "fr", text.first?.isWhitespace == true, base.first?.isWhitespace != true,
            let mark = text.first(where: { !$0.isWhitespace }), ":;!?".contains(mark)
        {
            text = text.drop(while: \.isWhitespace)
        }
        if base.last == " ", text.last.map({ !$0.isWhitespace }) == true,
            let mark = text.last?.unicodeScalars.first, (0x3000...0x303F).contains(mark.value) || (0xFF00...0xFF65).contains(mark.value)
        {
            return String(text) + " "
        }
        return String(text)
    }

    /// How the whitespace of two texts differs: at the start (whitespace the base has counts only when
    /// `missingLeading`, whitespace the translation adds only when `addedLeading`), at the end (when
    /// `missingTrailing`), and, when `countingLineBreaks`, in the number of line breaks.
    private static func differences(
        _ base: TextWhitespace, _ translation: TextWhitespace, countingLineBreaks: Bool, missingLeading: Bool,
        missingTrailing: Bool, addedLeading: Bool
    ) -> [String] {
        let baseLeading = base.leading && (missingLeading || translation.leading)
        let baseTrailing = base.trailing && missingTrailing
        let leading = translation.leading && (addedLeading || base.leading)
        let trailing = translation.trailing
        let (baseBreaks, breaks) = countingLineBreaks ? (base.lineBreaks, translation.lineBreaks) : (0, 0)
        guard baseLeading != leading || (baseTrailing && !trailing) || baseBreaks != breaks else { return [] }
        var differences: [String] = []
        if baseLeading != leading {
            differences.append(baseLeading ? "lacking leading whitespace" : "having leading whitespace")
        }
        // Trailing whitespace the translation adds does not show; the base's, lost, glues the text to what the
        // app writes after it.
        if baseTrailing && !trailing { differences.append("lacking trailing whitespace") }
        if baseBreaks != breaks {
            differences.append("having \(breaks) line breaks instead of \(baseBreaks)")
        }
        return differences
    }

    /// Whether `translation` ends with a prefix Hebrew joins to the number or name written after it with a hyphen or
    /// maqaf ("יפוג תוקפו ב-" + a date): the base's trailing space is rightly not there.
    static func joinsWhatFollows(_ translation: String, language: String?) -> Bool {
        guard language == "he" || language == "iw", let last = translation.last, last == "-" || last == "\u{05BE}" else {
            return false
        }
        return translation.dropLast().last?.isLetter == true
    }

    /// Which end of a text meets the text the app writes beside it.
    enum Edge { case leading, trailing }

    /// The end where the base has a space, for the text the app writes beside it, and the translation has a letter or
    /// digit instead, or at the end the punctuation the base's space follows: the two words glue ("Foonon è
    /// firmato", "Anruf,02:15"). Not in languages written without spaces between
    /// words, nor in Korean, whose particles attach to the name before them.
    static func gluedEdge(base: String, translation: String, language: String?) -> Edge? {
        guard let language, !unspacedLanguages.contains(language), base.contains(where: { !$0.isWhitespace }) else {
            return nil
        }
        if base.first == " ", let first = translation.first, first.isLetter || first.isNumber { return .leading }
        if base.last == " ", let last = translation.last,
            last.isLetter || last.isNumber
                || (Self.spacedPunctuation.contains(last) && base.dropLast().last == Self.latinForm[last, default: last])
        {
            return .trailing
        }
        return nil
    }

    /// Punctuation a space follows: a text that ends with it and a space in its base ("Call, "), and with it alone
    /// in the translation ("Anruf,"), glues what the app writes next to it ("Anruf,02:15").
    private static let spacedPunctuation: Set<Character> = [",", ":", ";", ".", "!", "?", "،", "؛", "؟"]
    /// The Latin mark a language's own punctuation writes (Arabic's comma "،" for ","): Antidote's "مكالمة،05:32".
    private static let latinForm: [Character: Character] = ["،": ",", "؛": ";", "؟": "?"]

    /// Languages that set no space between words nor after their own punctuation: Chinese and Japanese (Thai
    /// spaces its sentences).
    private static let edgeSpaceFreeLanguages: Set<String> = ["zh", "ja", "yue", "wuu"]

    /// Languages whose words are not separated by spaces, and Korean.
    private static let unspacedLanguages: Set<String> = ["zh", "ja", "ko", "th", "lo", "km", "my", "bo", "yue", "wuu"]

    /// Where `translation` ends a sentence and begins the next with no space between ("te.Scopri", "Uscire?DuckDuckGo")
    /// and `base` never does: the word before and the word after. A sentence's end here is a word of two lowercase
    /// letters or more and `.`, `?` or `!`; the next begins with a capital and a lowercase letter, so an abbreviation
    /// ("z.B.") is none. Not in languages written without spaces between words.
    static func joinedSentences(base: String, translation: String, language: String?) -> String? {
        guard let language, !unspacedLanguages.contains(language) else { return nil }
        func firstJoin(_ text: String) -> String? {
            let characters = Array(text)
            guard characters.count >= 5 else { return nil }
            for index in 2..<(characters.count - 2) where ".?!".contains(characters[index]) {
                guard characters[index - 1].isLowercase, characters[index - 2].isLowercase,
                    characters[index + 1].isUppercase, characters[index + 2].isLowercase
                else { continue }
                var start = index - 2
                while start > 0, characters[start - 1].isLetter { start -= 1 }
                var end = index + 2
                while end + 1 < characters.count, characters[end + 1].isLetter { end += 1 }
                return String(characters[start...end])
            }
            return nil
        }
        guard firstJoin(base) == nil else { return nil }
        return firstJoin(translation)
    }

    /// Whether `translation` holds a backslash and an `n` (or `r`) as characters where `base` holds a line break
    /// and no such pair.
    static func writesLineBreakAsCharacters(base: String, translation: String) -> Bool {
        guard translation.containsUTF8Byte(UInt8(ascii: "\\")), base.containsUTF8Byte(UInt8(ascii: "\n")) else {
            return false
        }
        func escapedBreaks(_ text: String) -> Bool {
            ByteSearch.contains("\\n", in: text) || ByteSearch.contains("\\r", in: text)
        }
        return escapedBreaks(translation) && !escapedBreaks(base)
    }
}
