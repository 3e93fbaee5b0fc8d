public import PermitLocalization
import Foundation

/// What a lint compares with and which rules it applies.
public struct LintOptions: Sendable {
    /// The localization the others are compared with; `nil` picks one (see `Linter`).
    public var base: String?
    /// The ids of the rules whose diagnostics are dropped.
    public var disabledRules: Set<String>
    /// The ids of rules that are off by default (`DiagnosticRule.isEnabledByDefault`) to apply.
    public var enabledRules: Set<String> = []
    /// The keys every localization must have, by table name (`Localizable` for `Localizable.strings`).
    public var requiredKeys: [String: Set<String>]
    /// Severities that replace rules' own, by rule id (`missing-key` as a warning, for an app that falls back to
    /// its development language).
    public var severities: [String: DiagnosticSeverity]
    /// Findings accepted already: they are left out of the report (see ``LintBaseline``).
    public var baseline: LintBaseline?
    /// The change to report on: when set, only the findings in it are reported (see ``ChangedLines``).
    public var changes: ChangedLines?
    /// Projects to read besides those found below the linted folders: an `.xcodeproj`, XcodeGen's `project.yml`, a
    /// `Package.swift`, or a folder holding them (see ``LintReport/AppSummary``).
    public var projects: [String] = []
    /// Told how far the lint has come, as it goes (on the linting thread).
    public var progress: (@Sendable (LintProgress) -> Void)?
    /// A folder where the lint keeps what it read from the app's Swift files, so that a file unchanged since an
    /// earlier lint is not parsed again; `nil` (the default) keeps nothing. The findings are the same either way.
    public var cacheDirectory: String?

    /// Where a command-line lint keeps its cache by default: `permit` in the user's caches folder (`~/.cache` on
    /// Linux, `~/Library/Caches` on macOS).
    public static var defaultCacheDirectory: String? {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?.appendingPathComponent("permit").path
    }

    /// Creates options; by default the base is picked, every rule applies at its own severity, no key is
    /// required and nothing is accepted already.
    public init(
        base: String? = nil, disabledRules: Set<String> = [], requiredKeys: [String: Set<String>] = [:],
        severities: [String: DiagnosticSeverity] = [:], baseline: LintBaseline? = nil,
        progress: (@Sendable (LintProgress) -> Void)? = nil
    ) {
        self.base = base
        self.disabledRules = disabledRules
        self.requiredKeys = requiredKeys
        self.severities = severities
        self.baseline = baseline
        self.progress = progress
    }
}
