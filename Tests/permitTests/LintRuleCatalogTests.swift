import Foundation
import Permit
import PermitDoctor
import PermitLint
import PermitLocalization
import Testing

/// Fixtures the lint cases share. In an XML property list, line 3 is the first line of the body (see
/// `xmlPropertyList`); places in `.strings` and `.xcstrings` files are counted by hand from the text.
enum LintRuleFixtures {
    /// A `.stringsdict` plural that is clean for English: `one` and `other`, a numeric value type.
    static let plural = xmlPropertyList(
        """
        <dict>
            <key>files</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@count@</string>
                <key>count</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>ld</string>
                    <key>one</key>
                    <string>%ld file</string>
                    <key>other</key>
                    <string>%ld files</string>
                </dict>
            </dict>
        </dict>
        """)

    /// A `.stringsdict` device rule for iPhone (line 8) and iPad (line 10).
    static let device = xmlPropertyList(
        """
        <dict>
            <key>title</key>
            <dict>
                <key>NSStringDeviceSpecificRuleType</key>
                <dict>
                    <key>iphone</key>
                    <string>Tap to start</string>
                    <key>ipad</key>
                    <string>Tap or click to start</string>
                </dict>
            </dict>
        </dict>
        """)

    /// A `.stringsdict` width rule for 20 ems (line 8) and 40 ems (line 10).
    static let width = xmlPropertyList(
        """
        <dict>
            <key>title</key>
            <dict>
                <key>NSStringVariableWidthRuleType</key>
                <dict>
                    <key>20</key>
                    <string>Start</string>
                    <key>40</key>
                    <string>Start recording</string>
                </dict>
            </dict>
        </dict>
        """)

    /// A String Catalog whose only French translation is done. Line 7's `"state"` value starts at column 38 and
    /// its `"value"` value at column 62.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting" : {
              "localizations" : {
                "fr" : {
                  "stringUnit" : { "state" : "translated", "value" : "Bonjour tout le monde" }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """

    /// An XML `.strings` property list whose one entry (key on line 4) has the value on line 5.
    static func plistStrings(value: String) -> String {
        xmlPropertyList(
            """
            <dict>
                <key>a</key>
            \(value)
            </dict>
            """)
    }

    /// Every key `--schema permit` requires, with `except` left out, as an English `Permit.strings`.
    static func permitStrings(except: String? = nil) -> FixtureContents {
        .text(
            PermitTexts.schemaKeys.sorted().filter { $0 != except }.map { "\"\($0)\" = \"Some text.\";\n" }.joined())
    }

    /// The English table, and the base of comparisons.
    static let strings = "en.lproj/Localizable.strings"
    /// The English `.stringsdict` of the same table.
    static let stringsdict = "en.lproj/Localizable.stringsdict"
    /// The French table compared with the English one.
    static let french = "fr.lproj/Localizable.strings"

    /// Replaces `old` in `text`, which must hold it.
    static func edit(_ text: String, _ old: String, _ new: String) -> FixtureContents {
        precondition(text.contains(old), "fixture edit of text it does not hold: \(old)")
        return .text(text.replacingOccurrences(of: old, with: new))
    }
}

extension RuleCase {
    /// A lint case with one `.strings`-like file at `path`, in its fire and quiet versions.
    static func lintFile(
        _ rule: String, _ path: String, fire: FixtureContents, quiet: FixtureContents, severity: String,
        at place: RulePlace?
    ) -> RuleCase {
        RuleCase(
            rule: rule, command: .lint(), fire: RuleFixture([path: fire]), quiet: RuleFixture([path: quiet]),
            severity: severity, file: path, place: place)
    }

    /// A lint case comparing a French `.strings` table with the English base `english`.
    static func comparison(
        _ rule: String, english: String, fire: String, quiet: String, severity: String, at place: RulePlace?
    ) -> RuleCase {
        RuleCase(
            rule: rule, command: .lint(),
            fire: RuleFixture([LintRuleFixtures.strings: .text(english), LintRuleFixtures.french: .text(fire)]),
            quiet: RuleFixture([LintRuleFixtures.strings: .text(english), LintRuleFixtures.french: .text(quiet)]),
            severity: severity, file: LintRuleFixtures.french, place: place)
    }
}

/// Every rule `permit lint` and `permit doctor` can report, each made to fire and kept quiet through the built
/// binary's JSON report.
@Suite struct LintRuleCatalogTests {
    /// Code that underlines one looked-up text inside another through a method of its own, which ignores case.
    static let termsCode = """
        import UIKit

        extension NSMutableAttributedString {
            func underline(_ substring: String) {
                let range = mutableString.range(of: substring, options: .caseInsensitive)
                addAttribute(.underlineStyle, value: 1, range: range)
            }
        }

        final class AgreementView: UIView {
            let terms = NSLocalizedString("terms", comment: "")

            func show(in label: UILabel) {
                let text = NSMutableAttributedString(string: NSLocalizedString("agree", comment: ""))
                text.underline(terms)
                label.attributedText = text
            }
        }

        """

    /// The shared fixtures, briefly.
    typealias F = LintRuleFixtures

    /// One case per lint rule (two for `invalid-encoding`: UTF-16 without a byte-order mark, and bytes that are
    /// not UTF-8).
    static let lintCases: [RuleCase] = [
        // A folder's search skips files of other kinds, so only a file named on the command line is reported; a
        // file that exists but cannot be opened is not made here, since tests may run as root.
        RuleCase(
            rule: "unreadable-file", command: .lint(),
            fire: RuleFixture(["notes.txt": "\"a\" = \"b\";\n"], lintTarget: "notes.txt"),
            quiet: RuleFixture(["notes.strings": "\"a\" = \"b\";\n"], lintTarget: "notes.strings"),
            severity: "error", file: "notes.txt", place: nil),
        // A project file the lint cannot read, beside a table it then judges as shipped.
        RuleCase(
            rule: "unreadable-project", command: .lint(),
            fire: RuleFixture([
                "App.xcodeproj/project.pbxproj": "{ objects = {\n",
                F.strings: "\"a\" = \"b\";\n",
            ]),
            quiet: RuleFixture([
                "App.xcodeproj/project.pbxproj": "{ objects = { R = { isa = PBXProject; targets = (); }; }; rootObject = R; }\n",
                F.strings: "\"a\" = \"b\";\n",
            ]),
            severity: "warning", file: "App.xcodeproj/project.pbxproj", place: RulePlace(2, 1)),
        .lintFile("empty-file", F.strings, fire: "", quiet: "/* nothing yet */\n", severity: "warning", at: RulePlace(1, 1)),
        .lintFile(
            "invalid-encoding", F.strings, fire: .utf16LittleEndian("\"a\" = \"b\";\n", byteOrderMark: false),
            quiet: .utf16LittleEndian("\"a\" = \"b\";\n", byteOrderMark: true), severity: "error", at: RulePlace(1, 1)),
        // 0xFF after the 8 characters `"a" = "b`.
        .lintFile(
            "invalid-encoding", "en.lproj/Latin.strings", fire: .bytes(Array("\"a\" = \"b".utf8) + [0xFF, 0x22, 0x3B, 0x0A]),
            quiet: .bytes(Array("\"a\" = \"b".utf8) + [0xC3, 0xA9, 0x22, 0x3B, 0x0A]), severity: "error",
            at: RulePlace(1, 9)),
        // The missing `;` is reported where it belongs, just after the 9 characters `"a" = "b"`.
        .lintFile(
            "syntax", F.strings, fire: "\"a\" = \"b\"\n\"c\" = \"d\";\n", quiet: "\"a\" = \"b\";\n\"c\" = \"d\";\n",
            severity: "error", at: RulePlace(1, 10)),
        .lintFile(
            "silent-truncation", F.strings, fire: "\"a\" = \"b\";\n# oops\n\"c\" = \"d\";\n",
            quiet: "\"a\" = \"b\";\n/* oops */\n\"c\" = \"d\";\n", severity: "error", at: RulePlace(2, 1)),
        .lintFile(
            "unterminated-comment", F.strings, fire: "\"a\" = \"b\";\n/* note\n\"c\" = \"d\";\n",
            quiet: "\"a\" = \"b\";\n/* note */\n\"c\" = \"d\";\n", severity: "error", at: RulePlace(2, 1)),
        .lintFile(
            "duplicate-key", F.strings, fire: "\"x\" = \"1\";\n\"x\" = \"2\";\n", quiet: "\"x\" = \"1\";\n\"y\" = \"2\";\n",
            severity: "warning", at: RulePlace(2, 1)),
        .lintFile(
            "non-string-value", F.strings, fire: .text(F.plistStrings(value: "    <array/>")),
            quiet: .text(F.plistStrings(value: "    <string>b</string>")), severity: "error", at: RulePlace(5, 5)),
        // The backslash of `\u` is the 9th character of `"a" = "b\u0041";`.
        .lintFile(
            "suspicious-escape", F.strings, fire: "\"a\" = \"b\\u0041\";\n", quiet: "\"a\" = \"b\\U0041\";\n",
            severity: "error", at: RulePlace(1, 9)),
        .lintFile(
            "invalid-escape", F.strings, fire: "\"a\" = \"\\UD800\";\n", quiet: "\"a\" = \"\\U00E9\";\n",
            severity: "error", at: RulePlace(1, 8)),
        .lintFile(
            "invalid-structure", F.strings, fire: .text(xmlPropertyList("<array/>")),
            quiet: .text(xmlPropertyList("<dict/>")), severity: "error", at: RulePlace(3, 1)),
        .lintFile(
            "plist-syntax", F.strings, fire: .text(F.plistStrings(value: "")),
            quiet: .text(F.plistStrings(value: "    <string>b</string>")), severity: "error", at: RulePlace(4, 5)),
        // Binary property lists have no places.
        .lintFile(
            "invalid-binary-plist", F.strings, fire: .binaryPropertyList(["a": "b"], offsetTableOffset: 0xFFFF),
            quiet: .binaryPropertyList(["a": "b"]), severity: "error", at: nil),
        // At the digits, after the 13 characters `    <integer>`.
        .lintFile(
            "plist-value-out-of-range", F.strings,
            fire: .text(F.plistStrings(value: "    <integer>99999999999999999999</integer>")),
            quiet: .text(F.plistStrings(value: "    <integer>9</integer>")), severity: "error", at: RulePlace(5, 14)),
        .lintFile(
            "not-a-property-list", F.stringsdict, fire: "no plist here\n", quiet: .text(xmlPropertyList("<dict/>")),
            severity: "error", at: RulePlace(1, 1)),
        // The entry's dictionary, on line 5, has no format key.
        .lintFile(
            "missing-format-key", F.stringsdict,
            fire: F.edit(F.plural, "        <key>NSStringLocalizedFormatKey</key>\n        <string>%#@count@</string>\n", ""),
            quiet: .text(F.plural), severity: "error", at: RulePlace(5, 5)),
        // Reported at the format's <string> on line 7.
        .lintFile(
            "undefined-substitution", F.stringsdict,
            fire: F.edit(F.plural, "<string>%#@count@</string>", "<string>%#@count@ in %#@folders@</string>"),
            quiet: .text(F.plural), severity: "error", at: RulePlace(7, 9)),
        // The variable's dictionary, on line 9, has no rule type.
        .lintFile(
            "missing-rule-type", F.stringsdict,
            fire: F.edit(
                F.plural, "            <key>NSStringFormatSpecTypeKey</key>\n            <string>NSStringPluralRuleType</string>\n",
                ""),
            quiet: .text(F.plural), severity: "error", at: RulePlace(9, 9)),
        .lintFile(
            "unknown-rule-type", F.stringsdict, fire: F.edit(F.plural, "NSStringPluralRuleType", "NSStringGenderRuleType"),
            quiet: .text(F.plural), severity: "error", at: RulePlace(11, 13)),
        // `several` goes on line 16, before `other`.
        .lintFile(
            "unknown-plural-category", F.stringsdict,
            fire: F.edit(
                F.plural, "            <key>other</key>",
                "            <key>several</key>\n            <string>%ld files</string>\n            <key>other</key>"),
            quiet: .text(F.plural), severity: "warning", at: RulePlace(16, 13)),
        .lintFile(
            "missing-plural-other", F.stringsdict,
            fire: F.edit(F.plural, "            <key>other</key>\n            <string>%ld files</string>\n", ""),
            quiet: .text(F.plural), severity: "error", at: RulePlace(9, 9)),
        .lintFile(
            "non-numeric-plural-specifier", F.stringsdict, fire: F.edit(F.plural, "<string>ld</string>", "<string>@</string>"),
            quiet: .text(F.plural), severity: "warning", at: RulePlace(13, 13)),
        .lintFile(
            "unknown-device-class", F.stringsdict, fire: F.edit(F.device, "<key>ipad</key>", "<key>toaster</key>"),
            quiet: .text(F.device), severity: "warning", at: RulePlace(10, 13)),
        .lintFile(
            "invalid-width", F.stringsdict, fire: F.edit(F.width, "<key>40</key>", "<key>wide</key>"),
            quiet: .text(F.width), severity: "error", at: RulePlace(10, 13)),
        .lintFile(
            "missing-source-language", "Catalog.xcstrings", fire: F.edit(F.catalog, "  \"sourceLanguage\" : \"en\",\n", ""),
            quiet: .text(F.catalog), severity: "error", at: RulePlace(1, 1)),
        .lintFile(
            "unknown-translation-state", "Catalog.xcstrings",
            fire: F.edit(F.catalog, "\"state\" : \"translated\"", "\"state\" : \"finished\""),
            quiet: .text(F.catalog), severity: "warning", at: RulePlace(7, 38)),
        // `  "version" : "1.0", "colour"`: the unknown key starts at column 22.
        .lintFile(
            "unknown-field", "Catalog.xcstrings",
            fire: F.edit(F.catalog, "\"version\" : \"1.0\"", "\"version\" : \"1.0\", \"colour\" : \"blue\""),
            quiet: .text(F.catalog), severity: "note", at: RulePlace(12, 22)),
        // Reported in the French table at the place of the English key (line 2), which the note names.
        .comparison(
            "missing-key", english: "\"a\" = \"Apple\";\n\"b\" = \"Banana\";\n", fire: "\"a\" = \"Pomme\";\n",
            quiet: "\"a\" = \"Pomme\";\n\"b\" = \"Banane\";\n", severity: "error", at: nil),
        .comparison(
            "obsolete-key", english: "\"a\" = \"Apple\";\n", fire: "\"a\" = \"Pomme\";\n\"c\" = \"Cerise\";\n",
            quiet: "\"a\" = \"Pomme\";\n", severity: "warning", at: RulePlace(2, 1)),
        .comparison(
            "empty-value", english: "\"a\" = \"Apple\";\n\"b\" = \"Banana\";\n", fire: "\"a\" = \"Pomme\";\n\"b\" = \"\";\n",
            quiet: "\"a\" = \"Pomme\";\n\"b\" = \"Banane\";\n", severity: "error", at: RulePlace(2, 7)),
        .comparison(
            "untranslated", english: "\"a\" = \"Good morning\";\n", fire: "\"a\" = \"Good morning\";\n",
            quiet: "\"a\" = \"Bonjour\";\n", severity: "warning", at: RulePlace(1, 7)),
        .comparison(
            "format-specifier-mismatch", english: "\"a\" = \"Hello, %@!\";\n", fire: "\"a\" = \"Bonjour, %d !\";\n",
            quiet: "\"a\" = \"Bonjour, %@ !\";\n", severity: "error", at: RulePlace(1, 17)),
        // Xcode's exports: malformed XML at the offending byte (line 5, the unclosed source's end tag), and a
        // document that is not XLIFF at its root element.
        .lintFile(
            "xml-syntax", "de.xliff",
            fire: .text(LintXLIFFFixtures.export("<trans-unit id=\"a\"><source>Hello</sorce></trans-unit>")),
            quiet: .text(LintXLIFFFixtures.export("<trans-unit id=\"a\"><source>Hello</source></trans-unit>")),
            severity: "error", at: RulePlace(5, 33)),
        .lintFile(
            "invalid-xliff", "de.xliff", fire: .text("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"),
            quiet: .text(LintXLIFFFixtures.export("<trans-unit id=\"a\"><source>Hello</source></trans-unit>")),
            severity: "error", at: RulePlace(2, 1)),
        // Keys that are their English text: the person sees English, so coverage, on the table's file.
        .comparison(
            "missing-translation", english: "\"Apple\" = \"Apple\";\n\"Pick a fruit\" = \"Pick a fruit\";\n",
            fire: "\"Apple\" = \"Pomme\";\n",
            quiet: "\"Apple\" = \"Pomme\";\n\"Pick a fruit\" = \"Choisissez un fruit\";\n", severity: "warning", at: nil),
        .comparison(
            "integer-width-mismatch", english: "\"a\" = \"%ld photos\";\n", fire: "\"a\" = \"%d images\";\n",
            quiet: "\"a\" = \"%ld images\";\n", severity: "warning", at: RulePlace(1, 7)),
        // "% de photos" reads "% d" (a number padded with a space), then prints "e photos".
        .comparison(
            "format-flag-mismatch", english: "\"a\" = \"%d photos\";\n", fire: "\"a\" = \"% de photos\";\n",
            quiet: "\"a\" = \"%d de photos\";\n", severity: "error", at: RulePlace(1, 7)),
        // The checks translators' tools make; the two that are off by default run with --enable.
        .comparison(
            "markup-mismatch", english: "\"a\" = \"Tap <b>Save</b>\";\n", fire: "\"a\" = \"Touchez <b>Enregistrer\";\n",
            quiet: "\"a\" = \"Touchez <b>Enregistrer</b>\";\n", severity: "error", at: RulePlace(1, 7)),
        .comparison(
            "template-placeholder-mismatch", english: "\"a\" = \"{{remaining}} available\";\n",
            fire: "\"a\" = \"disponível\";\n", quiet: "\"a\" = \"{{remaining}} disponível\";\n",
            severity: "error", at: RulePlace(1, 7)),
        .comparison(
            "link-mismatch", english: "\"a\" = \"Write to help@example.com\";\n", fire: "\"a\" = \"Écrivez-nous\";\n",
            quiet: "\"a\" = \"Écrivez à help@example.com\";\n", severity: "warning", at: RulePlace(1, 7)),
        .comparison(
            "invisible-character", english: "\"a\" = \"Save photo\";\n", fire: "\"a\" = \"Enregistrer\u{200B}la photo\";\n",
            quiet: "\"a\" = \"Enregistrer la photo\";\n", severity: "warning", at: RulePlace(1, 7)),
        RuleCase(
            rule: "doubled-word", command: .lint(arguments: ["--enable", "doubled-word"]),
            fire: RuleFixture([F.strings: .text("\"a\" = \"Save the photo\";\n"), F.french: .text("\"a\" = \"Enregistrer la photo photo\";\n")]),
            quiet: RuleFixture([F.strings: .text("\"a\" = \"Save the photo\";\n"), F.french: .text("\"a\" = \"Enregistrer la photo\";\n")]),
            severity: "warning", file: F.french, place: RulePlace(1, 7)),
        .comparison(
            "value-glued-to-word", english: "\"a\" = \"Wait %d days\";\n", fire: "\"a\" = \"Attendez%d jours\";\n",
            quiet: "\"a\" = \"Attendez %d jours\";\n", severity: "error", at: RulePlace(1, 7)),
        RuleCase(
            rule: "count-without-plural", command: .lint(arguments: []),
            fire: RuleFixture([
                F.strings: .text("\"a\" = \"Show %lld servers\";\n"), F.french: .text("\"a\" = \"Afficher %lld serveurs\";\n"),
            ]),
            quiet: RuleFixture([
                F.strings: .text("\"a\" = \"Version %lld\";\n"), F.french: .text("\"a\" = \"Version %lld\";\n"),
            ]),
            severity: "warning", file: F.strings, place: RulePlace(1, 7)),
        RuleCase(
            rule: "searched-text-missing", command: .lint(arguments: []),
            fire: RuleFixture([
                "Sources/Terms.swift": .text(LintRuleCatalogTests.termsCode),
                F.strings: .text("\"agree\" = \"I accept the Terms\";\n\"terms\" = \"Terms\";\n"),
                F.french: .text("\"agree\" = \"J'accepte les CGU\";\n\"terms\" = \"Conditions\";\n"),
            ]),
            quiet: RuleFixture([
                "Sources/Terms.swift": .text(LintRuleCatalogTests.termsCode),
                F.strings: .text("\"agree\" = \"I accept the Terms\";\n\"terms\" = \"Terms\";\n"),
                F.french: .text("\"agree\" = \"J'accepte les conditions\";\n\"terms\" = \"Conditions\";\n"),
            ]),
            severity: "error", file: F.french, place: RulePlace(1, 11)),
        .comparison(
            "unbalanced-brackets", english: "\"a\" = \"Save (later)\";\n", fire: "\"a\" = \"Enregistrer (plus tard\";\n",
            quiet: "\"a\" = \"Enregistrer (plus tard)\";\n", severity: "warning", at: RulePlace(1, 7)),
        RuleCase(
            rule: "number-mismatch", command: .lint(arguments: ["--enable", "number-mismatch"]),
            fire: RuleFixture([F.strings: .text("\"a\" = \"Keep 30 days\";\n"), F.french: .text("\"a\" = \"Garder 13 jours\";\n")]),
            quiet: RuleFixture([F.strings: .text("\"a\" = \"Keep 30 days\";\n"), F.french: .text("\"a\" = \"Garder 30 jours\";\n")]),
            severity: "warning", file: F.french, place: RulePlace(1, 7)),
        RuleCase(
            rule: "final-punctuation-mismatch", command: .lint(arguments: ["--enable", "final-punctuation-mismatch"]),
            fire: RuleFixture([F.strings: .text("\"a\" = \"Delete it?\";\n"), F.french: .text("\"a\" = \"Le supprimer.\";\n")]),
            quiet: RuleFixture([F.strings: .text("\"a\" = \"Delete it?\";\n"), F.french: .text("\"a\" = \"Le supprimer ?\";\n")]),
            severity: "warning", file: F.french, place: RulePlace(1, 7)),
        RuleCase(
            rule: "unnumbered-specifiers", command: .lint(),
            fire: RuleFixture([F.strings: .text("\"a\" = \"%@ of %@\";\n"), F.french: .text("\"a\" = \"%@ de %@\";\n")]),
            quiet: RuleFixture([F.strings: .text("\"a\" = \"%1$@ of %2$@\";\n"), F.french: .text("\"a\" = \"%1$@ de %2$@\";\n")]),
            severity: "warning", file: F.strings, place: RulePlace(1, 7)),
        // At the base's text; the French translation that keeps the glued argument is named there.
        RuleCase(
            rule: "english-only-plural", command: .lint(),
            fire: RuleFixture([
                "en.lproj/Localizable.strings": .text("\"a\" = \"%lld photo%@\";\n"),
                "fr.lproj/Localizable.strings": .text("\"a\" = \"%lld image%@\";\n"),
            ]),
            quiet: RuleFixture([
                "en.lproj/Localizable.strings": .text("\"a\" = \"%lld photos\";\n"),
                "fr.lproj/Localizable.strings": .text("\"a\" = \"%lld images\";\n"),
            ]),
            severity: "warning", file: "en.lproj/Localizable.strings", place: RulePlace(1, 7)),
        // The one variant (line 15) reads the count as an object, the other variant (line 17) as a number.
        .lintFile(
            "plural-variant-arguments", F.stringsdict,
            fire: F.edit(F.plural, "<string>%ld file</string>", "<string>%@ file</string>"),
            quiet: .text(F.plural), severity: "error", at: RulePlace(15, 13)),
        // Reported at the variable's key, line 8.
        .lintFile(
            "plural-category-missing", F.stringsdict,
            fire: F.edit(F.plural, "            <key>one</key>\n            <string>%ld file</string>\n", ""),
            quiet: .text(F.plural), severity: "error", at: RulePlace(8, 9)),
        // Russian chooses `one` for 21, 31... too: reported at the variant's text, line 15.
        RuleCase(
            rule: "plural-variant-without-number", command: .lint(),
            fire: RuleFixture([
                "ru.lproj/Localizable.stringsdict": F.edit(F.plural, "<string>%ld file</string>", "<string>Один файл</string>")
            ]),
            quiet: RuleFixture([
                "ru.lproj/Localizable.stringsdict": F.edit(F.plural, "<string>%ld file</string>", "<string>%ld файл</string>")
            ]),
            severity: "error", file: "ru.lproj/Localizable.stringsdict", place: RulePlace(15, 13)),
        // Reported at the `few` variant's text, line 17.
        .lintFile(
            "plural-category-unused", F.stringsdict,
            fire: F.edit(
                F.plural, "            <key>other</key>",
                "            <key>few</key>\n            <string>%ld files</string>\n            <key>other</key>"),
            quiet: .text(F.plural), severity: "warning", at: RulePlace(17, 13)),
        .comparison(
            "whitespace-drift", english: "\"a\" = \"Hello \";\n", fire: "\"a\" = \"Bonjour\";\n",
            quiet: "\"a\" = \"Bonjour \";\n", severity: "warning", at: RulePlace(1, 7)),
        .lintFile(
            "translation-state", "Catalog.xcstrings",
            fire: F.edit(F.catalog, "\"state\" : \"translated\", ", "\"state\" : \"needs_review\", "),
            quiet: .text(F.catalog), severity: "warning", at: RulePlace(7, 64)),
        // About the folder, which has no place.
        RuleCase(
            rule: "invalid-localization-name", command: .lint(),
            fire: RuleFixture(["123.lproj/Localizable.strings": "\"a\" = \"b\";\n"]),
            quiet: RuleFixture(["fr.lproj/Localizable.strings": "\"a\" = \"b\";\n"]),
            severity: "error", file: "123.lproj", place: nil),
        // About the table, which has no place for a key it lacks.
        RuleCase(
            rule: "missing-required-key", command: .lint(arguments: ["--schema", "permit"]),
            fire: RuleFixture(["en.lproj/Permit.strings": F.permitStrings(except: "camera.denied")]),
            quiet: RuleFixture(["en.lproj/Permit.strings": F.permitStrings()]),
            severity: "error", file: "en.lproj/Permit.strings", place: nil),
        // The findings that replace floods of per-key errors.
        RuleCase(
            rule: "pseudo-localization", command: .lint(),
            fire: RuleFixture([
                "en.lproj/Localizable.strings": .text("\"a\" = \"Hello\";\n"),
                "qqq.lproj/Localizable.strings": .text("\"a\" = \"Greeting on the first screen\";\n"),
            ]),
            quiet: RuleFixture([
                "en.lproj/Localizable.strings": .text("\"a\" = \"Hello\";\n"),
                "fr.lproj/Localizable.strings": .text("\"a\" = \"Bonjour\";\n"),
            ]),
            severity: "note", file: "qqq.lproj", place: nil),
        RuleCase(
            rule: "untranslated-table", command: .lint(),
            fire: RuleFixture([
                "en.lproj/Localizable.strings": .text("\"a\" = \"Hello\";\n"),
                "en.lproj/Debug.strings": .text("\"b\" = \"Reset the cache\";\n"),
                "fr.lproj/Localizable.strings": .text("\"a\" = \"Bonjour\";\n"),
            ]),
            quiet: RuleFixture([
                "en.lproj/Localizable.strings": .text("\"a\" = \"Hello\";\n"),
                "en.lproj/Debug.strings": .text("\"b\" = \"Reset the cache\";\n"),
                "fr.lproj/Localizable.strings": .text("\"a\" = \"Bonjour\";\n"),
                "fr.lproj/Debug.strings": .text("\"b\" = \"Vider le cache\";\n"),
            ]),
            severity: "warning", file: "en.lproj/Debug.strings", place: nil),
        RuleCase(
            rule: "stub-localization", command: .lint(),
            fire: RuleFixture([
                "en.lproj/Localizable.strings": .text("\"a\" = \"Hello\";\n\"b\" = \"Goodbye\";\n"),
                "fr.lproj/Localizable.strings": .text("/* To translate. */\n"),
            ]),
            quiet: RuleFixture([
                "en.lproj/Localizable.strings": .text("\"a\" = \"Hello\";\n\"b\" = \"Goodbye\";\n"),
                "fr.lproj/Localizable.strings": .text("\"a\" = \"Bonjour\";\n"),
            ]),
            severity: "warning", file: "fr.lproj", place: nil),
        RuleCase(
            rule: "base-format-defect", command: .lint(),
            fire: RuleFixture([
                "en.lproj/Localizable.strings": .text("\"a\" = \"Save %d%\";\n"),
                "fr.lproj/Localizable.strings": .text("\"a\" = \"Économisez %d %%\";\n"),
            ]),
            quiet: RuleFixture([
                "en.lproj/Localizable.strings": .text("\"a\" = \"Save %d%%\";\n"),
                "fr.lproj/Localizable.strings": .text("\"a\" = \"Économisez %d %%\";\n"),
            ]),
            severity: "error", file: "en.lproj/Localizable.strings", place: RulePlace(1, 7)),
        RuleCase(
            rule: "table-name-case", command: .lint(),
            fire: RuleFixture([
                "en.lproj/InfoPlist.strings": .text("\"CFBundleDisplayName\" = \"Notes\";\n"),
                "fr.lproj/infoPlist.strings": .text("\"CFBundleDisplayName\" = \"Notes\";\n"),
            ]),
            quiet: RuleFixture([
                "en.lproj/InfoPlist.strings": .text("\"CFBundleDisplayName\" = \"Notes\";\n"),
                "fr.lproj/InfoPlist.strings": .text("\"CFBundleDisplayName\" = \"Notes\";\n"),
            ]),
            severity: "error", file: "fr.lproj/infoPlist.strings", place: nil),
    ]

    /// The lint cases, then the doctor's.
    static let allCases = lintCases + DoctorRuleCases.doctorCases

    @Test func everyRuleHasACase() {
        let ids = Linter.rules.map(\.id) + InfoPlistDoctor.rules.map(\.id)
        #expect(Set(ids).count == ids.count, "a rule id is listed twice")
        #expect(Set(Self.allCases.map(\.rule)) == Set(ids))
    }

    @Test(arguments: allCases)
    func theRuleFires(_ rule: RuleCase) async throws {
        let run = try await RuleRun(rule.fire, rule.command)
        let matching = run.diagnostics.first { diagnostic in
            diagnostic.rule == rule.rule && diagnostic.severity == rule.severity
                && (diagnostic.file ?? "").hasSuffix("/" + rule.file) && diagnostic.line == rule.place?.line
                && diagnostic.column == rule.place?.column
        }
        withKnownIssue(rule.knownIssue.map { Comment(rawValue: $0) }) {
            #expect(matching != nil, "\(run.diagnostics)")
            #expect(run.exitCode == (rule.severity == "error" ? 1 : 0), "\(run.diagnostics)")
        } when: {
            rule.knownIssue != nil
        }
        #expect(run.diagnostics.contains { $0.rule == rule.rule }, "\(run.diagnostics)")
    }

    @Test(arguments: allCases)
    func theRuleStaysQuiet(_ rule: RuleCase) async throws {
        let run = try await RuleRun(rule.quiet, rule.command)
        #expect(!run.diagnostics.contains { $0.rule == rule.rule }, "\(run.diagnostics)")
    }

    @Test func aWarningFailsOnlyWithWarningsAsErrors() async throws {
        let rule = try #require(Self.lintCases.first { $0.rule == "duplicate-key" })
        #expect(try await RuleRun(rule.fire, rule.command).exitCode == 0)
        let strict = try await RuleRun(rule.fire, rule.command, extraArguments: ["--warnings-as-errors"])
        #expect(strict.exitCode == 1)
        #expect(strict.diagnostics.contains { $0.rule == "duplicate-key" && $0.severity == "warning" })
    }
}

/// A one-`<file>` XLIFF export from English to German whose units (one line) stand on line 5.
enum LintXLIFFFixtures {
    static func export(_ units: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
        <body>
        \(units)
        </body>
        </file>
        </xliff>

        """
    }
}
