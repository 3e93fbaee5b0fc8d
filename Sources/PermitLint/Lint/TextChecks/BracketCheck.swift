import PermitLocalization

/// Brackets and quotation marks a translation leaves open: "(see Settings" where the base closes its bracket.
/// Only a base whose brackets balance is compared, so that ":)" and list markers ("1)") in the base's own text
/// stay out; full-width brackets count as their kind. Guillemets and double quotation marks are counted, not paired
/// (Swedish writes »text», German »text« and „text“): an odd count is a quotation left open. A straight `"` and a
/// typographic one count alike (`"Personal VPN”` is closed, in other glyphs); a `"` after a digit, or alone, is an
/// inch or a second sign. Hebrew writes `"` inside abbreviations, and guillemets of one kind, each between spaces,
/// are arrows (Polish menu paths), not quotation marks.
enum BracketCheck {
    /// The kind of bracket the translation leaves unbalanced, described, or `nil`.
    static func unbalanced(base: String, translation: String, language: String?) -> String? {
        let baseBalance = balance(of: base)
        let translationBalance = balance(of: translation)
        for (index, pair) in pairs.enumerated()
        where baseBalance[index] == 0 && translationBalance[index] != 0 {
            let (opening, closing) = pair
            let count = translationBalance[index]
            return count > 0
                ? "opens \(count == 1 ? "a" : String(count)) \(opening) it does not close"
                : "closes \(-count == 1 ? "a" : String(-count)) \(closing) it never opened"
        }
        for (offset, mark) in ["\"", "« »"].enumerated() {
            let index = pairs.count + offset
            guard baseBalance[index] % 2 == 0, translationBalance[index] % 2 != 0 else { continue }
            if mark == "\"", language == "he" || language == "iw" { continue }
            return "has an odd number of \(mark) marks (\(translationBalance[index])), so a quotation is left open"
        }
        return nil
    }

    /// The brackets compared, opening and closing, with the full-width and CJK forms that stand for them.
    private static let pairs: [(String, String)] = [("(", ")"), ("[", "]"), ("{", "}"), ("「", "」"), ("『", "』"), ("【", "】")]
    /// What a scalar does to the balance: the pair it opens (`+1`) or closes (`-1`), or the mark it counts (the
    /// double quotation marks, straight and typographic, at `pairs.count`; guillemets after them); `nil` for any
    /// other scalar. A switch, not a dictionary: it runs on every scalar of every text compared.
    private static func effect(of scalar: Unicode.Scalar) -> (index: Int, step: Int)? {
        switch scalar {
        case "(", "（": (0, 1)
        case ")", "）": (0, -1)
        case "[", "［": (1, 1)
        case "]", "］": (1, -1)
        case "{", "｛": (2, 1)
        case "}", "｝": (2, -1)
        case "「": (3, 1)
        case "」": (3, -1)
        case "『": (4, 1)
        case "』": (4, -1)
        case "【": (5, 1)
        case "】": (5, -1)
        case "\"", "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}": (pairs.count, 1)
        case "«", "»": (pairs.count + 1, 1)
        default: nil
        }
    }

    /// For each pair, opened minus closed; then the number of double quotation marks, then of guillemets.
    static func balance(of text: String) -> [Int] {
        var balance = [Int](repeating: 0, count: pairs.count + 2)
        for scalar in text.unicodeScalars {
            if let (index, step) = effect(of: scalar) { balance[index] += step }
        }
        // A `"` after a digit is an inch or a second sign (`5"`), as is a text of that mark alone.
        if balance[pairs.count] % 2 != 0 {
            let scalars = Array(text.unicodeScalars)
            let signs = scalars.indices.filter { index in
                scalars[index] == "\"" && (index == 0 ? scalars.count == 1 : scalars[index - 1].properties.numericType != nil)
            }
            balance[pairs.count] -= signs.count
        }
        // Guillemets of one kind only, each between spaces, are arrows ("Ustawienia » Prywatność"), not quotation
        // marks.
        guard balance[pairs.count + 1] % 2 != 0 else { return balance }
        let scalars = Array(text.unicodeScalars)
        let guillemets = scalars.indices.filter { scalars[$0] == "«" || scalars[$0] == "»" }
        if !guillemets.isEmpty, Set(guillemets.map { scalars[$0] }).count == 1,
            guillemets.allSatisfy({ $0 > 0 && $0 + 1 < scalars.count && scalars[$0 - 1] == " " && scalars[$0 + 1] == " " })
        {
            balance[pairs.count + 1] = 0
        }
        return balance
    }
}
