import PermitLocalization

/// Short words of the base's language left in a translation written in another script: mirrorios' "Skip" in its
/// Japanese, Korean and Russian tables, monitorApp's "yes" and "Searching". `looksUntranslated` leaves every single
/// word aside, since many are names or words two languages share ("Bluetooth", German "Pause"); but a language that is
/// not written in the word's letters shares no word with it, and when most of the app's other languages translate
/// the word, it is no name either: the person reads the base's language where the app meant theirs.
extension UntranslatedRule {
    /// For each base entry of `alignment` (by index) whose text is a short word (`UntranslatedText.isShortWord`;
    /// not "OK" in any case, which every language writes, nor a text Interface Builder gives a new object)
    /// that at least two, and more than half, of the localizations of other languages translate, and more than half
    /// of those written in the word's letters where two or more have it (Documents' "Box", the cloud service, which
    /// German, Spanish and French keep, is a name): how many of them have it, and how many translate it. `nil` for
    /// every other entry.
    static func shortWordsMostTranslate(_ group: LintTableGroup, alignment: GroupAlignment) -> [(having: Int, translated: Int)?] {
        let baseLanguage = UntranslatedText.language(of: alignment.base)
        let isShortWord = alignment.baseEntries.map { entry in
            guard let text = entry.value.representativeText?.text, UntranslatedText.isShortWord(text),
                text.lowercased() != "ok"
            else { return false }
            // The text Interface Builder gives a new object, which the app replaces or hides.
            return !(MissingKeyOutcome.isInterfaceBuilderKey(entry.key) && interfaceBuilderDefaults.contains(text))
        }
        guard isShortWord.contains(true) else { return Array(repeating: nil, count: isShortWord.count) }
        var having = [Int](repeating: 0, count: isShortWord.count)
        var translated = [Int](repeating: 0, count: isShortWord.count)
        // The same among the languages written in the word's letters, which could keep it as it is written.
        var havingInItsLetters = having
        var translatedInItsLetters = having
        for (localization, counterparts) in alignment.counterparts
        where localization != LocalizationName.baseName && UntranslatedText.language(of: localization) != baseLanguage {
            let letters = ownLetters(of: localization, besides: alignment.base)
            for (index, text) in counterparts.texts.enumerated() where isShortWord[index] && text.hasText {
                having[index] += 1
                if !text.isBaseText { translated[index] += 1 }
                guard let letters, let word = alignment.baseEntries[index].value.representativeText?.text,
                    !letters.hasLetterOfAnotherScript(in: word)
                else { continue }
                havingInItsLetters[index] += 1
                if !text.isBaseText { translatedInItsLetters[index] += 1 }
            }
        }
        return isShortWord.indices.map { index in
            guard isShortWord[index], translated[index] >= 2, translated[index] * 2 > having[index],
                havingInItsLetters[index] < 2 || translatedInItsLetters[index] * 2 > havingInItsLetters[index]
            else { return nil }
            return (having[index], translated[index])
        }
    }

    /// The texts Interface Builder writes into a new object ("Label", a box's "Box", a table cell's "Title" and
    /// "Detail"), which the app's code replaces or its layout hides.
    static let interfaceBuilderDefaults: Set<String> = [
        "Label", "Button", "Box", "Title", "Subtitle", "Detail", "Text", "Item", "Window", "Multiline Label",
    ]

    /// The letters the language of `localization` writes as its own, when it is not the language of
    /// `baseLocalization`; `nil` otherwise, and for a name ICU has no letters for.
    static func ownLetters(of localization: String, besides baseLocalization: String) -> ExemplarCharacters? {
        // The whole tag: Serbian is written in Cyrillic letters, `sr-Latn` in Latin ones.
        guard let name = try? LocalizationName(parsing: localization), !name.isBase,
            UntranslatedText.language(of: localization) != UntranslatedText.language(of: baseLocalization)
        else { return nil }
        return try? ExemplarCharacters.ownLetters(of: name.tag)
    }

    /// The finding for the short word `text` (the base's, unchanged) of `subject` in `localization`, whose own
    /// letters are `letters` (`ownLetters(of:besides:)`), while `translated` of the `having` localizations of other
    /// languages write their own word; `nil` unless the word has a letter of a script the language is not written in.
    static func shortWordKept(
        _ text: String, subject: String, in localization: String, letters: ExemplarCharacters, baseLocalization: String,
        counts: (having: Int, translated: Int), file: String, at location: SourceLocation?
    ) -> Diagnostic? {
        guard letters.hasLetterOfAnotherScript(in: text) else { return nil }
        return Diagnostic(
            rule,
            "the \(localization) text of \(subject) is the \(baseLocalization) word unchanged "
                + "(\(TranslationCheck.quoted(text))), in letters \(localization) is not written in, while "
                + "\(counts.translated) of the \(counts.having) other languages that have it translate it: people "
                + "using the app in \(localization) read \(baseLocalization)", file: file, at: location)
    }
}
