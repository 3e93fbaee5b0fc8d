/// The localization file formats Permit reads, told apart by their file extension.
package enum LocalizationFileKind: String, Hashable, Sendable, CaseIterable {
    /// A strings table (`.strings`): text, XML or binary property list.
    case strings
    /// Plural and variant rules (`.stringsdict`): an XML or binary property list.
    case stringsdict
    /// A String Catalog (`.xcstrings`): JSON.
    case xcstrings
    /// Xcode's localization exchange file (`.xliff`, XLIFF 1.2), alone or inside an `.xcloc` bundle.
    case xliff

    /// The kind a path's extension names, or `nil` for other files.
    package init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: String(path[path.index(after: dot)...]))
    }
}
