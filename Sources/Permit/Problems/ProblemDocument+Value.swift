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
            bytes.reserveCapacity(1_024)
            write(to: &bytes)
            return bytes
        }

        /// A string, or `null` when there is none.
        public static func string(_ text: String?) -> Value {
            text.map { .string($0) } ?? .null
        }

        private func write(to bytes: inout [UInt8]) {
            switch self {
            case .null: bytes.append(contentsOf: "null".utf8)
            case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
            case .int(let value): bytes.append(contentsOf: String(value).utf8)
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

        /// Writes `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8,
        /// copied a run of bytes at a time.
        private static func writeString(_ text: String, to bytes: inout [UInt8]) {
            bytes.append(UInt8(ascii: "\""))
            var text = text
            text.withUTF8 { utf8 in
                var runStart = 0
                for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    writeEscape(of: byte, to: &bytes)
                    runStart = index + 1
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            }
            bytes.append(UInt8(ascii: "\""))
        }

        /// The escape of a quote, a backslash or a control character.
        private static func writeEscape(of byte: UInt8, to bytes: inout [UInt8]) {
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                let hex = "0123456789abcdef".utf8
                bytes.append(contentsOf: "u00".utf8)
                bytes.append(hex[hex.index(hex.startIndex, offsetBy: Int(byte >> 4))])
                bytes.append(hex[hex.index(hex.startIndex, offsetBy: Int(byte & 0x0F))])
            }
        }

        public static func == (lhs: Value, rhs: Value) -> Bool { lhs.utf8 == rhs.utf8 }

        public func hash(into hasher: inout Hasher) { hasher.combine(utf8) }
    }
}
