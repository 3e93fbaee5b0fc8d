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

    /// Every field of `facts`, to compare facts read at different times.
    private static func fields(_ facts: SwiftSourceFacts?) -> String {
        String(reflecting: facts)
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
        #expect(Self.fields(cache.facts(ofFileAt: source)) == Self.fields(read))
        // Changed since: read afresh.
        try Data("let other = 1\n".utf8).write(to: URL(fileURLWithPath: source))
        #expect(cache.facts(ofFileAt: source) == nil)
    }

    /// Every kind of fact comes back as it was kept: parameters, defaults, placeholders, searches of each operand.
    @Test func everyKindOfFactComesBack() throws {
        let fixture = try LintFixture([
            "App/Kinds.swift": """
                extension String {
                    func localized(_ table: String? = nil) -> String {
                        NSLocalizedString(self, tableName: table, value: "", comment: "")
                            .replacingOccurrences(of: "{name}", with: "x").replacingOccurrences(of: "%\\(1)", with: "y")
                    }
                }
                extension NSMutableAttributedString {
                    func underline(_ part: String) { _ = mutableString.range(of: part, options: .caseInsensitive) }
                }
                final class View {
                    let terms = "terms".localized()
                    func show() {
                        let text = NSMutableAttributedString(string: "agree".localized(nil))
                        text.underline(self.terms)
                        _ = (L10n.Agreement.text as NSString).range(of: L10n.Agreement.terms)
                        _ = "Größe: \\(1)".localized("Ünïcode")
                    }
                }

                """
        ])
        defer { fixture.remove() }
        let source = fixture.path("App/Kinds.swift")
        let read = SwiftSourceReader.facts(of: try String(contentsOfFile: source, encoding: .utf8))
        #expect(read.searches.count >= 3 && read.functions.contains { !$0.replaces.isEmpty })
        let cache = SwiftFactsCache(directory: fixture.path("cache"))
        cache.keep(read, ofFileAt: source)
        #expect(Self.fields(cache.facts(ofFileAt: source)) == Self.fields(read))
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
        try Data("permit-code-facts-1 cut short".utf8).write(to: URL(fileURLWithPath: cache.folder + "/" + files[0]))
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
