/// Reads the old-style (OpenStep) text property-list format that Xcode writes its `project.pbxproj` files in:
/// dictionaries `{ key = value; }`, arrays `( a, b, )`, and quoted or unquoted strings, with CoreFoundation's
/// grammar (`CFOldStylePList.c`): `//` and `/* */` comments between tokens, `"` or `'` quotes, the escapes of a
/// `.strings` file, and unquoted strings of `[A-Za-z0-9_$/:.-]`.
///
/// Data (`<0fbd>`) is read as data. The text is UTF-8, as Xcode writes it (`// !$*UTF8*$!`). Reading stops at the
/// first defect, which is returned with its place; what was read before it is dropped, since a project read in part
/// would say that files do not ship when they do. Dictionary keys keep their places; values have none.
package enum OpenStepPropertyListParser {
    /// Why a text is not an old-style property list, and where.
    package struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong.
        package var message: String
        /// Where the reader stopped.
        package var location: SourceLocation

        package var description: String { "\(location): \(message)" }
    }

    /// Deeper nesting than this is refused rather than read on the stack (a project nests four or five levels).
    package static let maximumDepth = 512

    /// Reads `bytes` as one old-style property list: a value, then nothing but whitespace and comments.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> PropertyListNode {
        var reader = Reader(bytes: bytes)
        reader.skipTrivia()
        let root = try reader.value(depth: 0)
        reader.skipTrivia()
        guard reader.index == bytes.count else { throw reader.error("unexpected text after the property list's end") }
        return root
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        }

        /// Where the reader is: columns count scalars, so the line's UTF-8 continuation bytes are not counted.
        var location: SourceLocation {
            var column = 1
            for byte in bytes[lineStart..<index] where byte & 0xC0 != 0x80 { column += 1 }
            return SourceLocation(line: line, column: column, offset: index)
        }

        func error(_ message: String) -> SyntaxError { SyntaxError(message: message, location: location) }

        mutating func advance() {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        /// Skips whitespace and comments; an unterminated `/*` runs to the end of the text.
        mutating func skipTrivia() {
            while index < bytes.count {
                let byte = bytes[index]
                if (0x09...0x0D).contains(byte) || byte == 0x20 {
                    advance()
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { advance() }
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    advance()
                    advance()
                    while index < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        advance()
                    }
                    if index < bytes.count { advance(); advance() }
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> PropertyListNode {
            guard depth < OpenStepPropertyListParser.maximumDepth else {
                throw error("values nested deeper than \(OpenStepPropertyListParser.maximumDepth) levels")
            }
            guard index < bytes.count else { throw error("the text ends where a value should start") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                advance()
                var entries: [PropertyListEntry] = []
                while true {
                    skipTrivia()
                    guard index < bytes.count else { throw error("the text ends inside a dictionary: '}' is missing") }
                    if bytes[index] == UInt8(ascii: "}") { advance(); break }
                    let keyLocation = location
                    guard case .string(let key) = try value(depth: depth + 1).value else {
                        throw SyntaxError(message: "a dictionary key must be a string", location: keyLocation)
                    }
                    skipTrivia()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                        throw error("'=' expected after the key \"\(key)\"")
                    }
                    advance()
                    skipTrivia()
                    let entryValue = try value(depth: depth + 1)
                    skipTrivia()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                        throw error("';' expected after the value of \"\(key)\"")
                    }
                    advance()
                    entries.append(PropertyListEntry(key: key, keyLocation: keyLocation, value: entryValue))
                }
                return PropertyListNode(.dictionary(entries))
            case UInt8(ascii: "("):
                advance()
                var items: [PropertyListNode] = []
                while true {
                    skipTrivia()
                    guard index < bytes.count else { throw error("the text ends inside an array: ')' is missing") }
                    if bytes[index] == UInt8(ascii: ")") { advance(); break }
                    items.append(try value(depth: depth + 1))
                    skipTrivia()
                    guard index < bytes.count else { throw error("the text ends inside an array: ')' is missing") }
                    if bytes[index] == UInt8(ascii: ",") {
                        advance()
                    } else if bytes[index] != UInt8(ascii: ")") {
                        throw error("',' or ')' expected after an array's value")
                    }
                }
                return PropertyListNode(.array(items))
            case UInt8(ascii: "<"):
                return PropertyListNode(.data(try data()))
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return PropertyListNode(.string(try quoted()))
            default:
                let begin = index
                while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
                guard index > begin else {
                    throw error("'\(String(decoding: [bytes[index]], as: UTF8.self))' cannot start a value")
                }
                return PropertyListNode(.string(String(decoding: bytes[begin..<index], as: UTF8.self)))
            }
        }

        static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
                UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
                true
            default: false
            }
        }

        /// A quoted string, with the escapes CoreFoundation reads (`\U` + hex as UTF-16, octal as NeXTSTEP).
        mutating func quoted() throws(SyntaxError) -> String {
            let quote = bytes[index]
            // The opening quote's place, made into a location only if the string never closes.
            let opening = (index: index, line: line, lineStart: lineStart)
            advance()
            var utf8: [UInt8] = []
            var pendingUnits: [UInt16] = []
            func flushUnits() {
                guard !pendingUnits.isEmpty else { return }
                utf8 += Array(String(decoding: pendingUnits, as: UTF16.self).utf8)
                pendingUnits = []
            }
            while true {
                guard index < bytes.count else {
                    (index, line, lineStart) = opening
                    throw error("the string that starts here has no closing quote")
                }
                let byte = bytes[index]
                if byte == quote { advance(); break }
                guard byte == UInt8(ascii: "\\") else {
                    flushUnits()
                    utf8.append(byte)
                    advance()
                    continue
                }
                advance()
                guard index < bytes.count else { continue }
                let escaped = bytes[index]
                advance()
                switch escaped {
                case UInt8(ascii: "U"):
                    var unit: UInt16 = 0
                    var digits = 0
                    while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                        unit = unit << 4 | UInt16(digit)
                        digits += 1
                        advance()
                    }
                    pendingUnits.append(unit)
                    continue
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var code = Int(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                        code = code * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                        digits += 1
                        advance()
                    }
                    pendingUnits.append(NeXTSTEPEncoding.character(forByte: UInt8(truncatingIfNeeded: code)))
                    continue
                default:
                    flushUnits()
                    switch escaped {
                    case UInt8(ascii: "a"): utf8.append(0x07)
                    case UInt8(ascii: "b"): utf8.append(0x08)
                    case UInt8(ascii: "f"): utf8.append(0x0C)
                    case UInt8(ascii: "n"): utf8.append(0x0A)
                    case UInt8(ascii: "r"): utf8.append(0x0D)
                    case UInt8(ascii: "t"): utf8.append(0x09)
                    case UInt8(ascii: "v"): utf8.append(0x0B)
                    default: utf8.append(escaped)
                    }
                }
            }
            flushUnits()
            return String(decoding: utf8, as: UTF8.self)
        }

        /// `<hex digits>`, whitespace allowed between them.
        mutating func data() throws(SyntaxError) -> [UInt8] {
            advance()
            var nibbles: [UInt8] = []
            while true {
                skipTrivia()
                guard index < bytes.count else { throw error("the text ends inside data: '>' is missing") }
                if bytes[index] == UInt8(ascii: ">") { advance(); break }
                guard let nibble = Self.hexValue(bytes[index]) else { throw error("data holds a character that is no hex digit") }
                nibbles.append(nibble)
                advance()
            }
            guard nibbles.count.isMultiple(of: 2) else { throw error("data holds an odd number of hex digits") }
            return stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
    }
}
