import Permit
import PermitLocalization

/// The top-level dictionary of a property list the doctor reads (an `Info.plist`, an entitlements file): its
/// entries by key and where it starts.
struct TopLevelDictionary: Sendable {
    /// The entries by key; of duplicates, the last, which Apple's runtime keeps.
    var entries: [String: PropertyListEntry]
    /// Where the dictionary starts, the place of a key it lacks; `nil` in a binary property list.
    var location: SourceLocation?

    /// Reads `file`, XML or binary: its top-level dictionary, or `nil` when the reader finds an error (Apple's tools
    /// then read nothing from it) or the top level is something else; and the diagnostics that say why. A top level
    /// that is not a dictionary is reported as "`name`'s top level is an array, not a dictionary, so `consequence`".
    static func read(_ file: DoctorInput.File, name: String, consequence: String) -> (TopLevelDictionary?, [Diagnostic])
    {
        let read = PropertyListReader.read(file.bytes, file: file.path)
        guard let root = read.root, !read.diagnostics.contains(where: { $0.severity == .error }) else {
            return (nil, read.diagnostics)
        }
        guard case .dictionary(let members) = root.value else {
            let notADictionary = Diagnostic(
                .invalidStructure,
                "\(name)'s top level is \(UsageDescriptionCheck.withArticle(root.kindName)), not a dictionary, so "
                    + consequence,
                file: file.path, at: root.location)
            return (nil, read.diagnostics + [notADictionary])
        }
        let entries = Dictionary(members.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        return (TopLevelDictionary(entries: entries, location: root.location), read.diagnostics)
    }
}
