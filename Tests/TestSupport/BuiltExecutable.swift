import Foundation

/// The executables SwiftPM built beside the test bundle.
public enum BuiltExecutable {
    /// The path of the executable product `name` (`permit`, `permit-server`).
    public static func path(_ name: String) -> String {
        let testExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let folders =
            [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(), testExecutable.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in folders {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
        }
        return ".build/debug/" + name
    }
}
