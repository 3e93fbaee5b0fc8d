import Foundation

/// A folder of its own under the temporary directory, for one benchmark's generated files; removed by `remove()`.
public struct ScratchFolder {
    /// The folder's path.
    public let path: String

    /// Creates `<tmp>/permit-<name>-<pid>`.
    public init(_ name: String) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("permit-\(name)-\(getpid())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` as UTF-8 to `relativePath`, creating its folder.
    public func write(_ text: String, to relativePath: String) throws {
        let file = path + "/" + relativePath
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The process's resident memory in bytes, from `/proc/self/statm` (0 where there is no such file).
public func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}
