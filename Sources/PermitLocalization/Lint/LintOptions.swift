/// What a lint compares with and which rules it applies.
public struct LintOptions: Sendable {
    /// The localization the others are compared with; `nil` picks one (see `Linter`).
    public var base: String?
    /// The ids of the rules whose diagnostics are dropped.
    public var disabledRules: Set<String>
    /// The keys every localization must have, by table name (`Localizable` for `Localizable.strings`).
    public var requiredKeys: [String: Set<String>]

    /// Creates options; by default the base is picked, every rule applies and no key is required.
    public init(base: String? = nil, disabledRules: Set<String> = [], requiredKeys: [String: Set<String>] = [:]) {
        self.base = base
        self.disabledRules = disabledRules
        self.requiredKeys = requiredKeys
    }
}
