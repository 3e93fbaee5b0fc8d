import PermitLocalization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One walk of the folders a lint is given, finding at once what the lint reads: the localization files, the app's
/// project files, and its Swift and Objective-C sources. Read with `opendir`/`readdir` (Foundation's enumerator made
/// three walks of a large app cost a third of its lint).
///
/// Localization files are found everywhere but in `.git`; projects and sources are not looked for in build output,
/// version control or third-party folders, and not inside an `.xcodeproj`, `.lproj` or asset catalog. A path named
/// as a file is a localization file whatever its extension.
struct AppFileTree {
    /// The localization files, each folder's in name order, then the files named as paths.
    private(set) var localizationFiles: [String] = []
    /// The `.xcodeproj` bundles, `project.yml` specs, `Package.swift` and Tuist `Project.swift` manifests, in path
    /// order.
    private(set) var projects: [String] = []
    /// The `.swift`, `.m` and `.mm` files, in path order.
    private(set) var sources: [String] = []
    /// The storyboards and XIBs where sources are looked for, and in the `.lproj` folders there, in path order.
    private(set) var interfaceFiles: [String] = []
    /// The `Info.plist` files (`Info.plist`, `App-Info.plist`) where sources are looked for, in path order.
    private(set) var infoPlists: [String] = []
    /// The build configuration files (`.xcconfig`) and prefix headers (`.pch`) where sources are looked for, in path
    /// order: where a build defines its macros.
    private(set) var buildSettingsFiles: [String] = []

    /// The real paths of the folders walked, to tell a link to a folder inside them (read where it really is).
    private var realRoots: [String] = []

    /// A path that does not exist.
    struct MissingPathError: Error {
        var path: String
    }

    /// Walks each of `paths`.
    init(paths: [String]) throws(MissingPathError) {
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else { throw MissingPathError(path: path) }
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                localizationFiles.append(path)
                continue
            }
            let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if let real = ProjectPath.realPath(folder) { realRoots.append(real) }
            walk(folder, lookingForCode: true, lookingForInterfaces: true, depth: 0)
        }
        projects.sort()
        sources.sort()
        interfaceFiles.sort()
        infoPlists.sort()
    }

    private mutating func walk(_ folder: String, lookingForCode: Bool, lookingForInterfaces: Bool, depth: Int) {
        guard depth < 64, let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var files: [String] = []
        var folders: [(name: String, lookingForCode: Bool, lookingForInterfaces: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let type = Int32(entry.pointee.d_type)
            var isFolder = type == Int32(DT_DIR)
            var isLink = type == Int32(DT_LNK)
            if type == Int32(DT_UNKNOWN) {
                var status = stat()
                isLink = lstat(folder + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
                isFolder = (status.st_mode & S_IFMT) == S_IFDIR
            }
            if isLink {
                var status = stat()
                isFolder = stat(folder + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            if isFolder {
                // A link to a folder the walk reads anyway (a framework's `Resources` and `Versions/Current`,
                // Sparkle's `pt.lproj` beside `pt_BR.lproj`) would report its files twice.
                if isLink, let real = ProjectPath.realPath(folder + "/" + name),
                    realRoots.contains(where: { real == $0 || real.hasPrefix($0 == "/" ? $0 : $0 + "/") })
                {
                    continue
                }
                guard name != ".git" else { continue }
                if lookingForCode, name.hasSuffix(".xcodeproj") { projects.append(folder + "/" + name) }
                let skipsCode =
                    !lookingForCode || Self.notTheAppsCode.contains(name) || name.hasPrefix(".build") || name.hasSuffix("Tests")
                    || Self.bundleExtensions.contains { name.hasSuffix($0) }
                // Storyboards and XIBs are most often in `Base.lproj`.
                folders.append((name, !skipsCode, !skipsCode || (lookingForCode && name.hasSuffix(".lproj"))))
            } else {
                files.append(name)
            }
        }
        for name in files.sorted() {
            let path = folder + "/" + name
            if LocalizationFileKind(path: name) != nil {
                localizationFiles.append(path)
            } else if lookingForInterfaces, name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                interfaceFiles.append(path)
            } else if lookingForCode {
                if name == "project.yml" || name == "Package.swift" || name == "Project.swift" {
                    projects.append(path)
                } else if name.hasSuffix("Info.plist") {
                    infoPlists.append(path)
                } else if name.hasSuffix(".xcconfig") || name.hasSuffix(".pch") {
                    buildSettingsFiles.append(path)
                } else if let dot = name.lastIndex(of: "."), Self.sourceExtensions.contains(String(name[name.index(after: dot)...])) {
                    sources.append(path)
                }
            }
        }
        for sub in folders.sorted(by: { $0.name < $1.name }) {
            walk(
                folder + "/" + sub.name, lookingForCode: sub.lookingForCode, lookingForInterfaces: sub.lookingForInterfaces,
                depth: depth + 1)
        }
    }

    /// Folders whose contents are not the app's own code or projects: build output and third parties. A test
    /// target's folder (`Tests`, `HabiticaTests`, `AppUITests`) is skipped too: a key only a test names is never
    /// shown to anyone.
    static let notTheAppsCode: Set<String> = AppModel.vendoredFolders.union(["DerivedData", ".swiftpm"])
    /// Bundles that hold neither projects nor code.
    private static let bundleExtensions = [".xcodeproj", ".xcworkspace", ".lproj", ".xcassets", ".xcloc"]
    /// The source file extensions read.
    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h"]
}
