/// Reads an XML property list (Apple's `plist` document type) from decoded text, working on its UTF-8 bytes.
///
/// The parser knows the prolog (`<?xml ...?>`, `<!DOCTYPE ...>`, comments), the plist elements, CDATA sections and
/// the five predefined entities plus character references. Every node and dictionary key carries the location of
/// its start tag. Errors become diagnostics: a bad value is skipped and reading goes on; damage that leaves the
/// structure unknown (a mismatched or missing close tag) stops reading, and the tree read so far is returned.
struct XMLPropertyListParser {
    /// The deepest nesting of arrays and dictionaries read; deeper input is reported rather than recursed into.
    static let maximumDepth = 512

    /// Parses `text` as an XML property list; `file` names the source in diagnostics.
    static func parse(_ text: DecodedText, file: String?) -> (root: PropertyListNode?, diagnostics: [Diagnostic]) {
        text.bytes.withUnsafeBufferPointer { buffer in
            var parser = XMLPropertyListParser(buffer: buffer, text: text, file: file)
            let root = parser.parseDocument()
            return (root, parser.diagnostics)
        }
    }

    /// A start tag: the element's name, the offset of its `<`, and whether it is an empty-element tag (`<x/>`).
    private struct StartTag {
        let name: String
        let offset: Int
        let isEmpty: Bool
    }

    /// A close tag: the element's name and the offset of its `<`.
    private struct CloseTag {
        let name: String
        let offset: Int
    }

    /// What comes next inside an element, past whitespace, comments and processing instructions.
    private enum ContentItem {
        case start(StartTag)
        case close(CloseTag)
        /// Character data (or a CDATA section) at the offset; nothing is consumed.
        case text(Int)
        case endOfInput
        /// Reading stopped on an error that was already reported.
        case stopped
    }

    /// The text content of an element, decoded.
    private struct ElementText {
        let bytes: [UInt8]
        /// The offset just past the start tag.
        let contentStart: Int
        /// Whether `bytes` is the source byte for byte (no entity, CDATA or comment), so indexes map to offsets.
        let isVerbatim: Bool
    }

    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)
    private static let instructionOpen = Array("<?".utf8)
    private static let instructionClose = Array("?>".utf8)
    private static let doctypeOpen = Array("<!DOCTYPE".utf8)
    private static let closeTagOpen = Array("</".utf8)
    private static let valueElementNames =
        "plist, dict, key, string, array, integer, real, true, false, date and data"

    private let buffer: UnsafeBufferPointer<UInt8>
    private var locator: SourceLocationCursor
    private let file: String?
    private var position: Int
    private var diagnostics: [Diagnostic] = []
    /// Set by `fail`: the structure is lost, and every caller returns what it has.
    private var stopped = false

    private init(buffer: UnsafeBufferPointer<UInt8>, text: DecodedText, file: String?) {
        self.buffer = buffer
        self.locator = SourceLocationCursor(text: text)
        self.file = file
        self.position = min(text.start, buffer.count)
    }

    // MARK: - Document

    private mutating func parseDocument() -> PropertyListNode? {
        guard skipProlog() else { return nil }
        guard position < buffer.count else {
            fail("the text holds no <plist> element", at: position)
            return nil
        }
        let root: PropertyListNode?
        switch nextItem() {
        case .start(let tag) where tag.name == "plist":
            root = parsePlistElement(tag)
        case .start(let tag):
            root = parseValue(tag, depth: 0)
        case .close(let close):
            fail("</\(close.name)> closes an element that was never opened", at: close.offset)
            return nil
        case .text(let offset):
            fail("expected <plist>, found text", at: offset)
            return nil
        case .endOfInput, .stopped:
            return nil
        }
        if !stopped && skipProlog() && position < buffer.count {
            report("content after the end of the root element; Apple's runtime rejects the file", at: position)
        }
        return root
    }

    /// Skips whitespace, comments, processing instructions and document type declarations; false if stopped.
    private mutating func skipProlog() -> Bool {
        while !stopped {
            skipWhitespace()
            if hasPrefix(Self.instructionOpen) {
                skipMarkup(from: Self.instructionOpen, to: Self.instructionClose, construct: "processing instruction")
            } else if hasPrefix(Self.commentOpen) {
                skipMarkup(from: Self.commentOpen, to: Self.commentClose, construct: "comment")
            } else if hasPrefix(Self.doctypeOpen) {
                skipDoctype()
            } else {
                return true
            }
        }
        return false
    }

    private mutating func parsePlistElement(_ open: StartTag) -> PropertyListNode? {
        if open.isEmpty {
            report("the <plist> element holds no value", at: open.offset)
            return nil
        }
        var root: PropertyListNode?
        var sawValueElement = false
        while true {
            switch nextItem() {
            case .start(let tag):
                if sawValueElement {
                    report("a second value in <plist>; a property list has exactly one root value", at: tag.offset)
                    _ = parseValue(tag, depth: 0)
                } else {
                    sawValueElement = true
                    root = parseValue(tag, depth: 0)
                }
                if stopped { return root }
            case .close(let close):
                if close.name != "plist" {
                    failMismatch(close, open: open)
                } else if !sawValueElement {
                    report("the <plist> element holds no value", at: open.offset)
                }
                return root
            case .text(let offset):
                reportStrayText(at: offset, inside: open)
            case .endOfInput:
                failUnclosed(open)
                return root
            case .stopped:
                return root
            }
        }
    }

    // MARK: - Values

    private mutating func parseValue(_ tag: StartTag, depth: Int) -> PropertyListNode? {
        switch tag.name {
        case "dict":
            return parseDictionary(tag, depth: depth)
        case "array":
            return parseArray(tag, depth: depth)
        case "string":
            guard let content = readText(of: tag) else { return nil }
            return node(.string(String(decoding: content.bytes, as: UTF8.self)), tag)
        case "integer":
            return readText(of: tag).flatMap { parseInteger($0, tag) }
        case "real":
            return readText(of: tag).flatMap { parseReal($0, tag) }
        case "true", "false":
            guard let content = readText(of: tag) else { return nil }
            if let offset = firstNonWhitespace(content) {
                report("the <\(tag.name)> element must be empty", at: offset)
            }
            return node(.boolean(tag.name == "true"), tag)
        case "date":
            return readText(of: tag).flatMap { parseDate($0, tag) }
        case "data":
            return readText(of: tag).flatMap { parseData($0, tag) }
        case "key":
            report("<key> outside a dictionary", at: tag.offset)
            _ = readText(of: tag)
            return nil
        case "plist":
            report("<plist> inside a property list; it may only be the root element", at: tag.offset)
            skipElement(tag)
            return nil
        default:
            report("unknown element <\(tag.name)>; a property list holds \(Self.valueElementNames)", at: tag.offset)
            skipElement(tag)
            return nil
        }
    }

    private mutating func parseDictionary(_ open: StartTag, depth: Int) -> PropertyListNode? {
        if open.isEmpty { return node(.dictionary([]), open) }
        guard depth < Self.maximumDepth else {
            failTooDeep(open)
            return nil
        }
        var entries: [PropertyListEntry] = []
        var firstKeyLocations: [String: SourceLocation] = [:]
        var pendingKey: (key: String, location: SourceLocation)?
        let openLocation = location(open.offset)
        func dictionary() -> PropertyListNode { PropertyListNode(.dictionary(entries), at: openLocation) }

        while true {
            switch nextItem() {
            case .start(let tag) where tag.name == "key":
                if let pendingKey { reportKeyWithoutValue(pendingKey) }
                guard let content = readText(of: tag) else { return dictionary() }
                pendingKey = (String(decoding: content.bytes, as: UTF8.self), location(tag.offset))
            case .start(let tag):
                let key = pendingKey
                pendingKey = nil
                if key == nil {
                    report("a <\(tag.name)> value without a <key> before it in a dictionary", at: tag.offset)
                }
                let value = parseValue(tag, depth: depth + 1)
                if let key, let value {
                    if let first = firstKeyLocations[key.key] {
                        reportDuplicate(key: key.key, at: key.location, first: first)
                    } else {
                        firstKeyLocations[key.key] = key.location
                    }
                    entries.append(PropertyListEntry(key: key.key, keyLocation: key.location, value: value))
                }
                if stopped { return dictionary() }
            case .close(let close):
                if let pendingKey { reportKeyWithoutValue(pendingKey) }
                if close.name != open.name { failMismatch(close, open: open) }
                return dictionary()
            case .text(let offset):
                reportStrayText(at: offset, inside: open)
            case .endOfInput:
                if let pendingKey { reportKeyWithoutValue(pendingKey) }
                failUnclosed(open)
                return dictionary()
            case .stopped:
                return dictionary()
            }
        }
    }

    private mutating func parseArray(_ open: StartTag, depth: Int) -> PropertyListNode? {
        if open.isEmpty { return node(.array([]), open) }
        guard depth < Self.maximumDepth else {
            failTooDeep(open)
            return nil
        }
        var elements: [PropertyListNode] = []
        let openLocation = location(open.offset)
        func array() -> PropertyListNode { PropertyListNode(.array(elements), at: openLocation) }

        while true {
            switch nextItem() {
            case .start(let tag):
                if let element = parseValue(tag, depth: depth + 1) { elements.append(element) }
                if stopped { return array() }
            case .close(let close):
                if close.name != open.name { failMismatch(close, open: open) }
                return array()
            case .text(let offset):
                reportStrayText(at: offset, inside: open)
            case .endOfInput:
                failUnclosed(open)
                return array()
            case .stopped:
                return array()
            }
        }
    }

    private mutating func parseInteger(_ content: ElementText, _ tag: StartTag) -> PropertyListNode? {
        let (start, end) = trimmedRange(content.bytes)
        let reportOffset = offset(of: start, in: content)
        var index = start
        var isNegative = false
        if index < end && (content.bytes[index] == UInt8(ascii: "-") || content.bytes[index] == UInt8(ascii: "+")) {
            isNegative = content.bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var radix: UInt64 = 10
        if end - index > 2 && content.bytes[index] == UInt8(ascii: "0")
            && (content.bytes[index + 1] | 0x20) == UInt8(ascii: "x")
        {
            radix = 16
            index += 2
        }
        guard index < end else {
            report("<integer> holds no number", at: reportOffset)
            return nil
        }
        var magnitude: UInt64 = 0
        var overflowed = false
        for digitIndex in index..<end {
            guard let digit = ASCIIByte.hexDigitValue(content.bytes[digitIndex]), UInt64(digit) < radix else {
                let text = String(decoding: content.bytes[start..<end], as: UTF8.self)
                report("\"\(text)\" is not an integer (decimal, or hexadecimal with 0x)", at: reportOffset)
                return nil
            }
            let (product, productOverflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, sumOverflow) = product.addingReportingOverflow(UInt64(digit))
            overflowed = overflowed || productOverflow || sumOverflow
            magnitude = sum
        }
        let limit = isNegative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)
        guard !overflowed, magnitude <= limit else {
            let text = String(decoding: content.bytes[start..<end], as: UTF8.self)
            diagnostics.append(
                Diagnostic(
                    .plistValueOutOfRange, "the integer \(text) does not fit in a signed 64-bit integer",
                    file: file, at: location(reportOffset)))
            return nil
        }
        let value = isNegative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
        return node(.integer(value), tag)
    }

    private mutating func parseReal(_ content: ElementText, _ tag: StartTag) -> PropertyListNode? {
        let (start, end) = trimmedRange(content.bytes)
        let text = String(decoding: content.bytes[start..<end], as: UTF8.self)
        let spelled = text.lowercased()
        let value: Double?
        switch spelled {
        case "nan", "+nan", "-nan": value = .nan
        case "inf", "+inf", "infinity", "+infinity": value = .infinity
        case "-inf", "-infinity": value = -.infinity
        default:
            let isDecimal = !spelled.isEmpty && spelled.utf8.allSatisfy { byte in
                ASCIIByte.hexDigitValue(byte).map { $0 < 10 } ?? false
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            }
            value = isDecimal ? Double(spelled) : nil
        }
        guard let value else {
            report("\"\(text)\" is not a real number", at: offset(of: start, in: content))
            return nil
        }
        return node(.real(value), tag)
    }

    private mutating func parseDate(_ content: ElementText, _ tag: StartTag) -> PropertyListNode? {
        let (start, end) = trimmedRange(content.bytes)
        guard let seconds = PropertyListDate.secondsSinceReferenceDate(iso8601: Array(content.bytes[start..<end]))
        else {
            let text = String(decoding: content.bytes[start..<end], as: UTF8.self)
            report("\"\(text)\" is not a date of the form YYYY-MM-DDTHH:MM:SSZ", at: offset(of: start, in: content))
            return nil
        }
        return node(.date(seconds), tag)
    }

    private mutating func parseData(_ content: ElementText, _ tag: StartTag) -> PropertyListNode? {
        switch Base64Decoder.decode(content.bytes) {
        case .decoded(let bytes):
            return node(.data(bytes), tag)
        case .invalidByte(let index):
            let character = String(decoding: [content.bytes[index]], as: UTF8.self)
            report("\"\(character)\" is not base64 in <data>", at: offset(of: index, in: content))
            return nil
        case .truncated:
            report("the base64 in <data> ends with a lone digit", at: offset(of: 0, in: content))
            return nil
        }
    }

    // MARK: - Text content

    /// Reads the text of an element up to its close tag, decoding entities and CDATA; `nil` if reading stopped.
    private mutating func readText(of open: StartTag) -> ElementText? {
        let contentStart = position
        if open.isEmpty { return ElementText(bytes: [], contentStart: contentStart, isVerbatim: true) }
        var bytes: [UInt8] = []
        var isVerbatim = true
        while true {
            let runStart = position
            while position < buffer.count && buffer[position] != UInt8(ascii: "<")
                && buffer[position] != UInt8(ascii: "&")
            {
                position += 1
            }
            bytes.append(contentsOf: buffer[runStart..<position])
            guard position < buffer.count else {
                failUnclosed(open)
                return nil
            }
            if buffer[position] == UInt8(ascii: "&") {
                isVerbatim = false
                decodeEntity(into: &bytes)
            } else if hasPrefix(Self.cdataOpen) {
                isVerbatim = false
                let sectionStart = position + Self.cdataOpen.count
                guard skipMarkup(from: Self.cdataOpen, to: Self.cdataClose, construct: "CDATA section") else { return nil }
                bytes.append(contentsOf: buffer[sectionStart..<(position - Self.cdataClose.count)])
            } else if hasPrefix(Self.commentOpen) {
                isVerbatim = false
                guard skipMarkup(from: Self.commentOpen, to: Self.commentClose, construct: "comment") else { return nil }
            } else if hasPrefix(Self.instructionOpen) {
                isVerbatim = false
                guard skipMarkup(from: Self.instructionOpen, to: Self.instructionClose, construct: "processing instruction") else { return nil }
            } else if hasPrefix(Self.closeTagOpen) {
                guard let close = readCloseTag() else { return nil }
                guard close.name == open.name else {
                    failMismatch(close, open: open)
                    return nil
                }
                return ElementText(bytes: bytes, contentStart: contentStart, isVerbatim: isVerbatim)
            } else {
                let name = readName(at: position + 1)
                if name.isEmpty {
                    fail("a < inside <\(open.name)>; write &lt; for a less-than sign", at: position)
                } else {
                    fail("<\(name)> inside <\(open.name)>, which holds only text", at: position)
                }
                return nil
            }
        }
    }

    /// Decodes the entity or character reference at `position` (an `&`); a bad one is reported and kept as text.
    private mutating func decodeEntity(into bytes: inout [UInt8]) {
        let ampersand = position
        var semicolon = ampersand + 1
        while semicolon < buffer.count && semicolon - ampersand <= 12 && buffer[semicolon] != UInt8(ascii: ";") {
            semicolon += 1
        }
        guard semicolon < buffer.count, buffer[semicolon] == UInt8(ascii: ";") else {
            report("an & that starts no entity; write &amp; for an ampersand", at: ampersand)
            bytes.append(UInt8(ascii: "&"))
            position += 1
            return
        }
        let name = String(decoding: buffer[(ampersand + 1)..<semicolon], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch name {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            scalar = Self.characterReference(name)
        }
        guard let scalar else {
            report("&\(name); is not an entity or a character reference to a valid character", at: ampersand)
            bytes.append(contentsOf: buffer[ampersand...semicolon])
            position = semicolon + 1
            return
        }
        bytes.append(contentsOf: scalar.utf8)
        position = semicolon + 1
    }

    /// The character a `#NN` or `#xHH` reference names, when it is one XML allows (not NUL nor a surrogate).
    private static func characterReference(_ name: String) -> Unicode.Scalar? {
        var digits = Substring(name)
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        var radix = 10
        if digits.first == "x" {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit && (radix == 16 || $0.isNumber) }),
            let value = UInt32(digits, radix: radix), value != 0
        else { return nil }
        return Unicode.Scalar(value)
    }

    // MARK: - Tags and markup

    /// The next item of element content, past whitespace, comments and processing instructions.
    private mutating func nextItem() -> ContentItem {
        while true {
            guard !stopped else { return .stopped }
            skipWhitespace()
            guard position < buffer.count else { return .endOfInput }
            if buffer[position] != UInt8(ascii: "<") || hasPrefix(Self.cdataOpen) { return .text(position) }
            if hasPrefix(Self.commentOpen) {
                skipMarkup(from: Self.commentOpen, to: Self.commentClose, construct: "comment")
            } else if hasPrefix(Self.instructionOpen) {
                skipMarkup(from: Self.instructionOpen, to: Self.instructionClose, construct: "processing instruction")
            } else if hasPrefix(Self.closeTagOpen) {
                return readCloseTag().map(ContentItem.close) ?? .stopped
            } else {
                return readStartTag().map(ContentItem.start) ?? .stopped
            }
        }
    }

    /// Reads the start tag at `position` (a `<`), skipping its attributes; `nil` if reading stopped.
    private mutating func readStartTag() -> StartTag? {
        let offset = position
        let name = readName(at: offset + 1)
        guard !name.isEmpty else {
            fail("expected an element name after <", at: offset)
            return nil
        }
        position = offset + 1 + name.utf8.count
        while position < buffer.count {
            switch buffer[position] {
            case UInt8(ascii: ">"):
                position += 1
                return StartTag(name: name, offset: offset, isEmpty: false)
            case UInt8(ascii: "/") where position + 1 < buffer.count && buffer[position + 1] == UInt8(ascii: ">"):
                position += 2
                return StartTag(name: name, offset: offset, isEmpty: true)
            case let quote where quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"):
                position += 1
                while position < buffer.count && buffer[position] != quote { position += 1 }
                position += 1
            case UInt8(ascii: "<"):
                fail("the <\(name)> tag has no closing >", at: offset)
                return nil
            default:
                position += 1
            }
        }
        fail("the <\(name)> tag has no closing >", at: offset)
        return nil
    }

    /// Reads the close tag at `position` (a `</`); `nil` if reading stopped.
    private mutating func readCloseTag() -> CloseTag? {
        let offset = position
        let name = readName(at: offset + 2)
        position = offset + 2 + name.utf8.count
        skipWhitespace()
        guard !name.isEmpty, position < buffer.count, buffer[position] == UInt8(ascii: ">") else {
            fail("malformed close tag; expected </name>", at: offset)
            return nil
        }
        position += 1
        return CloseTag(name: name, offset: offset)
    }

    /// The XML name starting at `offset` (empty if none).
    private func readName(at offset: Int) -> String {
        var end = offset
        while end < buffer.count && Self.isNameByte(buffer[end]) { end += 1 }
        return String(decoding: buffer[offset..<end], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    /// Skips an element whose content is not read (an unknown element), balancing nested tags without recursion.
    private mutating func skipElement(_ open: StartTag) {
        guard !open.isEmpty else { return }
        var depth = 1
        while !stopped {
            while position < buffer.count && buffer[position] != UInt8(ascii: "<") { position += 1 }
            guard position < buffer.count else {
                failUnclosed(open)
                return
            }
            if hasPrefix(Self.commentOpen) {
                skipMarkup(from: Self.commentOpen, to: Self.commentClose, construct: "comment")
            } else if hasPrefix(Self.cdataOpen) {
                skipMarkup(from: Self.cdataOpen, to: Self.cdataClose, construct: "CDATA section")
            } else if hasPrefix(Self.instructionOpen) {
                skipMarkup(from: Self.instructionOpen, to: Self.instructionClose, construct: "processing instruction")
            } else if hasPrefix(Self.closeTagOpen) {
                guard readCloseTag() != nil else { return }
                depth -= 1
                if depth == 0 { return }
            } else if let tag = readStartTag(), !tag.isEmpty {
                depth += 1
            }
        }
    }

    /// Skips `<!DOCTYPE ...>`, including an internal subset in brackets and quoted identifiers.
    private mutating func skipDoctype() {
        let offset = position
        var bracketDepth = 0
        var quote: UInt8?
        position += Self.doctypeOpen.count
        while position < buffer.count {
            let byte = buffer[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                bracketDepth += 1
            } else if byte == UInt8(ascii: "]") {
                bracketDepth -= 1
            } else if byte == UInt8(ascii: ">") && bracketDepth <= 0 {
                return
            }
        }
        fail("the <!DOCTYPE declaration has no closing >", at: offset)
    }

    /// Moves past markup that starts with `opener` (at `position`) and ends with `terminator`; reports an
    /// unterminated `construct` (at its start) and returns false.
    @discardableResult
    private mutating func skipMarkup(from opener: [UInt8], to terminator: [UInt8], construct: String) -> Bool {
        let offset = position
        var index = position + opener.count
        while index + terminator.count <= buffer.count {
            if buffer[index] == terminator[0] && matches(terminator, at: index) {
                position = index + terminator.count
                return true
            }
            index += 1
        }
        position = buffer.count
        fail("the \(construct) never ends", at: offset)
        return false
    }

    private func hasPrefix(_ prefix: [UInt8]) -> Bool { matches(prefix, at: position) }

    private func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset + pattern.count <= buffer.count else { return false }
        for (index, byte) in pattern.enumerated() where buffer[offset + index] != byte { return false }
        return true
    }

    private mutating func skipWhitespace() {
        while position < buffer.count && Self.isWhitespace(buffer[position]) { position += 1 }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Skips character data (or one CDATA section) that stands where only elements belong.
    private mutating func skipStrayText() {
        if hasPrefix(Self.cdataOpen) {
            skipMarkup(from: Self.cdataOpen, to: Self.cdataClose, construct: "CDATA section")
        } else {
            while position < buffer.count && buffer[position] != UInt8(ascii: "<") { position += 1 }
        }
    }

    // MARK: - Helpers

    /// The range of `bytes` without leading and trailing whitespace.
    private func trimmedRange(_ bytes: [UInt8]) -> (start: Int, end: Int) {
        var start = 0
        var end = bytes.count
        while start < end && Self.isWhitespace(bytes[start]) { start += 1 }
        while end > start && Self.isWhitespace(bytes[end - 1]) { end -= 1 }
        return (start, end)
    }

    /// The source offset of the first non-whitespace byte of `content`, or `nil` if it is all whitespace.
    private func firstNonWhitespace(_ content: ElementText) -> Int? {
        let (start, end) = trimmedRange(content.bytes)
        return start < end ? offset(of: start, in: content) : nil
    }

    /// The source offset of byte `index` of `content`: exact for verbatim text, else the content's start.
    private func offset(of index: Int, in content: ElementText) -> Int {
        content.isVerbatim ? content.contentStart + index : content.contentStart
    }

    private mutating func location(_ offset: Int) -> SourceLocation { locator.location(at: offset) }

    private mutating func node(_ value: PropertyListNode.Value, _ tag: StartTag) -> PropertyListNode {
        PropertyListNode(value, at: location(tag.offset))
    }

    // MARK: - Diagnostics

    private mutating func report(_ message: String, at offset: Int, related: [Diagnostic.RelatedLocation] = []) {
        diagnostics.append(Diagnostic(.plistSyntax, message, file: file, at: location(offset), related: related))
    }

    /// Reports an error after which the structure is unknown, and stops reading.
    private mutating func fail(_ message: String, at offset: Int, related: [Diagnostic.RelatedLocation] = []) {
        report(message, at: offset, related: related)
        stopped = true
    }

    private mutating func failMismatch(_ close: CloseTag, open: StartTag) {
        let opened = location(open.offset)
        fail(
            "</\(close.name)> does not close <\(open.name)>, opened on line \(opened.line)", at: close.offset,
            related: [Diagnostic.RelatedLocation(location: opened, message: "<\(open.name)> opened here")])
    }

    private mutating func failUnclosed(_ open: StartTag) {
        fail("<\(open.name)> is never closed; the text ends before </\(open.name)>", at: open.offset)
    }

    private mutating func failTooDeep(_ open: StartTag) {
        fail("arrays and dictionaries nest deeper than \(Self.maximumDepth) levels", at: open.offset)
    }

    private mutating func reportStrayText(at offset: Int, inside open: StartTag) {
        report("text inside <\(open.name)>, which holds only elements", at: offset)
        skipStrayText()
    }

    private mutating func reportKeyWithoutValue(_ key: (key: String, location: SourceLocation)) {
        diagnostics.append(
            Diagnostic(.plistSyntax, "the key \"\(key.key)\" has no value", file: file, at: key.location))
    }

    private mutating func reportDuplicate(key: String, at location: SourceLocation, first: SourceLocation) {
        diagnostics.append(
            Diagnostic(
                .duplicateKey,
                "the key \"\(key)\" on line \(location.line) is already defined on line \(first.line); "
                    + "the last definition wins",
                file: file, at: location,
                related: [Diagnostic.RelatedLocation(location: first, message: "first definition of \"\(key)\"")]))
    }
}

@available(*, unavailable, message: "the parser reads through a buffer pointer that lives only during parse")
extension XMLPropertyListParser: Sendable {}
