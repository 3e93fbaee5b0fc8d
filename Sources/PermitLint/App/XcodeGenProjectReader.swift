import PermitLocalization
import Yams

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads what an XcodeGen spec (`project.yml`) ships: `options.developmentLanguage`, and per target its `type` and
/// `sources` (a path, or `path` with `excludes` and `buildPhase`), with the specs it `include`s, whose relative
/// paths start from their own folder as XcodeGen reads them. A source copies every localization file below it unless
/// its build phase is `none` or `sources`, or an exclude matches.
enum XcodeGenProjectReader {
    /// Reads the spec at `path`.
    static func read(_ path: String) throws(ProjectReadError) -> AppProject {
        var spec = Spec()
        try spec.load(ProjectPath.absolute(path), depth: 0)
        return AppProject(
            path: path, kind: .xcodeGen, folder: ProjectPath.parent(of: ProjectPath.absolute(path)),
            developmentRegion: spec.developmentLanguage, knownRegions: [], targets: spec.targets)
    }

    /// A spec and its includes, merged as XcodeGen merges them: a target named twice gathers both sources.
    private struct Spec {
        var developmentLanguage: String?
        var targets: [AppTarget] = []

        mutating func load(_ file: String, depth: Int) throws(ProjectReadError) {
            guard depth < 16 else { throw ProjectReadError(file: file, location: nil, message: "includes nested too deeply") }
            let bytes = try ProjectPath.contents(of: file)
            let document: Any?
            do {
                document = try Yams.load(yaml: String(decoding: bytes, as: UTF8.self))
            } catch let error as YamlError {
                throw ProjectReadError(file: file, location: Self.location(of: error), message: "not YAML: \(error)")
            } catch {
                throw ProjectReadError(file: file, location: nil, message: "not YAML: \(error)")
            }
            guard let top = document as? [String: Any] else {
                throw ProjectReadError(file: file, location: nil, message: "the spec is not a mapping of settings")
            }
            let folder = Self.pathsBase(of: top, specFolder: ProjectPath.parent(of: file))
            for include in Self.list(top["include"]) {
                let entry = include as? [String: Any]
                guard let included = (include as? String) ?? (entry?["path"] as? String) else { continue }
                try load(ProjectPath.join(folder, included), depth: depth + 1)
            }
            if let language = (top["options"] as? [String: Any])?["developmentLanguage"] as? String {
                developmentLanguage = language
            }
            for (name, value) in (top["targets"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let target = value as? [String: Any] else { continue }
                let resources = Self.list(target["sources"]).compactMap { Self.resource($0, folder: folder) }
                if let index = targets.firstIndex(where: { $0.name == name }) {
                    targets[index].resources += resources
                    if let type = target["type"] as? String { targets[index].kind = Self.kind(type) }
                } else {
                    targets.append(AppTarget(name: name, kind: Self.kind(target["type"] as? String ?? ""), resources: resources))
                }
            }
        }

        /// The folder the spec's relative paths start from: its own, as XcodeGen reads them, unless none of its
        /// targets' sources is there and some is below a folder above it, up to three levels: a spec generated with
        /// `--project-root` (capsule's `App/project.yml`, run from the repository's root, names `App/Sources`).
        private static func pathsBase(of top: [String: Any], specFolder: String) -> String {
            let paths = (top["targets"] as? [String: Any] ?? [:]).values.flatMap { target in
                list((target as? [String: Any])?["sources"]).compactMap { source in
                    (source as? String) ?? ((source as? [String: Any])?["path"] as? String)
                }
            }
            let exists = { (base: String) in paths.contains { access(ProjectPath.join(base, $0), F_OK) == 0 } }
            guard !paths.isEmpty, !exists(specFolder) else { return specFolder }
            var candidate = specFolder
            for _ in 0..<3 {
                let parent = ProjectPath.parent(of: candidate)
                guard parent != candidate else { break }
                candidate = parent
                if exists(candidate) { return candidate }
            }
            return specFolder
        }

        private static func kind(_ type: String) -> AppTarget.Kind {
            type.contains("test") ? .test : .product
        }

        /// A value that may be one item or a list of them, as a list.
        private static func list(_ value: Any?) -> [Any] {
            if let items = value as? [Any] { return items }
            return value.map { [$0] } ?? []
        }

        private static func resource(_ source: Any, folder: String) -> AppTarget.Resource? {
            if let path = source as? String { return .folder(ProjectPath.join(folder, path), excluding: []) }
            guard let source = source as? [String: Any], let path = source["path"] as? String else { return nil }
            if let phase = source["buildPhase"] as? String, ["none", "sources", "headers"].contains(phase) { return nil }
            let root = ProjectPath.join(folder, path)
            if source["type"] as? String == "folder" { return .reference(root) }
            let excludes = list(source["excludes"]).compactMap { $0 as? String }.map { PathPattern(root + "/" + $0) }
            return .folder(root, excluding: excludes)
        }

        private static func location(of error: YamlError) -> SourceLocation? {
            switch error {
            case .parser(_, _, let mark, _), .scanner(_, _, let mark, _):
                return SourceLocation(line: mark.line, column: mark.column, offset: 0)
            default:
                return nil
            }
        }
    }
}
