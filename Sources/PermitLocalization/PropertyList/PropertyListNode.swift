/// A value read from a property list (XML or binary), with where it stood in the source when the format has
/// places (XML does; binary does not).
package struct PropertyListNode: Hashable, Sendable {
    /// The kinds of value a property list holds.
    package indirect enum Value: Hashable, Sendable {
        /// `<string>`.
        case string(String)
        /// `<integer>`; binary plists may hold up to 128 bits, which the reader reports when they do not fit.
        case integer(Int64)
        /// `<real>`.
        case real(Double)
        /// `<true/>` or `<false/>`.
        case boolean(Bool)
        /// `<date>`, as seconds since 2001-01-01T00:00:00Z (Apple's reference date).
        case date(Double)
        /// `<data>`, decoded.
        case data([UInt8])
        /// `<array>`.
        case array([PropertyListNode])
        /// `<dict>`, in source order (duplicates kept; the reader reports them).
        case dictionary([PropertyListEntry])
        /// A keyed-archiver UID (binary plists only).
        case uid(UInt64)
    }

    /// The value.
    package var value: Value
    /// Where the value starts, when the format has places.
    package var location: SourceLocation?

    /// Creates a node.
    package init(_ value: Value, at location: SourceLocation? = nil) {
        self.value = value
        self.location = location
    }

    /// A short name of the value's kind for messages: "string", "dictionary"...
    package var kindName: String {
        switch value {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dictionary"
        case .uid: "UID"
        }
    }
}

/// One key and value of a property-list dictionary.
package struct PropertyListEntry: Hashable, Sendable {
    /// The key.
    package var key: String
    /// Where the key stands, when the format has places.
    package var keyLocation: SourceLocation?
    /// The value.
    package var value: PropertyListNode

    /// Creates an entry.
    package init(key: String, keyLocation: SourceLocation? = nil, value: PropertyListNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
