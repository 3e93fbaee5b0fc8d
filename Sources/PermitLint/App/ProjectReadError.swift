import PermitLocalization

/// A project file the lint could not read: where, and why. The lint then judges that project's files as if there
/// were no project, and says so.
struct ProjectReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that could not be read.
    var file: String
    /// Where reading stopped, when it is known.
    var location: SourceLocation?
    /// What is wrong.
    var message: String

    var description: String { "\(file)\(location.map { ":\($0)" } ?? ""): \(message)" }
}
