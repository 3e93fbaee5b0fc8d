import Foundation
import Testing

@testable import PermitLint
@testable import PermitLocalization

/// A bundle of 40 localizations of 2,000 keys each (the size the linter must handle in well under a second in a
/// release build), with a String Catalog of the same size beside it. The timing is printed, not asserted: measure
/// with `swift test -c release -Xswiftc -enable-testing --filter LintPerformanceTests`.
@Suite struct LintPerformanceTests {
    static let languages = ["en"] + [
        "ar", "bg", "ca", "cs", "da", "de", "el", "es", "et", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja",
        "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi",
        "zh-Hans", "zh-Hant", "es-419",
    ]

    static func writeBundle(keys: Int) throws -> LintFixture {
        var files: [String: String] = [:]
        var catalog: [String] = []
        for language in languages {
            var text = ""
            text.reserveCapacity(keys * 48)
            for index in 0..<keys {
                text += "\"key.\(index)\" = \"Text number %ld for \(language) \(index)\";\n"
            }
            files["\(language).lproj/Localizable.strings"] = text
        }
        for index in 0..<keys {
            let units = languages.map { language in
                "\"\(language)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Item %lld in \(language) \(index)\"}}"
            }
            catalog.append("\"item.\(index)\": {\"localizations\": {" + units.joined(separator: ", ") + "}}")
        }
        files["Catalog.xcstrings"] =
            "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n" + catalog.joined(separator: ",\n") + "\n}}\n"
        return try LintFixture(files)
    }

    @Test func fortyLanguagesOfTwoThousandKeysLintCleanly() throws {
        let fixture = try Self.writeBundle(keys: 2_000)
        defer { fixture.remove() }
        let start = ContinuousClock.now
        let report = try fixture.lint()
        print("lint of 40 x 2,000 keys (.strings and .xcstrings): \(ContinuousClock.now - start)")
        #expect(report.fileCount == 41)
        #expect(report.diagnostics == [])
        #expect(report.languages.count == 40)
        #expect(report.languages.allSatisfy { $0.keys == 4_000 && $0.missing == 0 })
    }
}
