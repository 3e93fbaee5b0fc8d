import ArgumentParser
import Foundation
import PermitLint
import PermitLocalization

/// `permit negotiate`: which of a bundle's localizations a person gets, and the chain a missing key falls back
/// along, with the reason for each step.
struct NegotiateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "negotiate",
        abstract: "Choose localizations for language preferences, with Apple's semantics.",
        discussion: """
            Prints the localizations Apple's runtime would use for the preferences, then the chain a key missing \
            from them falls back along, each with the reason it was chosen. Names are printed exactly as given \
            in --available. JSON: {"localizations": [...], "fallback": [...], "reasons": {name: reason}}.
            """
    )

    @Option(help: "The localizations a bundle has, comma-separated (en,fr,zh-Hant,Base,English...).")
    var available: String

    @Option(help: "Preferred languages, most preferred first, comma-separated BCP 47 tags.")
    var prefer: String?

    @Option(help: "An HTTP Accept-Language header, instead of --prefer.")
    var acceptLanguage: String?

    @Option(help: "The development language, the end of every fallback chain.")
    var developmentLanguage = "en"

    @Option(help: "Output form: text or json.")
    var format: ReportFormat = .text

    func validate() throws {
        guard (prefer == nil) != (acceptLanguage == nil) else {
            throw ValidationError("give either --prefer or --accept-language, not both and not neither")
        }
        guard !availableNames.isEmpty else { throw ValidationError("--available names no localization") }
    }

    private var availableNames: [String] { Self.list(available) }

    /// The preferences, from `--prefer` or from the header's ranges in order of quality (`*` is left out: it
    /// prefers nothing in particular).
    private var preferences: [String] {
        if let prefer { return Self.list(prefer) }
        return AcceptLanguage(parsing: acceptLanguage ?? "").languageTags
    }

    func run() throws {
        let negotiation = LocalizationMatcher(available: availableNames, developmentLanguage: developmentLanguage)
            .negotiate(preferences: preferences)
        switch format {
        case .text:
            print("preferences: " + (preferences.isEmpty ? "(none)" : preferences.joined(separator: ", ")))
            print("localizations:")
            for match in negotiation.localizations { print("  \(match.localization): \(match.reason)") }
            if negotiation.localizations.isEmpty { print("  (none matches)") }
            print("fallback:")
            for match in negotiation.fallback { print("  \(match.localization): \(match.reason)") }
        case .json:
            struct Output: Encodable {
                var localizations: [String]
                var fallback: [String]
                var reasons: [String: String]
            }
            let reasons = Dictionary(
                (negotiation.localizations + negotiation.fallback).map { ($0.localization, $0.reason.description) },
                uniquingKeysWith: { first, _ in first })
            let output = Output(
                localizations: negotiation.localizations.map(\.localization),
                fallback: negotiation.fallback.map(\.localization), reasons: reasons)
            print(try prettyJSON(output))
        }
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
