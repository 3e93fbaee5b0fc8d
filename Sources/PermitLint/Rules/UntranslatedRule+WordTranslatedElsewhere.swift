import PermitLocalization

/// A single word of the base kept in a translation written in the same letters, where the translation's own texts
/// tell it is not a word of its language: Loan-Calculator's German "Principal" and "Balance" left as the English
/// column titles, while its German texts "Principal amount" and "Remaining balance" write "Darlehensbetrag" and
/// "Restschuld". A word two languages share (German "Pause", Spanish "Total") is written in those texts too.
extension UntranslatedRule {
    /// The most other texts read for each word.
    static let textsReadPerWord = 24

    /// For each base entry of `alignment` (by index) that is a single word of four letters or more most other
    /// languages translate (`shortWords`, from `shortWordsMostTranslate`): the word, lowercased, the indexes of the
    /// other base entries whose text has it as a word of its own, in any case (at most `textsReadPerWord`), and the
    /// localizations of other languages whose translations of those write it (`writes(_:in:)`), when they are two or
    /// more and a quarter or more of those that translate any of them (else none: one translator's slip says
    /// nothing of a language).
    static func textsWithTheWord(
        _ alignment: GroupAlignment, shortWords: [(having: Int, translated: Int)?]
    ) -> [Int: (word: String, texts: [Int], writtenBy: Set<String>)] {
        var candidates: [String: [Int]] = [:]
        for (index, counts) in shortWords.enumerated() where counts != nil {
            guard let text = alignment.baseEntries[index].value.representativeText?.text else { continue }
            // Of four letters or more: a shorter word is in too many others ("on", "no").
            let words = text.lowercased().split { !$0.isLetter }
            if words.count == 1, words[0].count >= 4 { candidates[String(words[0]), default: []].append(index) }
        }
        guard !candidates.isEmpty else { return [:] }
        var texts: [String: [Int]] = [:]
        for (index, entry) in alignment.baseEntries.enumerated() {
            guard let text = entry.value.representativeText?.text, text.count < 400 else { continue }
            for word in Set(WrittenLanguage.words(of: text).map(String.init)) where candidates[word] != nil {
                if texts[word, default: []].count < textsReadPerWord { texts[word, default: []].append(index) }
            }
        }
        var found: [Int: (word: String, texts: [Int], writtenBy: Set<String>)] = [:]
        for (word, indexes) in candidates {
            let holding = texts[word] ?? []
            // A word a quarter or more of the other languages write within their translations (two at least) is
            // one those languages share (French and German "maximum"): too common to tell untranslated by.
            var translating = 0
            var writing: [String] = []
            for (localization, counterparts) in alignment.counterparts
            where UntranslatedText.language(of: localization) != UntranslatedText.language(of: alignment.base) {
                let translations = holding.compactMap { other -> String? in
                    guard counterparts.texts[other].hasText, !counterparts.texts[other].isBaseText else { return nil }
                    return counterparts.entries[other]?.value.representativeText?.text
                }
                guard !translations.isEmpty else { continue }
                translating += 1
                if translations.contains(where: { Self.writes(word, in: $0) }) { writing.append(localization) }
            }
            let sharedBy = writing.count >= 2 && writing.count * 4 >= translating ? writing : []
            for index in indexes {
                found[index] = (word, holding.filter { $0 != index }, Set(sharedBy))
            }
        }
        return found
    }

    /// The finding for the single word `word` of `subject`, which `localization` keeps as the base writes it
    /// (`text`), when at least two of the other texts holding the word (`others`, base indexes) are translated in
    /// `counterparts` and none of their translations writes the word, even within a word (`writes(_:in:)`), nor do
    /// another language's (`writtenBy`); `nil` otherwise.
    static func wordTranslatedElsewhere(
        _ text: String, word: String, others: [Int], writtenBy: Set<String>, subject: String, in localization: String,
        counterparts: GroupAlignment.Counterparts, alignment: GroupAlignment, counts: (having: Int, translated: Int),
        file: String, at location: SourceLocation?
    ) -> Diagnostic? {
        guard writtenBy.subtracting([localization]).isEmpty else { return nil }
        var translated: [(base: String, translation: String)] = []
        for other in others {
            guard counterparts.texts[other].hasText, !counterparts.texts[other].isBaseText,
                let translation = counterparts.entries[other]?.value.representativeText?.text,
                let base = alignment.baseEntries[other].value.representativeText?.text
            else { continue }
            if Self.writes(word, in: translation) { return nil }
            translated.append((base, translation))
        }
        guard translated.count >= 2, let example = translated.first else { return nil }
        return Diagnostic(
            rule,
            "the \(localization) text of \(subject) is the \(alignment.base) word unchanged "
                + "(\(TranslationCheck.quoted(text))), which the \(localization) translations of \(translated.count) "
                + "other texts never write (\(TranslationCheck.quoted(example.base)): "
                + "\(TranslationCheck.quoted(example.translation))), and \(counts.translated) of the \(counts.having) "
                + "other languages that have it translate: people using the app in \(localization) read "
                + alignment.base, file: file, at: location)
    }

    /// Whether `translation` writes `word` (lowercased) anywhere within its words, in any case, a letter with a
    /// mark standing for the same letter without: inflected ("stoppen", "Infos", "versionen"), compounded
    /// ("Gruppennamen"), after an elision ("l’image") or accented ("vídeo").
    static func writes(_ word: String, in translation: String) -> Bool {
        let letters = Array(word)
        let text = Array(translation.lowercased())
        guard letters.count <= text.count else { return false }
        return (0...(text.count - letters.count)).contains { start in
            letters.indices.allSatisfy { offset in
                let character = text[start + offset]
                return character == letters[offset] || (!character.isASCII && character.isLetter && letters[offset].isLetter)
            }
        }
    }
}
