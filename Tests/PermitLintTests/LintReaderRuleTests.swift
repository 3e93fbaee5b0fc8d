import Testing

@testable import PermitLint
@testable import PermitLocalization

/// One reader rule as the linter reports it: a file that breaks it, the place expected, and the same file fixed.
struct ReaderRuleCase: Sendable, CustomTestStringConvertible {
    var rule: String
    var file: String
    var broken: String
    var place: String
    var fixed: String

    var testDescription: String { rule }
}

private let plistHead = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"

@Suite struct LintReaderRuleTests {
    static let cases: [ReaderRuleCase] = [
        ReaderRuleCase(rule: "empty-file", file: "en.lproj/A.strings", broken: "", place: "1:1", fixed: "/* none */\n"),
        ReaderRuleCase(
            rule: "silent-truncation", file: "en.lproj/A.strings", broken: "\"a\" = \"A\";\n# note\n\"b\" = \"B\";\n",
            place: "2:1", fixed: "\"a\" = \"A\";\n// note\n\"b\" = \"B\";\n"),
        ReaderRuleCase(
            rule: "unterminated-comment", file: "en.lproj/A.strings", broken: "\"a\" = \"A\";\n/* open\n",
            place: "2:1", fixed: "\"a\" = \"A\";\n/* open */\n"),
        ReaderRuleCase(
            rule: "duplicate-key", file: "en.lproj/A.strings", broken: "\"a\" = \"A\";\n\"a\" = \"B\";\n",
            place: "2:1", fixed: "\"a\" = \"A\";\n\"b\" = \"B\";\n"),
        ReaderRuleCase(
            rule: "suspicious-escape", file: "en.lproj/A.strings", broken: "\"a\" = \"caf\\u00e9\";\n",
            place: "1:11", fixed: "\"a\" = \"caf\\U00e9\";\n"),
        ReaderRuleCase(
            rule: "invalid-escape", file: "en.lproj/A.strings", broken: "\"a\" = \"x\\UD800\";\n",
            place: "1:9", fixed: "\"a\" = \"x\\U00E9\";\n"),
        ReaderRuleCase(
            rule: "invalid-structure", file: "en.lproj/A.stringsdict", broken: plistHead + "<array/>\n</plist>\n",
            place: "3:1", fixed: plistHead + "<dict/>\n</plist>\n"),
        ReaderRuleCase(
            rule: "non-string-value", file: "en.lproj/A.strings",
            broken: plistHead + "<dict>\n<key>a</key>\n<integer>1</integer>\n</dict>\n</plist>\n", place: "5:1",
            fixed: plistHead + "<dict>\n<key>a</key>\n<string>1</string>\n</dict>\n</plist>\n"),
        ReaderRuleCase(
            rule: "missing-source-language", file: "A.xcstrings", broken: "{\"version\": \"1.0\", \"strings\": {}}\n",
            place: "1:1", fixed: "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {}}\n"),
        ReaderRuleCase(
            rule: "unknown-field", file: "A.xcstrings",
            broken: "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"colour\": 1, \"strings\": {}}\n",
            place: "1:44", fixed: "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {}}\n"),
        ReaderRuleCase(
            rule: "unreadable-file", file: "en.lproj/notes.txt", broken: "notes", place: "-",
            fixed: "\"notes\" = \"Notes\";\n"),
    ]

    @Test(arguments: cases)
    func readerRuleFiresThroughTheLinter(_ rule: ReaderRuleCase) throws {
        let fixture = try LintFixture([rule.file: rule.broken])
        defer { fixture.remove() }
        let report = try Linter.lint(paths: [fixture.path(rule.file)])
        #expect(report.hits(rule.rule, in: fixture) == [LintHit(rule.rule, rule.file, rule.place)])
    }

    @Test(arguments: cases)
    func readerRuleIsQuietOnTheFixedFile(_ rule: ReaderRuleCase) throws {
        let file = rule.rule == "unreadable-file" ? "en.lproj/notes.strings" : rule.file
        let fixture = try LintFixture([file: rule.fixed])
        defer { fixture.remove() }
        #expect(try Linter.lint(paths: [fixture.path(file)]).hits(in: fixture) == [])
    }
}
