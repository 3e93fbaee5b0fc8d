import ArgumentParser

import Foundation
import Permit

/// `permit`: the command-line face of Permit.
@main
struct PermitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "permit",
        abstract: "Validate and convert Apple localization files; explain permission errors in any language.",
        version: version,
        subcommands: [
            ExplainCommand.self, LintCommand.self, RulesCommand.self, ConvertCommand.self, NegotiateCommand.self, DoctorCommand.self,
            PlanCommand.self,
        ]
    )

    /// Permit's version, printed by `--version` and recorded in SARIF logs.
    static let version = PermitVersion.current

    /// Runs the command, with the exit codes a CI script relies on: 0 success, 1 defects found, 2 usage errors
    /// (ArgumentParser's own code for those is 64).
    static func main() async {
        do {
            var command = try parseAsRoot(ExplainCommand.namingNegativeStatusCodes(in: Array(CommandLine.arguments.dropFirst())))
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                printToStandardError(fullMessage(for: error))
                Foundation.exit(ExitCode.usageError.rawValue)
            }
            exit(withError: error)
        }
    }
}

extension ExitCode {
    /// Defects were found (errors, or warnings with `--warnings-as-errors`).
    static let defectsFound = ExitCode(1)
    /// The command line was wrong: an unknown option, a missing file.
    static let usageError = ExitCode(2)
}
