/// The three forms a `.strings` file takes: text (what people write), XML and binary property lists (what
/// build tools often ship inside app bundles).
package enum StringsFileFormat: Hashable, Sendable, CustomStringConvertible {
    /// The old-style text format in an encoding.
    case text(TextEncoding)
    /// An XML property list holding one dictionary of strings.
    case xmlPropertyList
    /// A binary property list (`bplist00`) holding one dictionary of strings.
    case binaryPropertyList

    package var description: String {
        switch self {
        case .text(let encoding): "text (\(encoding.rawValue))"
        case .xmlPropertyList: "XML property list"
        case .binaryPropertyList: "binary property list"
        }
    }
}
