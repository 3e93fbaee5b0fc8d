import Foundation
import Testing

@Suite struct LintCommandTests {
    @Test func cleanFilesExitZeroAndPrintNoDiagnostics() throws {
        let scratch = try ScratchFolder()
        try scratch.write("en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        let result = try PermitBinary.run(["lint", scratch.url.path])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("1 file checked: 0 errors, 0 warnings"))
    }

    @Test func theShippedTranslationsAreClean() throws {
        let result = try PermitBinary.run(["lint", PermitBinary.packageRoot.appendingPathComponent("Resources").path])
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func defectsArePrintedInTheCompilerStyleAndExitOne() throws {
        let scratch = try ScratchFolder()
        let path = try scratch.write("fr.lproj/Localizable.strings", "\"a\" = \"b\";\n# oops\n\"c\" = \"d\";\n")
        try scratch.write("fr.lproj/Other.strings", "\"x\" = \"1\";\n\"x\" = \"2\";\n")
        try scratch.write("fr.lproj/notes.txt", "not a localization file")
        let result = try PermitBinary.run(["lint", scratch.url.path])
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("\(path):2:1: error: '#' (U+0023) cannot start a key") == true)
        #expect(lines.first?.hasSuffix("[silent-truncation]") == true)
        #expect(lines.last?.contains("Other.strings:2:1: warning: the key \"x\" is defined again") == true)
        #expect(result.standardError.contains("2 files checked: 1 error, 1 warning"))
    }

    @Test func warningsAsErrorsTurnsAWarningIntoExitOne() throws {
        let scratch = try ScratchFolder()
        let path = try scratch.write("a.strings", "\"x\" = \"1\";\n\"x\" = \"2\";\n")
        #expect(try PermitBinary.run(["lint", path]).exitCode == 0)
        #expect(try PermitBinary.run(["lint", "--warnings-as-errors", path]).exitCode == 1)
    }

    @Test(arguments: [["lint", "/no/such/path"], ["lint"], ["lint", "--no-such-option", "."], ["no-such-command"]])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let result = try PermitBinary.run(arguments)
        #expect(result.exitCode == 2)
        #expect(!result.standardError.isEmpty)
    }
}

extension LintCommandTests {
    @Test func stringsdictAndStringCatalogDefectsAreReported() throws {
        let scratch = try ScratchFolder()
        try scratch.write(
            "en.lproj/Localizable.stringsdict",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@count@ in %#@folders@</string>
                    <key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>ld</string>
                        <key>one</key>
                        <string>%ld file</string>
                    </dict>
                </dict>
            </dict>
            </plist>
            """)
        try scratch.write(
            "Catalog.xcstrings",
            """
            {
              "sourceLanguage" : "en",
              "strings" : { "hello" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "wrong", "value" : "Salut" } } } } },
              "version" : "1.0"
            }
            """)
        let result = try PermitBinary.run(["lint", scratch.url.path])
        #expect(result.exitCode == 1)
        let output = result.standardOutput
        #expect(output.contains("Catalog.xcstrings:3:") && output.contains("[unknown-translation-state]"))
        #expect(output.contains("Localizable.stringsdict:") && output.contains("[missing-plural-other]"))
        #expect(output.contains("[undefined-substitution]"))
    }
}
