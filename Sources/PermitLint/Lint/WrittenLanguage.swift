import PermitLocalization

/// Which of an app's languages a text is written in, told by the letters it is written in and by the words it shares
/// with each language's tables: an `Info.plist` written in Italian in an English app (FoodFade's "FoodFade usa il
/// microfono per…" shares "usa", "per" and more with the Italian table) asks the English in Italian.
struct WrittenLanguage {
    /// Per language, the words of the texts asked about that its tables write.
    private var vocabularies: [String: Set<Substring>] = [:]

    /// How many entries of each table are read for the words of its language: enough to know a language by.
    private static let entriesRead = 500

    /// The words `tables` (each with its localization) write of `texts`, the texts to be asked about, in texts
    /// other than those: a table that holds a copy of another language's text says nothing of its own by it.
    init(for texts: [String], tables: [(localization: String, table: LintTable)]) {
        let asked = Set(texts)
        let wanted = Set(texts.flatMap(Self.words(of:)))
        for (localization, table) in tables {
            guard let language = UntranslatedText.language(of: localization) else { continue }
            for entry in table.entries.prefix(Self.entriesRead) {
                guard let text = entry.value.representativeText?.text, !asked.contains(text) else { continue }
                vocabularies[language, default: []].formUnion(Self.words(of: text).filter(wanted.contains))
            }
        }
    }

    /// The language `text` is written in: the one whose letters it is written in where the base's are not
    /// (Japanese in an English app; Han characters without kana are Chinese, not Japanese, and without Hangul not
    /// Korean), else the one whose tables share at least twice as many of its words as the base language's do, and
    /// at least two; else `baseLanguage`.
    func language(of text: String, baseLanguage: String) -> String {
        let languages = vocabularies.keys.sorted()
        let hasKana = text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
        let hasHangul = text.unicodeScalars.contains { (0xAC00...0xD7AF).contains($0.value) || (0x1100...0x11FF).contains($0.value) }
        if KeyLetters.areForeign(text, to: baseLanguage),
            let own = languages.first(where: { language in
                language != baseLanguage && !KeyLetters.areForeign(text, to: language)
                    && (hasKana || language != "ja") && (hasHangul || language != "ko")
            })
        {
            return own
        }
        let textWords = Set(Self.words(of: text))
        let shared = { (language: String) in textWords.filter { vocabularies[language]?.contains($0) == true }.count }
        let baseShares = shared(baseLanguage)
        guard let best = languages.filter({ $0 != baseLanguage }).max(by: { shared($0) < shared($1) }),
            shared(best) >= max(2, 2 * baseShares)
        else { return baseLanguage }
        return best
    }

    /// Whether `language`'s tables write at least half the words of `text`, in letters it writes: the text is in
    /// that language, whatever others share.
    func isMostly(_ text: String, in language: String) -> Bool {
        guard !KeyLetters.areForeign(text, to: language) else { return false }
        let textWords = Set(Self.words(of: text))
        let shared = textWords.filter { vocabularies[language]?.contains($0) == true }.count
        return !textWords.isEmpty && shared * 2 >= textWords.count
    }

    /// The words of `text` of three letters or more, in lowercase.
    static func words(of text: String) -> [Substring] {
        Substring(text.lowercased()).split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 3 }
    }
}
