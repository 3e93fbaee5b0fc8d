/// Parses JSON text (RFC 8259) into a tree whose every value and key carries its place in the file.
///
/// One comma after an object's last member or an array's last element is accepted, as Apple's reader accepts it
/// (Foundation's `JSONSerialization` and `JSONDecoder`, swift-foundation's parser, which Xcode reads String Catalogs
/// with): `{"a": 1,}` is `{"a": 1}`; `{,}` and `[1,,]` are errors there too.
///
/// The text may be UTF-8 (with or without a byte-order mark) or UTF-16/32 with one, as Apple's readers accept;
/// encoding defects are reported by `TextDecoder`. The first syntax error stops the parse: it is reported at its
/// exact line and column and no tree is returned. Escapes that yield an unpaired surrogate and duplicate keys are
/// reported without stopping.
enum JSONParser {
    /// How deeply arrays and objects may nest before the parser gives up, so that no input exhausts the stack.
    static let maximumDepth = 512

    /// Parses `bytes`; `file` names the file in diagnostics.
    static func parse(_ bytes: [UInt8], file: String?) -> (root: JSONValue?, diagnostics: [Diagnostic]) {
        if bytes.isEmpty {
            let start = SourceLocation(line: 1, column: 1, offset: 0)
            let message = "the file is empty; a JSON file holds one value"
            return (nil, [Diagnostic(.emptyFile, message, file: file, at: start)])
        }
        let (text, encodingDiagnostics) = TextDecoder.decode(bytes, file: file)
        return text.bytes.withUnsafeBufferPointer { buffer in
            var parsing = JSONParsing(buffer: buffer, text: text, file: file)
            let root = parsing.parseDocument()
            return (root, encodingDiagnostics + parsing.diagnostics)
        }
    }
}

/// The error that ends a parse: what was wrong and at which UTF-8 offset.
private struct JSONSyntaxError: Error {
    var offset: Int
    var message: String
}

/// One parse over a buffer of UTF-8.
private struct JSONParsing {
    let buffer: UnsafeBufferPointer<UInt8>
    let file: String?
    var cursor: SourceLocationCursor
    var index: Int
    var diagnostics: [Diagnostic] = []

    init(buffer: UnsafeBufferPointer<UInt8>, text: DecodedText, file: String?) {
        self.buffer = buffer
        self.file = file
        cursor = SourceLocationCursor(text: text)
        index = text.start
    }

    mutating func parseDocument() -> JSONValue? {
        do throws(JSONSyntaxError) {
            skipWhitespace()
            let root = try parseValue(depth: 0)
            skipWhitespace()
            guard index == buffer.count else {
                throw JSONSyntaxError(
                    offset: index, message: "\(describe(index)) after the JSON value; a file holds one value")
            }
            return root
        } catch {
            diagnostics.append(Diagnostic(.syntax, error.message, file: file, at: cursor.location(at: error.offset)))
            return nil
        }
    }

    mutating func skipWhitespace() {
        while index < buffer.count {
            switch buffer[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    /// Names the byte at `offset` for a message: a quoted ASCII character, a byte value, or the end of the file.
    func describe(_ offset: Int) -> String {
        guard offset < buffer.count else { return "the end of the file" }
        let byte = buffer[offset]
        if byte > 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(ASCIIByte.hex(byte))"
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < buffer.count else {
            throw JSONSyntaxError(offset: index, message: "expected a JSON value, found the end of the file")
        }
        let location = cursor.location(at: index)
        let content: JSONValue.Content
        switch buffer[index] {
        case UInt8(ascii: "{"): content = try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): content = try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): content = .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): content = .number(try parseNumber())
        case UInt8(ascii: "t"): content = try parseLiteral("true", as: .boolean(true))
        case UInt8(ascii: "f"): content = try parseLiteral("false", as: .boolean(false))
        case UInt8(ascii: "n"): content = try parseLiteral("null", as: .null)
        default: throw JSONSyntaxError(offset: index, message: "expected a JSON value, found \(describe(index))")
        }
        return JSONValue(content: content, location: location)
    }

    mutating func parseLiteral(_ word: StaticString, as content: JSONValue.Content) throws(JSONSyntaxError)
        -> JSONValue.Content
    {
        let start = index
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for letter in letters {
            guard index < buffer.count, buffer[index] == letter else {
                throw JSONSyntaxError(offset: start, message: "expected a JSON value; did you mean \(word)?")
            }
            index += 1
        }
        return content
    }

    mutating func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        guard depth <= JSONParser.maximumDepth else {
            throw JSONSyntaxError(
                offset: index, message: "arrays and objects nest more than \(JSONParser.maximumDepth) levels deep")
        }
    }

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue.Content {
        try checkDepth(depth)
        index += 1
        var members: [JSONMember] = []
        var firstKeyLocations: [String: SourceLocation] = [:]
        skipWhitespace()
        if index < buffer.count && buffer[index] == UInt8(ascii: "}") {
            index += 1
            return .object([])
        }
        while true {
            guard index < buffer.count, buffer[index] == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(offset: index, message: "expected a string key, found \(describe(index))")
            }
            let keyLocation = cursor.location(at: index)
            let key = try parseString()
            if let first = firstKeyLocations[key] {
                diagnostics.append(
                    Diagnostic(
                        .duplicateKey, "key \"\(key)\" appears twice in this object; readers take the last", file: file,
                        at: keyLocation, related: [.init(location: first, message: "the first \"\(key)\" is here")]))
            } else {
                firstKeyLocations[key] = keyLocation
            }
            skipWhitespace()
            guard index < buffer.count, buffer[index] == UInt8(ascii: ":") else {
                throw JSONSyntaxError(offset: index, message: "expected ':' after the key, found \(describe(index))")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < buffer.count else {
                throw JSONSyntaxError(offset: index, message: "expected ',' or '}', found the end of the file")
            }
            switch buffer[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if index < buffer.count, buffer[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw JSONSyntaxError(offset: index, message: "expected ',' or '}', found \(describe(index))")
            }
        }
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue.Content {
        try checkDepth(depth)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < buffer.count && buffer[index] == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        while true {
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < buffer.count else {
                throw JSONSyntaxError(offset: index, message: "expected ',' or ']', found the end of the file")
            }
            switch buffer[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if index < buffer.count, buffer[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                }
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default:
                throw JSONSyntaxError(offset: index, message: "expected ',' or ']', found \(describe(index))")
            }
        }
    }

    /// A string from its opening quote; invalid UTF-8 inside becomes U+FFFD (the decoder reports it).
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let openingQuote = index
        index += 1
        let contentStart = index
        while index < buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\"") {
                let content = String(
                    decoding: UnsafeBufferPointer(rebasing: buffer[contentStart..<index]), as: UTF8.self)
                index += 1
                return content
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        var utf8 = Array(buffer[contentStart..<index])
        while index < buffer.count {
            let byte = buffer[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw JSONSyntaxError(
                    offset: index,
                    message: "control character U+00\(ASCIIByte.hex(byte)) in a string; JSON needs it escaped")
            default:
                utf8.append(byte)
                index += 1
            }
        }
        throw JSONSyntaxError(offset: openingQuote, message: "this string has no closing quote")
    }

    /// One escape from its backslash, appended as UTF-8.
    mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = index
        index += 1
        guard index < buffer.count else {
            throw JSONSyntaxError(offset: backslash, message: "this escape is cut off by the end of the file")
        }
        let letter = buffer[index]
        index += 1
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            utf8.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            throw JSONSyntaxError(
                offset: backslash, message: "\\\(describe(index - 1)) is not a JSON escape; write \\\\ for a backslash")
        }
        var value = try parseHexadecimalUnit(escapeStart: backslash)
        if (0xD800...0xDBFF).contains(value) {
            let escapeFollows =
                index + 1 < buffer.count && buffer[index] == UInt8(ascii: "\\") && buffer[index + 1] == UInt8(ascii: "u")
            if escapeFollows {
                let lowStart = index
                index += 2
                let low = try parseHexadecimalUnit(escapeStart: lowStart)
                if (0xDC00...0xDFFF).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    reportUnpairedSurrogate(value, at: backslash)
                    utf8.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    index = lowStart
                    return
                }
            } else {
                reportUnpairedSurrogate(value, at: backslash)
                value = 0xFFFD
            }
        } else if (0xDC00...0xDFFF).contains(value) {
            reportUnpairedSurrogate(value, at: backslash)
            value = 0xFFFD
        }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        utf8.append(contentsOf: String(scalar).utf8)
    }

    /// The four hexadecimal digits after `\u`.
    mutating func parseHexadecimalUnit(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < buffer.count else {
                throw JSONSyntaxError(offset: escapeStart, message: "\\u needs four hexadecimal digits")
            }
            guard let digit = ASCIIByte.hexDigitValue(buffer[index]) else {
                throw JSONSyntaxError(offset: escapeStart, message: "\\u needs four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    mutating func reportUnpairedSurrogate(_ value: UInt32, at offset: Int) {
        diagnostics.append(
            Diagnostic(
                .invalidEscape,
                "\\u\(String(value, radix: 16, uppercase: true)) is half of a UTF-16 surrogate pair with no other "
                    + "half; JSON readers reject it (Permit reads U+FFFD)",
                file: file, at: cursor.location(at: offset)))
    }

    /// A number as written: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if buffer[index] == UInt8(ascii: "-") { index += 1 }
        guard index < buffer.count, isDigit(buffer[index]) else {
            throw JSONSyntaxError(offset: index, message: "expected a digit after '-', found \(describe(index))")
        }
        if buffer[index] == UInt8(ascii: "0") {
            index += 1
            if index < buffer.count && isDigit(buffer[index]) {
                throw JSONSyntaxError(offset: start, message: "a JSON number cannot start with 0 followed by digits")
            }
        } else {
            skipDigits()
        }
        if index < buffer.count && buffer[index] == UInt8(ascii: ".") {
            index += 1
            guard index < buffer.count, isDigit(buffer[index]) else {
                throw JSONSyntaxError(offset: index, message: "expected a digit after '.', found \(describe(index))")
            }
            skipDigits()
        }
        if index < buffer.count && (buffer[index] == UInt8(ascii: "e") || buffer[index] == UInt8(ascii: "E")) {
            index += 1
            if index < buffer.count && (buffer[index] == UInt8(ascii: "+") || buffer[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard index < buffer.count, isDigit(buffer[index]) else {
                throw JSONSyntaxError(
                    offset: index, message: "expected a digit in the exponent, found \(describe(index))")
            }
            skipDigits()
        }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    mutating func skipDigits() {
        while index < buffer.count && isDigit(buffer[index]) { index += 1 }
    }
}
