import Foundation
import PermitLint
import PermitLocalization

/// A lint's progress on one line of standard error, rewritten in place, for text output on a terminal only: never
/// in JSON, SARIF or GitHub output, nor when standard error is a file or a pipe.
enum ProgressLine {
    /// The progress callback for `format`, or `nil` when no line should be drawn.
    static func reporter(for format: LintReportFormat) -> (@Sendable (LintProgress) -> Void)? {
        guard format == .text, isatty(STDERR_FILENO) == 1 else { return nil }
        return { progress in
            let (done, total, what) =
                switch progress {
                case .reading(let done, let total): (done, total, "files read")
                case .comparing(let done, let total): (done, total, "tables compared across languages")
                }
            // Every 25th step and the last: a redraw per file would cost more than reading it.
            guard done == total || done % 25 == 0 else { return }
            write("\r\u{1B}[K\(done)/\(total) \(what)")
        }
    }

    /// Erases the line, before the report is printed.
    static func clear(for format: LintReportFormat) {
        guard format == .text, isatty(STDERR_FILENO) == 1 else { return }
        write("\r\u{1B}[K")
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
