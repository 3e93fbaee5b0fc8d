import Foundation
import PermitLocalization
import Testing

@testable import PermitLint

/// Which findings a change holds, from `git diff --unified=0` output.
@Suite struct ChangedLinesTests {
    static let root = "/repo"

    static func diagnostic(
        _ file: String?, line: Int?, related: [(file: String?, line: Int)] = []
    ) -> Diagnostic {
        Diagnostic(
            .missingKey, "m", file: file, at: line.map { SourceLocation(line: $0, column: 1, offset: 0) },
            related: related.map { .init(file: $0.file, location: SourceLocation(line: $0.line, column: 1, offset: 0), message: "r") })
    }

    /// Two files: fr changed lines 3 and 7-8, en lost lines only; a deleted file; a hunk without a count.
    static let diff = """
        diff --git a/App/fr.lproj/L.strings b/App/fr.lproj/L.strings
        index 1111111..2222222 100644
        --- a/App/fr.lproj/L.strings
        +++ b/App/fr.lproj/L.strings
        @@ -3 +3 @@
        -"a" = "A";
        +"a" = "Aa";
        @@ -9,0 +7,2 @@ "b" = "B";
        +"c" = "C";
        +"d" = "D";
        diff --git a/App/en.lproj/L.strings b/App/en.lproj/L.strings
        --- a/App/en.lproj/L.strings
        +++ b/App/en.lproj/L.strings
        @@ -4,2 +3,0 @@
        -"x" = "X";
        -"y" = "Y";
        diff --git a/App/de.lproj/L.strings b/App/de.lproj/L.strings
        deleted file mode 100644
        --- a/App/de.lproj/L.strings
        +++ /dev/null
        @@ -1 +0,0 @@
        -"a" = "A";
        """

    @Test func aFindingOnAChangedLineIsInTheChangeAndOneElsewhereIsNot() {
        let changes = ChangedLines(unifiedDiff: Self.diff, root: Self.root)
        let fr = "/repo/App/fr.lproj/L.strings"
        #expect(changes.touches(Self.diagnostic(fr, line: 3)))
        #expect(changes.touches(Self.diagnostic(fr, line: 7)))
        #expect(changes.touches(Self.diagnostic(fr, line: 8)))
        #expect(!changes.touches(Self.diagnostic(fr, line: 2)))
        #expect(!changes.touches(Self.diagnostic(fr, line: 4)))
        #expect(!changes.touches(Self.diagnostic(fr, line: 9)))
        // A file the diff does not name did not change.
        #expect(!changes.touches(Self.diagnostic("/repo/App/ja.lproj/L.strings", line: 3)))
        #expect(!changes.touches(Self.diagnostic("/repo/App/ja.lproj/L.strings", line: nil)))
        #expect(!changes.touches(Self.diagnostic(nil, line: nil)))
    }

    @Test func aFindingAboutAWholeFileIsInTheChangeWhenTheFileChangedAtAll() {
        let changes = ChangedLines(unifiedDiff: Self.diff, root: Self.root)
        // en only lost lines: no line of it is new, but the file changed.
        #expect(changes.touches(Self.diagnostic("/repo/App/en.lproj/L.strings", line: nil)))
        #expect(!changes.touches(Self.diagnostic("/repo/App/en.lproj/L.strings", line: 3)))
        #expect(changes.touches(Self.diagnostic("/repo/App/fr.lproj/L.strings", line: nil)))
    }

    @Test func aFindingWhoseRelatedPlaceChangedIsInTheChange() {
        let changes = ChangedLines(unifiedDiff: Self.diff, root: Self.root)
        // ja lacks a key that fr's line 7 added: the finding is about ja, its related place is the new line.
        let lacking = Self.diagnostic(
            "/repo/App/ja.lproj/L.strings", line: nil, related: [("/repo/App/fr.lproj/L.strings", 7)])
        #expect(changes.touches(lacking))
        let old = Self.diagnostic(
            "/repo/App/ja.lproj/L.strings", line: nil, related: [("/repo/App/fr.lproj/L.strings", 2)])
        #expect(!changes.touches(old))
        // A related place without a file is in the diagnostic's file.
        #expect(changes.touches(Self.diagnostic("/repo/App/fr.lproj/L.strings", line: 1, related: [(nil, 8)])))
    }

    @Test func aWholeFileCountsOnEveryLine() {
        var changes = ChangedLines(unifiedDiff: "", root: Self.root)
        changes.insertWholeFile("/repo/App/it.lproj/L.strings")
        #expect(changes.touches(Self.diagnostic("/repo/App/it.lproj/L.strings", line: 12_345)))
        #expect(changes.touches(Self.diagnostic("/repo/App/it.lproj/L.strings", line: nil)))
        #expect(!ChangedLines().touches(Self.diagnostic("/repo/App/it.lproj/L.strings", line: 1)))
    }

    @Test func quotedPathsAreUnescapedAndRelativePathsReadFromTheCurrentFolder() throws {
        let diff = """
            diff --git "a/App/f\\303\\251\\"s.strings" "b/App/f\\303\\251\\"s.strings"
            --- "a/App/f\\303\\251\\"s.strings"
            +++ "b/App/f\\303\\251\\"s.strings"
            @@ -1 +1 @@
            """
        #expect(ChangedLines(unifiedDiff: diff, root: Self.root).touches(Self.diagnostic("/repo/App/fé\"s.strings", line: 1)))
        let current = FileManager.default.currentDirectoryPath
        let relative = ChangedLines(unifiedDiff: "+++ b/x.strings\n@@ -2 +2 @@\n", root: current)
        #expect(relative.touches(Self.diagnostic("x.strings", line: 2)))
        #expect(relative.touches(Self.diagnostic("./sub/../x.strings", line: 2)))
    }

    @Test func pathsAreComparedWithSymbolicLinksResolved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("changed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link").path, withDestinationPath: folder.appendingPathComponent("real").path)
        FileManager.default.createFile(atPath: folder.appendingPathComponent("real/L.strings").path, contents: Data())
        let changes = ChangedLines(unifiedDiff: "+++ b/real/L.strings\n@@ -0,0 +1 @@\n", root: folder.path)
        #expect(changes.touches(Self.diagnostic(folder.appendingPathComponent("link/L.strings").path, line: 1)))
    }
}
