import Testing

@testable import PermitLint

/// Finding a pattern made at run time in a file's bytes, by the pattern's least common byte.
struct ByteSearchTests {
    @Test(
        "The first occurrence at or after the start is found wherever the pattern's rarest byte lies",
        arguments: [
            ("Text(\"Hello\")", "Text(\"", 0, 0),
            ("let a = b.localized; let c = d.localized", ".localized", 0, 9),
            ("let a = b.localized; let c = d.localized", ".localized", 10, 30),
            ("let a = b.localized; let c = d.localized", ".localized", 31, nil),
            ("numberOfUnits", "numberOfUnits", 0, 0),
            ("x numberOfUnit", "numberOfUnits", 0, nil),
            ("aaaaZ", "aZ", 0, 3),
            ("Zaaaa", "Za", 0, 0),
            ("ZZZZ", "ZZ", 1, 1),
            ("", "a", 0, nil),
            ("abc", "abcd", 0, nil),
            ("abc", "c", 2, 2),
            ("abc", "c", 3, nil),
            ("R.string.localizable", "R.string.", 0, 0),
            ("NSLocalizedStringFromTable(@\"k\")", "NSLocalizedString", 0, 0),
        ] as [(String, String, Int, Int?)])
    func firstOffset(text: String, pattern: String, start: Int, expected: Int?) {
        #expect(ByteSearch.offset(of: Array(pattern.utf8), in: Array(text.utf8), from: start) == expected)
    }

    @Test("It agrees with a byte-by-byte search on every start of a text that repeats its pattern's bytes")
    func agreesWithNaiveSearch() {
        let text = Array("l.localize .localized o.lo.localized z.localized.localized".utf8)
        let pattern = Array(".localized".utf8)
        for start in 0...text.count {
            var naive: Int? = nil
            if pattern.count <= text.count {
                for offset in start..<max(start, text.count - pattern.count + 1)
                where Array(text[offset..<offset + pattern.count]) == pattern {
                    naive = offset
                    break
                }
            }
            #expect(ByteSearch.offset(of: pattern, in: text, from: start) == naive, "from \(start)")
        }
    }
}
