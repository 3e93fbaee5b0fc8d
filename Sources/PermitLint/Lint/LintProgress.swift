import PermitLocalization

/// How far a lint has come, for a progress line on a terminal: files read, then table groups compared.
public enum LintProgress: Hashable, Sendable {
    /// `done` of `total` files read.
    case reading(done: Int, total: Int)
    /// `done` of `total` table groups compared across their localizations.
    case comparing(done: Int, total: Int)
}
