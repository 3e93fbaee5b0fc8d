/// The localized strings of a `.stringsdict` file, with what is wrong in it.
public struct StringsDictionary: Hashable, Sendable {
    /// One key of the file and its string.
    public struct Entry: Hashable, Sendable {
        /// The key the app looks the string up by.
        public var key: String
        /// Where the key stands, when the file has places.
        public var keyLocation: SourceLocation?
        /// The string.
        public var value: LocalizedString

        /// Creates an entry.
        package init(key: String, keyLocation: SourceLocation? = nil, value: LocalizedString) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The entries that could be read, in source order.
    public var entries: [Entry]
    /// The defects found, in the order they were found.
    public var diagnostics: [Diagnostic]

    /// Creates a strings dictionary.
    package init(entries: [Entry], diagnostics: [Diagnostic]) {
        self.entries = entries
        self.diagnostics = diagnostics
    }
}
