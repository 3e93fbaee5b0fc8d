import PermitLocalization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the lint knows of the app whose files it reads: the projects found below the linted folders (or named with
/// `--project`), and for each localization file whether a target of the app ships it.
///
/// A file ships when a target that is not a test copies it. A file below a project's folder that no such target
/// copies, one that lies in a vendored folder (`Pods`, `Carthage`...), and an export for translators (XLIFF) wherever
/// it lies, are left out of the lint: no person meets them in the app. A file no project covers is judged as
/// before, as if it shipped.
struct AppModel: Sendable {
    /// Whether a file reaches the person's device.
    enum Shipping: Hashable, Sendable {
        /// A product target copies it.
        case shipped
        /// The app's projects cover it, and none of their products copies it.
        case leftOut(Reason)
        /// No project covers it: nothing is known.
        case unknown
    }

    /// Why a file does not ship.
    enum Reason: String, Hashable, Sendable, CaseIterable {
        /// No target copies it.
        case noTarget = "no target copies them"
        /// Only test or screenshot targets copy it.
        case testsOnly = "only test targets copy them"
        /// It lies in a third party's folder: its bundle is the package's, not the app's tables.
        case vendored = "they are a vendored package's"
        /// It is a framework's, resource bundle's or Swift package's table in a language the app has no
        /// localization of: a bundle other than the main one looks its localizations up in the order of the
        /// languages the app's own bundle chose (CoreFoundation's `_CFBundleCopyPreferredLanguagesInList`, unless
        /// the app sets `CFBundleAllowMixedLocalizations`), so a language the app lacks is never the nested
        /// bundle's either. A String Catalog of such a bundle is listed with the languages left out of it.
        case frameworkLanguage = "they are a nested framework's, bundle's or Swift package's in a language the app does not ship"
        /// It is an export for translators (an XLIFF file, alone or in an `.xcloc` bundle): Xcode imports its
        /// translations into the app's tables, and no target ships it.
        case export = "they are exports for translators (XLIFF), which no target ships"
        /// It is a code file that no target compiles, in a folder whose other code a target of an Xcode project
        /// compiles (a screen left out of the project): what it looks up is never looked up.
        case notCompiled = "they are code no target compiles"
        /// It is an app target's copy, byte for byte and in every localization, of a Swift package's table that the
        /// package's code reads from the package's own bundle (`Bundle.module`, as SwiftGen's accessors in a package
        /// do): the app's copy is never read, and each of its defects is reported once, at the package's copy
        /// (`PackageTableCopies`).
        case unreadCopy = "they are copies of a Swift package's tables, which its code reads from its own bundle"
    }

    /// The projects read, by path.
    private(set) var projects: [AppProject] = []
    /// The names the app's product targets give what they build: their names, the names their build settings
    /// write out, and their `Info.plist` files' `CFBundleDisplayName` and `CFBundleName`.
    private(set) var productNames: Set<String> = []
    /// The project files that could not be read.
    private(set) var problems: [ProjectReadError] = []
    /// The folder relative paths start from, asked of the system once rather than for every file judged.
    private let currentFolder = ProjectPath.absolute(".")
    /// What the products copy, and what only tests copy: single files by path, and folders.
    private var copied: [AppTarget.Kind: (files: Set<String>, folders: [AppTarget.Resource])] = [:]
    /// What Xcode projects' product targets copy through their build steps.
    private var builtByXcode: [AppTarget.Resource] = []
    /// What the products of Xcode projects and XcodeGen specs copy (into the app's own bundles), and what Swift
    /// packages' products copy (into a bundle of the package's, nested in the app).
    private var copiedByApps: [AppTarget.Resource] = [], copiedByPackages: [AppTarget.Resource] = []
    /// The code files Xcode projects' targets compile, the folders holding them, and the folders they compile whole
    /// (synchronized folders).
    private var compiledFiles: Set<String> = [], compiledFolders: Set<String> = []
    private var compiledTrees: [AppTarget.Resource] = []
    /// The folders that hold a target's `Info.plist`, inside an Xcode project's folder, where no project compiles a
    /// file and no Swift package lies: a target the project no longer has (ios-wallet's `BeamWalletNotificationView`,
    /// an extension removed from the project with its folder left behind).
    private var unbuiltTargetFolders: [String] = []
    /// The folders of Swift packages with no other kind of project around them that hold an app's `Info.plist`: their
    /// app bundle is one a script assembles (Peninsula's `scripts/bundle.sh`, AtomVoice's Makefile copy
    /// `Resources/*.lproj` into it), and an `.lproj` folder outside every target's folder is the script's to copy.
    private var scriptedBundlePackages: [String] = []
    /// The folders of library projects the app's projects build as dependencies (`libraryFolders()`).
    private var libraries: [(folder: String, name: String)] = []
    /// Whether the app lets nested bundles show languages it lacks (`MixedLocalizations`).
    private var allowsMixedLocalizations = false
    /// The languages of the app's localizations (`knownRegions` and development regions, as language subtags:
    /// `pt-BR` is `pt`), empty when no project lists them.
    private var appLanguages: Set<String> = []
    /// The app's localizations themselves (`zh-Hans`, `pt-BR`), `Base` left out.
    private var appLocalizations: [String] = []

    /// Folders whose contents are a third party's, searched for no project and never counted as the app's.
    static let vendoredFolders: Set<String> = ["Pods", "Carthage", "node_modules", "SourcePackages", "checkouts"]

    /// No project: every file is `unknown`.
    init() {}

    /// Reads the projects found below the linted folders (`AppFileTree.projects`) and those `named` (an `.xcodeproj`,
    /// a `project.yml`, a `Package.swift` or a Tuist `Project.swift`, or a folder holding them), and whether the property lists `infoPlists`
    /// let nested bundles show languages the app lacks.
    init(projects found: [String], named: [String] = [], infoPlists: [String] = []) {
        var found = found
        for path in named {
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            var status = stat()
            let isFolder = stat(trimmed, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            if isFolder, !trimmed.hasSuffix(".xcodeproj") {
                found += (try? AppFileTree(paths: [trimmed]).projects) ?? []
            } else {
                found.append(trimmed)
            }
        }
        var seen: Set<String> = []
        for path in found where seen.insert(ProjectPath.absolute(path)).inserted {
            do {
                // A manifest whose targets are made by code, not literals, says nothing the lint can use.
                let project = try Self.read(path)
                if ![.swiftPackage, .tuist].contains(project.kind) || !project.targets.isEmpty { projects.append(project) }
            } catch {
                problems.append(error)
            }
        }
        // A library's project the app's builds as a dependency (a vendored Sparkle.xcodeproj) names the library's
        // languages, not the app's: CoreFoundation shows the library's tables in the app's alone.
        let built = Set(projects.flatMap(\.subprojects).map(ProjectPath.resolvingLinks))
        let isBuilt = { (project: AppProject) in built.contains(ProjectPath.resolvingLinks(ProjectPath.absolute(project.path))) }
        libraries = projects.filter(isBuilt).map { project in
            (ProjectPath.parent(of: ProjectPath.absolute(project.path)), ProjectPath.name(of: project.path))
        }
        let appProjects = projects.filter { !$0.knownRegions.isEmpty && !isBuilt($0) }
        for project in appProjects.isEmpty ? projects : appProjects where !project.knownRegions.isEmpty {
            for region in project.knownRegions + [project.developmentRegion].compactMap({ $0 }) {
                addAppLocalization(region)
            }
        }
        // The localizations an app target's `Info.plist` declares (`CFBundleLocalizations`, Kite's 15 for a project
        // that knows only English) are the app's too: CoreFoundation lists them among the bundle's.
        for project in appProjects.isEmpty ? projects : appProjects {
            for target in project.targets where target.kind == .product {
                productNames.insert(target.name)
                productNames.formUnion(target.productNames)
                for plist in target.infoPlists.sorted() {
                    let entries = Self.entries(ofInfoPlist: plist)
                    for region in Self.declaredLocalizations(in: entries) { addAppLocalization(region) }
                    productNames.formUnion(Self.bundleNames(in: entries))
                }
            }
        }
        allowsMixedLocalizations =
            projects.contains(where: \.allowsMixedLocalizations) || MixedLocalizations.allowed(byInfoPlists: infoPlists)
        for project in projects {
            for target in project.targets {
                for source in target.sources {
                    if case .file(let file) = source {
                        compiledFiles.insert(file)
                        compiledFolders.insert(ProjectPath.parent(of: file))
                    } else {
                        compiledTrees.append(source)
                    }
                }
                for resource in target.resources {
                    if target.kind == .product {
                        if project.kind == .swiftPackage { copiedByPackages.append(resource) } else { copiedByApps.append(resource) }
                    }
                    switch resource {
                    case .file(let file): copied[target.kind, default: ([], [])].files.insert(file)
                    case .folder, .reference: copied[target.kind, default: ([], [])].folders.append(resource)
                    }
                    // Xcode runs its steps on what a product's resources phase copies, but not inside a folder
                    // reference; the package manager copies a package's files as they are.
                    if project.kind != .swiftPackage, target.kind == .product {
                        if case .reference = resource { continue }
                        builtByXcode.append(resource)
                    }
                }
            }
        }
        unbuiltTargetFolders = Self.unbuiltTargetFolders(
            infoPlists: infoPlists, projects: projects, compiledFolders: compiledFolders, compiledTrees: compiledTrees)
        for project in projects where project.kind == .swiftPackage {
            let around = projects.filter { ProjectPath.isInside(project.folder, folder: $0.folder) }
            guard around.allSatisfy({ $0.kind == .swiftPackage }),
                infoPlists.contains(where: { ProjectPath.isInside(ProjectPath.absolute($0), folder: project.folder) })
            else { continue }
            scriptedBundlePackages.append(project.folder)
        }
        // A project that names no regions (Xcode 3's, TVShows'): the app's languages are those of the `.lproj`
        // folders its products copy themselves, outside any bundle.
        if appLanguages.isEmpty {
            for case .file(let path) in copiedByApps {
                if let region = Self.localization(ofFileAt: path) { addAppLocalization(region) }
            }
        }
    }

    /// The folder of the Swift package target whose product copies the file at the absolute `path`, when one does.
    func packageTargetFolder(copying path: String) -> String? {
        for resource in copiedByPackages {
            if case .folder(let folder, _) = resource, resource.copies(path) { return folder }
        }
        return nil
    }

    /// Whether a product target of an Xcode project or XcodeGen spec (the app's own bundles) copies the file at the
    /// absolute `path`.
    func appTargetCopies(_ path: String) -> Bool {
        copiedByApps.contains { $0.copies(path) }
    }

    /// What the target that builds its `Info.plist` from the file at `path` (as the lint found it) builds: a product
    /// when any product target names it in `INFOPLIST_FILE`, a test bundle when only test targets do; `nil` when no
    /// target of the projects read names it.
    func kindOfTargetBuilding(infoPlist path: String) -> AppTarget.Kind? {
        let absolute = ProjectPath.join(currentFolder, path)
        let naming = projects.flatMap(\.targets).filter { $0.infoPlists.contains(absolute) }
        if naming.contains(where: { $0.kind == .product }) { return .product }
        return naming.isEmpty ? nil : .test
    }

    /// The product targets of the app's Xcode projects that copy a table the code may look up (not `InfoPlist`) and
    /// localized files in two localizations or more, none of them of the project's development language nor `Base`
    /// (whatever the files: Xcode copies an `en.lproj` of JSON as it does one of tables), and no String Catalog (whose
    /// build writes the development language's table): each with its project and the localizations it copies. The
    /// files are those the project names and those of `files` (paths as the lint found them) its folders hold; those
    /// inside a nested bundle (`Sparkle.framework`) are that bundle's.
    func targetsLackingTheDevelopmentLanguage(
        among files: [String]
    ) -> [(project: AppProject, target: AppTarget, localizations: [String])] {
        let built = Set(libraries.map(\.folder))
        let localized = files.compactMap { file -> (path: String, localization: String)? in
            Self.localization(ofFileAt: file).map { (ProjectPath.join(currentFolder, file), $0) }
        }
        let lookedUp = localized.filter { file in
            let name = ProjectPath.name(of: file.path)
            return (name.hasSuffix(".strings") || name.hasSuffix(".stringsdict")) && !name.hasPrefix("InfoPlist.")
        }
        let catalogs = files.filter { $0.hasSuffix(".xcstrings") }.map { ProjectPath.join(currentFolder, $0) }
        var found: [(project: AppProject, target: AppTarget, localizations: [String])] = []
        for project in projects
        where project.kind == .xcode && !built.contains(ProjectPath.parent(of: ProjectPath.absolute(project.path))) {
            guard let region = project.developmentRegion,
                let language = UntranslatedText.language(of: LegacyLocalizationName.tags[region] ?? region)
            else { continue }
            for target in project.targets where target.kind == .product {
                let copies = { (path: String) in target.resources.contains { $0.copies(path) } }
                guard !catalogs.contains(where: copies), lookedUp.contains(where: { copies($0.path) }) else { continue }
                var localizations = Set(localized.lazy.filter { copies($0.path) }.map(\.localization))
                for case .file(let path) in target.resources {
                    if let named = Self.localization(ofFileAt: path) { localizations.insert(named) }
                }
                guard localizations.count >= 2, !localizations.contains(LocalizationName.baseName),
                    !localizations.contains(where: { UntranslatedText.language(of: $0) == language })
                else { continue }
                found.append((project, target, localizations.sorted()))
            }
        }
        return found
    }

    /// Counts `region` among the app's localizations, and its language among the app's languages.
    private mutating func addAppLocalization(_ region: String) {
        guard let language = UntranslatedText.language(of: region) else { return }
        appLanguages.insert(language)
        if !appLocalizations.contains(region) { appLocalizations.append(region) }
    }

    /// The localization of the file at `path` in an `.lproj` folder outside any nested bundle (`English` read as
    /// `en`); `nil` for any other file.
    private static func localization(ofFileAt path: String) -> String? {
        let components = path.split(separator: "/")
        guard !components.contains(where: NestedBundles.isBundleFolder), let folder = components.dropLast().last,
            folder.hasSuffix(".lproj")
        else { return nil }
        let name = String(folder.dropLast(".lproj".count))
        return LegacyLocalizationName.tags[name] ?? name
    }

    /// The localizations the property list at `path` (absolute) declares in `CFBundleLocalizations`, as tags
    /// (`English` read as `en`); none when it declares none or cannot be read.
    static func declaredLocalizations(inInfoPlist path: String) -> [String] {
        declaredLocalizations(in: entries(ofInfoPlist: path))
    }

    /// The entries of the property list at `path`, empty when it cannot be read or is no dictionary.
    private static func entries(ofInfoPlist path: String) -> [PropertyListEntry] {
        guard let bytes = try? LocalizationFileSearch.contents(of: path),
            case .dictionary(let entries)? = PropertyListReader.read(bytes, file: path).root?.value
        else { return [] }
        return entries
    }

    /// The bundle's names an `Info.plist`'s `entries` write out (`CFBundleDisplayName`, `CFBundleName`; not
    /// `$(PRODUCT_NAME)`).
    private static func bundleNames(in entries: [PropertyListEntry]) -> [String] {
        entries.compactMap { entry in
            guard entry.key == "CFBundleDisplayName" || entry.key == "CFBundleName",
                case .string(let name) = entry.value.value, !name.isEmpty, !name.contains("$")
            else { return nil }
            return name
        }
    }

    /// The localizations `CFBundleLocalizations` declares among an `Info.plist`'s `entries`.
    private static func declaredLocalizations(in entries: [PropertyListEntry]) -> [String] {
        guard let declared = entries.first(where: { $0.key == "CFBundleLocalizations" }),
            case .array(let items) = declared.value.value
        else { return [] }
        return items.compactMap { item in
            guard case .string(let name) = item.value else { return nil }
            return LegacyLocalizationName.tags[name] ?? name
        }
    }

    /// The folders of the projects read that another project read builds as a dependency (Flycut's
    /// `InAppSettingsKit/InAppSettingsKit.xcodeproj`): a library's, whose tables are its own, not the app's.
    func libraryFolders() -> [(folder: String, name: String)] { libraries }

    /// The localization tables a product target copies that are not in the tree (a Git LFS or sparse checkout, a file
    /// the build makes), as paths from the folder the lint runs in: what they hold is not known.
    func tablesNotInTheTree() -> [String] {
        let tableExtensions = [".strings", ".stringsdict", ".xcstrings"]
        let prefix = currentFolder.hasSuffix("/") ? currentFolder : currentFolder + "/"
        return (copied[.product]?.files ?? []).filter { file in
            tableExtensions.contains(where: file.hasSuffix) && access(file, F_OK) != 0 && !Self.hasAnotherLocalization(file)
        }.map { $0.hasPrefix(prefix) ? "./" + $0.dropFirst(prefix.count) : $0 }.sorted()
    }

    /// Whether the table at `path`, in an `.lproj` folder, is in the tree in another localization (the base's
    /// `en.lproj/Errors.strings` for an absent `nb.lproj/Errors.strings`): then its keys are known.
    private static func hasAnotherLocalization(_ path: String) -> Bool {
        let folder = ProjectPath.parent(of: path)
        guard ProjectPath.name(of: folder).hasSuffix(".lproj") else { return false }
        let root = ProjectPath.parent(of: folder)
        let name = ProjectPath.name(of: path)
        return ProjectPath.entryNames(of: root).contains { folderName in
            folderName.hasSuffix(".lproj") && access(root + "/" + folderName + "/" + name, F_OK) == 0
        }
    }

    /// Whether Xcode's build copies the file at `path` (as the lint found it) with its "Copy .strings file" step
    /// (`CopyStringsFileStep`), which refuses a file CoreFoundation's property-list parser cannot read: such a file
    /// breaks the developer's build and never reaches the person.
    func copiesWithXcodesStringsStep(_ path: String) -> Bool {
        let absolute = ProjectPath.join(currentFolder, path)
        return builtByXcode.contains { $0.copies(absolute) }
    }

    private func copies(_ kind: AppTarget.Kind, _ path: String) -> Bool {
        guard let copied = copied[kind] else { return false }
        return copied.files.contains(path) || copied.folders.contains { $0.copies(path) }
    }

    private static func read(_ path: String) throws(ProjectReadError) -> AppProject {
        if path.hasSuffix(".xcodeproj") { return try XcodeProjectReader.read(bundle: path) }
        if path.hasSuffix(".yml") { return try XcodeGenProjectReader.read(path) }
        if path.hasSuffix("Package.swift") { return try SwiftPackageReader.read(path) }
        if path.hasSuffix("Project.swift") { return try TuistProjectReader.read(path) }
        throw ProjectReadError(file: path, location: nil, message: "not a project the lint reads")
    }

    /// Whether the file at `path` (as the lint found it) reaches the person's device.
    func shipping(of path: String) -> Shipping {
        guard !projects.isEmpty else { return .unknown }
        if Self.isExport(path) { return .leftOut(.export) }
        let absolute = ProjectPath.join(currentFolder, path)
        if copies(.product, absolute) {
            return isFrameworkTableInAnotherLanguage(absolute) ? .leftOut(.frameworkLanguage) : .shipped
        }
        if absolute.split(separator: "/").contains(where: { Self.vendoredFolders.contains(String($0)) }) {
            return .leftOut(.vendored)
        }
        if copies(.test, absolute) { return .leftOut(.testsOnly) }
        // A table of an `.lproj` folder no target copies, in a package whose app bundle a script assembles, is the
        // script's to copy.
        if ProjectPath.name(of: ProjectPath.parent(of: absolute)).hasSuffix(".lproj"),
            scriptedBundlePackages.contains(where: { ProjectPath.isInside(absolute, folder: $0) })
        {
            return .unknown
        }
        let covered = projects.contains { !$0.buildsExternally && ProjectPath.isInside(absolute, folder: $0.folder) }
        return covered ? .leftOut(.noTarget) : .unknown
    }

    /// Whether the code file at `path` (as the lint found it) is one no target compiles, while a target of an Xcode
    /// project compiles other code of its folder: AdGuard's `TrialController.swift`, beside the license screens the
    /// project builds, is not in it. A folder no target compiles a file of may be a local package's or pod's, whose
    /// project is not in the tree: its code is read, unless it is a target's folder the project no longer builds
    /// (`unbuiltTargetFolders`). Below Swift packages alone, code outside every target's folder is built by none.
    func isCodeNoTargetCompiles(_ path: String) -> Bool {
        guard Self.compiledExtensions.contains(where: path.hasSuffix) else { return false }
        let absolute = ProjectPath.join(currentFolder, path)
        // Below Swift packages only, code outside every target's folder (a script run by hand, `scripts/make-og.swift`)
        // is built by none of them.
        let around = projects.filter { ProjectPath.isInside(absolute, folder: $0.folder) }
        if !around.isEmpty, around.allSatisfy({ $0.kind == .swiftPackage && !$0.targets.isEmpty }),
            // A package target's folder holds its code and its resources alike.
            !around.contains(where: { $0.targets.contains { ($0.sources + $0.resources).contains { $0.copies(absolute) } } })
        {
            return true
        }
        guard !compiledFolders.isEmpty else { return false }
        if unbuiltTargetFolders.contains(where: { ProjectPath.isInside(absolute, folder: $0) }) { return true }
        return compiledFolders.contains(ProjectPath.parent(of: absolute)) && !compiledFiles.contains(absolute)
            && !compiledTrees.contains { $0.copies(absolute) }
    }

    /// The folders holding an `Info.plist` (`infoPlists`, as the lint found them) strictly inside an Xcode
    /// project's folder, where no project compiles a file (`compiledFolders`, `compiledTrees`) and no Swift package
    /// lies: a target's folder the project no longer builds. Not known when a project is Tuist's (read in part) or
    /// builds with an external tool.
    private static func unbuiltTargetFolders(
        infoPlists: [String], projects: [AppProject], compiledFolders: Set<String>, compiledTrees: [AppTarget.Resource]
    ) -> [String] {
        guard !compiledFolders.isEmpty, !projects.contains(where: { $0.kind == .tuist || $0.buildsExternally }) else {
            return []
        }
        let xcodeFolders = projects.filter { $0.kind == .xcode }.map(\.folder)
        let packageFolders = projects.filter { $0.kind == .swiftPackage }.map(\.folder)
        var found: [String] = []
        for plist in infoPlists {
            let folder = ProjectPath.parent(of: ProjectPath.absolute(plist))
            let components = folder.split(separator: "/")
            guard !components.contains(where: { NestedBundles.isBundleFolder($0) || vendoredFolders.contains(String($0)) }),
                xcodeFolders.contains(where: { $0 != folder && ProjectPath.isInside(folder, folder: $0) }),
                !packageFolders.contains(where: { ProjectPath.isInside($0, folder: folder) || ProjectPath.isInside(folder, folder: $0) }),
                !compiledFolders.contains(where: { ProjectPath.isInside($0, folder: folder) }),
                !compiledTrees.contains(where: { tree in
                    switch tree {
                    case .file(let file): ProjectPath.isInside(file, folder: folder)
                    case .folder(let root, _), .reference(let root):
                        ProjectPath.isInside(root, folder: folder) || ProjectPath.isInside(folder, folder: root)
                    }
                }),
                !found.contains(folder)
            else { continue }
            found.append(folder)
        }
        return found
    }

    /// The code files a sources phase compiles (a header is included, not compiled).
    private static let compiledExtensions = [".swift", ".m", ".mm", ".c", ".cpp"]

    /// Whether `path` is an XLIFF file, alone or in an `.xcloc` bundle.
    private static func isExport(_ path: String) -> Bool {
        path.hasSuffix(".xliff") || path.hasSuffix(".xlf") || path.split(separator: "/").contains { $0.hasSuffix(".xcloc") }
    }

    /// Whether a String Catalog at `path` (as the lint found it) can show a localization, when it is a nested
    /// bundle's (`isNestedBundleFile`): `showsInNestedBundle`. `nil` when any of its localizations may be shown.
    func showsLocalization(ofCatalog path: String) -> ((String) -> Bool)? {
        guard !appLanguages.isEmpty, !allowsMixedLocalizations, isNestedBundleFile(ProjectPath.join(currentFolder, path))
        else { return nil }
        return showsInNestedBundle
    }

    /// Whether a nested bundle's `localization` can be shown: CoreFoundation asks a nested bundle for the
    /// localizations the app's own bundle chose, so it is shown only when it is of one of the app's languages and
    /// Apple's matcher, asked for one of the app's localizations, can choose it (`zh-Hant` is never chosen for an
    /// app that has `zh-Hans` alone: Apple's matching never crosses a script; omnivore's Views package).
    private func showsInNestedBundle(_ localization: String) -> Bool {
        guard let language = UntranslatedText.language(of: localization), appLanguages.contains(language) else { return false }
        let matcher = LocalizationMatcher(available: [localization])
        return appLocalizations.contains { !matcher.negotiate(preferences: [$0]).localizations.isEmpty }
    }

    /// Whether `path` is a table inside a nested bundle whose `.lproj` localization the app never shows (`fa.lproj` of
    /// a bundled updater, `am.lproj` of a library's `DateTools.bundle`, in an app localized in English and German;
    /// `zh-Hant.lproj` in an app that has `zh-Hans` alone): CoreFoundation chooses a nested bundle's localization
    /// among those the app's chose (`showsInNestedBundle`).
    private func isFrameworkTableInAnotherLanguage(_ path: String) -> Bool {
        guard !appLanguages.isEmpty, !allowsMixedLocalizations, isNestedBundleFile(path),
            let folder = path.split(separator: "/").last(where: { $0.hasSuffix(".lproj") })
        else { return false }
        // `Base`, and a name that is no localization's, stay.
        let localization = String(folder.dropLast(".lproj".count))
        guard UntranslatedText.language(of: localization) != nil else { return false }
        return !showsInNestedBundle(localization)
    }

    /// Whether the file at the absolute `path` is a nested bundle's: it lies in a `.framework` or `.bundle` folder, or
    /// in the folder of a library's project the app's builds as a dependency (`libraryFolders()`), or a Swift
    /// package's product copies it and none of the app's projects' products does (the package manager
    /// builds a resource bundle of the package's, `Loc_Loc.bundle`, which the app embeds).
    private func isNestedBundleFile(_ path: String) -> Bool {
        // A `Settings.bundle` is read by the Settings app, in the system's languages among its own.
        if path.split(separator: "/").contains(where: { NestedBundles.isBundleFolder($0) && $0 != "Settings.bundle" }) {
            return true
        }
        if libraries.contains(where: { ProjectPath.isInside(path, folder: $0.folder) }) { return true }
        return copiedByPackages.contains { $0.copies(path) } && !copiedByApps.contains { $0.copies(path) }
    }
}
