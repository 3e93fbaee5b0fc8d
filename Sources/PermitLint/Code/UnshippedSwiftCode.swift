/// The Swift code of an app that the shipped app never runs: SwiftUI previews, `#if DEBUG` clauses
/// (`SwiftSourceFacts.unshippedRegions`), and the SwiftUI views that only such code, or other views like them, names
/// (a row view only a preview instantiates). A view counts as shown when its name is written anywhere else in the
/// app's Swift sources (a comment or an extension included): the model errs toward code that runs.
struct UnshippedSwiftCode {
    /// A stretch of one file's bytes the app never runs, and why, as the end of a sentence ("a SwiftUI preview").
    struct Region {
        var range: Range<Int>
        var reason: String
    }

    /// The regions, by source path.
    private(set) var regions: [String: [Region]] = [:]

    /// Reads the regions of the Swift files whose facts are `files`, finding each view's name in the bytes of every
    /// Swift source of `sources` (read with `contents`).
    init(files: [(path: String, facts: SwiftSourceFacts)], sources: [String], contents: @Sendable (String) -> [UInt8]?) {
        for file in files where !file.facts.unshippedRegions.isEmpty {
            regions[file.path] = file.facts.unshippedRegions.map { region in
                Region(range: region.range, reason: region.reason == .preview ? "a SwiftUI preview" : "#if DEBUG")
            }
        }
        let declarations = files.flatMap { file in file.facts.views.map { (path: file.path, view: $0) } }
        guard !declarations.isEmpty, !regions.isEmpty else { return }
        let names = Set(declarations.map(\.view.name))
        // Where each view's name is written, outside code the app never runs.
        let unshipped = regions
        let mentions = Parallel.map(sources.filter { $0.hasSuffix(".swift") }) { _, path -> [(name: String, path: String, offset: Int)] in
            guard let bytes = contents(path) else { return [] }
            let skipped = unshipped[path] ?? []
            return Self.identifiers(in: bytes, among: names)
                .filter { found in !skipped.contains { $0.range.contains(found.offset) } }
                .map { (name: $0.name, path: path, offset: $0.offset) }
        }.joined()
        // The views shown: named outside every view, or inside a view shown, other than itself (the least fixed
        // point, so that views naming only each other stay unshown).
        func enclosingViews(_ path: String, _ offset: Int) -> [Int] {
            declarations.indices.filter { declarations[$0].path == path && declarations[$0].view.range.contains(offset) }
        }
        let placed = mentions.map { mention in (name: mention.name, inside: enclosingViews(mention.path, mention.offset)) }
        var shown: Set<String> = []
        var shownViews: Set<Int> = []
        var changed = true
        while changed {
            changed = false
            for mention in placed where !shown.contains(mention.name) {
                let reached = mention.inside.isEmpty
                    || mention.inside.contains { shownViews.contains($0) && declarations[$0].view.name != mention.name }
                guard reached else { continue }
                shown.insert(mention.name)
                shownViews.formUnion(declarations.indices.filter { declarations[$0].view.name == mention.name })
                changed = true
            }
        }
        for declaration in declarations where !shown.contains(declaration.view.name) {
            regions[declaration.path, default: []].append(
                Region(range: declaration.view.range, reason: "\(declaration.view.name), a view no code the app runs shows"))
        }
    }

    /// Marks the calls of `facts` (of the file at `path`) inside a region as code no one runs.
    func markUnreachable(_ facts: inout SwiftSourceFacts, at path: String) {
        guard let regions = regions[path] else { return }
        for index in facts.calls.indices where regions.contains(where: { $0.range.contains(facts.calls[index].offset) }) {
            facts.calls[index].isUnreachable = true
        }
    }

    /// The identifiers of `bytes` (runs of letters, digits and `_` not preceded by one) that are among `names`,
    /// with their offsets.
    private static func identifiers(in bytes: [UInt8], among names: Set<String>) -> [(name: String, offset: Int)] {
        let lengths = Set(names.map(\.utf8.count))
        var found: [(name: String, offset: Int)] = []
        var index = 0
        while index < bytes.count {
            guard SourceCodeKeys.isIdentifier(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count, SourceCodeKeys.isIdentifier(bytes[index]) { index += 1 }
            if lengths.contains(index - start) {
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                if names.contains(word) { found.append((word, start)) }
            }
        }
        return found
    }
}
