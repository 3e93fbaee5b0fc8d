import Foundation
import PermitLint

/// What changed in a git working tree since a reference, for `permit lint --changed-since`.
enum GitChanges {
    /// Why the changes could not be read: git's own message, or why git could not run.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The lines changed in the working tree (committed or not) since the commit where it left `reference`
    /// (`git diff --merge-base`: for a branch, what the branch changed, whatever `reference` gained since), and
    /// every untracked file that git does not ignore, whole.
    ///
    /// - Parameters:
    ///   - paths: The paths the lint reads: only their changes are asked for.
    ///   - folder: A folder inside the working tree.
    static func changedLines(
        since reference: String, under paths: [String], in folder: String
    ) throws(Failure) -> ChangedLines {
        let root = try git(["rev-parse", "--show-toplevel"], in: folder).trimmingCharacters(in: .newlines)
        // Absolute: git runs in the repository's root, and the paths are named from the current folder.
        let pathspecs = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        // --text: a UTF-16 file's lines are still the lines between its newline bytes, so its line numbers hold.
        let diff = try git(
            ["-c", "core.quotePath=false", "diff", "--merge-base", reference, "--unified=0", "--no-renames", "--text",
             "--no-color", "--no-ext-diff", "--"] + pathspecs,
            in: root)
        var changes = ChangedLines(unifiedDiff: diff, root: root)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "--full-name", "-z", "--"] + pathspecs, in: root)
        for path in untracked.split(separator: "\0") { changes.insertWholeFile(root + "/" + path) }
        return changes
    }

    /// Runs git in `folder`: its standard output, or its standard error as the failure when it exits non-zero.
    private static func git(_ arguments: [String], in folder: String) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error.localizedDescription)")
        }
        // Git's messages are short, so reading all of standard output first cannot leave it blocked on the other.
        let standardOutput = output.fileHandleForReading.readDataToEndOfFile()
        let standardError = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: standardError, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: message.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : message)
        }
        return String(decoding: standardOutput, as: UTF8.self)
    }
}
