import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What earlier lints read from an app's Swift files (`SwiftSourceFacts`), kept in a cache folder, one small binary
/// file for each Swift file (`FactsArchive`), so that a file that has not changed since is not parsed again: parsing is most of a lint's time on an
/// app with much Swift.
///
/// As in SwiftLint's cache, a file's facts are known by its path, size and modification time, and all of them by the
/// lint's own executable: a lint built again keeps its facts in a folder of its own and removes the others. Nothing
/// about the cache changes a finding: a cache file that cannot be read is read past, one that cannot be written is not
/// kept.
struct SwiftFactsCache: Sendable {
    /// When a file was last changed, as far as the cache can tell.
    struct Stamp: Hashable, Sendable {
        var size: Int64
        var modified: Int64
    }

    /// What a cache file starts with: its format, then the Swift file's path and stamp, then its facts
    /// (`FactsArchive`).
    private static let format = "permit-code-facts-9"

    /// The folder of this executable's cache files.
    let folder: String

    /// The cache in `directory`; the folders other executables left there are removed.
    init(directory: String) {
        let caches = directory + "/code-facts"
        let executable = Self.executableStamp.map { "\($0.size)-\($0.modified)" } ?? "unknown"
        folder = caches + "/" + Self.hexDigest(of: Bundle.main.executablePath ?? "") + "-" + executable
        guard !FileManager.default.fileExists(atPath: folder) else { return }
        for other in (try? FileManager.default.contentsOfDirectory(atPath: caches)) ?? [] {
            try? FileManager.default.removeItem(atPath: caches + "/" + other)
        }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// The facts read before from the Swift file at `path`, if it has not changed since.
    func facts(ofFileAt path: String) -> SwiftSourceFacts? {
        guard let data = FileManager.default.contents(atPath: file(for: path)) else { return nil }
        var archive = FactsArchiveReader(Array(data))
        guard (try? archive.string()) == Self.format, (try? archive.string()) == path,
            let size = try? archive.int(), let modified = try? archive.int(),
            Self.stamp(of: path) == Stamp(size: Int64(size), modified: Int64(modified)),
            let facts = try? SwiftSourceFacts(from: &archive), archive.isAtEnd
        else { return nil }
        return facts
    }

    /// Keeps `facts`, read from the Swift file at `path`.
    func keep(_ facts: SwiftSourceFacts, ofFileAt path: String) {
        guard let stamp = Self.stamp(of: path) else { return }
        var archive = FactsArchive()
        archive.write(Self.format)
        archive.write(path)
        archive.write(Int(stamp.size))
        archive.write(Int(stamp.modified))
        facts.write(to: &archive)
        try? Data(archive.bytes).write(to: URL(fileURLWithPath: file(for: path)), options: .atomic)
    }

    /// The cache file of the Swift file at `path`.
    private func file(for path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return folder + "/" + Self.hexDigest(of: absolute) + ".facts"
    }

    /// The file's size and modification time (to the nanosecond), or `nil` when it cannot be read.
    static func stamp(of path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return Stamp(size: Int64(status.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// The running executable's stamp.
    private static let executableStamp: Stamp? = Bundle.main.executablePath.flatMap(stamp(of:))

    /// A 64-bit FNV-1a digest of `text`, in hex: a stable file name for a path.
    private static func hexDigest(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
