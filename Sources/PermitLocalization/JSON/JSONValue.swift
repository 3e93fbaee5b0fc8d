/// A JSON value with where it starts in its file.
struct JSONValue: Hashable, Sendable {
    /// What a JSON value holds.
    indirect enum Content: Hashable, Sendable {
        /// An object's members in source order, duplicates kept (the parser reports them).
        case object([JSONMember])
        /// An array's elements.
        case array([JSONValue])
        /// A string, escapes resolved.
        case string(String)
        /// A number, as written (RFC 8259 grammar), so that no precision is lost before a reader chooses a type.
        case number(String)
        /// `true` or `false`.
        case boolean(Bool)
        /// `null`.
        case null
    }

    /// What the value holds.
    var content: Content
    /// Where the value's first character stands.
    var location: SourceLocation

    /// The member named `key`; when the key is duplicated, the last, as JSON readers commonly take.
    func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = content else { return nil }
        return members.last { $0.key == key }
    }

    /// A short name of the value's kind for messages: "string", "object"...
    var kindName: String {
        switch content {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .boolean: "boolean"
        case .null: "null"
        }
    }
}

/// One key and value of a JSON object.
struct JSONMember: Hashable, Sendable {
    /// The key, escapes resolved.
    var key: String
    /// Where the key's opening quote stands.
    var keyLocation: SourceLocation
    /// The value.
    var value: JSONValue
}
