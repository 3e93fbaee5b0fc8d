/// A set-up problem: translations that are not where they were said to be.
///
/// Like swift-subprocess's errors, it carries an extensible `Code` and the paths it concerns, so that a server
/// can fail at start-up with a message that names what to fix.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// The folder given as a catalog's root does not exist.
        public static let missingRoot = Code(name: "missing-root")
        /// The path given as a catalog's root is a file, not a folder.
        public static let rootIsNotAFolder = Code(name: "root-is-not-a-folder")
        /// Permit's shipped translations were found in none of the places they can be.
        public static let resourcesNotFound = Code(name: "resources-not-found")

        public var description: String { name }
    }

    /// What went wrong.
    public var code: Code
    /// The paths looked at, in the order they were tried.
    public var paths: [String]

    /// Creates an error.
    package init(code: Code, paths: [String]) {
        self.code = code
        self.paths = paths
    }

    public var description: String {
        switch code {
        case .missingRoot: "no translations folder at \(paths.joined(separator: ", "))"
        case .rootIsNotAFolder: "\(paths.joined(separator: ", ")) is a file, not a folder of translations"
        case .resourcesNotFound:
            "Permit's shipped translations (Permit_PermitResources) were not found; looked in: "
                + paths.joined(separator: ", ")
                + ". Copy the resource bundle beside the executable or pass its path explicitly."
        default: "\(code): \(paths.joined(separator: ", "))"
        }
    }
}
