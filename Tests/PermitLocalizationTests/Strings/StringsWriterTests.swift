import Foundation
import PermitLocalization
import Testing

@Suite struct StringsWriterTests {
    @Test func escapesEverythingThatCouldBeMisread() {
        let text = StringsWriter.text(for: [
            StringsEntry(key: "quote\"back\\slash", value: "line\nreturn\rtab\tnul\u{0}bell\u{7}1sep\u{2028}😀")
        ])
        #expect(text == #""quote\"back\\slash" = "line\nreturn\rtab\tnul\U0000bell\U00071sep\U2028😀";"# + "\n")
    }

    @Test func anEmptyTableIsNotAnEmptyFile() {
        let text = StringsWriter.text(for: [])
        #expect(!text.isEmpty)
        #expect(readStrings(text).diagnostics.isEmpty)
    }

    @Test func commentsStandAboveTheirEntries() {
        let text = StringsWriter.text(for: [
            StringsEntry(key: "a", value: "b", comment: "For the alert title"),
            StringsEntry(key: "c", value: "d", comment: "Holds */ inside\nand a second line"),
        ])
        #expect(
            text == "/* For the alert title */\n\"a\" = \"b\";\n\n// Holds */ inside\n// and a second line\n\"c\" = \"d\";\n")
    }

    /// Generated tables (every escape, quote, newline, non-BMP character, comment), parsed, written, parsed again:
    /// the same entries, and CoreFoundation reads the written text to the same table.
    @Test func readingWhatItWroteGivesBackTheSameEntries() throws {
        var generator = StringsSourceGenerator(seed: 0x0057_2173)
        for _ in 0..<500 {
            let original = readStrings(generator.table())
            let written = StringsWriter.text(for: original.entries)
            let reread = readStrings(written)
            #expect(reread.diagnostics.filter { $0.rule != .duplicateKey }.isEmpty)
            #expect(reread.entries.map(\.key) == original.entries.map(\.key))
            #expect(reread.entries.map(\.value) == original.entries.map(\.value))
            #expect(reread.entries.map(\.comment) == original.entries.map(\.comment))
            let reference = try PropertyListSerialization.propertyList(from: Data(written.utf8), format: nil)
            #expect(reference as? [String: String] == original.table)
        }
    }

    /// A comment holding `*/` is written as `//` lines; each line break the reader ends such a line at must end
    /// one, or the rest of the line is read as text outside any comment.
    @Test(arguments: ["\r", "\r\n", "\u{2028}", "\u{2029}", "\n"])
    func everyLineBreakOfALineCommentStartsANewLine(lineBreak: String) {
        let entry = StringsEntry(key: "k", value: "v", comment: "ends */ here" + lineBreak + "\"junk\" = \"x\";")
        let text = StringsWriter.text(for: [entry])
        #expect(text == "// ends */ here\n// \"junk\" = \"x\";\n\"k\" = \"v\";\n")
        #expect(readStrings(text).entries.map(\.key) == ["k"])
    }

    @Test func controlCharactersOfACommentAreWrittenAsReplacementCharacters() {
        let text = StringsWriter.text(for: [StringsEntry(key: "k", value: "v", comment: "a\u{0}b\u{1B}c\td\u{7F}")])
        #expect(text == "/* a\u{FFFD}b\u{FFFD}c\td\u{FFFD} */\n\"k\" = \"v\";\n")
    }

    /// Found by fuzzing (`Fuzz/`, FuzzStrings): a comment holding NUL bytes was written as it was, and the NULs made
    /// the written file look like UTF-16 without a byte-order mark, which reads as nothing.
    @Test func aFuzzedTableWithNULsInItsCommentReadsBackTheSame() throws {
        let original = StringsFile(bytes: Array(try Data(contentsOf: Self.finding("strings-comment-with-nul.strings"))))
        #expect(original.entries.map(\.key) == ["e"])
        let reread = readStrings(StringsWriter.text(for: original.entries))
        #expect(reread.entries.map(\.key) == ["e"])
        #expect(reread.entries.map(\.value) == ["e"])
        #expect(reread.diagnostics.isEmpty)
    }

    static func finding(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzFindings/" + name)
    }

    /// Found by fuzzing (`Fuzz/`, FuzzStrings): a comment holding `*/` and a carriage return was written as `//`
    /// lines split at line feeds only, so the reader took what followed the carriage return for entries.
    @Test func aFuzzedTableWithCarriageReturnsInItsCommentsReadsBackTheSame() throws {
        let original = StringsFile(
            bytes: Array(try Data(contentsOf: Self.finding("strings-comment-with-carriage-return.strings"))))
        let reread = readStrings(StringsWriter.text(for: original.entries))
        #expect(reread.entries.map(\.key) == original.entries.map(\.key))
        #expect(reread.entries.map(\.value) == original.entries.map(\.value))
    }
}
