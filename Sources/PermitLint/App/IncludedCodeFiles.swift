import PermitLocalization

/// Code files that a compiled file includes whole: a unity build's `_Operations.mm` in Nimble Commander holds
/// `#include "AggregateProgressTracker.mm"` and its siblings, which no sources phase names but which are compiled
/// through it, and look texts up like any other.
enum IncludedCodeFiles {
    /// Those of `candidates` that a file of `compiled` (both as the lint found them) names in an `#include "..."` or
    /// `#import "..."`, relative to its own folder; and so on, for what those include.
    static func included(among candidates: [String], by compiled: [String]) -> Set<String> {
        guard !candidates.isEmpty else { return [] }
        let wanted = Dictionary(candidates.map { (ProjectPath.absolute($0), $0) }) { first, _ in first }
        var found: Set<String> = []
        var queue = compiled.filter { file in includingExtensions.contains { file.hasSuffix($0) } }
        while let file = queue.popLast() {
            guard let bytes = try? LocalizationFileSearch.contents(of: file) else { continue }
            let folder = ProjectPath.parent(of: ProjectPath.absolute(file))
            for name in includedNames(in: bytes) {
                guard let candidate = wanted[ProjectPath.join(folder, name)], found.insert(candidate).inserted else { continue }
                queue.append(candidate)
            }
        }
        return found
    }

    /// The files that may include code files whole: C, C++ and Objective-C sources.
    private static let includingExtensions = [".m", ".mm", ".c", ".cpp", ".cc"]

    /// The quoted names after `#include` or `#import` at the start of a line that end in a code file's extension.
    private static func includedNames(in bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var start = 0
        while let hash = ByteSearch.offset(of: [UInt8(ascii: "#")], in: bytes, from: start) {
            start = hash + 1
            var lineStart = hash
            while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
            guard lineStart == 0 || bytes[lineStart - 1] == 0x0A else { continue }
            var index = hash + 1
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            let directive = ["include", "import"].first { word in
                bytes.count >= index + word.utf8.count && bytes[index..<(index + word.utf8.count)].elementsEqual(word.utf8)
            }
            guard let directive else { continue }
            index += directive.utf8.count
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""),
                let close = bytes[(index + 1)...].prefix(1_024).firstIndex(of: UInt8(ascii: "\""))
            else { continue }
            let name = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            if includingExtensions.contains(where: name.hasSuffix) { names.append(name) }
            start = close + 1
        }
        return names
    }
}
