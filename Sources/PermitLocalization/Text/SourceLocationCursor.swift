/// Turns UTF-8 offsets of a `DecodedText` into source locations when they mostly move forward, as a parser's do,
/// without walking each line from its start again for every location on it.
///
/// `DecodedText.location(at:)` searches for the line and counts columns from its start, which is quadratic on a
/// long line (a minified JSON file is one line). The cursor remembers the last location: later on the same line
/// it walks on from there, on a later line it steps forward line by line; only going back costs a search.
struct SourceLocationCursor {
    private let text: DecodedText
    private var line = 0
    private var offset: Int
    private var column = 1
    private var fileOffset: Int

    init(text: DecodedText) {
        self.text = text
        offset = text.start
        fileOffset = text.lineFileOffsets?.first ?? text.start
    }

    /// The place in the file of the UTF-8 byte at `target`.
    mutating func location(at target: Int) -> SourceLocation {
        guard target >= offset else {
            let location = text.location(at: target)
            line = location.line - 1
            offset = target
            column = location.column
            fileOffset = location.offset
            return location
        }
        // Forward: step to the line holding `target` (a step a line, over the whole parse), then walk its columns.
        let lineStarts = text.lineStarts
        if line + 1 < lineStarts.count && lineStarts[line + 1] <= target {
            repeat { line += 1 } while line + 1 < lineStarts.count && lineStarts[line + 1] <= target
            offset = lineStarts[line]
            column = 1
            fileOffset = text.lineFileOffsets?[line] ?? offset
        }
        let transcoded = text.lineFileOffsets != nil
        let isUTF32 = text.encoding.isUTF32
        text.bytes.withUnsafeBufferPointer { buffer in
            let limit = min(target, buffer.count)
            if !transcoded {
                // Eight ASCII bytes are eight columns.
                let raw = UnsafeRawBufferPointer(buffer)
                while offset + 8 <= limit, SWAR.isASCII(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
                    column += 8
                    offset += 8
                }
            }
            while offset < limit {
                let width = DecodedText.sequenceLength(leadingByte: buffer[offset])
                column += 1
                if transcoded { fileOffset += isUTF32 ? 4 : (width == 4 ? 4 : 2) }
                offset += width
            }
        }
        if !transcoded { fileOffset = offset }
        return SourceLocation(line: line + 1, column: column, offset: fileOffset)
    }
}
