/// The contents of a String Catalog (`.xcstrings`), with what is wrong in it.
public struct StringCatalog: Hashable, Sendable {
    /// One key of the catalog with its translations.
    public struct Entry: Hashable, Sendable {
        /// The key the app looks the string up by.
        public var key: String
        /// Where the key stands.
        public var keyLocation: SourceLocation?
        /// The comment for translators, if any.
        public var comment: String?
        /// How Xcode found the key (`manual`, `stale`, `extracted_with_value`...), if recorded.
        public var extractionState: String?
        /// Whether the string is to be translated (`shouldTranslate`; true unless the catalog says false).
        public var shouldTranslate: Bool
        /// The string in each language, by language code.
        public var localizations: [String: LocalizedString]

        /// Creates an entry.
        package init(
            key: String, keyLocation: SourceLocation? = nil, comment: String? = nil, extractionState: String? = nil,
            shouldTranslate: Bool = true, localizations: [String: LocalizedString] = [:]
        ) {
            self.key = key
            self.keyLocation = keyLocation
            self.comment = comment
            self.extractionState = extractionState
            self.shouldTranslate = shouldTranslate
            self.localizations = localizations
        }
    }

    /// The language the keys are written in, such as `en`.
    public var sourceLanguage: String?
    /// The catalog format's version, such as `1.0`.
    package var version: String?
    /// The entries that could be read, in source order.
    public var entries: [Entry]
    /// The defects found, in the order they were found.
    public var diagnostics: [Diagnostic]

    /// Creates a catalog.
    package init(sourceLanguage: String?, version: String?, entries: [Entry], diagnostics: [Diagnostic]) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.diagnostics = diagnostics
    }
}
