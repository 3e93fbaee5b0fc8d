import Foundation
import Testing

@testable import PermitLint
@testable import PermitLocalization

/// A folder of localization files written into a fresh temporary folder for one test.
struct LintFixture {
    /// The temporary folder.
    let root: String

    /// Writes each file (path relative to the root, UTF-8 text) and creates the empty folders named in `folders`.
    init(_ files: [String: String], folders: [String] = []) throws {
        root = NSTemporaryDirectory() + "permit-lint-" + UUID().uuidString
        let manager = FileManager.default
        for folder in folders {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for (relative, text) in files {
            let path = root + "/" + relative
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    /// The absolute path of a file or folder of the fixture.
    func path(_ relative: String) -> String { root + "/" + relative }

    /// Lints the whole fixture (or `relatives` under it).
    func lint(_ relatives: [String] = [""], options: LintOptions = LintOptions()) throws -> LintReport {
        try Linter.lint(paths: relatives.map { $0.isEmpty ? root : path($0) }, options: options)
    }

    /// A XIB whose one label has the app look up each key of `attributes` (by key path) through a string runtime
    /// attribute, as IBLocalizable's `localizableString` does.
    static func xib(runtimeAttributes attributes: [(keyPath: String, value: String)]) -> String {
        let lines = attributes.map { attribute in
            "                <userDefinedRuntimeAttribute type=\"string\" keyPath=\"\(attribute.keyPath)\" value=\"\(attribute.value)\"/>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <label id="a">
                        <userDefinedRuntimeAttributes>
            \(lines.joined(separator: "\n"))
                        </userDefinedRuntimeAttributes>
                    </label>
                </objects>
            </document>

            """
    }

    /// Removes the fixture.
    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// A diagnostic reduced to what tests compare: rule id, file relative to a fixture, and line:column.
struct LintHit: Hashable, CustomStringConvertible {
    var rule: String
    var file: String
    var place: String

    init(_ rule: String, _ file: String, _ place: String) {
        self.rule = rule
        self.file = file
        self.place = place
    }

    var description: String { "\(rule) \(file) \(place)" }
}

extension LintReport {
    /// The diagnostics as hits, files relative to `fixture`.
    func hits(in fixture: LintFixture) -> [LintHit] {
        diagnostics.map { diagnostic in
            let file = diagnostic.file.map { $0.hasPrefix(fixture.root + "/") ? String($0.dropFirst(fixture.root.count + 1)) : $0 } ?? ""
            return LintHit(diagnostic.rule.id, file, diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-")
        }
    }

    /// The hits of one rule.
    func hits(_ rule: String, in fixture: LintFixture) -> [LintHit] {
        hits(in: fixture).filter { $0.rule == rule }
    }
}
