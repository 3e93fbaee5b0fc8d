/// Turns UTF-8 offsets of a `DecodedText` into source locations when they mostly move forward, as a parser's do,
/// without walking each line from its start again for every location on it.
///
/// `DecodedText.location(at:)` counts columns from the start of the line, which is quadratic on a long line (a
/// minified JSON file is one line). The cursor remembers the last location and walks on from it while the next
/// offset is further along the same line.
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
        let nextLineStart = line + 1 < text.lineStarts.count ? text.lineStarts[line + 1] : Int.max
        guard target >= offset && target < nextLineStart else {
            let location = text.location(at: target)
            line = location.line - 1
            offset = target
            column = location.column
            fileOffset = location.offset
            return location
        }
        let transcoded = text.lineFileOffsets != nil
        let isUTF32 = text.encoding.isUTF32
        text.bytes.withUnsafeBufferPointer { buffer in
            let limit = min(target, buffer.count)
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
