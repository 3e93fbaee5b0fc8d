/// One `key = value;` of a strings table, with the translator's comment and where key and value stand.
public struct StringsEntry: Hashable, Sendable {
    /// The key code looks the text up by.
    public var key: String
    /// The translated text.
    public var value: String
    /// The comment just before the entry (the translator's note), without its `/* */` or `//` markers.
    public var comment: String?
    /// Where the key starts, when the source has places (text `.strings` and XML plists do).
    public var keyLocation: SourceLocation?
    /// Where the value starts; for the `"key";` shorthand, the key's place.
    public var valueLocation: SourceLocation?

    /// Creates an entry.
    public init(
        key: String, value: String, comment: String? = nil, keyLocation: SourceLocation? = nil,
        valueLocation: SourceLocation? = nil
    ) {
        self.key = key
        self.value = value
        self.comment = comment
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
    }
}
