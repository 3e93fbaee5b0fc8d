import PermitLocalization

/// What a localization file's path says: its table, its `.lproj` folder and localization, and its root.
struct LintPath {
    /// The path as found.
    let path: String
    /// The file name without its extension.
    let tableName: String
    /// The `.lproj` folder holding the file, if it is in one.
    let folder: String?
    /// The folder's name without `.lproj`, if the file is in one.
    let localization: String?
    /// The folder holding the `.lproj` folder, or the file when it is in none (`.` for the current folder).
    let root: String

    init(_ path: String) {
        self.path = path
        let name = Self.lastComponent(of: path)
        tableName = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        let parent = Self.parent(of: path)
        let parentName = Self.lastComponent(of: parent)
        if parentName.hasSuffix(".lproj"), parentName.count > ".lproj".count {
            folder = parent
            localization = String(parentName.dropLast(".lproj".count))
            root = Self.parent(of: parent)
        } else {
            folder = nil
            localization = nil
            root = parent
        }
    }

    private static func lastComponent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
