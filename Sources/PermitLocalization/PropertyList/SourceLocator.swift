/// Turns UTF-8 offsets into source locations for a reader that asks in increasing order, continuing from the
/// previous answer when the next offset is later on the same line, so that a long line (a minified file) is not
/// walked from its start for every location asked on it.
struct SourceLocator: Sendable {
    private let text: DecodedText
    private var previousOffset: Int
    private var previousLocation: SourceLocation
    private var previousLineIndex: Int

    init(_ text: DecodedText) {
        self.text = text
        previousOffset = text.start
        previousLocation = text.location(at: text.start)
        previousLineIndex = text.lineIndex(of: text.start)
    }

    /// The place in the file of the character starting at UTF-8 `offset` (or of the end of the text); agrees with
    /// `DecodedText.location(at:)`.
    mutating func location(at offset: Int) -> SourceLocation {
        let lineIndex = text.lineIndex(of: offset)
        guard lineIndex == previousLineIndex, offset >= previousOffset else {
            return remember(text.location(at: offset), offset: offset, lineIndex: lineIndex)
        }
        var location = previousLocation
        let isTranscoded = text.lineFileOffsets != nil
        text.bytes.withUnsafeBufferPointer { buffer in
            var index = previousOffset
            let limit = min(offset, buffer.count)
            while index < limit {
                let width = DecodedText.sequenceLength(leadingByte: buffer[index])
                location.column += 1
                if isTranscoded {
                    location.offset += text.encoding.isUTF32 ? 4 : (width == 4 ? 4 : 2)
                }
                index += width
            }
        }
        if !isTranscoded { location.offset = offset }
        return remember(location, offset: offset, lineIndex: lineIndex)
    }

    private mutating func remember(_ location: SourceLocation, offset: Int, lineIndex: Int) -> SourceLocation {
        previousOffset = offset
        previousLocation = location
        previousLineIndex = lineIndex
        return location
    }
}
