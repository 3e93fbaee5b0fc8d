extension ProblemDocument {
    /// A JSON value whose object members keep their order, as a problem document's members are written.
    public enum Value: Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// An integer.
        case int(Int)
        /// A string.
        case string(String)
        /// An array.
        case array([Value])
        /// An object, its members in order.
        case object([(String, Value)])

        /// The value as compact UTF-8 JSON.
        public var utf8: [UInt8] {
            var bytes: [UInt8] = []
            write(to: &bytes)
            return bytes
        }

        /// A string, or `null` when there is none.
        public static func string(_ text: String?) -> Value {
            text.map { .string($0) } ?? .null
        }

        private func write(to bytes: inout [UInt8]) {
            switch self {
            case .null: bytes += Array("null".utf8)
            case .bool(let value): bytes += Array((value ? "true" : "false").utf8)
            case .int(let value): bytes += Array(String(value).utf8)
            case .string(let text): Self.writeString(text, to: &bytes)
            case .array(let elements):
                bytes.append(UInt8(ascii: "["))
                for (index, element) in elements.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    element.write(to: &bytes)
                }
                bytes.append(UInt8(ascii: "]"))
            case .object(let members):
                bytes.append(UInt8(ascii: "{"))
                for (index, (name, value)) in members.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    Self.writeString(name, to: &bytes)
                    bytes.append(UInt8(ascii: ":"))
                    value.write(to: &bytes)
                }
                bytes.append(UInt8(ascii: "}"))
            }
        }

        /// Writes `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8.
        private static func writeString(_ text: String, to bytes: inout [UInt8]) {
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0x00..<0x20, 0x7F:
                    bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }

        public static func == (lhs: Value, rhs: Value) -> Bool { lhs.utf8 == rhs.utf8 }

        public func hash(into hasher: inout Hasher) { hasher.combine(utf8) }
    }
}
