import Foundation
import Testing

/// Every Swift snippet of the README is in this target, line for line, so the README's code compiles with the
/// package (a snippet edited in one place and not the other fails here).
@Suite struct READMESnippetTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The lines that carry code: trimmed, without blank lines and imports (the files import what they need).
    static func codeLines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    static func snippets() throws -> [String] {
        let readme = try String(contentsOf: folder.appendingPathComponent("../../README.md"), encoding: .utf8)
        return readme.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    @Test func theREADMEHasSnippets() throws {
        #expect(try Self.snippets().count >= 6)
    }

    @Test func everyREADMESnippetIsCompiledHere() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix("Snippet.swift") || $0.hasSuffix("Snippets.swift") }
        let compiled = try files.flatMap { name in
            Self.codeLines(try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))
        }
        for snippet in try Self.snippets() {
            let lines = Self.codeLines(snippet)
            let found = compiled.indices.contains { start in
                start + lines.count <= compiled.count && Array(compiled[start..<start + lines.count]) == lines
            }
            #expect(found, "not compiled in Tests/READMETests:\n\(snippet)")
        }
    }
}
