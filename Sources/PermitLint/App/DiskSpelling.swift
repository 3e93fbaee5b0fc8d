import Foundation

/// Paths a project names, spelled as the disk spells them. Xcode runs on macOS's case-insensitive file system,
/// where a project's `FunnyFM/Controllers/en.lproj/About.strings` finds the folder `FunnyFm`; on a case-sensitive
/// disk the lint finds each folder that does not exist as named among its parent's entries, whatever the case of
/// its letters. Folders are looked up once each (one `access` per distinct folder); a file's own name is kept.
struct DiskSpelling {
    /// Each folder looked up, and its spelling on disk.
    private var folders: [String: String] = [:]

    /// The absolute, normalized `path` with its folders spelled as on disk.
    mutating func file(_ path: String) -> String {
        let folder = ProjectPath.parent(of: path)
        let spelled = self.folder(folder)
        return spelled == folder ? path : ProjectPath.join(spelled, ProjectPath.name(of: path))
    }

    /// The absolute, normalized folder `path` spelled as on disk: itself when it exists or no entry of its parent
    /// matches it.
    mutating func folder(_ path: String) -> String {
        if let known = folders[path] { return known }
        var spelled = path
        if path != "/", access(path, F_OK) != 0 {
            let parent = folder(ProjectPath.parent(of: path))
            let name = ProjectPath.name(of: path)
            let wanted = name.lowercased()
            let match = ProjectPath.entryNames(of: parent).first { $0.lowercased() == wanted }
            spelled = ProjectPath.join(parent, match ?? name)
        }
        folders[path] = spelled
        return spelled
    }
}
