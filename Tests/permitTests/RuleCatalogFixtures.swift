import Foundation
import Permit
import PermitLocalization
import Testing

/// The bytes of one fixture file, written as a person would save them.
enum FixtureContents: Sendable, ExpressibleByStringLiteral {
    /// Text saved as UTF-8.
    case text(String)
    /// Raw bytes, for files that are not valid text.
    case bytes([UInt8])
    /// Text saved as UTF-16 little-endian, with or without a byte-order mark.
    case utf16LittleEndian(String, byteOrderMark: Bool)
    /// A dictionary of strings saved by Foundation as a binary property list; `offsetTableOffset`, when given,
    /// replaces the trailer's last field (where the offset table starts), damaging the file.
    case binaryPropertyList([String: String], offsetTableOffset: UInt64? = nil)

    init(stringLiteral text: String) { self = .text(text) }

    /// The file's bytes.
    func bytes() throws -> [UInt8] {
        switch self {
        case .text(let text):
            return Array(text.utf8)
        case .bytes(let bytes):
            return bytes
        case .utf16LittleEndian(let text, let byteOrderMark):
            let units = try #require(text.data(using: .utf16LittleEndian))
            return (byteOrderMark ? [0xFF, 0xFE] : []) + Array(units)
        case .binaryPropertyList(let dictionary, let offsetTableOffset):
            var bytes = Array(
                try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0))
            if let offsetTableOffset {
                let field = (0..<8).reversed().map { UInt8(truncatingIfNeeded: offsetTableOffset >> ($0 * 8)) }
                bytes.replaceSubrange((bytes.count - 8)..., with: field)
            }
            return bytes
        }
    }
}

/// The files of one run of the binary, and what to name on its command line.
struct RuleFixture: Sendable {
    /// The files, by path relative to the scratch folder.
    var files: [String: FixtureContents]
    /// For `permit lint`, the path to lint, relative to the scratch folder; `nil` for the folder itself.
    var lintTarget: String?

    init(_ files: [String: FixtureContents], lintTarget: String? = nil) {
        self.files = files
        self.lintTarget = lintTarget
    }
}

/// The command a rule's fixtures run through.
enum RuleCommand: Sendable {
    /// `permit lint <path> --format json` with extra arguments.
    case lint(arguments: [String] = [])
    /// `permit doctor --plist Info.plist --services <services> --strings-root <folder> --format json`.
    case doctor(services: String)
}

/// A line and column in a reported file.
struct RulePlace: Sendable, Equatable, CustomStringConvertible {
    var line: Int
    var column: Int

    init(_ line: Int, _ column: Int) {
        self.line = line
        self.column = column
    }

    var description: String { "\(line):\(column)" }
}

/// One rule's pair of fixtures: files that make it fire, near-identical files that keep it quiet, and where and
/// how severely the fired diagnostic is reported.
struct RuleCase: Sendable, CustomTestStringConvertible {
    /// The rule id the fire fixture must report and the quiet fixture must not.
    var rule: String
    var command: RuleCommand
    var fire: RuleFixture
    var quiet: RuleFixture
    /// `error`, `warning` or `note`.
    var severity: String
    /// The end of the reported file's path, from the scratch folder's name on.
    var file: String
    /// Where the diagnostic points, or `nil` for a diagnostic about a whole file or folder.
    var place: RulePlace?
    /// A bug that keeps the fire fixture from being reported as the rule says, when there is one.
    var knownIssue: String?

    /// This case, its fire assertions marked as failing for `bug` until the bug is fixed.
    func knownIssue(_ bug: String) -> RuleCase {
        var marked = self
        marked.knownIssue = bug
        return marked
    }

    var testDescription: String { "\(rule) in \(file)" }
}

/// One diagnostic of a `--format json` report.
struct ReportedDiagnostic: Decodable, CustomStringConvertible {
    var rule: String
    var severity: String
    var message: String
    var file: String?
    var line: Int?
    var column: Int?

    var description: String {
        "\(file ?? "-"):\(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-"): \(severity): \(message) [\(rule)]"
    }
}

/// A run of the built binary on a fixture: its exit code and the diagnostics of its JSON report.
struct RuleRun {
    var exitCode: Int32
    var diagnostics: [ReportedDiagnostic]

    /// Writes `fixture` to a scratch folder and runs `command` on it, with `extraArguments` after the command's own.
    init(_ fixture: RuleFixture, _ command: RuleCommand, extraArguments: [String] = []) async throws {
        let scratch = try ScratchFolder()
        for (path, contents) in fixture.files { try scratch.write(path, try contents.bytes()) }
        let folder = scratch.url.path
        let arguments: [String]
        switch command {
        case .lint(let options):
            let target = fixture.lintTarget.map { folder + "/" + $0 } ?? folder
            arguments = ["lint", target, "--format", "json"] + options
        case .doctor(let services):
            arguments = [
                "doctor", "--plist", folder + "/Info.plist", "--services", services, "--strings-root", folder,
                "--format", "json",
            ]
        }
        let result = try await PermitBinary.run(arguments + extraArguments)
        struct Report: Decodable { var diagnostics: [ReportedDiagnostic] }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
        exitCode = result.exitCode
        diagnostics = report.diagnostics
    }
}

/// An XML property list: the declaration and `<plist>` on lines 1 and 2, so `body` starts on line 3.
func xmlPropertyList(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n"
}
