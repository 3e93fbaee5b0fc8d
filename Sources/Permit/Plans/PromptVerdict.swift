/// Whether an app may go on, from the required steps of a prompt plan.
public enum PromptVerdict: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every required permission is granted (in part where the flow accepts part).
    case ready
    /// A required permission cannot be obtained now: denied, restricted, unavailable, too old a system, declined
    /// for good, or granted in part where the flow needs all of it. Only the person, in Settings or by updating,
    /// can change that (or nothing can).
    case blocked
    /// No required permission is blocked, and one can still be asked (now, or after waiting).
    case pending
}
