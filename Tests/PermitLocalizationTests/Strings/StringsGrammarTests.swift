import PermitLocalization
import Testing

/// One test per rule of the `.strings` grammar Apple's runtime accepts.
@Suite struct StringsGrammarTests {
    @Test func bothQuoteStyles() {
        let file = readStrings(#""double" = "one"; 'single' = 'two'; "mixed" = 'it"s';"#)
        #expect(file.table == ["double": "one", "single": "two", "mixed": "it\"s"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func unquotedStringsUseOnlyTheirCharacterSet() {
        let file = readStrings("key_1 = value-2;\npath/to:x.y = $dollar;")
        #expect(file.table == ["key_1": "value-2", "path/to:x.y": "$dollar"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func shorthandEntryUsesTheKeyAsValue() {
        let file = readStrings(#""Cancel"; "OK" = "D'accord";"#)
        #expect(file.table == ["Cancel": "Cancel", "OK": "D'accord"])
    }

    @Test(arguments: [
        (#"\a\b\f\n\r\t\v"#, "\u{07}\u{08}\u{0C}\n\r\t\u{0B}"),
        (#"\"\'\\"#, "\"'\\"),
        ("line\\\nbreak", "line\nbreak"),
        (#"\%\?"#, "%?"),
        (#"\é"#, "é"),
    ])
    func namedEscapes(source: String, expected: String) {
        let file = readStrings("\"k\" = \"\(source)\";")
        #expect(file.table["k"] == expected)
        #expect(file.diagnostics.isEmpty)
    }

    /// A backslash before a letter that names no escape stands for the letter, and is reported: the writer meant
    /// a backslash (`Enable\Disable`), and the person reads the letter glued to what came before.
    @Test func aBackslashBeforeAnotherLetterReadsAsTheLetter() {
        let file = readStrings(#""k" = "\q and A\B";"#)
        #expect(file.table["k"] == "q and AB")
        #expect(file.diagnostics.map(\.rule.id) == ["suspicious-escape", "suspicious-escape"])
    }

    @Test(arguments: [
        (#"\101"#, "A"), (#"\0101"#, "\u{08}1"), (#"\251"#, "\u{2019}"), (#"\341"#, "\u{00C6}"), (#"\200"#, "\u{00A0}"),
        (#"\12"#, "\n"),
    ])
    func octalEscapesReadBytesInTheNeXTSTEPEncoding(source: String, expected: String) {
        #expect(readStrings("\"k\" = \"\(source)\";").table["k"] == expected)
    }

    @Test(arguments: [
        (#"\U00E9"#, "é"), (#"\UE9"#, "é"), (#"\U20AC!"#, "€!"), (#"\U12345"#, "\u{1234}5"), (#"\U4e2d"#, "中"),
        (#"\UD83D\UDE00"#, "😀"),
    ])
    func uppercaseUnicodeEscapesTakeOneToFourHexDigits(source: String, expected: String) {
        let file = readStrings("\"k\" = \"\(source)\";")
        #expect(file.table["k"] == expected)
        #expect(file.diagnostics.isEmpty)
    }

    @Test func lowercaseUIsNotAnEscape() {
        let file = readStrings(#""k" = "caf\u00E9";"#)
        #expect(file.table["k"] == "cafu00E9")
        #expect(file.diagnosticSummaries == ["suspicious-escape@1:11"])
    }

    @Test func unicodeEscapeWithoutDigitsIsNUL() {
        let file = readStrings(#""k" = "a\Uzz";"#)
        #expect(file.table["k"] == "a\u{0}zz")
        #expect(file.diagnosticSummaries == ["suspicious-escape@1:9"])
    }

    @Test func loneSurrogateEscapeIsReported() {
        let file = readStrings(#""k" = "x\UD83Dy";"#)
        #expect(file.table["k"] == "x\u{FFFD}y")
        #expect(file.diagnosticSummaries == ["invalid-escape@1:9"])
    }

    @Test func commentsStandBetweenAnyTwoTokens() {
        let file = readStrings(
            "/* a */ \"k\" /* b */ = // c\n /* d */ \"v\" /* e */ ; // f\n\"k2\"/**/=/**/\"v2\"/**/;")
        #expect(file.table == ["k": "v", "k2": "v2"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func theCommentBeforeAnEntryIsItsTranslatorNote() {
        let file = readStrings(
            """
            /* Title of the camera alert */
            "camera.title" = "Camera";
            "a" = "b"; // trailing, belongs to nobody
            // first line
            // second line
            "c" = "d";
            "e" = "f";
            """)
        #expect(file.entries.map(\.comment) == ["Title of the camera alert", nil, "first line\nsecond line", nil])
    }

    /// Comments and escaped strings share the reader's buffer of decoded text: a comment inside an entry, after an
    /// escaped key and before an escaped value, keeps its own text, and the strings keep theirs. (Such a comment
    /// stands on its own line, so it waits for the next key, with the comments before that key.)
    @Test func commentsAroundEscapedStringsKeepTheirText() {
        let file = readStrings(
            #"""
            /* before */
            "tab\there" =
            // inside the entry
            "line\none";
            /*\#u{3000}ideographic spaces\#u{3000}*/
            // next
            "k" = "caf\U00e9";
            """#)
        #expect(file.entries.map(\.key) == ["tab\there", "k"])
        #expect(file.entries.map(\.value) == ["line\none", "café"])
        #expect(file.entries.map(\.comment) == ["before", "inside the entry\nideographic spaces\nnext"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\r", "\r\n", "\t"])
    func unicodeSeparatorsAndControlWhitespace(separator: String) {
        let file = readStrings("\"a\"\(separator)=\(separator)\"b\";\(separator)\"c\" = \"d\";")
        #expect(file.table == ["a": "b", "c": "d"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func quotedStringsMayHoldLiteralNewlines() {
        #expect(readStrings("\"k\" = \"two\nlines\";").table["k"] == "two\nlines")
    }

    @Test func aTableMayBeWrappedInBraces() {
        let file = readStrings("{\n  \"a\" = \"b\";\n  c = d;\n}\n")
        #expect(file.table == ["a": "b", "c": "d"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func onlyWhitespaceAndCommentsIsAnEmptyTable() {
        let file = readStrings("  /* nothing here */\n// nor here\n")
        #expect(file.entries.isEmpty)
        #expect(file.diagnostics.isEmpty)
        #expect(file.appleRuntimeOutcome == .loadsEverything)
    }

    @Test func duplicateKeysLastWinsAndBothLinesAreNamed() throws {
        let file = readStrings("\"k\" = \"first\";\n\"x\" = \"y\";\n\"k\" = \"second\";")
        #expect(file.table["k"] == "second")
        #expect(file.appleRuntimeTable["k"] == "second")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.rule == .duplicateKey)
        #expect(diagnostic.location?.line == 3)
        #expect(diagnostic.related.map(\.location.line) == [1])
        #expect(diagnostic.message.contains("line 1"))
        #expect(file.resolvedEntries.map(\.key) == ["x", "k"])
    }

    /// A key defined again with the same text changes nothing the person sees: no finding.
    @Test func aKeyDefinedAgainWithTheSameTextIsNoDuplicate() {
        let file = readStrings("\"k\" = \"same\";\n\"k\" = \"same\";\n\"j\" = \"one\";\n\"j\" = \"two\";\n")
        #expect(file.diagnostics.map(\.rule) == [.duplicateKey])
        #expect(file.diagnostics.first?.location?.line == 4)
    }

    @Test func entriesKnowWhereKeyAndValueStand() throws {
        let file = readStrings("// note\n  \"ключ\" = \"значение\";\n\"é\";")
        let first = try #require(file.entries.first)
        #expect(first.keyLocation == SourceLocation(line: 2, column: 3, offset: 10))
        // "ключ" is 4 scalars but 8 bytes: the column counts characters, the offset bytes.
        #expect(first.valueLocation == SourceLocation(line: 2, column: 12, offset: 23))
        #expect(file.entries.last?.valueLocation == file.entries.last?.keyLocation)
    }

    @Test(arguments: [
        ("\"k\" = (\"a\", \"b\");", "an array"), ("\"k\" = { a = b; };", "a dictionary"), ("\"k\" = <0fbd77>;", "data"),
    ])
    func nonStringValuesAreRejected(source: String, kind: String) throws {
        let file = readStrings(source + "\n\"after\" = \"kept\";")
        #expect(file.table == ["after": "kept"])
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.rule == .nonStringValue)
        #expect(diagnostic.message.contains(kind))
        #expect(diagnostic.location == SourceLocation(line: 1, column: 7, offset: 6))
    }
}

extension StringsGrammarTests {
    /// Apple's runtime keys a table by UTF-16 code units (`-[NSString isEqual:]` is literal), so a precomposed
    /// "é" and "e" + U+0301 are two keys, although Swift's `String ==` calls them equal. (Foundation on Linux
    /// bridges the table through a Swift dictionary and merges them, so it cannot be the reference here.)
    @Test func keysAreComparedByCodeUnitsAsOnApple() {
        let source = "\"caf\u{E9}\" = \"precomposed\";\n\"cafe\u{301}\" = \"decomposed\";\n"
        let file = readStrings(source)
        #expect(file.entries.map(\.value) == ["precomposed", "decomposed"])
        #expect(file.diagnostics.isEmpty)
    }
}
