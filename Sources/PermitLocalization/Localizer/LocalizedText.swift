/// A rendered string: its text, which localization answered, and what went wrong on the way.
public struct LocalizedText: Hashable, Sendable, CustomStringConvertible {
    /// The text, formatted.
    public var text: String
    /// The localization that held the key, named as its catalog names it; `nil` when no localization did and
    /// the key itself is the text (as on Apple).
    public var localization: String?
    /// Problems met: a translation whose specifiers did not fit its arguments, and so on.
    public var diagnostics: [Diagnostic]

    public var description: String { text }
}
