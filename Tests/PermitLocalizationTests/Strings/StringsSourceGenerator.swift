/// Writes random, well-formed `.strings` source text using every part of the grammar, for differential tests.
/// It writes source text only: the expected tables come from CoreFoundation, never from Permit.
struct StringsSourceGenerator {
    var random: SeededGenerator

    private static let plainPieces: [String] = [
        "a", "Z", "0", "camera", " ", "é", "中文", "日本語", "ß", "ﬁ", "😀", "👩‍👩‍👧", "𝄞", "\u{0301}", "%@", "%1$@", "%ld",
        "%%", "'", "/", "*", "/*", "//", "=", ";", "{", "}", "(", ")", "<", ">", "#", "\t", "\u{2028}", "\u{3000}",
        "\u{00A0}", "\u{200F}", "\u{FEFF}", "ا", "עברית",
    ]
    private static let escapes: [String] = [
        "\\n", "\\t", "\\r", "\\\"", "\\'", "\\\\", "\\a", "\\b", "\\f", "\\v", "\\U00e9", "\\U20AC", "\\U4E2D", "\\UD83D\\UDE00",
        "\\UE9", "\\U7", "\\101", "\\251", "\\341", "\\12", "\\0", "\\376", "\\x", "\\%", "\\u00E9", "\\\n", "\\U",
    ]
    private static let unquotedCharacters = Array("abcXYZ019_$/:.-")
    private static let unquotedEndCharacters = Array("abcXYZ019_$:.-")

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func table() -> String {
        var text = maybeTrivia(alwaysNewline: false)
        let braced = Int.random(in: 0..<10, using: &random) == 0
        if braced { text += "{" + maybeTrivia(alwaysNewline: false) }
        let count = Int.random(in: 0...12, using: &random)
        for _ in 0..<count {
            let key = string()
            if Int.random(in: 0..<8, using: &random) == 0 {
                text += key + maybeTrivia(alwaysNewline: false) + ";"
            } else {
                text += key + maybeTrivia(alwaysNewline: false) + "=" + maybeTrivia(alwaysNewline: false) + string()
                    + maybeTrivia(alwaysNewline: false) + ";"
            }
            text += maybeTrivia(alwaysNewline: true)
        }
        if braced { text += "}" + maybeTrivia(alwaysNewline: false) }
        if count == 0 && !braced && text.isEmpty { text = "\n" }
        return text
    }

    private mutating func string() -> String {
        if Int.random(in: 0..<6, using: &random) == 0 {
            // A '/' at either end would join a neighbouring comment's slash, so it stays inside, and a space
            // after the string keeps a following comment apart.
            let length = Int.random(in: 1...8, using: &random)
            let characters = (0..<length).map { position in
                let ends = position == 0 || position == length - 1
                return ends ? Self.unquotedEndCharacters.randomElement(using: &random)!
                    : Self.unquotedCharacters.randomElement(using: &random)!
            }
            return String(characters) + " "
        }
        let quote: Character = Bool.random(using: &random) ? "\"" : "'"
        var content = ""
        for _ in 0..<Int.random(in: 0...10, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: content += Self.escapes.randomElement(using: &random)!
            case 1: content += "\n"
            default:
                let piece = Self.plainPieces.randomElement(using: &random)!
                content += piece == String(quote) ? "\\" + piece : piece
            }
        }
        return String(quote) + content + String(quote)
    }

    private mutating func maybeTrivia(alwaysNewline: Bool) -> String {
        var trivia = alwaysNewline ? "\n" : ""
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            switch Int.random(in: 0..<7, using: &random) {
            case 0: trivia += " "
            case 1: trivia += "\t"
            case 2: trivia += "/* note ✍️ \(Int.random(in: 0...99, using: &random)) */"
            case 3: trivia += "// line comment\n"
            case 4: trivia += "\u{2028}"
            case 5: trivia += "\r\n"
            default: trivia += "\n"
            }
        }
        return trivia
    }
}
