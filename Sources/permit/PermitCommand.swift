import ArgumentParser

/// `permit`: the command-line face of Permit.
@main
struct PermitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "permit",
        abstract: "Validate and convert Apple localization files; explain permission errors in any language.",
        subcommands: []
    )
}
