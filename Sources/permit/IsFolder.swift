import Foundation

/// Whether `path` names an existing folder (a symbolic link to one counts).
func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
}
