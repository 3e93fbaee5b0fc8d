import PermitLocalization

/// Reads what an Xcode project ships from its `project.pbxproj`: `PBXProject`'s `developmentRegion` and
/// `knownRegions`, and per target the files of its resources and copy-files phases and the variant groups of its
/// sources phase (an intent definition's tables) (a `PBXVariantGroup` copies
/// every localization's file; a folder reference or bundle copies everything below it) and its Xcode 16
/// synchronized folders (`PBXFileSystemSynchronizedRootGroup`) less the target's `membershipExceptions`.
///
/// Paths are resolved as Xcode resolves them: `<group>` against the enclosing group's folder, `SOURCE_ROOT` against
/// the project's folder, `<absolute>` as written; references into the SDK or the build products are not the app's
/// files and are skipped.
enum XcodeProjectReader {
    /// Reads the project bundle at `path` (`App.xcodeproj`).
    static func read(bundle path: String) throws(ProjectReadError) -> AppProject {
        let file = path + "/project.pbxproj"
        let bytes: [UInt8]
        do {
            bytes = try LocalizationFileSearch.contents(of: file)
        } catch {
            throw ProjectReadError(file: file, location: nil, message: error.description)
        }
        let root: PropertyListNode
        do {
            root = try OpenStepPropertyListParser.parse(bytes)
        } catch {
            throw ProjectReadError(file: file, location: error.location, message: error.message)
        }
        let folder = ProjectPath.parent(of: ProjectPath.absolute(path))
        var objects = try Objects(root, file: file)
        return try objects.project(path: path, folder: folder)
    }

    /// The `objects` table of a project, and the paths its groups resolve to.
    private struct Objects {
        let file: String
        let objects: [String: [String: PropertyListNode]]
        let rootID: String
        /// Each group's and file reference's absolute path, from walking the main group.
        var paths: [String: String] = [:]
        /// The folders of `paths` as the disk spells them.
        private var spelling = DiskSpelling()
        /// The synchronized folders (`PBXFileSystemSynchronizedRootGroup`), by id.
        let synchronizedGroups: [(id: String, group: [String: PropertyListNode])]

        init(_ root: PropertyListNode, file: String) throws(ProjectReadError) {
            self.file = file
            guard let top = root.dictionaryValue, let objectsNode = top["objects"]?.dictionaryValue,
                let rootID = top["rootObject"]?.stringValue
            else {
                throw ProjectReadError(
                    file: file, location: nil, message: "no 'objects' table or 'rootObject': not an Xcode project")
            }
            var objects: [String: [String: PropertyListNode]] = [:]
            for (id, node) in objectsNode {
                if let dictionary = node.dictionaryValue { objects[id] = dictionary }
            }
            self.objects = objects
            self.rootID = rootID
            synchronizedGroups = objects.filter { $0.value["isa"]?.stringValue == "PBXFileSystemSynchronizedRootGroup" }
                .sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }

        mutating func project(path: String, folder: String) throws(ProjectReadError) -> AppProject {
            guard let project = objects[rootID], project["isa"]?.stringValue == "PBXProject" else {
                throw ProjectReadError(file: file, location: nil, message: "the root object \(rootID) is not a PBXProject")
            }
            let sourceRoot = ProjectPath.join(folder, project["projectDirPath"]?.stringValue ?? "")
            if let mainGroup = project["mainGroup"]?.stringValue {
                resolve(mainGroup, parentFolder: sourceRoot, sourceRoot: sourceRoot, depth: 0)
            }
            let targetIDs = (project["targets"]?.arrayValue ?? []).compactMap { $0.stringValue }
            var made = AppProject(
                path: path, kind: .xcode, folder: sourceRoot,
                developmentRegion: project["developmentRegion"]?.stringValue,
                knownRegions: (project["knownRegions"]?.arrayValue ?? []).compactMap(\.stringValue),
                targets: targetIDs.compactMap { target($0, sourceRoot: sourceRoot) })
            // An external-build target (`make`, a script) may copy anything into the product, where it is what
            // builds the product; beside targets whose resources phases copy the app's tables (AdGuard's "Run
            // Builder" and "Clean Script"), it is a tool they run, as a script phase is.
            made.buildsExternally =
                targetIDs.contains { objects[$0]?["isa"]?.stringValue == "PBXLegacyTarget" }
                && !made.targets.contains { target in
                    target.kind == .product && target.resources.contains { resource in
                        if case .file(let file) = resource {
                            return file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") || file.hasSuffix(".xcstrings")
                        }
                        return false
                    }
                }
            made.generatesStringSymbols = setsBuildSetting("STRING_CATALOG_GENERATE_SYMBOLS")
            made.allowsMixedLocalizations = setsBuildSetting("INFOPLIST_KEY_CFBundleAllowMixedLocalizations")
            // Projects it builds as dependencies: file references to other `.xcodeproj` bundles.
            made.subprojects = paths.compactMap { id, path in
                let type = objects[id]?["lastKnownFileType"]?.stringValue ?? objects[id]?["explicitFileType"]?.stringValue
                return type == "wrapper.pb-project" ? path : nil
            }.sorted()
            return made
        }

        /// Whether a build configuration sets the build setting `name` to `YES`.
        private func setsBuildSetting(_ name: String) -> Bool {
            objects.values.contains { object in
                object["isa"]?.stringValue == "XCBuildConfiguration"
                    && object["buildSettings"]?.dictionaryValue?[name]?.stringValue == "YES"
            }
        }

        /// Records the absolute path of `id` and, for a group, of everything below it.
        private mutating func resolve(_ id: String, parentFolder: String, sourceRoot: String, depth: Int) {
            guard depth < 64, paths[id] == nil, let object = objects[id] else { return }
            let path = object["path"]?.stringValue
            let resolved: String?
            switch object["sourceTree"]?.stringValue ?? "<group>" {
            case "<group>": resolved = path.map { ProjectPath.join(parentFolder, $0) } ?? parentFolder
            case "SOURCE_ROOT": resolved = ProjectPath.join(sourceRoot, path ?? "")
            case "<absolute>": resolved = path.map { ProjectPath.join("/", $0) }
            default: resolved = nil
            }
            guard let resolved else { return }
            // Xcode finds a folder whatever the case of the project's spelling of it.
            let isFolder = object["children"] != nil || object["isa"]?.stringValue == "PBXFileSystemSynchronizedRootGroup"
            paths[id] = isFolder ? spelling.folder(resolved) : spelling.file(resolved)
            for child in object["children"]?.arrayValue ?? [] {
                if let childID = child.stringValue {
                    resolve(childID, parentFolder: resolved, sourceRoot: sourceRoot, depth: depth + 1)
                }
            }
        }

        /// A native target; an aggregate or external-build target (a script) builds no product and copies nothing.
        private func target(_ id: String, sourceRoot: String) -> AppTarget? {
            guard let target = objects[id], target["isa"]?.stringValue == "PBXNativeTarget" else { return nil }
            let name = target["name"]?.stringValue ?? id
            let productType = target["productType"]?.stringValue ?? ""
            let kind: AppTarget.Kind =
                productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing") ? .test : .product
            var resources: [AppTarget.Resource] = []
            var sources: [AppTarget.Resource] = []
            for phaseID in (target["buildPhases"]?.arrayValue ?? []).compactMap(\.stringValue) {
                guard let phase = objects[phaseID] else { continue }
                // An intent definition is compiled in the sources phase, and its variant group's tables copied.
                let copiesVariantsOnly = phase["isa"]?.stringValue == "PBXSourcesBuildPhase"
                guard copiesVariantsOnly
                    || ["PBXResourcesBuildPhase", "PBXCopyFilesBuildPhase"].contains(phase["isa"]?.stringValue ?? "")
                else { continue }
                for buildFileID in (phase["files"]?.arrayValue ?? []).compactMap(\.stringValue) {
                    guard let reference = objects[buildFileID]?["fileRef"]?.stringValue else { continue }
                    if copiesVariantsOnly, objects[reference]?["isa"]?.stringValue == "PBXFileReference",
                        let path = paths[reference]
                    {
                        sources.append(.file(path))
                    }
                    guard !copiesVariantsOnly || objects[reference]?["isa"]?.stringValue == "PBXVariantGroup" else { continue }
                    resources += self.resources(of: reference)
                }
            }
            for groupID in (target["fileSystemSynchronizedGroups"]?.arrayValue ?? []).compactMap(\.stringValue) {
                guard let folder = paths[groupID], let group = objects[groupID] else { continue }
                var excluded: [PathPattern] = []
                for exceptionID in (group["exceptions"]?.arrayValue ?? []).compactMap(\.stringValue) {
                    guard let exception = objects[exceptionID],
                        exception["isa"]?.stringValue == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                        exception["target"]?.stringValue == id
                    else { continue }
                    excluded += (exception["membershipExceptions"]?.arrayValue ?? []).compactMap(\.stringValue)
                        .map { PathPattern(ProjectPath.join(folder, $0)) }
                }
                resources.append(.folder(folder, excluding: excluded))
                sources.append(.folder(folder, excluding: excluded))
            }
            // A synchronized folder another target owns, or none: an exception set for this target lists the files
            // it adds (membership is the folder's, inverted for the files listed: PomPadDo's `Shared` folder, which
            // no target owns, gives each target its catalog and code this way).
            let owned = Set((target["fileSystemSynchronizedGroups"]?.arrayValue ?? []).compactMap(\.stringValue))
            for (groupID, group) in synchronizedGroups where !owned.contains(groupID) {
                guard let folder = paths[groupID] else { continue }
                for exceptionID in (group["exceptions"]?.arrayValue ?? []).compactMap(\.stringValue) {
                    guard let exception = objects[exceptionID],
                        exception["isa"]?.stringValue == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                        exception["target"]?.stringValue == id
                    else { continue }
                    let added = (exception["membershipExceptions"]?.arrayValue ?? []).compactMap(\.stringValue)
                        .map { AppTarget.Resource.file(ProjectPath.join(folder, $0)) }
                    resources += added
                    sources += added
                }
            }
            return AppTarget(
                name: name, kind: kind, resources: resources, sources: sources,
                infoPlists: infoPlists(of: target, sourceRoot: sourceRoot), productNames: productNames(of: target))
        }

        /// The names a target's build configurations give its product, where written out (not `$(TARGET_NAME)`).
        private func productNames(of target: [String: PropertyListNode]) -> Set<String> {
            Set(
                settings(["PRODUCT_NAME", "INFOPLIST_KEY_CFBundleDisplayName", "INFOPLIST_KEY_CFBundleName"], of: target)
                    .filter { !$0.isEmpty && !$0.contains("$") })
        }

        /// The `Info.plist` files a target's build configurations name (`INFOPLIST_FILE`, below the project's folder
        /// or `$(SRCROOT)`), by absolute path; a value naming another build setting is not known here.
        private func infoPlists(of target: [String: PropertyListNode], sourceRoot: String) -> Set<String> {
            var found: Set<String> = []
            for var value in settings(["INFOPLIST_FILE"], of: target) {
                for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where value.hasPrefix(root) {
                    value.removeFirst(root.count)
                }
                guard !value.isEmpty, !value.contains("$") else { continue }
                found.insert(ProjectPath.join(sourceRoot, value))
            }
            return found
        }

        /// The values a target's build configurations give the build settings `names`, in the configurations' order.
        private func settings(_ names: [String], of target: [String: PropertyListNode]) -> [String] {
            guard let list = target["buildConfigurationList"]?.stringValue else { return [] }
            return (objects[list]?["buildConfigurations"]?.arrayValue ?? []).compactMap(\.stringValue).flatMap { id in
                let settings = objects[id]?["buildSettings"]?.dictionaryValue ?? [:]
                return names.compactMap { settings[$0]?.stringValue }
            }
        }

        /// What a build file's reference copies: a variant group's every file, a folder reference's whole folder, or
        /// one file.
        private func resources(of reference: String) -> [AppTarget.Resource] {
            guard let object = objects[reference] else { return [] }
            switch object["isa"]?.stringValue {
            case "PBXVariantGroup":
                return (object["children"]?.arrayValue ?? []).compactMap(\.stringValue).compactMap { paths[$0] }.map {
                    .file($0)
                }
            case "PBXFileReference":
                guard let path = paths[reference] else { return [] }
                let type = object["lastKnownFileType"]?.stringValue ?? object["explicitFileType"]?.stringValue ?? ""
                let isFolder = type == "folder" || type.hasPrefix("wrapper") || path.hasSuffix(".lproj")
                return [isFolder ? .reference(path) : .file(path)]
            case "PBXFileSystemSynchronizedRootGroup", "PBXGroup":
                return paths[reference].map { [.folder($0, excluding: [])] } ?? []
            default:
                return []
            }
        }
    }
}

extension PropertyListNode {
    /// The dictionary's entries by key (the last of a duplicated key), when the node is a dictionary.
    fileprivate var dictionaryValue: [String: PropertyListNode]? {
        guard case .dictionary(let entries) = value else { return nil }
        var dictionary: [String: PropertyListNode] = [:]
        for entry in entries { dictionary[entry.key] = entry.value }
        return dictionary
    }

    fileprivate var arrayValue: [PropertyListNode]? {
        guard case .array(let items) = value else { return nil }
        return items
    }

    fileprivate var stringValue: String? {
        guard case .string(let string) = value else { return nil }
        return string
    }
}
