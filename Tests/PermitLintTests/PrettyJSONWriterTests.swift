import Foundation
import PermitLocalization
import Testing

@testable import PermitLint

/// The JSON report is written as it goes (`PrettyJSONWriter`) yet must read byte for byte as Foundation's
/// `JSONEncoder` writes the same document (pretty-printed, sorted keys, slashes unescaped), the form every JSON
/// output of `permit` takes: Foundation's encoder is the oracle here.
@Suite struct PrettyJSONWriterTests {
    /// The report's document as plain `Encodable` values, with `null` written for an absent value.
    private struct Mirror: Encodable {
        struct Related: Encodable {
            var column: Int, file: String?, line: Int, message: String, offset: Int
            enum CodingKeys: String, CodingKey { case column, file, line, message, offset }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(column, forKey: .column)
                try container.encode(file, forKey: .file)
                try container.encode(line, forKey: .line)
                try container.encode(message, forKey: .message)
                try container.encode(offset, forKey: .offset)
            }
        }
        struct Finding: Encodable {
            var column: Int?, file: String?, line: Int?, message: String, offset: Int?, related: [Related]
            var rule: String, severity: String
            enum CodingKeys: String, CodingKey { case column, file, line, message, offset, related, rule, severity }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(column, forKey: .column)
                try container.encode(file, forKey: .file)
                try container.encode(line, forKey: .line)
                try container.encode(message, forKey: .message)
                try container.encode(offset, forKey: .offset)
                try container.encode(related, forKey: .related)
                try container.encode(rule, forKey: .rule)
                try container.encode(severity, forKey: .severity)
            }
        }
        struct Language: Encodable {
            var coverage: Double?, errors: Int, keys: Int, localization: String, missing: Int, translated: Int
            var untranslated: Int, warnings: Int
            enum CodingKeys: String, CodingKey {
                case coverage, errors, keys, localization, missing, translated, untranslated, warnings
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(coverage, forKey: .coverage)
                try container.encode(errors, forKey: .errors)
                try container.encode(keys, forKey: .keys)
                try container.encode(localization, forKey: .localization)
                try container.encode(missing, forKey: .missing)
                try container.encode(translated, forKey: .translated)
                try container.encode(untranslated, forKey: .untranslated)
                try container.encode(warnings, forKey: .warnings)
            }
        }
        struct Project: Encodable {
            var developmentRegion: String?, kind: String, knownRegions: [String], path: String, products: [String]
            var tests: [String]
            enum CodingKeys: String, CodingKey { case developmentRegion, kind, knownRegions, path, products, tests }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(developmentRegion, forKey: .developmentRegion)
                try container.encode(kind, forKey: .kind)
                try container.encode(knownRegions, forKey: .knownRegions)
                try container.encode(path, forKey: .path)
                try container.encode(products, forKey: .products)
                try container.encode(tests, forKey: .tests)
            }
        }
        struct LeftOut: Encodable {
            var files: [String], reason: String
        }
        struct App: Encodable {
            var leftOut: [LeftOut], projects: [Project]
        }
        struct Summary: Encodable {
            var app: App?, base: String?, errors: Int, files: Int, languages: [Language], warnings: Int
            enum CodingKeys: String, CodingKey { case app, base, errors, files, languages, warnings }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(app, forKey: .app)
                try container.encode(base, forKey: .base)
                try container.encode(errors, forKey: .errors)
                try container.encode(files, forKey: .files)
                try container.encode(languages, forKey: .languages)
                try container.encode(warnings, forKey: .warnings)
            }
        }
        var diagnostics: [Finding]
        var summary: Summary

        init(_ report: LintReport) {
            diagnostics = report.diagnostics.map { diagnostic in
                Finding(
                    column: diagnostic.location?.column, file: diagnostic.file, line: diagnostic.location?.line,
                    message: diagnostic.message, offset: diagnostic.location?.offset,
                    related: diagnostic.related.map {
                        Related(
                            column: $0.location.column, file: $0.file ?? diagnostic.file, line: $0.location.line,
                            message: $0.message, offset: $0.location.offset)
                    }, rule: diagnostic.rule.id, severity: diagnostic.severity.rawValue)
            }
            summary = Summary(
                app: report.app.map { app in
                    App(
                        leftOut: app.leftOut.map { LeftOut(files: $0.files, reason: $0.reason) },
                        projects: app.projects.map {
                            Project(
                                developmentRegion: $0.developmentRegion, kind: $0.kind, knownRegions: $0.knownRegions,
                                path: $0.path, products: $0.products, tests: $0.tests)
                        })
                },
                base: report.base, errors: report.count(of: .error), files: report.fileCount,
                languages: report.languages.map {
                    Language(
                        coverage: $0.coverage.map { ($0 * 10).rounded() / 10 }, errors: $0.errors, keys: $0.keys,
                        localization: $0.localization, missing: $0.missing, translated: $0.translated,
                        untranslated: $0.untranslated, warnings: $0.warnings)
                }, warnings: report.count(of: .warning))
        }
    }

    /// Messages that exercise every escape JSON has, text outside ASCII and slashes.
    static let messages = [
        "plain", "quote \" and backslash \\ and slash /", "line\nbreak\r\ntab\tbell\u{7}nul\u{0}esc\u{1B}",
        "backspace\u{8} form feed\u{C} unit separator\u{1F} delete\u{7F}", "中文 العربية 🇫🇷 e\u{301}",
        "line separator\u{2028}paragraph\u{2029}", "",
    ]

    /// A report with every kind of value: places and none, files and none, related places or none, a coverage
    /// with a fraction, a whole one and none, and numbers of many digits.
    static var report: LintReport {
        var diagnostics: [Diagnostic] = []
        for (index, message) in messages.enumerated() {
            let place = index % 3 == 2 ? nil : SourceLocation(line: index * 1_000 + 1, column: index + 1, offset: index * 987_654)
            let related = (0..<(index % 3)).map { number in
                Diagnostic.RelatedLocation(
                    file: number == 0 ? nil : "en.lproj/Local/izable \(number).strings",
                    location: SourceLocation(line: number, column: 10 * number + 1, offset: 1_000_000 * number),
                    message: messages[(index + number) % messages.count])
            }
            diagnostics.append(
                Diagnostic(
                    .duplicateKey, message, file: index == 4 ? nil : "fr.lproj/\(message.prefix(5)).strings", at: place,
                    severity: [.error, .warning, .note][index % 3], related: related))
        }
        return LintReport(
            diagnostics: diagnostics,
            languages: [
                .init(localization: "de", keys: 0, missing: 3, errors: 1, warnings: 0),
                .init(localization: "fr", keys: 3, missing: 0, errors: 0, warnings: 7, translated: 2),
                .init(localization: "ja", keys: 3, missing: 0, errors: 0, warnings: 0, translated: 3),
                .init(localization: "en", keys: 3, missing: 0, errors: 0, warnings: 0),
            ],
            fileCount: 1_234_567, base: "en",
            app: LintReport.AppSummary(
                projects: [
                    .init(
                        path: "App/App.xcodeproj", kind: "Xcode project", developmentRegion: nil, knownRegions: ["en", "Base"],
                        products: ["App", "Widget \"Today\""], tests: []),
                    .init(
                        path: "Kit/Package.swift", kind: "Swift package", developmentRegion: "en", knownRegions: [],
                        products: [], tests: ["KitTests"]),
                ],
                leftOut: [.init(reason: "no target copies them", files: ["Old/fr.lproj/Localizable.strings", "Old/日本.strings"])]))
    }

    /// A report of many diagnostics, some listing thousands of places (as a table's missing keys do), so that
    /// `writeElements` writes it in many runs on several threads.
    static var manyFindings: LintReport {
        let diagnostics = (0..<3_000).map { index in
            Diagnostic(
                .missingKey, messages[index % messages.count] + " \(index)", file: "de.lproj/Localizable.strings",
                at: SourceLocation(line: index + 1, column: 1, offset: index * 40), severity: index % 7 == 0 ? .warning : .error,
                related: (0..<(index % 500 == 0 ? 2_500 : index % 3)).map { number in
                    Diagnostic.RelatedLocation(
                        file: "en.lproj/Localizable.strings", location: SourceLocation(line: number + 1, column: 1, offset: number),
                        message: "\"key.\(number)\"")
                })
        }
        return LintReport(
            diagnostics: diagnostics, languages: [.init(localization: "de", keys: 1, missing: 2, errors: 3, warnings: 4)],
            fileCount: 2, base: "en")
    }

    private func encoded(_ report: LintReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Mirror(report)), as: UTF8.self) + "\n"
    }

    @Test(arguments: [Self.report, Self.manyFindings, ReportFixture.report, ReportFixture.clean])
    func theReportReadsAsFoundationsEncoderWritesIt(_ report: LintReport) throws {
        #expect(JSONReportWriter().render(report) == (try encoded(report)))
    }

    @Test(arguments: [1, 100, 1 << 16])
    func piecesOfAnySizeMakeTheSameDocument(_ pieceSize: Int) throws {
        var pieces: [[UInt8]] = []
        var json = PrettyJSONWriter(pieceSize: pieceSize) { pieces.append($0) }
        json.beginObject()
        json.member("a", "x")
        json.key("list")
        json.beginArray()
        for number in 0..<50 { json.value(number) }
        json.endArray()
        json.key("empty")
        json.beginObject()
        json.endObject()
        json.endObject()
        json.finish()
        let document = String(decoding: pieces.joined(), as: UTF8.self)
        let numbers = (0..<50).map { "    \($0)" }.joined(separator: ",\n")
        #expect(document == "{\n  \"a\" : \"x\",\n  \"list\" : [\n\(numbers)\n  ],\n  \"empty\" : {\n\n  }\n}")
        // Every piece but the last is full; a document smaller than a piece goes out as one.
        #expect(pieces.dropLast().allSatisfy { $0.count >= pieceSize })
        #expect(pieceSize > document.utf8.count || pieces.count > 1)
    }
}
