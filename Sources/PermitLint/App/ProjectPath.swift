import Foundation
import PermitLocalization

/// Paths as a project names them, made comparable with the paths a lint finds: absolute, with `.` and `..`
/// resolved lexically (a project's references are lexical too: Xcode does not follow links to resolve them).
enum ProjectPath {
    /// The bytes of the project file at `path`, or an error naming it.
    static func contents(of path: String) throws(ProjectReadError) -> [UInt8] {
        do {
            return try LocalizationFileSearch.contents(of: path)
        } catch {
            throw ProjectReadError(file: path, location: nil, message: error.description)
        }
    }

    /// `path` made absolute against the current folder, `.`/`..` and repeated slashes resolved.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? normalized(path) : join(FileManager.default.currentDirectoryPath, path)
    }

    /// The absolute `path` with its symbolic links resolved, when it exists (a subproject named through a link to
    /// its folder, senuti's `sparkle` for `external/sparkle`); else `path` as it is.
    static func resolvingLinks(_ path: String) -> String {
        realPath(path) ?? path
    }

    /// The path `path` names with every link resolved, if it exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `relative` resolved against the absolute folder `base` (an absolute `relative` is taken as it is).
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalized(relative) }
        if relative.isEmpty { return normalized(base) }
        return normalized(base + "/" + relative)
    }

    /// Whether `path` is `folder` or lies below it; both absolute and normalized.
    static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "/" { return true }
        return path == folder || (path.hasPrefix(folder) && path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/"))
    }

    /// The names in the folder at `path` (`.` and `..` left out); none when it cannot be read.
    static func entryNames(of path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The folder holding `path`.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    private static func normalized(_ path: String) -> String {
        if isNormalized(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is absolute and has no empty, `.` or `..` component and no trailing slash: what `normalized`
    /// makes of it is itself (most paths a project names, joined to a normal folder).
    private static func isNormalized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == slash else { return false }
        var componentLength = 0
        var componentIsDots = true
        while let byte = bytes.next() {
            if byte == slash {
                if componentLength == 0 || (componentIsDots && componentLength <= 2) { return false }
                (componentLength, componentIsDots) = (0, true)
            } else {
                componentLength += 1
                if byte != dot { componentIsDots = false }
            }
        }
        return path == "/" || !(componentLength == 0 || (componentIsDots && componentLength <= 2))
    }
}
