public import PermitLocalization
import Foundation

/// The lines a change touched, so that a lint reports only the findings a change brings (`permit lint
/// --changed-since REF`): a team adopts the lint without fixing every old finding first.
///
/// A finding is in the change when its own line changed, or the line of one of its related locations (a key
/// added to the base is new to the localization that lacks it), or, for a finding about a whole file, when the
/// file changed at all. Files that changed as a whole (new files no diff lists, files whose diff has no lines)
/// count on every line.
///
/// ```swift
/// var changes = ChangedLines(unifiedDiff: diff, root: "/work/app")   // git diff --unified=0 --text
/// changes.insertWholeFile("/work/app/de.lproj/New.strings")            // an untracked file
/// var options = LintOptions()
/// options.changes = changes
/// let report = try Linter.lint(paths: ["/work/app"], options: options)
/// ```
///
/// Files are compared by their absolute paths with symbolic links resolved, so a diagnostic's relative path is
/// read from the current folder.
public struct ChangedLines: Sendable, Hashable {
    /// The changed lines of each file that changed line by line, 1-based, by resolved absolute path; a file whose
    /// change removed lines only has an empty set.
    private var lines: [String: Set<Int>] = [:]
    /// Files that changed as a whole.
    private var wholeFiles: Set<String> = []

    /// No change at all: no finding is in it.
    public init() {}

    /// The changes a unified diff describes, as `git diff --unified=0 --no-renames --text` writes them: each file's
    /// new side, from its `+++ b/PATH` line and its `@@ -a,b +c,d @@` hunks (lines `c` to `c + d - 1`).
    ///
    /// - Parameters:
    ///   - unifiedDiff: The diff. Paths may be quoted as git quotes them; a file whose new side is `/dev/null`
    ///     was deleted and has no lines.
    ///   - root: The folder the diff's paths are relative to (`git rev-parse --show-toplevel`).
    public init(unifiedDiff: String, root: String) {
        var file: String?
        for line in unifiedDiff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                file = Self.newSidePath(line.dropFirst(4)).map { Self.key(for: root + "/" + $0) }
                if let file, lines[file] == nil { lines[file] = [] }
            } else if line.hasPrefix("diff ") {
                file = nil
            } else if line.hasPrefix("@@ "), let file, let added = Self.newSideRange(of: line) {
                lines[file, default: []].formUnion(added)
            }
        }
    }

    /// Counts every line of `path` as changed: a file new since the reference that the diff does not list
    /// (untracked), or one whose content the diff does not show by lines.
    public mutating func insertWholeFile(_ path: String) {
        wholeFiles.insert(Self.key(for: path))
    }

    /// Whether `diagnostic` is in the change; see ``ChangedLines``.
    public func touches(_ diagnostic: Diagnostic) -> Bool {
        // A finding may relate thousands of places in a few files: each file's key is made once.
        var keys: [String: String] = [:]
        func key(_ file: String) -> String {
            if let known = keys[file] { return known }
            let made = Self.key(for: file)
            keys[file] = made
            return made
        }
        if let file = diagnostic.file, touches(key(file), line: diagnostic.location?.line) { return true }
        return diagnostic.related.contains { related in
            guard let file = related.file ?? diagnostic.file else { return false }
            return touches(key(file), line: related.location.line)
        }
    }

    /// Whether the change touches `line` of the file whose key is `key`, or, with no line, the file at all.
    private func touches(_ key: String, line: Int?) -> Bool {
        if wholeFiles.contains(key) { return true }
        guard let changed = lines[key] else { return false }
        guard let line else { return true }
        return changed.contains(line)
    }

    /// The form files are compared in: absolute, standardized, symbolic links resolved.
    private static func key(for path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The path of a `+++` line: `b/PATH`, or `"b/PATH"` with git's C-style escapes; `nil` for `/dev/null`.
    private static func newSidePath(_ text: Substring) -> String? {
        let unquoted = text.first == "\"" ? unescaped(text.dropFirst().dropLast()) : String(text)
        guard unquoted != "/dev/null", unquoted.hasPrefix("b/") else { return nil }
        return String(unquoted.dropFirst(2))
    }

    /// The text of a git-quoted path: `\\`, `\"`, `\t`, `\n` and three-digit octal bytes (UTF-8).
    private static func unescaped(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var characters = Array(text.utf8)[...]
        while let byte = characters.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = characters.popFirst() else {
                bytes.append(byte)
                continue
            }
            switch next {
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = characters.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    characters.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The new side's lines of a hunk header `@@ -a[,b] +c[,d] @@`: `c..<c+d` (`d` is 1 when absent).
    private static func newSideRange(of header: Substring) -> Range<Int>? {
        guard let plus = header.split(separator: " ").dropFirst(2).first, plus.hasPrefix("+") else { return nil }
        let parts = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = Int(parts[0]) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) : 1
        guard let count, count >= 0 else { return nil }
        return start..<(start + count)
    }
}
