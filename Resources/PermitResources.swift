public import Foundation

/// Where Permit's shipped translations are at run time.
///
/// SwiftPM copies every `.lproj` folder of `Resources/` into this target's resource bundle,
/// `Permit_PermitResources.resources` (`.bundle` on macOS), beside the built products: `swift run`, `swift test`
/// and an installed `permit` with that folder copied beside it all find it with no configuration. Unlike SwiftPM's
/// `Bundle.module`, nothing here stops the process when the bundle is missing: callers get `nil` and the places
/// looked at.
public enum PermitResources {
    /// The resource bundle's folder name on this platform.
    public static let bundleName: String = {
        #if os(Linux) || os(Windows) || os(Android)
        "Permit_PermitResources.resources"
        #else
        "Permit_PermitResources.bundle"
        #endif
    }()

    /// The folders that may hold the shipped `.lproj` folders, in the order they are tried: the bundle beside the
    /// main bundle (an app, or the folder of a command-line executable), beside the executable itself (followed
    /// through symbolic links), and, for a build of this package, the source `Resources/` folder.
    public static var candidatePaths: [String] {
        var folders: [URL] = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent())
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        var paths: [String] = []
        for folder in folders {
            let bundle = folder.appendingPathComponent(bundleName)
            #if os(Linux) || os(Windows) || os(Android)
            paths.append(bundle.path)
            #else
            paths.append(bundle.appendingPathComponent("Contents/Resources").path)
            paths.append(bundle.path)
            #endif
        }
        paths.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    /// The first candidate folder that holds the shipped English translations, or `nil` when none does.
    public static var path: String? {
        candidatePaths.first { FileManager.default.fileExists(atPath: $0 + "/en.lproj/Permit.strings") }
    }
}
