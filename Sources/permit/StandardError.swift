import Foundation

/// Writes a line to standard error, where summaries and diagnostics of `convert` go so that standard output
/// stays parseable.
func printToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
