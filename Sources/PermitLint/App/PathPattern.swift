#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An absolute path or glob that a project excludes from a folder it copies: `*` and `?` within one component,
/// `**` for any number of components (XcodeGen's `excludes`), a plain path for itself and everything below it
/// (Xcode's `membershipExceptions`, a package target's `exclude`).
struct PathPattern: Hashable, Sendable {
    private let components: [String]
    private let isGlob: Bool

    /// A pattern from an absolute, normalized path or glob.
    init(_ pattern: String) {
        components = pattern.split(separator: "/").map(String.init)
        isGlob = pattern.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// Whether the absolute path `path` is the pattern's match or lies below one.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        return Self.matches(components[...], parts[...], isGlob: isGlob)
    }

    /// Whether `parts` starts with components matching all of `pattern` (what follows lies below the match).
    private static func matches(_ pattern: ArraySlice<String>, _ parts: ArraySlice<String>, isGlob: Bool) -> Bool {
        guard let first = pattern.first else { return true }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (parts.startIndex...parts.endIndex).contains { matches(rest, parts[$0...], isGlob: isGlob) }
        }
        guard let part = parts.first else { return false }
        let same = isGlob ? fnmatch(first, part, 0) == 0 : first == part
        return same && matches(pattern.dropFirst(), parts.dropFirst(), isGlob: isGlob)
    }
}
