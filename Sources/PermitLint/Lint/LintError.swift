import PermitLocalization

/// A request the linter cannot carry out: the problem is in how it was asked, not in the files.
public struct LintError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the request.
    public enum Reason: Hashable, Sendable {
        /// A path that does not exist or cannot be read.
        case missingPath(String)
        /// A base localization that none of the files has.
        case unknownBase(String, available: [String])
        /// A disabled rule id that no rule has.
        case unknownRule(String)
    }

    /// What is wrong.
    public var reason: Reason

    /// Creates an error.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// A sentence for a person.
    public var description: String {
        switch reason {
        case .missingPath(let path):
            "no such file or folder: \(path)"
        case .unknownBase(let base, let available):
            "the base localization \(base) is not among the localizations found ("
                + (available.isEmpty ? "none" : available.joined(separator: ", ")) + ")"
        case .unknownRule(let id):
            "no rule has the id \(id)"
        }
    }
}
