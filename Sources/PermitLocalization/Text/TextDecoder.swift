/// Detects a text file's encoding the way Apple's runtime does and turns it into `DecodedText`.
///
/// A byte-order mark selects UTF-32 BE/LE, UTF-8 or UTF-16 BE/LE; without one the text is UTF-8. Apple's runtime
/// fails on UTF-16 without a byte-order mark and on any byte that is not UTF-8; so does this decoder, but it
/// recovers (reading the likely byte order, or U+FFFD for bad bytes) so that the rest of the file can be checked.
enum TextDecoder {
    /// How many encoding diagnostics one file gets before the rest are summed up in one.
    static let diagnosticLimit = 20

    static func decode(_ bytes: [UInt8], file: String?) -> (text: DecodedText, diagnostics: [Diagnostic]) {
        if let encoding = byteOrderMarkEncoding(of: bytes) {
            if encoding == .utf8WithBOM {
                return decodeUTF8(bytes, start: 3, encoding: .utf8WithBOM, file: file)
            }
            return transcode(bytes, from: encoding, file: file)
        }
        if let guess = byteOrderWithoutMark(of: bytes) {
            var (text, diagnostics) = transcode(bytes, from: guess, file: file)
            let order = guess == .utf16LittleEndian ? "little-endian" : "big-endian"
            diagnostics.insert(
                Diagnostic(
                    .invalidEncoding,
                    "the file looks like UTF-16 (\(order)) without a byte-order mark; Apple's runtime cannot read it "
                        + "and loads nothing. Save it as UTF-8, or as UTF-16 with a byte-order mark",
                    file: file, at: SourceLocation(line: 1, column: 1, offset: 0)),
                at: 0)
            return (text, diagnostics)
        }
        return decodeUTF8(bytes, start: 0, encoding: .utf8, file: file)
    }

    static func byteOrderMarkEncoding(of bytes: [UInt8]) -> TextEncoding? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32LittleEndian }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8WithBOM }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        return nil
    }

    /// UTF-16 without a mark shows as NUL bytes in every other position (the high bytes of ASCII characters).
    static func byteOrderWithoutMark(of bytes: [UInt8]) -> TextEncoding? {
        let sample = bytes.prefix(4096)
        guard sample.count >= 2 else { return nil }
        var evenZeros = 0
        var oddZeros = 0
        for (index, byte) in sample.enumerated() where byte == 0 {
            if index % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        let pairs = sample.count / 2
        if oddZeros * 4 >= pairs && evenZeros * 4 < oddZeros { return .utf16LittleEndian }
        if evenZeros * 4 >= pairs && oddZeros * 4 < evenZeros { return .utf16BigEndian }
        return nil
    }

    /// UTF-8 text that is its own file: one pass finds both the line starts and the bytes that are not UTF-8,
    /// eight bytes at a time where they are ASCII with no line break.
    static func decodeUTF8(_ bytes: [UInt8], start: Int, encoding: TextEncoding, file: String?) -> (
        text: DecodedText, diagnostics: [Diagnostic]
    ) {
        var lineStarts = [start]
        lineStarts.reserveCapacity(bytes.count / 32 + 1)
        var invalidOffsets: [Int] = []
        var invalidCount = 0
        bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var index = start
            let end = buffer.count
            while index < end {
                if index + 8 <= end {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if SWAR.isASCII(word) && !SWAR.containsByte(0x0A, in: word) && !SWAR.containsByte(0x0D, in: word) {
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                switch byte {
                case 0x0A:
                    index += 1
                    lineStarts.append(index)
                case 0x0D:
                    index += 1
                    if index < end && buffer[index] == 0x0A { index += 1 }
                    lineStarts.append(index)
                case 0..<0x80:
                    index += 1
                default:
                    // A run of multi-byte sequences (most of a line of non-Latin text) is checked in this inner loop.
                    while index < end && buffer[index] >= 0x80 {
                        let length = validSequenceLength(buffer, at: index)
                        guard length > 0 else {
                            invalidCount += 1
                            if invalidOffsets.count < diagnosticLimit { invalidOffsets.append(index) }
                            index += 1
                            while index < end && buffer[index] & 0xC0 == 0x80 { index += 1 }
                            break
                        }
                        index += length
                    }
                }
            }
        }
        let text = DecodedText(bytes: bytes, start: start, encoding: encoding, lineStarts: lineStarts)
        var diagnostics = invalidOffsets.map { offset in
            Diagnostic(
                .invalidEncoding,
                "byte 0x\(ASCIIByte.hex(bytes[offset])) is not UTF-8; Apple's runtime loads nothing from this file "
                    + "(Permit reads it as U+FFFD)",
                file: file, at: text.location(at: offset))
        }
        if invalidCount > invalidOffsets.count {
            diagnostics.append(
                Diagnostic(
                    .invalidEncoding, "\(invalidCount - invalidOffsets.count) more bytes that are not UTF-8",
                    file: file, at: nil))
        }
        return (text, diagnostics)
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 when it is not well-formed.
    static func validSequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = buffer[index]
        let (length, lowest, highest): (Int, UInt8, UInt8) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80, 0xBF)
            case 0xE0: (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
            case 0xED: (3, 0x80, 0x9F)
            case 0xF0: (4, 0x90, 0xBF)
            case 0xF1...0xF3: (4, 0x80, 0xBF)
            case 0xF4: (4, 0x80, 0x8F)
            default: (0, 0, 0)
            }
        guard length > 0, index + length <= buffer.count else { return 0 }
        let second = buffer[index + 1]
        guard second >= lowest && second <= highest else { return 0 }
        for next in (index + 2)..<(index + length) where buffer[next] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// Transcodes UTF-16 or UTF-32 to UTF-8, building the line table with each line's file offset.
    static func transcode(_ bytes: [UInt8], from encoding: TextEncoding, file: String?) -> (
        text: DecodedText, diagnostics: [Diagnostic]
    ) {
        let unitSize = encoding.isUTF32 ? 4 : 2
        let bigEndian = encoding == .utf16BigEndian || encoding == .utf32BigEndian
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var lineStarts = [0]
        var lineFileOffsets = [encoding.byteOrderMarkLength]
        var problems: [(utf8Offset: Int, message: String)] = []
        var problemCount = 0

        func unit(at offset: Int) -> UInt32 {
            if unitSize == 2 {
                let first = UInt32(bytes[offset]), second = UInt32(bytes[offset + 1])
                return bigEndian ? first << 8 | second : second << 8 | first
            }
            var value: UInt32 = 0
            for index in 0..<unitSize {
                let byte = UInt32(bytes[offset + (bigEndian ? index : unitSize - 1 - index)])
                value = value << 8 | byte
            }
            return value
        }
        func report(_ message: String) {
            problemCount += 1
            if problems.count < diagnosticLimit { problems.append((output.count, message)) }
        }

        var offset = encoding.byteOrderMarkLength
        var previousWasCR = false
        while offset + unitSize <= bytes.count {
            let unitOffset = offset
            var scalarValue = unit(at: offset)
            offset += unitSize
            // ASCII, most of a table's text, is one byte of output.
            if scalarValue < 0x80 {
                if previousWasCR && scalarValue != 0x0A {
                    lineStarts.append(output.count)
                    lineFileOffsets.append(unitOffset)
                }
                output.append(UInt8(scalarValue))
                previousWasCR = scalarValue == 0x0D
                if scalarValue == 0x0A {
                    lineStarts.append(output.count)
                    lineFileOffsets.append(offset)
                }
                continue
            }
            if unitSize == 2 && (0xD800...0xDBFF).contains(scalarValue) {
                if offset + 2 <= bytes.count, case let low = unit(at: offset), (0xDC00...0xDFFF).contains(low) {
                    scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
                    offset += 2
                } else {
                    report("unpaired UTF-16 surrogate 0x\(String(scalarValue, radix: 16, uppercase: true))")
                    scalarValue = 0xFFFD
                }
            } else if unitSize == 2 && (0xDC00...0xDFFF).contains(scalarValue) {
                report("unpaired UTF-16 surrogate 0x\(String(scalarValue, radix: 16, uppercase: true))")
                scalarValue = 0xFFFD
            }
            let scalar: Unicode.Scalar
            if let valid = Unicode.Scalar(scalarValue) {
                scalar = valid
            } else {
                report("0x\(String(scalarValue, radix: 16, uppercase: true)) is not a Unicode scalar")
                scalar = "\u{FFFD}"
            }
            if previousWasCR && scalar != "\n" {
                lineStarts.append(output.count)
                lineFileOffsets.append(unitOffset)
            }
            output.appendUTF8(scalar)
            previousWasCR = scalar == "\r"
            if scalar == "\n" {
                lineStarts.append(output.count)
                lineFileOffsets.append(offset)
            }
        }
        if previousWasCR {
            lineStarts.append(output.count)
            lineFileOffsets.append(offset)
        }
        let text = DecodedText(
            bytes: output, start: 0, encoding: encoding, lineFileOffsets: lineFileOffsets, lineStarts: lineStarts)
        var diagnostics = problems.map {
            Diagnostic(
                .invalidEncoding, "\($0.message) in \(encoding.rawValue) text; Apple's runtime may reject the file",
                file: file, at: text.location(at: $0.utf8Offset))
        }
        if offset < bytes.count {
            diagnostics.append(
                Diagnostic(
                    .invalidEncoding,
                    "the file ends with \(bytes.count - offset) stray byte(s), less than one \(encoding.rawValue) "
                        + "code unit", file: file, at: text.location(at: output.count)))
        }
        if problemCount > problems.count {
            diagnostics.append(
                Diagnostic(.invalidEncoding, "\(problemCount - problems.count) more encoding errors", file: file, at: nil))
        }
        return (text, diagnostics)
    }
}
