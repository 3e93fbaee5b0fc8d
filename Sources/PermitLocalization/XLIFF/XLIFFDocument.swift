/// What an XLIFF 1.2 document holds, as Xcode exports localizations (`xcodebuild -exportLocalizations`, the
/// `.xliff` file of an `.xcloc` bundle): one file per exported table, with the problems found while reading.
package struct XLIFFDocument: Sendable {
    /// The `<file>` elements read, in document order. When reading stopped on an error, the files and units
    /// completed before it are here; the unit that was being read is not.
    package var files: [XLIFFFile]
    /// The problems found: encoding, XML syntax, and XLIFF structure.
    package var diagnostics: [Diagnostic]
}

/// One `<file>` element of an XLIFF document: one table of the exported project, source and target.
package struct XLIFFFile: Sendable {
    /// The file's `original` attribute, e.g. "App/en.lproj/Localizable.strings" or "App/Localizable.xcstrings".
    package var original: String
    /// The `source-language` attribute, when given.
    package var sourceLanguage: String?
    /// The `target-language` attribute, when given.
    package var targetLanguage: String?
    /// Where the `<file>` start tag stands.
    package var location: SourceLocation
    /// The file's strings in document order, one per key: the units that give the parts of one key's string
    /// (plural and device variants, substitutions) are put back together.
    package var entries: [XLIFFEntry]
}

/// One key of an exported table, with its source text and translation put together from the key's units.
package struct XLIFFEntry: Sendable {
    /// The key the app looks the string up by.
    package var key: String
    /// Where the `<trans-unit>` tag of the key's first unit stands.
    package var keyLocation: SourceLocation
    /// The source language's string, from the units' `<source>` elements.
    package var source: LocalizedString
    /// The translation, from the units' `<target>` elements; `nil` when no unit of the key has one. Variants
    /// whose unit has no target are absent from it.
    package var target: LocalizedString?
    /// The comment for translators: the first non-empty `<note>` of the key's units.
    package var note: String?
    /// Whether the string is to be translated: false when a unit (or a group around it) says `translate="no"`.
    package var translate: Bool
}
