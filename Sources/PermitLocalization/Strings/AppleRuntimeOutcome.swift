/// What Apple's runtime (CoreFoundation's property-list reader, behind `Bundle.localizedString`) makes of a file.
package enum AppleRuntimeOutcome: Hashable, Sendable {
    /// It loads every entry.
    case loadsEverything
    /// It stops silently at `location`, keeping only the first `keptEntries` entries and dropping the rest
    /// with no error (the truncation that `plutil -lint` does not see).
    case stopsSilently(at: SourceLocation, keptEntries: Int)
    /// It fails to read the file and loads nothing; `location` is the first defect, when it has a place.
    case failsToLoad(at: SourceLocation?)
}
