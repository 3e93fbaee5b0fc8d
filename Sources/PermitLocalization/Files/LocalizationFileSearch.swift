import Foundation

/// Finds the localization files named by command-line paths: files as given, folders searched recursively.
public enum LocalizationFileSearch {
    /// A path that does not exist or cannot be read.
    public struct MissingPathError: Error, CustomStringConvertible {
        /// The path as given.
        public var path: String
        public var description: String { "no such file or folder: \(path)" }
    }

    /// The localization files at or below `paths`, each folder's files in sorted order. A file named directly
    /// is kept whatever its extension, so that a misnamed file can still be checked.
    public static func files(at paths: [String]) throws(MissingPathError) -> [String] {
        var found: [String] = []
        let fileManager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { throw MissingPathError(path: path) }
            guard isFolder.boolValue else {
                found.append(path)
                continue
            }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            let relativePaths = (fileManager.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
            found += relativePaths.filter { LocalizationFileKind(path: $0) != nil }.sorted().map { folder + "/" + $0 }
        }
        return found
    }

    /// The bytes of the file at `path`, or `nil` when it cannot be read.
    public static func contents(of path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
}
