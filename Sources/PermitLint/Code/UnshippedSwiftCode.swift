/// The Swift code of an app that the shipped app never runs: SwiftUI previews, `#if DEBUG` clauses
/// (`SwiftSourceFacts.unshippedRegions`), the SwiftUI views that only such code, or other views like them, names (a
/// row view only a preview instantiates), and a view's members that only such code names (zermelo's `devSection`,
/// written only inside `#if DEBUG`). A view counts as shown when its name is written anywhere else in the app's Swift
/// code (an extension included, comments not); a member no code names at all (a protocol's requirement SwiftUI
/// calls) counts as run: the model errs toward code that runs.
struct UnshippedSwiftCode {
    /// A stretch of one file's bytes the app never runs, and why, as the end of a sentence ("a SwiftUI preview").
    struct Region {
        var range: Range<Int>
        var reason: String
    }

    /// The regions, by source path.
    private(set) var regions: [String: [Region]] = [:]

    /// A view or a view's member, where it is declared.
    private struct Declaration {
        var path: String
        var name: String
        var range: Range<Int>
        var isMember: Bool
    }

    /// Reads the regions of the Swift files whose facts are `files`, finding each view's and member's name in the
    /// bytes of every Swift source of `sources` (read with `contents`).
    init(files: [(path: String, facts: SwiftSourceFacts)], sources: [String], contents: @Sendable (String) -> [UInt8]?) {
        for file in files where !file.facts.unshippedRegions.isEmpty {
            regions[file.path] = file.facts.unshippedRegions.map { region in
                Region(range: region.range, reason: region.reason == .preview ? "a SwiftUI preview" : "#if DEBUG")
            }
        }
        let declarations = files.flatMap { file in
            file.facts.views.map { Declaration(path: file.path, name: $0.name, range: $0.range, isMember: false) }
                + file.facts.viewMembers.map { Declaration(path: file.path, name: $0.name, range: $0.range, isMember: true) }
        }
        guard declarations.contains(where: { !$0.isMember }), !regions.isEmpty else { return }
        let names = SwiftIdentifierScan.NameIndex(Set(declarations.map(\.name)))
        // Where each name is written outside comments, and whether there the app never runs the code.
        let unshipped = regions
        let mentions = Parallel.map(sources.filter { $0.hasSuffix(".swift") }) { _, path -> [Mention] in
            guard let bytes = contents(path) else { return [] }
            let skipped = unshipped[path] ?? []
            return SwiftIdentifierScan.occurrences(in: bytes, among: names).map { found in
                Mention(
                    name: found.name, path: path, offset: found.offset,
                    isUnshipped: skipped.contains { $0.range.contains(found.offset) })
            }
        }.joined()
        // Each mention with the declarations around it; a name inside its own declaration names nothing.
        let declarationsOfPath = Dictionary(grouping: declarations.indices, by: { declarations[$0].path })
        let placed = mentions.compactMap { mention -> (Mention, inside: [Int])? in
            let inside = (declarationsOfPath[mention.path] ?? []).filter { declarations[$0].range.contains(mention.offset) }
            guard !inside.contains(where: { declarations[$0].name == mention.name }) else { return nil }
            return (mention, inside)
        }
        let mentioned = Set(placed.map(\.0.name))
        // The declarations run: a member no code names, and then, to the least fixed point, every declaration named
        // by code that runs: outside every declaration, or inside declarations all run.
        var run = Set(declarations.indices.filter { declarations[$0].isMember && !mentioned.contains(declarations[$0].name) })
        var runNames: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (mention, inside) in placed
            where !mention.isUnshipped && !runNames.contains(mention.name) && inside.allSatisfy(run.contains) {
                runNames.insert(mention.name)
                run.formUnion(declarations.indices.filter { declarations[$0].name == mention.name })
                changed = true
            }
        }
        for (index, declaration) in declarations.enumerated() where !run.contains(index) {
            let what = declaration.isMember ? "a view's member" : "a view"
            regions[declaration.path, default: []].append(
                Region(range: declaration.range, reason: "\(declaration.name), \(what) no code the app runs shows"))
        }
    }

    /// A name written in a Swift source.
    private struct Mention {
        var name: String
        var path: String
        var offset: Int
        /// Whether it is inside a region the app never runs.
        var isUnshipped: Bool
    }

    /// Marks the calls of `facts` (of the file at `path`) inside a region as code no one runs.
    func markUnreachable(_ facts: inout SwiftSourceFacts, at path: String) {
        guard let regions = regions[path] else { return }
        for index in facts.calls.indices where regions.contains(where: { $0.range.contains(facts.calls[index].offset) }) {
            facts.calls[index].isUnreachable = true
        }
    }
}
