/// A start tag the scanner read: the element's name as written, its attributes, and where it stands.
struct XMLStartTag {
    /// The qualified name as written, such as `trans-unit` or `x:trans-unit`.
    let name: String
    /// The attributes in the order written, with references resolved and whitespace normalized as XML requires.
    let attributes: [XMLAttribute]
    /// The offset of the tag's `<` in the decoded text.
    let offset: Int
    /// The offset just past the tag's `>`, where the element's content starts.
    let contentOffset: Int

    /// The name without its namespace prefix: `trans-unit` for both `trans-unit` and `x:trans-unit`. Namespace
    /// URIs are not resolved; a reader matches elements by their local names.
    var localName: Substring {
        guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { return Substring(name) }
        return name[name.utf8.index(after: colon)...]
    }

    /// The value of the attribute whose qualified name is `name`, or `nil` when the tag has none.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// One attribute of a start tag.
struct XMLAttribute {
    /// The qualified name as written, such as `id` or `xml:space`.
    let name: String
    /// The value: references resolved, line ends and literal tabs and newlines turned into spaces (XML's
    /// attribute-value normalization; a `&#10;` reference stays a newline).
    let value: String
}

/// A close tag (or the end of an empty-element tag): the element's name and the offset of its `<`.
struct XMLEndTag {
    /// The qualified name as written.
    let name: String
    /// The offset of the tag's `<` in the decoded text (for `<x/>`, of the `<` that opened it).
    let offset: Int
}

/// What the scanner read next.
enum XMLEvent {
    /// An element starts.
    case startTag(XMLStartTag)
    /// An element ends; an empty-element tag `<x/>` gives a start tag and then an end tag.
    case endTag(XMLEndTag)
    /// Character data (text, references, a CDATA section) was appended, decoded, to the caller's buffer.
    case characterData
    /// The document ended, well-formed.
    case endOfDocument
    /// Reading stopped on a syntax error, which is in the scanner's diagnostics.
    case failed
}

/// A small pull scanner of XML 1.0 over decoded UTF-8 text: elements, attributes, character data, the five
/// predefined entities, character references, CDATA sections, comments, processing instructions and a document
/// type declaration before the root (skipped, internal subset included; its entities are never expanded, so
/// referring to one is an error).
///
/// The scanner checks well-formedness as it goes (tag grammar, matching close tags, one root element, quoted and
/// unique attributes, references) and stops at the first error, reported as `xml-syntax` at the offending byte.
/// Line ends are normalized to LF as XML requires; no other whitespace is touched. Nesting deeper than
/// `maximumDepth` is an error, and no input is read twice, so time and memory grow linearly with the input. Not
/// checked, as no reader of localizations needs it: `--` inside comments, `]]>` in text, characters XML excludes
/// when they are written raw rather than as references, the encoding the XML declaration names, and
/// namespace declarations.
struct XMLScanner {
    /// The deepest nesting of elements read; a deeper element is an error.
    static let maximumDepth = 256

    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)
    private static let instructionOpen = Array("<?".utf8)
    private static let instructionClose = Array("?>".utf8)
    private static let doctypeOpen = Array("<!DOCTYPE".utf8)
    private static let closeTagOpen = Array("</".utf8)
    /// Above this many attributes in one tag, duplicates are found with a set rather than by comparing each pair.
    private static let attributeCountCheckedPairwise = 16

    private let buffer: UnsafeBufferPointer<UInt8>
    private let file: String?
    private var cursor: SourceLocationCursor
    private var position: Int
    /// The elements open around the current position, innermost last, each with the offset of its start tag.
    private var openElements: [XMLEndTag] = []
    /// The end an empty-element tag owes its reader once its start has been handed out.
    private var pendingEmptyElementEnd: XMLEndTag?
    private var sawRootElement = false
    private var sawDocumentType = false
    private var stopped = false
    /// The syntax errors found: at most one, since the first stops the scan.
    private(set) var diagnostics: [Diagnostic] = []

    /// A scanner of `buffer`, the UTF-8 bytes of `text`; `file` names the source in diagnostics.
    init(buffer: UnsafeBufferPointer<UInt8>, text: DecodedText, file: String?) {
        self.buffer = buffer
        self.file = file
        cursor = SourceLocationCursor(text: text)
        position = min(text.start, buffer.count)
    }

    /// The place in the file of the byte at `offset`. Cheapest when offsets are asked for in increasing order.
    mutating func location(at offset: Int) -> SourceLocation { cursor.location(at: offset) }

    /// Reads up to the next start tag, end tag or run of character data; character data is appended to
    /// `characterData`, decoded, and reported as `.characterData`.
    mutating func next(characterData: inout [UInt8]) -> XMLEvent {
        if let end = pendingEmptyElementEnd {
            pendingEmptyElementEnd = nil
            return .endTag(end)
        }
        while !stopped {
            let event =
                if let innermost = openElements.last {
                    nextInsideElement(innermost, &characterData)
                } else {
                    nextOutsideRootElement()
                }
            if let event { return event }
        }
        return .failed
    }

    // MARK: - Document structure

    /// The prolog before the root element and the comments and instructions after it; `nil` when something was
    /// skipped and scanning goes on.
    private mutating func nextOutsideRootElement() -> XMLEvent? {
        skipWhitespace()
        guard position < buffer.count else {
            if sawRootElement { return .endOfDocument }
            fail("the document has no root element", at: position)
            return .failed
        }
        if hasPrefix(Self.instructionOpen) {
            skipMarkup(from: Self.instructionOpen, to: Self.instructionClose, construct: "processing instruction")
        } else if hasPrefix(Self.commentOpen) {
            skipMarkup(from: Self.commentOpen, to: Self.commentClose, construct: "comment")
        } else if hasPrefix(Self.doctypeOpen) {
            if sawRootElement || sawDocumentType {
                fail("a <!DOCTYPE declaration may only come once, before the root element", at: position)
            } else {
                sawDocumentType = true
                skipDocumentType()
            }
        } else if startsTag(at: position) {
            guard !sawRootElement else {
                fail("a second root element; an XML document has exactly one", at: position)
                return .failed
            }
            sawRootElement = true
            return readStartTag()
        } else {
            let place = sawRootElement ? "after the end of the root element" : "before the root element"
            fail(
                "\(describe(position)) \(place); only comments and processing instructions may stand there",
                at: position)
        }
        return nil
    }

    /// The content of the element `innermost`; `nil` when a comment or instruction was skipped and scanning goes on.
    private mutating func nextInsideElement(_ innermost: XMLEndTag, _ characterData: inout [UInt8]) -> XMLEvent? {
        guard position < buffer.count else {
            failUnclosed(innermost)
            return .failed
        }
        guard buffer[position] == UInt8(ascii: "<") else {
            return readCharacterData(into: &characterData) ? .characterData : .failed
        }
        if hasPrefix(Self.cdataOpen) {
            return readCDATASection(into: &characterData) ? .characterData : .failed
        }
        if hasPrefix(Self.commentOpen) {
            skipMarkup(from: Self.commentOpen, to: Self.commentClose, construct: "comment")
            return nil
        }
        if hasPrefix(Self.instructionOpen) {
            skipMarkup(from: Self.instructionOpen, to: Self.instructionClose, construct: "processing instruction")
            return nil
        }
        if hasPrefix(Self.closeTagOpen) { return readEndTag(closing: innermost) }
        if startsTag(at: position) { return readStartTag() }
        if position + 1 < buffer.count && buffer[position + 1] == UInt8(ascii: "!") {
            fail(
                "a <! declaration inside an element; only a CDATA section or a comment may start with <!",
                at: position)
        } else {
            fail("a < that starts no tag; write &lt; for a less-than sign", at: position)
        }
        return .failed
    }

    // MARK: - Tags

    /// Reads the start tag at `position` (a `<` and a name start).
    private mutating func readStartTag() -> XMLEvent {
        let offset = position
        let nameStart = offset + 1
        let nameEnd = endOfName(from: nameStart)
        let name = string(nameStart..<nameEnd)
        guard openElements.count < Self.maximumDepth else {
            fail("elements nest deeper than \(Self.maximumDepth) levels", at: offset)
            return .failed
        }
        position = nameEnd
        var attributes: [XMLAttribute] = []
        var attributeNames: Set<String> = []
        while true {
            let hadWhitespace = skipWhitespace()
            guard position < buffer.count else {
                fail("the file ends inside the <\(name)> tag; > is missing", at: position)
                return .failed
            }
            switch buffer[position] {
            case UInt8(ascii: ">"):
                position += 1
                openElements.append(XMLEndTag(name: name, offset: offset))
                return .startTag(
                    XMLStartTag(name: name, attributes: attributes, offset: offset, contentOffset: position))
            case UInt8(ascii: "/"):
                guard position + 1 < buffer.count, buffer[position + 1] == UInt8(ascii: ">") else {
                    fail(
                        "expected /> to end the empty <\(name)> tag, found \(describe(position + 1))",
                        at: position + 1)
                    return .failed
                }
                position += 2
                pendingEmptyElementEnd = XMLEndTag(name: name, offset: offset)
                return .startTag(
                    XMLStartTag(name: name, attributes: attributes, offset: offset, contentOffset: position))
            default:
                guard hadWhitespace, isNameStart(buffer[position]) else {
                    fail(
                        "expected an attribute, > or /> in the <\(name)> tag, found \(describe(position))",
                        at: position)
                    return .failed
                }
                guard let attribute = readAttribute(in: name) else { return .failed }
                if attributes.count == Self.attributeCountCheckedPairwise {
                    attributeNames = Set(attributes.map(\.name))
                }
                let isDuplicate =
                    attributes.count < Self.attributeCountCheckedPairwise
                    ? attributes.contains { $0.name == attribute.name }
                    : !attributeNames.insert(attribute.name).inserted
                guard !isDuplicate else {
                    fail("the <\(name)> tag has two \(attribute.name) attributes", at: attribute.offset)
                    return .failed
                }
                attributes.append(XMLAttribute(name: attribute.name, value: attribute.value))
            }
        }
    }

    /// Reads `name = "value"` at `position` (a name start) inside the tag of `element`; `nil` if scanning stopped.
    private mutating func readAttribute(in element: String) -> (name: String, value: String, offset: Int)? {
        let offset = position
        let nameEnd = endOfName(from: position)
        let name = string(position..<nameEnd)
        position = nameEnd
        skipWhitespace()
        guard position < buffer.count, buffer[position] == UInt8(ascii: "=") else {
            fail(
                "expected = after the attribute \(name) in the <\(element)> tag, found \(describe(position))",
                at: position)
            return nil
        }
        position += 1
        skipWhitespace()
        guard position < buffer.count, buffer[position] == UInt8(ascii: "\"") || buffer[position] == UInt8(ascii: "'")
        else {
            fail("expected a quoted value for the attribute \(name), found \(describe(position))", at: position)
            return nil
        }
        guard let value = readAttributeValue(named: name) else { return nil }
        return (name, value, offset)
    }

    /// Reads a quoted attribute value from its opening quote at `position`; `nil` if scanning stopped.
    private mutating func readAttributeValue(named name: String) -> String? {
        let quote = buffer[position]
        let openingQuote = position
        position += 1
        var value: [UInt8] = []
        while true {
            let runStart = position
            while position < buffer.count {
                let byte = buffer[position]
                if byte == quote || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte < 0x20 { break }
                position += 1
            }
            value.append(contentsOf: buffer[runStart..<position])
            guard position < buffer.count else {
                fail("the value of the attribute \(name) never ends; its closing quote is missing", at: openingQuote)
                return nil
            }
            switch buffer[position] {
            case quote:
                position += 1
                return String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "<"):
                fail("a < in the value of the attribute \(name); write &lt; for a less-than sign", at: position)
                return nil
            case UInt8(ascii: "&"):
                guard appendReference(into: &value) else { return nil }
            case 0x0D:
                // A line end (CR LF or CR) in an attribute value reads as one space.
                value.append(UInt8(ascii: " "))
                position += 1
                if position < buffer.count && buffer[position] == 0x0A { position += 1 }
            case 0x09, 0x0A:
                value.append(UInt8(ascii: " "))
                position += 1
            default:
                value.append(buffer[position])
                position += 1
            }
        }
    }

    /// Reads the close tag at `position` (a `</`) and checks that it closes `innermost`, the innermost open element.
    private mutating func readEndTag(closing innermost: XMLEndTag) -> XMLEvent {
        let offset = position
        let nameStart = offset + 2
        guard nameStart < buffer.count, isNameStart(buffer[nameStart]) else {
            fail("expected an element name after </, found \(describe(nameStart))", at: nameStart)
            return .failed
        }
        let nameEnd = endOfName(from: nameStart)
        let name = string(nameStart..<nameEnd)
        position = nameEnd
        skipWhitespace()
        guard position < buffer.count, buffer[position] == UInt8(ascii: ">") else {
            fail("expected > to end the </\(name)> tag, found \(describe(position))", at: position)
            return .failed
        }
        position += 1
        guard innermost.name == name else {
            failMismatch(name, at: offset, open: innermost)
            return .failed
        }
        openElements.removeLast()
        return .endTag(XMLEndTag(name: name, offset: offset))
    }

    // MARK: - Character data

    /// Reads character data up to the next `<`, resolving references and normalizing line ends; false if stopped.
    private mutating func readCharacterData(into output: inout [UInt8]) -> Bool {
        while true {
            let runStart = position
            while position < buffer.count {
                let byte = buffer[position]
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == 0x0D { break }
                position += 1
            }
            output.append(contentsOf: buffer[runStart..<position])
            guard position < buffer.count else { return true }
            switch buffer[position] {
            case UInt8(ascii: "&"):
                guard appendReference(into: &output) else { return false }
            case 0x0D:
                output.append(0x0A)
                position += 1
                if position < buffer.count && buffer[position] == 0x0A { position += 1 }
            default:
                return true
            }
        }
    }

    /// Appends the content of the CDATA section at `position`, line ends normalized; false if stopped.
    private mutating func readCDATASection(into output: inout [UInt8]) -> Bool {
        let sectionStart = position
        let contentStart = position + Self.cdataOpen.count
        guard let contentEnd = firstOffset(of: Self.cdataClose, from: contentStart) else {
            fail("the CDATA section never ends; ]]> is missing", at: sectionStart)
            return false
        }
        var index = contentStart
        while index < contentEnd {
            let byte = buffer[index]
            index += 1
            if byte == 0x0D {
                output.append(0x0A)
                if index < contentEnd && buffer[index] == 0x0A { index += 1 }
            } else {
                output.append(byte)
            }
        }
        position = contentEnd + Self.cdataClose.count
        return true
    }

    /// Appends what the reference at `position` (an `&`) stands for: one of the five predefined entities or a
    /// character reference. Any other entity is an error, since no declared entity is ever expanded.
    private mutating func appendReference(into output: inout [UInt8]) -> Bool {
        let ampersand = position
        var index = ampersand + 1
        if index < buffer.count && buffer[index] == UInt8(ascii: "#") {
            index += 1
            var radix: UInt32 = 10
            if index < buffer.count && buffer[index] == UInt8(ascii: "x") {
                radix = 16
                index += 1
            }
            var value: UInt32 = 0
            var digitCount = 0
            while index < buffer.count, let digit = ASCIIByte.hexDigitValue(buffer[index]), UInt32(digit) < radix {
                // Saturates just above Unicode's range, so that a long run of digits cannot overflow.
                value = min(value * radix + UInt32(digit), 0x11_0000)
                digitCount += 1
                index += 1
            }
            guard digitCount > 0, index < buffer.count, buffer[index] == UInt8(ascii: ";") else {
                fail("a character reference is &#DIGITS; or &#xHEXDIGITS;", at: ampersand)
                return false
            }
            guard Self.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
                let reference = string(ampersand..<(index + 1))
                fail("\(reference) refers to a character XML does not allow", at: ampersand)
                return false
            }
            output.appendUTF8(scalar)
            position = index + 1
            return true
        }
        let nameEnd = index < buffer.count && isNameStart(buffer[index]) ? endOfName(from: index) : index
        guard nameEnd > index, nameEnd < buffer.count, buffer[nameEnd] == UInt8(ascii: ";") else {
            fail("an & that starts no reference; write &amp; for an ampersand", at: ampersand)
            return false
        }
        let replacement: UInt8
        switch string(index..<nameEnd) {
        case "lt": replacement = UInt8(ascii: "<")
        case "gt": replacement = UInt8(ascii: ">")
        case "amp": replacement = UInt8(ascii: "&")
        case "quot": replacement = UInt8(ascii: "\"")
        case "apos": replacement = UInt8(ascii: "'")
        default:
            let reference = string(ampersand..<(nameEnd + 1))
            fail(
                "\(reference) is not one of XML's five predefined entities (&lt; &gt; &amp; &quot; &apos;); "
                    + "entities a document type declares are never expanded", at: ampersand)
            return false
        }
        output.append(replacement)
        position = nameEnd + 1
        return true
    }

    /// Whether XML 1.0 allows the character `value` (its `Char` production): tab, line feed, carriage return and
    /// every scalar from U+0020 except the surrogates, U+FFFE and U+FFFF.
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
        default: false
        }
    }

    // MARK: - Markup that is skipped

    /// Skips `<!DOCTYPE ...>` with its internal subset: quoted literals, comments and processing instructions
    /// inside it are stepped over whole, so that no `]` or `>` in them ends the declaration early.
    private mutating func skipDocumentType() {
        let offset = position
        position += Self.doctypeOpen.count
        var isInInternalSubset = false
        while position < buffer.count && !stopped {
            if isInInternalSubset && hasPrefix(Self.commentOpen) {
                skipMarkup(from: Self.commentOpen, to: Self.commentClose, construct: "comment")
                continue
            }
            if isInInternalSubset && hasPrefix(Self.instructionOpen) {
                skipMarkup(from: Self.instructionOpen, to: Self.instructionClose, construct: "processing instruction")
                continue
            }
            let byte = buffer[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let closingQuote = firstOffset(of: [byte], from: position) else {
                    position = buffer.count
                    break
                }
                position = closingQuote + 1
            case UInt8(ascii: "["):
                isInInternalSubset = true
            case UInt8(ascii: "]"):
                isInInternalSubset = false
            case UInt8(ascii: ">") where !isInInternalSubset:
                return
            default:
                break
            }
        }
        if !stopped { fail("the <!DOCTYPE declaration never ends; > is missing", at: offset) }
    }

    /// Moves past markup that starts with `opener` (at `position`) and ends with `terminator`; an unterminated
    /// `construct` is an error at its start.
    private mutating func skipMarkup(from opener: [UInt8], to terminator: [UInt8], construct: String) {
        guard let end = firstOffset(of: terminator, from: position + opener.count) else {
            fail("the \(construct) never ends; \(String(decoding: terminator, as: UTF8.self)) is missing", at: position)
            return
        }
        position = end + terminator.count
    }

    // MARK: - Bytes

    /// The offset of the first occurrence of `pattern` at or after `start`, or `nil`.
    private func firstOffset(of pattern: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first else { return start }
        var index = start
        while index + pattern.count <= buffer.count {
            if buffer[index] == first && matches(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Whether the bytes at `position` start with `prefix`.
    private func hasPrefix(_ prefix: [UInt8]) -> Bool { matches(prefix, at: position) }

    /// Whether the bytes at `offset` are `pattern`.
    private func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset + pattern.count <= buffer.count else { return false }
        for (index, byte) in pattern.enumerated() where buffer[offset + index] != byte { return false }
        return true
    }

    /// Whether a tag starts at `offset`: a `<` followed by a character that can start a name.
    private func startsTag(at offset: Int) -> Bool {
        buffer[offset] == UInt8(ascii: "<") && offset + 1 < buffer.count && isNameStart(buffer[offset + 1])
    }

    /// The offset just past the name whose first byte is at `start` (a name start).
    private func endOfName(from start: Int) -> Int {
        var end = start
        while end < buffer.count && isNameByte(buffer[end]) { end += 1 }
        return end
    }

    /// Whether `byte` may start an XML name: an ASCII letter, `_`, `:` or any byte of a non-ASCII character.
    private func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    /// Whether `byte` may continue an XML name: a name start, a digit, `.` or `-`.
    private func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-")
    }

    /// Skips XML whitespace; whether there was any.
    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < buffer.count {
            switch buffer[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return position > start
            }
        }
        return position > start
    }

    /// The text of the bytes in `range`.
    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }

    /// Names the byte at `offset` for a message: a quoted ASCII character, whitespace, or the end of the file.
    private func describe(_ offset: Int) -> String {
        guard offset < buffer.count else { return "the end of the file" }
        let byte = buffer[offset]
        switch byte {
        case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x20, 0x09, 0x0A, 0x0D: return "whitespace"
        case 0x80...: return "a non-ASCII character"
        default: return "the control character 0x\(ASCIIByte.hex(byte))"
        }
    }

    // MARK: - Diagnostics

    /// Reports a syntax error at `offset` and stops the scan.
    private mutating func fail(_ message: String, at offset: Int, related: [Diagnostic.RelatedLocation] = []) {
        diagnostics.append(Diagnostic(.xmlSyntax, message, file: file, at: location(at: offset), related: related))
        stopped = true
    }

    /// Reports a close tag named `name` at `offset` that does not close `open`, the innermost open element.
    private mutating func failMismatch(_ name: String, at offset: Int, open: XMLEndTag) {
        let closeLocation = location(at: offset)
        let openLocation = location(at: open.offset)
        diagnostics.append(
            Diagnostic(
                .xmlSyntax, "</\(name)> does not close <\(open.name)>, opened on line \(openLocation.line)", file: file,
                at: closeLocation,
                related: [Diagnostic.RelatedLocation(location: openLocation, message: "<\(open.name)> opened here")]))
        stopped = true
    }

    /// Reports the end of the file inside `open`, the innermost open element.
    private mutating func failUnclosed(_ open: XMLEndTag) {
        let endLocation = location(at: position)
        let openLocation = location(at: open.offset)
        diagnostics.append(
            Diagnostic(
                .xmlSyntax, "the file ends inside <\(open.name)>, opened on line \(openLocation.line); </\(open.name)> "
                    + "is missing", file: file, at: endLocation,
                related: [Diagnostic.RelatedLocation(location: openLocation, message: "<\(open.name)> opened here")]))
        stopped = true
    }
}

@available(*, unavailable, message: "the scanner reads through a buffer pointer that lives only during a reading")
extension XMLScanner: Sendable {}
