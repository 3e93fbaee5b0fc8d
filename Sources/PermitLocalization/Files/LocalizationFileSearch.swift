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

    /// The largest localization file Permit reads: 64 MiB, far above any real table (a 5 MB file holds some
    /// 45,000 entries), so that a hostile or mistaken path cannot make a server read gigabytes.
    public static let maximumFileSize = 64 * 1_024 * 1_024

    /// Why a file could not be read.
    public enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file does not exist, is a folder, or may not be read.
        case unreadable
        /// The file is larger than `maximumFileSize`.
        case tooLarge(bytes: Int)

        public var description: String {
            switch self {
            case .unreadable: "the file cannot be read"
            case .tooLarge(let bytes):
                "the file has \(bytes) bytes, more than Permit reads (\(maximumFileSize) bytes, 64 MiB); it is left out"
            }
        }
    }

    /// The bytes of the file at `path`, checking its size before reading it.
    public static func contents(of path: String) throws(ReadError) -> [UInt8] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumFileSize {
            throw .tooLarge(bytes: size)
        }
        guard let data = FileManager.default.contents(atPath: path), data.count <= maximumFileSize else {
            throw .unreadable
        }
        return Array(data)
    }
}
