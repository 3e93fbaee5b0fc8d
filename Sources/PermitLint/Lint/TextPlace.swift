import PermitLocalization

/// Where a scalar of a text read from a file stands in that file, so that a finding can point at the specifier it
/// is about rather than at the start of the text. The text's escapes take more characters in the file than in the
/// text (`\"`, `\n`, `\U00E9` in `.strings`; `\"`, `\u00e9` in a String Catalog's JSON; `&amp;` in XML), so the
/// column is counted over the file's own characters from where the text starts.
enum TextPlace {
    /// How a file writes the characters of its texts.
    enum Escapes {
        /// A backslash and what follows (`.strings`, JSON).
        case backslash
        /// An entity between `&` and `;` (`.stringsdict`, XLIFF).
        case entities
    }

    /// The escapes of the file at `path`, or `nil` for a file whose texts are not read in place.
    static func escapes(ofFileAt path: String) -> Escapes? {
        if path.hasSuffix(".strings") || path.hasSuffix(".xcstrings") { return .backslash }
        if path.hasSuffix(".stringsdict") || path.hasSuffix(".xliff") { return .entities }
        return nil
    }

    /// The place of the text's scalar `index` (0-based) in `bytes`, the UTF-8 file whose text starts at `start`;
    /// `nil` when the file does not hold the text there in UTF-8 as far as that scalar.
    static func location(ofScalar index: Int, inTextAt start: SourceLocation, of bytes: [UInt8], escapes: Escapes)
        -> SourceLocation?
    {
        // UTF-16 files are read after decoding: their offsets are not these bytes'.
        guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]) else { return nil }
        var offset = start.offset
        var line = start.line
        var column = start.column
        // A quoted text's place is its opening quote (an XML element's text starts at its place): its first
        // scalar follows.
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
            offset += 1
            column += 1
        }
        var scalars = 0
        while scalars < index {
            guard offset < bytes.count else { return nil }
            let byte = bytes[offset]
            var length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            if byte == UInt8(ascii: "\\"), escapes == .backslash {
                length = escapeLength(in: bytes, at: offset)
            } else if byte == UInt8(ascii: "&"), escapes == .entities {
                guard let end = bytes[offset..<min(bytes.count, offset + 12)].firstIndex(of: UInt8(ascii: ";")) else {
                    return nil
                }
                length = end + 1 - offset
            }
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                // Each character of the file is one column; a multi-byte scalar is one.
                column += bytes[offset..<min(bytes.count, offset + length)].filter { $0 & 0xC0 != 0x80 }.count
            }
            offset += length
            scalars += 1
        }
        return SourceLocation(line: line, column: column, offset: offset)
    }

    /// Where the first of `incompatibilities` that the second text (a translation) makes itself shows in it: the
    /// specifier that reads an argument the base does not, or reads one as another kind, or is malformed; `nil` when
    /// none does (an argument the translation leaves out has no place).
    static func offendingScalar(of incompatibilities: [FormatSpecifiers.Incompatibility], in text: String) -> Int? {
        let parsed = FormatString(text)
        for incompatibility in incompatibilities {
            switch incompatibility {
            case .argumentOnlyInSecond(let index), .argumentTypeDiffers(let index, _, _), .conflictingUses(let index, false):
                if let specifier = parsed.specifiers.first(where: { $0.argumentIndex == index }) {
                    return specifier.range.lowerBound
                }
            case .malformed(let problem, false):
                return problem.range.lowerBound
            default:
                continue
            }
        }
        return nil
    }

    /// How many bytes the backslash escape at `offset` takes: `\U1234` and `\u1234` six (twelve for a UTF-16
    /// surrogate pair written as two, which is one scalar), an octal escape up to four, any other two.
    private static func escapeLength(in bytes: [UInt8], at offset: Int) -> Int {
        guard offset + 1 < bytes.count else { return 1 }
        let next = bytes[offset + 1]
        if next == UInt8(ascii: "u") || next == UInt8(ascii: "U") {
            guard offset + 6 <= bytes.count, let high = UInt16(String(decoding: bytes[(offset + 2)..<(offset + 6)], as: UTF8.self), radix: 16)
            else { return 2 }
            if (0xD800..<0xDC00).contains(high), offset + 12 <= bytes.count, bytes[offset + 6] == UInt8(ascii: "\\") {
                return 12
            }
            return 6
        }
        if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
            var end = offset + 2
            while end < min(bytes.count, offset + 4), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[end]) { end += 1 }
            return end - offset
        }
        return 2
    }
}
