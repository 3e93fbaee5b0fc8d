/// An app's project as the lint understands it: where it is, its development region and known regions, and its
/// targets with what each copies.
struct AppProject: Hashable, Sendable {
    /// The kinds of project description the lint reads.
    enum Kind: String, Hashable, Sendable {
        /// An Xcode project's `project.pbxproj`.
        case xcode = "Xcode project"
        /// XcodeGen's `project.yml`.
        case xcodeGen = "XcodeGen spec"
        /// A Swift package's `Package.swift`.
        case swiftPackage = "Swift package"
        /// Tuist's `Project.swift`.
        case tuist = "Tuist manifest"
    }

    /// The project's file or bundle (`App.xcodeproj`, `project.yml`, `Package.swift`), as the lint found it.
    var path: String
    /// Which kind of description it is.
    var kind: Kind
    /// The absolute folder the project's relative paths start from, and below which its files are its own.
    var folder: String
    /// The development region (`developmentRegion`, XcodeGen's `options.developmentLanguage`, a package's
    /// `defaultLocalization`), when the project names one.
    var developmentRegion: String?
    /// The regions the project knows (`knownRegions`), when it lists them.
    var knownRegions: [String]
    /// The targets, in the project's order.
    var targets: [AppTarget]
    /// Whether a target builds with an external tool (an Xcode external-build target running `make` or a script):
    /// what it copies into the product is not known, so no file below the project is known not to ship.
    var buildsExternally = false
    /// The absolute paths of the projects it builds as dependencies (another `.xcodeproj` it references, a
    /// library's), when it names any.
    var subprojects: [String] = []
    /// Whether a build configuration has Xcode generate Swift symbols for its String Catalogs' manual keys
    /// (`STRING_CATALOG_GENERATE_SYMBOLS = YES`, Xcode 26's default for new projects): the code may name such a key
    /// as `.symbolName` (`GeneratedStringSymbols`).
    var generatesStringSymbols = false
    /// Whether a build configuration sets `CFBundleAllowMixedLocalizations` in the `Info.plist` it generates
    /// (`INFOPLIST_KEY_CFBundleAllowMixedLocalizations = YES`): then a nested bundle may show a language the app
    /// itself lacks.
    var allowsMixedLocalizations = false
}
