import Foundation
import Testing

/// Every Swift snippet of the documentation (the README, `ARCHITECTURE.md`, every Markdown file under `docs/`, and
/// the articles of the DocC catalogs in `Sources/`) is in this target, line for line, so the documentation's code
/// compiles with the package (a snippet edited in one place and not the other fails here). An excerpt of a
/// `Package.swift` (a snippet whose first line is `// Package.swift`) compiles only in a manifest, and is left out.
@Suite struct READMESnippetTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = folder.appendingPathComponent("../..").standardizedFileURL

    /// The lines that carry code: trimmed, without blank lines and imports (the files import what they need).
    static func codeLines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    /// The Markdown documents whose Swift snippets must compile, as paths from the package's root: `README.md`,
    /// `ARCHITECTURE.md`, every `.md` file under `docs/`, and every article of a `.docc` catalog in a target's
    /// folder.
    static func documents() throws -> [String] {
        func markdown(under folder: String) -> [String] {
            let found = FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent(folder).path)?
                .compactMap { $0 as? String } ?? []
            return found.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
        }
        let targets = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Sources").path)
        let catalogs = targets.sorted().flatMap { target in
            markdown(under: "Sources/" + target).filter { $0.contains(".docc/") }
        }
        return ["README.md", "ARCHITECTURE.md"].filter {
            FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent($0).path)
        } + markdown(under: "docs") + catalogs
    }

    /// The ```swift blocks of the document at `path` (from the package's root).
    static func snippets(of path: String) throws -> [String] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        return text.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
            .filter { !$0.hasPrefix("// Package.swift") }
    }

    /// Every snippet of every document, with the document it is in.
    static func snippets() throws -> [(document: String, snippet: String)] {
        try documents().flatMap { document in try snippets(of: document).map { (document, $0) } }
    }

    @Test func theDocumentsAreFound() throws {
        let documents = try Self.documents()
        #expect(documents.contains("README.md"))
        #expect(documents.contains("docs/translators-guide.md"))
        #expect(documents.contains("docs/server-guide.md"))
        #expect(documents.contains("Sources/Permit/Permit.docc/Permit.md"))
    }

    @Test func theDocumentationHasSnippets() throws {
        #expect(try Self.snippets().count >= 6)
        #expect(try !Self.snippets(of: "README.md").isEmpty)
    }

    @Test func everySnippetIsCompiledHere() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix("Snippet.swift") || $0.hasSuffix("Snippets.swift") }
        let compiled = try files.flatMap { name in
            Self.codeLines(try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))
        }
        for (document, snippet) in try Self.snippets() {
            let lines = Self.codeLines(snippet)
            let found = compiled.indices.contains { start in
                start + lines.count <= compiled.count && Array(compiled[start..<start + lines.count]) == lines
            }
            #expect(found, "a snippet of \(document) is not compiled in Tests/READMETests:\n\(snippet)")
        }
    }
}
