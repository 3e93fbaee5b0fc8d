import PermitLocalization
import Foundation

/// Whether output should carry ANSI colours.
package enum TerminalColors {
    /// Colours are on when the output goes to a terminal and `NO_COLOR` is not in the environment, whatever its
    /// value, even empty.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether the output is a terminal.
    ///   - environment: The process's environment variables.
    package static func enabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && environment["NO_COLOR"] == nil
    }

    /// ``enabled(isTerminal:environment:)`` for this process's standard output and environment.
    package static func enabledForStandardOutput() -> Bool {
        enabled(isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
    }
}
