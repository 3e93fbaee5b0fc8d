/// The services a feature needs: some required, some optional (nice to have).
public struct RequirementSet: Hashable, Sendable {
    /// The services the feature cannot work without.
    public var required: [Service]
    /// The services the feature uses when it may.
    public var optional: [Service]

    /// Creates a set; a service named in both is required.
    public init(required: [Service], optional: [Service] = []) {
        self.required = required
        self.optional = optional.filter { !required.contains($0) }
    }

    /// The set with every optional service made required.
    public var allRequired: RequirementSet { RequirementSet(required: required + optional) }
}
