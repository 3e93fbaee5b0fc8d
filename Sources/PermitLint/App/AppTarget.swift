/// One target of an app's project: what it builds and the resources it copies into its product.
struct AppTarget: Hashable, Sendable {
    /// What a target builds, as far as its localizations go.
    enum Kind: String, Hashable, Sendable {
        /// Something the app ships: the app, an extension, a framework or a resource bundle.
        case product
        /// A unit- or UI-test bundle (screenshot targets among them): never on a person's device.
        case test
    }

    /// Resources a target copies: a file, or a folder and everything below it but the paths it excludes.
    enum Resource: Hashable, Sendable {
        /// One file, by its absolute path.
        case file(String)
        /// A folder whose files the build processes one by one (a synchronized folder, a package target's folder, an
        /// XcodeGen source), by its absolute path, with the paths below it that are not copied.
        case folder(String, excluding: [PathPattern])
        /// A folder copied as it is, no build step run on its files (a folder reference, a bundle), by its absolute
        /// path.
        case reference(String)

        /// Whether the resource copies the file at the absolute path `path`.
        func copies(_ path: String) -> Bool {
            switch self {
            case .file(let file): return file == path
            case .reference(let folder): return ProjectPath.isInside(path, folder: folder)
            case .folder(let folder, let excluded):
                guard ProjectPath.isInside(path, folder: folder) else { return false }
                return !excluded.contains { $0.matches(path) || $0.matches(Self.unlocalized(path)) }
            }
        }

        /// `path` without its `.lproj` folder (`Main.strings` for `fr.lproj/Main.strings`): a synchronized folder's
        /// exceptions name a localized file so.
        private static func unlocalized(_ path: String) -> String {
            let folder = ProjectPath.parent(of: path)
            guard ProjectPath.name(of: folder).hasSuffix(".lproj") else { return path }
            return ProjectPath.parent(of: folder) + "/" + ProjectPath.name(of: path)
        }
    }

    /// The target's name.
    var name: String
    /// What it builds.
    var kind: Kind
    /// What it copies into its product.
    var resources: [Resource]
    /// The code files an Xcode project's target compiles: its sources phase's files, and its synchronized folders.
    var sources: [Resource] = []
    /// The `Info.plist` files an Xcode project's target builds its own from (its configurations' `INFOPLIST_FILE`),
    /// by absolute path.
    var infoPlists: Set<String> = []
    /// The names an Xcode project's target gives its product where its configurations write them out
    /// (`PRODUCT_NAME`, `INFOPLIST_KEY_CFBundleDisplayName`, `INFOPLIST_KEY_CFBundleName`).
    var productNames: Set<String> = []
}
