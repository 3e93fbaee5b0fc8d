import Foundation
import Testing

@testable import PermitLint

/// The cache of what the lint read from Swift files: the same findings, cold or warm, and never a stale fact.
@Suite struct SwiftFactsCacheTests {
    /// An app whose Swift code holds a helper, a formatted lookup and a lookup with a default value.
    static let app: [String: String] = [
        "App/en.lproj/Localizable.strings": """
            "files.count" = "%d files";
            "title" = "Welcome";
            "hint" = "Tap to start";

            """,
        "App/fr.lproj/Localizable.strings": "\"files.count\" = \"%@ fichiers\";\n",
        "App/Texts.swift": """
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
            }
            let count = String(format: "files.count".localized, 3)
            let title = NSLocalizedString("title", value: "Welcome", comment: "")

            """,
    ]

    /// The JSON of `facts`, to compare facts read at different times.
    private static func json(_ facts: SwiftSourceFacts?) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(facts)
    }

    @Test func factsKeptAreTheFactsRead() throws {
        let fixture = try LintFixture(Self.app)
        defer { fixture.remove() }
        let source = fixture.path("App/Texts.swift")
        let read = SwiftSourceReader.facts(of: try String(contentsOfFile: source, encoding: .utf8))
        #expect(!read.calls.isEmpty && !read.functions.isEmpty)
        let cache = SwiftFactsCache(directory: fixture.path("cache"))
        #expect(cache.facts(ofFileAt: source) == nil)
        cache.keep(read, ofFileAt: source)
        #expect(try Self.json(cache.facts(ofFileAt: source)) == Self.json(read))
        // Changed since: read afresh.
        try Data("let other = 1\n".utf8).write(to: URL(fileURLWithPath: source))
        #expect(cache.facts(ofFileAt: source) == nil)
    }

    /// A cache file that is not the cache's (damaged, or another file's) is read past.
    @Test func aDamagedCacheFileIsReadPast() throws {
        let fixture = try LintFixture(Self.app)
        defer { fixture.remove() }
        let cache = SwiftFactsCache(directory: fixture.path("cache"))
        let source = fixture.path("App/Texts.swift")
        cache.keep(SwiftSourceFacts(), ofFileAt: source)
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.folder)
        #expect(files.count == 1)
        try Data("{\"path\": 3".utf8).write(to: URL(fileURLWithPath: cache.folder + "/" + files[0]))
        #expect(cache.facts(ofFileAt: source) == nil)
    }

    /// The lint's findings are the same without a cache, with a cold one, with a warm one, and with one it cannot
    /// write.
    @Test func theFindingsAreTheSameCacheOrNot() throws {
        let fixture = try LintFixture(Self.app)
        defer { fixture.remove() }
        let messages = { (directory: String?) throws -> [String] in
            var options = LintOptions()
            options.cacheDirectory = directory
            return try fixture.lint(options: options).diagnostics.map { "\($0.rule.id) \($0.message)" }
        }
        let fresh = try messages(nil)
        #expect(fresh.contains { $0.hasPrefix("format-specifier-mismatch") })
        // What the code tells: "title" has a default value (English shows), "hint" is named nowhere.
        #expect(fresh.contains { $0.hasPrefix("missing-translation") && $0.contains("\"title\"") })
        #expect(fresh.contains { $0.hasPrefix("missing-key") && $0.contains("no string of the app's code names") })
        #expect(try messages(fixture.path("cache")) == fresh)
        #expect(try messages(fixture.path("cache")) == fresh)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("cache/code-facts")).count == 1)
        try Data().write(to: URL(fileURLWithPath: fixture.path("blocked")))
        #expect(try messages(fixture.path("blocked/cache")) == fresh)
    }
}
