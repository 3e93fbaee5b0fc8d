import Foundation
import TestSupport
import Testing

/// `permit lint --changed-since REF` in a real git repository: only the findings a change brings.
@Suite struct LintChangedSinceTests {
    /// A repository whose first commit (on `main`) holds en and fr with an old defect: fr's line 1 reads `%d`
    /// where en has `%@`.
    final class Repository {
        let scratch: ScratchFolder
        var path: String { scratch.url.path }

        init() throws {
            scratch = try ScratchFolder()
            try git("init", "-q", "-b", "main")
            try scratch.write("App/en.lproj/L.strings", "\"a\" = \"Hello %@\";\n\"b\" = \"Bye\";\n")
            try scratch.write("App/fr.lproj/L.strings", "\"a\" = \"Bonjour %d\";\n\"b\" = \"Salut\";\n")
            try commit("first")
        }

        /// Runs git in the repository, with no user or system configuration but a name to commit with.
        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let environment = [
                "HOME": path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "T", "GIT_AUTHOR_EMAIL": "t@example.com",
                "GIT_COMMITTER_NAME": "T", "GIT_COMMITTER_EMAIL": "t@example.com",
            ]
            let output = try ChildProcess.run("/usr/bin/env", ["git", "-C", path] + arguments, environment: environment)
            try #require(output.status == 0, "git \(arguments): \(output.standardError)")
            return output.standardOutput
        }

        func commit(_ message: String) throws {
            try git("add", "-A")
            try git("commit", "-q", "-m", message)
        }
    }

    static func lint(_ arguments: [String]) async throws -> PermitBinary.Result {
        try await PermitBinary.run(["lint"] + arguments)
    }

    @Test func withoutTheOptionEveryFindingIsReportedAndWithItOnlyTheChangedOnes() async throws {
        let repository = try Repository()
        let root = repository.path + "/App"
        #expect(try await Self.lint([root]).standardOutput.contains("fr.lproj/L.strings:1:"))
        // Uncommitted: fr's line 2 gets a new defect; en gains a key that fr lacks; an untracked de has a defect.
        try repository.scratch.write("App/fr.lproj/L.strings", "\"a\" = \"Bonjour %d\";\n\"b\" = \"Salut %@\";\n")
        try repository.scratch.write(
            "App/en.lproj/L.strings", "\"a\" = \"Hello %@\";\n\"b\" = \"Bye\";\n\"c\" = \"New\";\n")
        try repository.scratch.write("App/de.lproj/L.strings", "\"a\" = \"Hallo %d\";\n\"b\" = \"Tschüss\";\n\"c\" = \"Neu\";\n")

        let result = try await Self.lint([root, "--changed-since", "HEAD"])
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(root + "/fr.lproj/L.strings:2:") && $0.hasSuffix("[format-specifier-mismatch]") })
        #expect(lines.contains { $0.hasPrefix(root + "/de.lproj/L.strings:1:") && $0.hasSuffix("[format-specifier-mismatch]") })
        #expect(lines.contains { $0.hasPrefix(root + "/fr.lproj/L.strings: error: fr lacks 1 key") })
        // The old defect on fr's unchanged line 1 is left out.
        #expect(!lines.contains { $0.hasPrefix(root + "/fr.lproj/L.strings:1:") })
        #expect(result.standardError.contains("3 errors"))
    }

    @Test func onABranchTheChangeIsWhatTheBranchChangedSinceItLeftTheReference() async throws {
        let repository = try Repository()
        let root = repository.path + "/App"
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.scratch.write("App/fr.lproj/L.strings", "\"a\" = \"Bonjour %d\";\n\"b\" = \"Salut %@\";\n")
        try repository.commit("feature")
        // main moves on after the branch left it: its change is not the branch's.
        try repository.git("checkout", "-q", "main")
        try repository.scratch.write("App/en.lproj/L.strings", "\"a\" = \"Hello %@\";\n\"b\" = \"Bye %@\";\n")
        try repository.commit("main moves")
        try repository.git("checkout", "-q", "feature")

        let result = try await Self.lint([root, "--changed-since", "main"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix(root + "/fr.lproj/L.strings:2:") == true)
        #expect(try await Self.lint([root, "--changed-since", "HEAD"]).exitCode == 0)
    }

    @Test func aUTF16FilesChangedLinesAreFoundByTheirNumbers() async throws {
        let repository = try Repository()
        let root = repository.path + "/App"
        func utf16(_ text: String) async -> [UInt8] { [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        try await repository.scratch.write("App/ja.lproj/L.strings", utf16("\"a\" = \"こんにちは %d\";\n\"b\" = \"さようなら\";\n"))
        try repository.commit("ja")
        try await repository.scratch.write(
            "App/ja.lproj/L.strings", utf16("\"a\" = \"こんにちは %d\";\n\"b\" = \"さようなら %@\";\n"))
        let lines = try await Self.lint([root, "--changed-since", "HEAD"]).standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix(root + "/ja.lproj/L.strings:2:") == true)
    }

    @Test func aReferenceGitDoesNotKnowIsAUsageErrorWithGitsMessage() async throws {
        let repository = try Repository()
        let result = try await Self.lint([repository.path + "/App", "--changed-since", "no-such-branch"])
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("--changed-since no-such-branch:"))
        #expect(result.standardError.contains("no-such-branch"))
        let outside = try ScratchFolder()
        try outside.write("en.lproj/L.strings", "\"a\" = \"A\";\n")
        let notARepository = try await Self.lint([outside.url.path, "--changed-since", "HEAD"])
        #expect(notARepository.exitCode == 2)
        #expect(notARepository.standardError.lowercased().contains("not a git repository"))
        let both = try await Self.lint([repository.path, "--changed-since", "HEAD", "--write-baseline", "b.json"])
        #expect(both.exitCode == 2)
        #expect(both.standardError.contains("cannot be used with --changed-since"))
    }
}
