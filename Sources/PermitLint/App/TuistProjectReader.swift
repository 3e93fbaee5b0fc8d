import PermitLocalization
import SwiftParser
import SwiftSyntax

/// Reads what a Tuist manifest (`Project.swift`, importing `ProjectDescription`) ships, parsed with swift-syntax (the
/// manifest is not run): the `developmentRegion` and `defaultKnownRegions` of its options, and each target written
/// as `.target(...)` or `Target(...)` with a literal `name`: its `product` (`.unitTests` and `.uiTests` are tests)
/// and its `resources`, globs (`"Resources/**"`, `.glob(pattern:excluding:)`) or folder references
/// (`.folderReference(path:)`), from the manifest's folder.
///
/// A manifest made by the project's own helpers (`Project.app(name:)`) names no target the lint can read: it is left
/// unread. One whose `targets` also hold targets made by a helper builds something the lint cannot see, so no file
/// below it is known not to ship (`AppProject.buildsExternally`).
enum TuistProjectReader {
    /// Reads the manifest at `path`; a file that does not import `ProjectDescription` has no targets.
    static func read(_ path: String) throws(ProjectReadError) -> AppProject {
        let bytes = try ProjectPath.contents(of: path)
        let folder = ProjectPath.parent(of: ProjectPath.absolute(path))
        var project = AppProject(
            path: path, kind: .tuist, folder: folder, developmentRegion: nil, knownRegions: [], targets: [])
        guard ByteSearch.offset(of: Array("import ProjectDescription".utf8), in: bytes, from: 0) != nil else {
            return project
        }
        let visitor = ManifestVisitor(folder: folder)
        visitor.walk(Parser.parse(source: String(decoding: bytes, as: UTF8.self)))
        project.developmentRegion = visitor.developmentRegion
        project.knownRegions = visitor.knownRegions
        project.targets = visitor.targets
        project.buildsExternally = visitor.hasTargetsMadeElsewhere
        return project
    }

    private final class ManifestVisitor: SyntaxVisitor {
        let folder: String
        var developmentRegion: String?
        var knownRegions: [String] = []
        var targets: [AppTarget] = []
        var hasTargetsMadeElsewhere = false

        init(folder: String) {
            self.folder = folder
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let region = call.argument("developmentRegion")?.literalText { developmentRegion = region }
            if let regions = call.argument("defaultKnownRegions")?.literalTexts { knownRegions = regions }
            if isProject(call), let list = call.argument("targets")?.as(ArrayExprSyntax.self) {
                for element in list.elements {
                    if let target = target(element.expression) { targets.append(target) } else { hasTargetsMadeElsewhere = true }
                }
            }
            return .visitChildren
        }

        /// Whether `call` makes the project: `Project(...)`.
        private func isProject(_ call: FunctionCallExprSyntax) -> Bool {
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Project"
        }

        /// The target `expression` writes as `.target(name: "App", ...)` or `Target(name: "App", ...)`.
        private func target(_ expression: ExprSyntax) -> AppTarget? {
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            let called = call.calledExpression
            let isTarget =
                called.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "target"
                || called.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target"
            // Resources a helper lists (`resources: .default`) are not known: nor is the target.
            guard isTarget, let name = call.argument("name")?.literalText,
                let resources = call.argument("resources").map(resources) ?? []
            else { return nil }
            let product = call.argument("product")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            return AppTarget(name: name, kind: product.hasSuffix("Tests") ? .test : .product, resources: resources)
        }

        /// The resources an expression lists: `["A/**", .glob(pattern: "B/**", excluding: [...]),
        /// .folderReference(path: "C")]`, maybe wrapped in `.resources([...])`; `nil` when it lists any other way.
        private func resources(_ expression: ExprSyntax) -> [AppTarget.Resource]? {
            if let call = expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "resources"
            {
                return call.arguments.first.flatMap { resources($0.expression) }
            }
            guard let list = expression.as(ArrayExprSyntax.self) else { return nil }
            let read = list.elements.compactMap { element -> AppTarget.Resource? in
                if let pattern = element.expression.literalText { return glob(pattern, excluding: []) }
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                    let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                else { return nil }
                switch kind {
                case "glob":
                    guard let pattern = call.argument("pattern")?.literalText else { return nil }
                    let excluded = call.argument("excluding")?.literalTexts ?? []
                    return glob(pattern, excluding: excluded)
                case "folderReference":
                    return call.argument("path")?.literalText.map { .reference(ProjectPath.join(folder, $0)) }
                default:
                    return nil
                }
            }
            return read.count == list.elements.count ? read : nil
        }

        /// A glob as the folder its pattern starts from (`Resources` for `Resources/**/*.strings`: the lint keeps
        /// every localization file below it), less its exclusions.
        private func glob(_ pattern: String, excluding excluded: [String]) -> AppTarget.Resource {
            let fixed = pattern.split(separator: "/").prefix { !$0.contains(where: { "*?[{".contains($0) }) }
            return .folder(
                ProjectPath.join(folder, fixed.joined(separator: "/")),
                excluding: excluded.map { PathPattern(ProjectPath.join(folder, $0)) })
        }
    }
}
