/// A translated text beside its base's, as the text comparison rules read them, with what one pass over the bytes
/// of each says they may hold.
struct TextPair {
    /// The base's text.
    let base: String
    /// What the base's text may hold (found once for every language that translates it).
    let baseHints: TextHints
    /// The translation's text.
    let translation: String
    /// What the translation's text may hold.
    let hints: TextHints
    /// The translation's language (`fr` of `fr-CA`), which decides what is right in it: `;` ends a Greek
    /// question, bidi controls belong in Arabic, Thai ends a sentence without a full stop.
    let language: String?
    /// The base's localization, which names it in the details.
    let baseLocalization: String
    /// Whether the app may render its texts as Markdown (`SourceCodeKeys.rendersMarkdown`).
    var rendersMarkdown = true

    /// What either text may hold.
    var eitherHints: TextHints { baseHints.union(hints) }

    /// Whether either text holds `byte`.
    func eitherContains(_ byte: UInt8) -> Bool {
        base.containsUTF8Byte(byte) || translation.containsUTF8Byte(byte)
    }
}
