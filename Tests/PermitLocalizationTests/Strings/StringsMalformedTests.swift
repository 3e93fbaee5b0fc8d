import PermitLocalization
import Testing

/// Broken files: a diagnostic at the right place, no crash, every well-formed entry before and after kept, and
/// Apple's runtime's outcome stated.
@Suite struct StringsMalformedTests {
    @Test func missingSemicolonIsReportedWhereItBelongsAndBothEntriesAreKept() {
        let file = readStrings("\"a\" = \"b\"\n\"c\" = \"d\";\n")
        #expect(file.table == ["a": "b", "c": "d"])
        #expect(file.diagnosticSummaries == ["syntax@1:10"])
        #expect(file.appleRuntimeOutcome == .failsToLoad(at: SourceLocation(line: 1, column: 10, offset: 9)))
        #expect(file.appleRuntimeTable.isEmpty)
        #expect(file.diagnostics[0].message.contains("loads none of its 2 entries"))
    }

    /// A quote left unescaped inside a value ends it early: one defect, reported once, not again for the words
    /// after it read as a key; the next line's entry is read as usual. The value kept is what the translator wrote,
    /// up to the statement's last quote, for the checks that compare it (Apple loads none of the file).
    @Test func anUnescapedQuoteInAValueIsOneDefect() {
        let file = readStrings("\"a\" = \"Press \"Safe mode\" now\";\n\"c\" = \"d\";\n")
        #expect(file.diagnosticSummaries == ["syntax@1:15"])
        #expect(file.table == ["a": "Press \"Safe mode\" now", "c": "d"])
        #expect(file.appleRuntimeTable.isEmpty)
    }

    /// A value written in doubled quotes (dreaMote's Polish `""Czas zakończenia""`) is not an empty text: the
    /// entry keeps the words between the outer quotes. A statement that runs on to the next line keeps the value
    /// read before the defect.
    @Test(arguments: [
        ("\"a\" = \"\"Czas zakończenia\"\";\n\"c\" = \"d\";\n", "\"Czas zakończenia\""),
        ("\"a\" = \"b\" x\n\"c\" = \"d\";\n", "b"),
    ])
    func aValueCutShortOnItsLineKeepsTheWrittenText(source: String, value: String) {
        let file = readStrings(source)
        #expect(file.diagnostics.map(\.rule) == [.syntax])
        #expect(file.table == ["a": value, "c": "d"])
    }

    @Test func missingSemicolonAtTheEndOfTheFile() {
        let file = readStrings("\"a\" = \"b\";\n\"c\" = \"d\"")
        #expect(file.table == ["a": "b", "c": "d"])
        #expect(file.diagnosticSummaries == ["syntax@2:10"])
    }

    @Test func aValueMissingItsClosingQuoteSwallowsTheNextOpeningQuote() {
        let file = readStrings("\"a\" = \"b\";\n\"c\" = \"broken;\n\"e\" = \"f\";\n")
        // As on Apple, the value runs to the next quote: `broken;⏎`; what follows it (`e`) lacks its ';'.
        #expect(file.table["a"] == "b")
        #expect(file.table["c"] == "broken;\n")
        #expect(file.diagnostics.first?.rule == .syntax)
        #expect(file.diagnostics.first?.location == SourceLocation(line: 3, column: 2, offset: 27))
    }

    @Test func unterminatedStringAtTheEnd() {
        let file = readStrings("\"a\" = \"b\";\n\"c\" = \"never closed\n")
        #expect(file.table == ["a": "b"])
        #expect(file.diagnosticSummaries == ["syntax@2:7"])
        #expect(file.diagnostics[0].message.contains("never closed"))
    }

    @Test(arguments: [
        ("\"a\" = \"b\";;\n\"c\" = \"d\";\n\"e\" = \"f\";", 1, 11, "';'"),
        ("\"a\" = \"b\";\n# a comment in the wrong syntax\n\"c\" = \"d\";\n\"e\" = \"f\";", 2, 1, "'#'"),
        ("\"a\" = \"b\";\u{3000}\"c\" = \"d\";\n\"e\" = \"f\";", 1, 11, "U+3000"),
        ("\"a\" = \"b\";\n\u{00A0}\"c\" = \"d\";\n\"e\" = \"f\";", 2, 1, "U+00A0"),
    ])
    func junkAfterAnEntryIsWhereAppleStopsSilently(source: String, line: Int, column: Int, shown: String) throws {
        let file = readStrings(source)
        #expect(file.table == ["a": "b", "c": "d", "e": "f"])
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.rule == .silentTruncation)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.line == line)
        #expect(diagnostic.location?.column == column)
        #expect(diagnostic.message.contains(shown))
        #expect(diagnostic.message.contains("drops the 2 entries after this point"))
        #expect(file.appleRuntimeTable == ["a": "b"])
        guard case .stopsSilently(_, let kept) = file.appleRuntimeOutcome else {
            Issue.record("expected a silent stop, got \(file.appleRuntimeOutcome)")
            return
        }
        #expect(kept == 1)
    }

    @Test func junkAtTheEndLosesNothingAndIsOnlyAWarning() {
        let file = readStrings("\"a\" = \"b\";;\n")
        #expect(file.diagnostics.map(\.severity) == [.warning])
        #expect(file.appleRuntimeTable == ["a": "b"])
    }

    @Test func junkBeforeTheFirstEntryMakesAppleFail() {
        let file = readStrings("# header\n\"a\" = \"b\";")
        #expect(file.table == ["a": "b"])
        #expect(file.diagnosticSummaries == ["syntax@1:1"])
        #expect(file.appleRuntimeTable.isEmpty)
    }

    @Test func unterminatedBlockCommentHidesTheRestSilently() {
        let file = readStrings("\"a\" = \"b\";\n/* forgot to close\n\"c\" = \"d\";\n")
        #expect(file.table == ["a": "b"])
        #expect(file.diagnosticSummaries == ["unterminated-comment@2:1"])
        #expect(file.appleRuntimeTable == ["a": "b"])
    }

    @Test func unexpectedTokenAfterKeyResynchronizesAtTheNextLine() {
        let file = readStrings("\"a\" \"b\"\n\"c\" = \"d\";\n")
        #expect(file.table == ["c": "d"])
        #expect(file.diagnosticSummaries == ["syntax@1:5"])
    }

    @Test func missingValueAfterEquals() {
        let file = readStrings("\"a\" = ;\n\"c\" = \"d\";")
        #expect(file.table == ["c": "d"])
        #expect(file.diagnosticSummaries == ["syntax@1:7"])
    }

    @Test func emptyFileIsAnError() {
        let file = StringsFile(bytes: [], path: "empty.strings")
        #expect(file.diagnosticSummaries == ["empty-file@1:1"])
        #expect(file.appleRuntimeOutcome == .failsToLoad(at: nil))
    }

    @Test(arguments: [("(\"a\", \"b\")", "an array"), ("\"just a string\"", "a single string")])
    func aTopLevelThatIsNotATable(source: String, kind: String) {
        let file = readStrings(source)
        #expect(file.diagnostics.map(\.rule) == [.invalidStructure])
        #expect(file.diagnostics.first?.message.contains(kind) == true)
    }

    @Test func truncatedUTF8IsAnErrorAtItsPlaceAndTheEntriesStay() {
        var bytes = Array("\"a\" = \"b\";\n\"c\" = \"caf".utf8)
        bytes.append(0xC3)  // the first byte of "é", cut off
        bytes += Array("\";\n\"e\" = \"f\";".utf8)
        let file = StringsFile(bytes: bytes, path: "cut.strings")
        #expect(file.table == ["a": "b", "c": "caf\u{FFFD}", "e": "f"])
        #expect(file.diagnosticSummaries == ["invalid-encoding@2:11"])
        #expect(file.appleRuntimeTable.isEmpty)
    }

    @Test func everyPrefixOfAValidFileReadsWithoutCrashing() {
        let source = Array(
            "/* c */\n\"a\" = \"\\U00E9\\251\\n\";\n'b' = c;\n{ \"x\" = (\"y\"); }\n\"d\";\n\"😀\" = \"中\";".utf8)
        for length in 0...source.count {
            let file = StringsFile(bytes: Array(source.prefix(length)))
            #expect(file.entries.count <= 5)
        }
    }
}

extension StringsMalformedTests {
    /// What an unclosed comment hides cannot be counted, so it never reads as "nothing is lost".
    @Test(arguments: [
        ("\"a\" = \"b\";\n/* note\n\"c\" = \"d\";\n", DiagnosticRule.unterminatedComment, 2),
        ("\"a\" = \"b\";\n# x\n/* note\n\"c\" = \"d\";\n", .silentTruncation, 2),
    ])
    func anUnclosedCommentKeepsTheStopAnError(source: String, rule: DiagnosticRule, line: Int) throws {
        let file = readStrings(source)
        let first = try #require(file.diagnostics.first)
        #expect(first.rule == rule)
        #expect(first.severity == .error)
        #expect(first.location?.line == line)
        #expect(!first.message.contains("none is lost"))
        // After a `#` line Apple has stopped reading: the comment below it is a defect to fix, not one anyone meets.
        let comment = try #require(file.diagnostics.first { $0.rule == .unterminatedComment })
        #expect(comment.severity == (rule == .unterminatedComment ? .error : .warning))
    }

    /// Apple's parser never reads past a file's first defect of the grammar: the later ones (Middle's Chinese
    /// `"关于Middle”;`, whose curly quote runs the value into the next comment, where the recovery reads its `*/`)
    /// are warnings that say where Apple stopped.
    @Test func defectsAfterTheFirstAreWarnings() throws {
        let file = readStrings("\"a\" = \"About”;\n\n/* Class = \"Cell\"; title = \"Check\"; */\n\"b\" = \"c\";\n#x\n")
        let first = try #require(file.diagnostics.first)
        #expect(first.rule == .syntax && first.severity == .error && first.location?.line == 3)
        let later = file.diagnostics.dropFirst()
        #expect(!later.isEmpty)
        #expect(later.allSatisfy { $0.severity == .warning && $0.message.contains("rejects this file at line 3") })
        #expect(file.appleRuntimeTable.isEmpty)
    }
}
