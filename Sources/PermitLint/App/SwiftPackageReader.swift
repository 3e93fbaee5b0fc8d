import PermitLocalization
import SwiftParser
import SwiftSyntax

/// Reads what a Swift package ships from its `Package.swift`, parsed with swift-syntax (the manifest is not run):
/// the `Package(defaultLocalization:)` and each target made with `.target`, `.executableTarget` or `.testTarget`
/// (`name`, `path`, `exclude`). A target's folder (`path`, else `Sources/NAME`, or `Tests/NAME` for a test target)
/// copies its `.lproj` folders and String Catalogs, as the package manager processes them without being told.
enum SwiftPackageReader {
    /// Reads the manifest at `path`.
    static func read(_ path: String) throws(ProjectReadError) -> AppProject {
        let bytes = try ProjectPath.contents(of: path)
        let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
        let folder = ProjectPath.parent(of: ProjectPath.absolute(path))
        let visitor = ManifestVisitor(folder: folder)
        visitor.walk(tree)
        return AppProject(
            path: path, kind: .swiftPackage, folder: folder, developmentRegion: visitor.defaultLocalization,
            knownRegions: [], targets: visitor.targets)
    }

    private final class ManifestVisitor: SyntaxVisitor {
        let folder: String
        var defaultLocalization: String?
        var targets: [AppTarget] = []

        init(folder: String) {
            self.folder = folder
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let called = call.calledExpression
            if let reference = called.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Package" {
                defaultLocalization = call.argument("defaultLocalization")?.literalText
            } else if let member = called.as(MemberAccessExprSyntax.self),
                ["target", "executableTarget", "testTarget"].contains(member.declName.baseName.text),
                let name = call.argument("name")?.literalText
            {
                let isTest = member.declName.baseName.text == "testTarget"
                let path = call.argument("path")?.literalText ?? (isTest ? "Tests/" : "Sources/") + name
                let root = ProjectPath.join(folder, path)
                let excluded = (call.argument("exclude")?.literalTexts ?? []).map { PathPattern(ProjectPath.join(root, $0)) }
                targets.append(
                    AppTarget(name: name, kind: isTest ? .test : .product, resources: [.folder(root, excluding: excluded)]))
            }
            return .visitChildren
        }
    }
}
