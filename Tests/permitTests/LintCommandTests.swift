import Foundation
import Testing

@Suite struct LintCommandTests {
    @Test func cleanFilesExitZeroAndPrintNoDiagnostics() async throws {
        let scratch = try ScratchFolder()
        try scratch.write("en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        let result = try await PermitBinary.run(["lint", scratch.url.path])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("1 file checked: 0 errors, 0 warnings"))
    }

    @Test func theShippedTranslationsAreClean() async throws {
        let result = try await PermitBinary.run(["lint", PermitBinary.packageRoot.appendingPathComponent("Resources").path])
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func defectsArePrintedInTheCompilerStyleAndExitOne() async throws {
        let scratch = try ScratchFolder()
        let path = try scratch.write("fr.lproj/Localizable.strings", "\"a\" = \"b\";\n# oops\n\"c\" = \"d\";\n")
        try scratch.write("fr.lproj/Other.strings", "\"x\" = \"1\";\n\"x\" = \"2\";\n")
        try scratch.write("fr.lproj/notes.txt", "not a localization file")
        let result = try await PermitBinary.run(["lint", scratch.url.path])
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("\(path):2:1: error: '#' (U+0023) cannot start a key") == true)
        #expect(lines.first?.hasSuffix("[silent-truncation]") == true)
        #expect(lines[1].contains("Other.strings:2:1: warning: the key \"x\" is defined again"))
        #expect(lines[2].hasSuffix("Other.strings:1:1: note: first definition of \"x\""))
        #expect(result.standardError.contains("2 files checked: 1 error, 1 warning"))
    }

    @Test func warningsAsErrorsTurnsAWarningIntoExitOne() async throws {
        let scratch = try ScratchFolder()
        let path = try scratch.write("a.strings", "\"x\" = \"1\";\n\"x\" = \"2\";\n")
        #expect(try await PermitBinary.run(["lint", path]).exitCode == 0)
        #expect(try await PermitBinary.run(["lint", "--warnings-as-errors", path]).exitCode == 1)
    }

    @Test(arguments: [["lint", "/no/such/path"], ["lint"], ["lint", "--no-such-option", "."], ["no-such-command"]])
    func usageErrorsExitTwo(arguments: [String]) async throws {
        let result = try await PermitBinary.run(arguments)
        #expect(result.exitCode == 2)
        #expect(!result.standardError.isEmpty)
    }
}

extension LintCommandTests {
    @Test func stringsdictAndStringCatalogDefectsAreReported() async throws {
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
        let result = try await PermitBinary.run(["lint", scratch.url.path])
        #expect(result.exitCode == 1)
        let output = result.standardOutput
        #expect(output.contains("Catalog.xcstrings:3:") && output.contains("[unknown-translation-state]"))
        #expect(output.contains("Localizable.stringsdict:") && output.contains("[missing-plural-other]"))
        #expect(output.contains("[undefined-substitution]"))
    }
}

/// `permit lint` across languages and in every output format, run as a built binary.
@Suite struct LintAcrossLanguagesCommandTests {
    static func bundle() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        try scratch.write("en.lproj/App.strings", "\"greeting\" = \"Hello, %@!\";\n\"bye\" = \"Goodbye\";\n")
        try scratch.write("fr.lproj/App.strings", "\"greeting\" = \"Bonjour, %d !\";\n")
        return scratch
    }

    @Test func missingKeysAndSpecifierMismatchesAreFoundAgainstTheBase() async throws {
        let scratch = try Self.bundle()
        let result = try await PermitBinary.run(["lint", scratch.url.path])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("fr.lproj/App.strings:1:24: error:"))
        #expect(result.standardOutput.contains("[format-specifier-mismatch]"))
        #expect(result.standardOutput.contains("[missing-key]"))
        #expect(result.standardError.contains("en (base)"))
    }

    @Test func disablingARuleLeavesItOut() async throws {
        let scratch = try Self.bundle()
        let result = try await PermitBinary.run([
            "lint", scratch.url.path, "--disable", "format-specifier-mismatch", "--disable", "missing-key",
        ])
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func theBaseCanBeChosen() async throws {
        let scratch = try Self.bundle()
        let result = try await PermitBinary.run(["lint", scratch.url.path, "--base", "fr"])
        #expect(result.standardOutput.contains("[obsolete-key]"))
        #expect(result.standardError.contains("fr (base)"))
    }

    @Test func jsonHasEveryDiagnosticAndTheSummary() async throws {
        let scratch = try Self.bundle()
        let result = try await PermitBinary.run(["lint", scratch.url.path, "--format", "json"])
        #expect(result.exitCode == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { $0["rule"] as? String == "format-specifier-mismatch" && $0["line"] as? Int == 1 })
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["base"] as? String == "en")
    }

    @Test func sarifHasTheRequiredFields() async throws {
        let scratch = try Self.bundle()
        let result = try await PermitBinary.run(["lint", scratch.url.path, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "permit")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] is String)
        }
    }

    @Test func githubAnnotationsNameFileLineAndColumn() async throws {
        let scratch = try Self.bundle()
        let result = try await PermitBinary.run(["lint", scratch.url.path, "--format", "github"])
        #expect(result.standardOutput.contains("::error file="))
        #expect(result.standardOutput.contains(",line=1,col=24,title=format-specifier-mismatch::"))
    }

    @Test func thePermitSchemaRequiresEveryServiceAndCase() async throws {
        let scratch = try ScratchFolder()
        try scratch.write("en.lproj/Permit.strings", "\"camera.description\" = \"Camera access is off\";\n")
        let result = try await PermitBinary.run(["lint", scratch.url.path, "--schema", "permit"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("[missing-required-key]"))
        #expect(result.standardOutput.contains("camera.denied"))
        let shipped = try await PermitBinary.run([
            "lint", PermitBinary.packageRoot.appendingPathComponent("Resources").path, "--schema", "permit",
        ])
        #expect(shipped.exitCode == 0, "\(shipped.standardOutput)")
    }

    @Test(arguments: [["lint", ".", "--disable", "no-such-rule"], ["lint", ".", "--format", "xml"], ["lint", ".", "--base", "xx"]])
    func usageErrorsExitTwo(arguments: [String]) async throws {
        let scratch = try Self.bundle()
        let result = try await PermitBinary.run(arguments.map { $0 == "." ? scratch.url.path : $0 })
        #expect(result.exitCode == 2)
    }

    /// A French table translating one key of four: 25% coverage.
    static func partlyTranslated() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        try scratch.write(
            "en.lproj/Localizable.strings",
            "\"a\" = \"Open the door\";\n\"b\" = \"Close it\";\n\"c\" = \"Lock it\";\n\"d\" = \"Leave now\";\n")
        try scratch.write("fr.lproj/Localizable.strings", "\"a\" = \"Ouvrez la porte\";\n")
        return scratch
    }

    @Test func minCoverageFailsBelowItAndNamesTheLocalizations() async throws {
        let scratch = try Self.partlyTranslated()
        let lenient = ["lint", scratch.url.path, "--severity", "missing-key=warning"]
        #expect(try await PermitBinary.run(lenient + ["--min-coverage", "20"]).exitCode == 0)
        let strict = try await PermitBinary.run(lenient + ["--min-coverage", "50"])
        #expect(strict.exitCode == 1)
        #expect(strict.standardError.contains("below the minimum coverage of 50%: fr 25%"))
        #expect(try await PermitBinary.run(["lint", scratch.url.path, "--min-coverage", "101"]).exitCode == 2)
    }

    @Test func severityOverridesARulesOwnOrTurnsItOff() async throws {
        let scratch = try Self.partlyTranslated()
        let warned = try await PermitBinary.run(["lint", scratch.url.path, "--severity", "missing-key=warning"])
        #expect(warned.exitCode == 0)
        #expect(warned.standardOutput.contains("warning: fr lacks 3 keys of the Localizable table"))
        #expect(warned.standardOutput.contains("[missing-key]"))
        let off = try await PermitBinary.run(["lint", scratch.url.path, "--severity", "missing-key=off"])
        #expect(off.exitCode == 0)
        #expect(off.standardOutput.isEmpty)
        #expect(try await PermitBinary.run(["lint", scratch.url.path, "--severity", "missing-key=loud"]).exitCode == 2)
    }

    @Test func aBaselineAcceptsTheFindingsItHoldsAndOnlyNewOnesFail() async throws {
        let scratch = try Self.partlyTranslated()
        let baseline = scratch.url.appendingPathComponent("baseline.json").path
        #expect(try await PermitBinary.run(["lint", scratch.url.path, "--write-baseline", baseline]).exitCode == 0)
        #expect(try await PermitBinary.run(["lint", scratch.url.path, "--baseline", baseline]).exitCode == 0)
        // Lines move and nothing new appears: still accepted. A new defect fails.
        try scratch.write(
            "fr.lproj/Localizable.strings", "/* Door. */\n\"a\" = \"Ouvrez la porte\";\n\"z\" = \"Obsolète\";\n")
        let result = try await PermitBinary.run(["lint", scratch.url.path, "--baseline", baseline, "--warnings-as-errors"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.split(separator: "\n").count == 1)
        #expect(result.standardOutput.contains("[obsolete-key]"))
    }

    /// Progress is drawn only on a terminal's standard error with text output; here standard error is a pipe.
    @Test func noProgressLineLeavesAPipe() async throws {
        let scratch = try Self.partlyTranslated()
        for format in ["text", "json"] {
            let result = try await PermitBinary.run(["lint", scratch.url.path, "--format", format])
            #expect(!result.standardError.contains("files read"))
            #expect(!result.standardOutput.contains("files read"))
        }
    }

    /// The cache of the app's code: kept where `--cache-path` says, the same report warm as cold; `--no-cache` and
    /// `--cache-path` together are refused.
    @Test func theCacheKeepsTheReport() async throws {
        let scratch = try Self.partlyTranslated()
        try Data("let title = NSLocalizedString(\"title\", comment: \"\")\n".utf8)
            .write(to: scratch.url.appendingPathComponent("View.swift"))
        let cache = scratch.url.appendingPathComponent("cache").path
        let cold = try await PermitBinary.run(["lint", scratch.url.path, "--format", "json", "--cache-path", cache])
        let warm = try await PermitBinary.run(["lint", scratch.url.path, "--format", "json", "--cache-path", cache])
        let none = try await PermitBinary.run(["lint", scratch.url.path, "--format", "json", "--no-cache"])
        #expect(warm.standardOutput == cold.standardOutput && none.standardOutput == cold.standardOutput)
        #expect(FileManager.default.fileExists(atPath: cache + "/code-facts"))
        let both = try await PermitBinary.run(["lint", scratch.url.path, "--no-cache", "--cache-path", cache])
        #expect(both.exitCode == 2)
        #expect(both.standardError.contains("--no-cache keeps nothing"))
    }

    /// The help text is part of the interface: a change to it shows in review as a change to this file.
    @Test func helpMatchesItsSnapshot() async throws {
        let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots/lint-help.txt")
        let help = try await PermitBinary.run(["lint", "--help"]).standardOutput
        #expect(help == (try String(contentsOf: snapshot, encoding: .utf8)))
    }
}
