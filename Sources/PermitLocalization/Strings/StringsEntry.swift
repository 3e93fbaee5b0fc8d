/// One `key = value;` of a strings table, with the translator's comment and where key and value stand.
///
/// An entry read from a text `.strings` file keeps where its key and value lie in the file's bytes, and makes
/// `key`, `value` and `comment` when they are read: each read makes a new `String`, so code that reads one many
/// times keeps it in a constant.
public struct StringsEntry: Hashable, Sendable {
    /// The key code looks the text up by.
    public var key: String {
        get { keyText.string }
        set { keyText = .string(newValue) }
    }
    /// The translated text.
    public var value: String {
        get { valueText.string }
        set { valueText = .string(newValue) }
    }
    /// The comment just before the entry (the translator's note), without its `/* */` or `//` markers.
    public var comment: String? {
        get { commentText?.string }
        set { commentText = newValue.map(EntryText.string) }
    }
    /// Where the key starts, when the source has places (text `.strings` and XML plists do).
    public var keyLocation: SourceLocation?
    /// Where the value starts; for the `"key";` shorthand, the key's place.
    public var valueLocation: SourceLocation?

    /// The key, as read.
    private var keyText: EntryText
    /// The value, as read.
    private var valueText: EntryText
    private var commentText: EntryText?

    /// Creates an entry.
    public init(
        key: String, value: String, comment: String? = nil, keyLocation: SourceLocation? = nil,
        valueLocation: SourceLocation? = nil
    ) {
        self.init(
            keyText: .string(key), valueText: .string(value), commentText: comment.map(EntryText.string),
            keyLocation: keyLocation, valueLocation: valueLocation)
    }

    /// An entry as a reader found it.
    init(
        keyText: EntryText, valueText: EntryText, commentText: EntryText?, keyLocation: SourceLocation?,
        valueLocation: SourceLocation?
    ) {
        self.keyText = keyText
        self.valueText = valueText
        self.commentText = commentText
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
    }

    /// Entries are equal when their strings are (as `String`s compare) and their places are.
    public static func == (first: StringsEntry, second: StringsEntry) -> Bool {
        first.key == second.key && first.value == second.value && first.comment == second.comment
            && first.keyLocation == second.keyLocation && first.valueLocation == second.valueLocation
    }

    /// Hashes the strings and places that `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
        hasher.combine(comment)
        hasher.combine(keyLocation)
        hasher.combine(valueLocation)
    }
}
