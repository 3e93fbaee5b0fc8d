/// The two property-list formats Permit reads.
package enum PropertyListFormat: String, Hashable, Sendable {
    /// Apple's XML `plist` document type, in any encoding Apple's runtime detects.
    case xml
    /// The `bplist00` binary format.
    case binary
}

/// What reading a property list produced: the root value when one could be read, and every problem found.
package struct PropertyListReadResult: Sendable {
    /// The root value, or `nil` when nothing could be read. With errors it may be partial: the values read before
    /// the reader had to stop.
    package var root: PropertyListNode?
    /// The problems found, in the order met.
    package var diagnostics: [Diagnostic]
    /// The format the bytes were read as (XML when they are neither, since that is what the reader tried).
    package var format: PropertyListFormat

    /// Creates a result.
    package init(root: PropertyListNode?, diagnostics: [Diagnostic], format: PropertyListFormat) {
        self.root = root
        self.diagnostics = diagnostics
        self.format = format
    }
}

/// Reads property lists, XML or binary, into `PropertyListNode` trees with diagnostics instead of failures.
package enum PropertyListReader {
    /// Reads `bytes` as a property list, detecting the format; `file` names the source in diagnostics.
    ///
    /// Reading never fails: problems, including bytes that are no property list at all, are diagnostics.
    package static func read(_ bytes: [UInt8], file: String? = nil) -> PropertyListReadResult {
        guard !bytes.isEmpty else {
            return PropertyListReadResult(
                root: nil,
                diagnostics: [
                    Diagnostic(
                        .emptyFile, "the file has no bytes; Apple's runtime cannot read it as a property list",
                        file: file, at: SourceLocation(line: 1, column: 1, offset: 0))
                ], format: .xml)
        }
        switch looksLikePropertyList(bytes) {
        case .binary:
            let (root, diagnostics) = BinaryPropertyListParser.parse(bytes, file: file)
            return PropertyListReadResult(root: root, diagnostics: diagnostics, format: .binary)
        case .xml:
            let (text, encodingDiagnostics) = TextDecoder.decode(bytes, file: file)
            let (root, diagnostics) = XMLPropertyListParser.parse(text, file: file)
            return PropertyListReadResult(root: root, diagnostics: encodingDiagnostics + diagnostics, format: .xml)
        case nil:
            let message =
                bytes.starts(with: binaryMagic)
                ? "the file starts with \"\(String(decoding: bytes.prefix(8), as: UTF8.self))\", a binary "
                    + "property-list version other than bplist00, which Apple's runtime does not write"
                : "the file is neither an XML property list (starting with <?xml, <!DOCTYPE or <plist) nor a "
                    + "binary one (starting with bplist00)"
            return PropertyListReadResult(
                root: nil,
                diagnostics: [
                    Diagnostic(.notAPropertyList, message, file: file, at: SourceLocation(line: 1, column: 1, offset: 0))
                ], format: bytes.starts(with: binaryMagic) ? .binary : .xml)
        }
    }

    /// The format `bytes` appear to be in, from their first bytes alone, or `nil` when they look like neither.
    ///
    /// Binary property lists start with `bplist00`. XML ones start, after any byte-order mark (UTF-8, UTF-16 or
    /// UTF-32) and whitespace, with `<?xml`, `<!DOCTYPE` or `<plist`.
    package static func looksLikePropertyList(_ bytes: [UInt8]) -> PropertyListFormat? {
        if bytes.starts(with: BinaryPropertyListParser.header) { return .binary }
        let prefix = leadingASCII(of: bytes)
        return xmlStarts.contains(where: { prefix.starts(with: $0) }) ? .xml : nil
    }

    private static let binaryMagic = Array("bplist".utf8)
    private static let xmlStarts = ["<?xml", "<!DOCTYPE", "<plist"].map { Array($0.utf8) }
    /// Enough characters to hold the longest of `xmlStarts`.
    private static let sniffLength = 9

    /// The first characters after any byte-order mark and whitespace, as bytes when they are ASCII (anything else
    /// ends the prefix), read in the encoding the mark names.
    private static func leadingASCII(of bytes: [UInt8]) -> [UInt8] {
        let encoding = TextDecoder.byteOrderMarkEncoding(of: bytes) ?? .utf8
        let unitSize: Int
        let isBigEndian: Bool
        switch encoding {
        case .utf8, .utf8WithBOM: (unitSize, isBigEndian) = (1, true)
        case .utf16BigEndian: (unitSize, isBigEndian) = (2, true)
        case .utf16LittleEndian: (unitSize, isBigEndian) = (2, false)
        case .utf32BigEndian: (unitSize, isBigEndian) = (4, true)
        case .utf32LittleEndian: (unitSize, isBigEndian) = (4, false)
        }
        var characters: [UInt8] = []
        var offset = encoding.byteOrderMarkLength
        while characters.count < sniffLength && offset + unitSize <= bytes.count {
            var value: UInt32 = 0
            for index in 0..<unitSize {
                value = value << 8 | UInt32(bytes[offset + (isBigEndian ? index : unitSize - 1 - index)])
            }
            offset += unitSize
            guard value < 0x80 else { break }
            let character = UInt8(value)
            let isWhitespace = character == 0x20 || character == 0x09 || character == 0x0A || character == 0x0D
            if !(isWhitespace && characters.isEmpty) { characters.append(character) }
        }
        return characters
    }
}
