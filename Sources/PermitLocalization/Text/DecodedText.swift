/// A file's text as UTF-8 bytes, with what it takes to turn a byte offset in that text back into a place in the
/// file: line, column and the offset in the file's own encoding.
///
/// UTF-8 files are not copied: `bytes` is the file and `start` skips its byte-order mark, so offsets in the text
/// are offsets in the file. Other encodings are transcoded once; their line table remembers where each line
/// starts in the file, and a column walk adds the width of each scalar in the file's encoding.
struct DecodedText: Sendable {
    /// The text as UTF-8. For UTF-8 files this is the whole file, byte-order mark included.
    let bytes: [UInt8]
    /// The index of the text's first byte in `bytes` (past any byte-order mark).
    let start: Int
    /// The encoding the file was read in.
    let encoding: TextEncoding
    /// The UTF-8 offset of the first byte of each line; the first is `start`.
    let lineStarts: [Int]
    /// For transcoded files, the file offset of each line's first byte; `nil` when UTF-8 offsets are file offsets.
    let lineFileOffsets: [Int]?

    init(bytes: [UInt8], start: Int, encoding: TextEncoding, lineFileOffsets: [Int]? = nil, lineStarts: [Int]) {
        self.bytes = bytes
        self.start = start
        self.encoding = encoding
        self.lineStarts = lineStarts
        self.lineFileOffsets = lineFileOffsets
    }

    /// The 0-based index of the line holding `offset`.
    func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The place in the file of the UTF-8 byte at `offset` (or of the end of the text when `offset` is its count).
    func location(at offset: Int) -> SourceLocation {
        let line = lineIndex(of: offset)
        let lineStart = lineStarts[line]
        var column = 1
        var fileOffset = lineFileOffsets?[line] ?? lineStart
        bytes.withUnsafeBufferPointer { buffer in
            var index = lineStart
            let limit = min(offset, buffer.count)
            while index < limit {
                let width = Self.sequenceLength(leadingByte: buffer[index])
                column += 1
                if lineFileOffsets != nil {
                    fileOffset += encoding.isUTF32 ? 4 : (width == 4 ? 4 : 2)
                }
                index += width
            }
        }
        if lineFileOffsets == nil { fileOffset = offset }
        return SourceLocation(line: line + 1, column: column, offset: fileOffset)
    }

    /// The length of the UTF-8 sequence a byte starts (1 for stray continuation or invalid bytes).
    @inline(__always)
    static func sequenceLength(leadingByte byte: UInt8) -> Int {
        switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }
}

extension TextEncoding {
    var isUTF32: Bool { self == .utf32BigEndian || self == .utf32LittleEndian }
}
