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
        let bytes: [UInt8]
        do {
            bytes = try LocalizationFileSearch.contents(of: path)
        } catch {
            throw ProjectReadError(file: path, location: nil, message: error.description)
        }
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
                defaultLocalization = literal(argument("defaultLocalization", of: call))
            } else if let member = called.as(MemberAccessExprSyntax.self),
                ["target", "executableTarget", "testTarget"].contains(member.declName.baseName.text),
                let name = literal(argument("name", of: call))
            {
                let isTest = member.declName.baseName.text == "testTarget"
                let path = literal(argument("path", of: call)) ?? (isTest ? "Tests/" : "Sources/") + name
                let root = ProjectPath.join(folder, path)
                let excluded = literals(argument("exclude", of: call)).map { PathPattern(ProjectPath.join(root, $0)) }
                targets.append(
                    AppTarget(name: name, kind: isTest ? .test : .product, resources: [.folder(root, excluding: excluded)]))
            }
            return .visitChildren
        }

        private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
            call.arguments.first { $0.label?.text == label }?.expression
        }

        /// The text of a string literal without interpolation.
        private func literal(_ expression: ExprSyntax?) -> String? {
            guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
            var text = ""
            for segment in literal.segments {
                guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
                text += piece.content.text
            }
            return text
        }

        /// The string literals of an array literal.
        private func literals(_ expression: ExprSyntax?) -> [String] {
            guard let array = expression?.as(ArrayExprSyntax.self) else { return [] }
            return array.elements.compactMap { literal($0.expression) }
        }
    }
}
