/// Bundles an app keeps in its repository and ships as they are, inside its own: a prebuilt framework
/// (`Frameworks/Sparkle.framework`) or a resource bundle (`QBImagePickerController.bundle`, `Settings.bundle`).
/// Their tables are read by whoever opens that bundle (the framework, a library, the Settings app), in their own set
/// of languages, and a framework's are written and fixed by its vendor. So are the tables of a library's project the
/// app's project builds as a dependency (a subproject). Their findings are reported apart, as warnings that name
/// the bundle or the project, never as errors of the app's own tables.
enum NestedBundles {
    /// Whether a folder's name is a framework's or a bundle's (`Sparkle.framework`, `DateTools.bundle`).
    static func isBundleFolder(_ name: Substring) -> Bool {
        (name.hasSuffix(".framework") && name.count > ".framework".count)
            || (name.hasSuffix(".bundle") && name.count > ".bundle".count)
    }

    /// The `.framework` or `.bundle` folder `path` lies in (`Sparkle.framework`), the outermost, if any.
    static func bundle(containing path: String) -> Substring? {
        path.split(separator: "/").first(where: isBundleFolder)
    }

    /// Turns the errors found in a nested bundle's files, or in the folder of a library's project the app's
    /// project builds as a dependency (`libraries`, `AppModel.libraryFolders()`), into warnings that say whose text
    /// it is.
    static func reportApart(_ findings: inout [LintFinding], libraries: [(folder: String, name: String)] = []) {
        for index in findings.indices where findings[index].diagnostic.severity == .error {
            guard let file = findings[index].diagnostic.file else { continue }
            if !libraries.isEmpty {
                let absolute = ProjectPath.absolute(file)
                if let library = libraries.first(where: { ProjectPath.isInside(absolute, folder: $0.folder) }) {
                    findings[index].diagnostic.severity = .warning
                    findings[index].diagnostic.message +=
                        " (in the folder of \(library.name), a library's project the app's project builds as a "
                        + "dependency: the library's own text, reported apart from the app's)"
                    continue
                }
            }
            guard let bundle = bundle(containing: file) else { continue }
            findings[index].diagnostic.severity = .warning
            findings[index].diagnostic.message +=
                bundle.hasSuffix(".framework")
                ? " (in \(bundle), a prebuilt framework the app bundles: its vendor's text, which an update of the "
                    + "framework fixes, not an error of the app's own texts)"
                : " (in \(bundle), a resource bundle the app ships as it is, read by whatever opens it in its own "
                    + "languages: reported apart from the app's own texts)"
        }
    }
}
