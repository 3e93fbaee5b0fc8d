/// Decodes base64 text as found in a property list's `<data>` element: whitespace anywhere, padding optional.
enum Base64Decoder {
    /// What decoding found.
    enum Outcome: Equatable, Sendable {
        /// The decoded bytes.
        case decoded([UInt8])
        /// The byte at `index` of the input is not base64 (or is data after padding).
        case invalidByte(index: Int)
        /// The text ends with a single base64 digit, which holds fewer than 8 bits.
        case truncated
    }

    /// The 6-bit value of each base64 digit, or `0xFF` for bytes that are not digits.
    private static let digitValues: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, digit) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(digit)] = UInt8(value)
        }
        return table
    }()

    static func decode(_ text: [UInt8]) -> Outcome {
        var output: [UInt8] = []
        output.reserveCapacity(text.count * 3 / 4)
        var accumulator: UInt32 = 0
        var digitCount = 0
        var sawPadding = false
        for (index, byte) in text.enumerated() {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                continue
            case UInt8(ascii: "="):
                sawPadding = true
                continue
            default:
                let value = digitValues[Int(byte)]
                guard value != 0xFF, !sawPadding else { return .invalidByte(index: index) }
                accumulator = accumulator << 6 | UInt32(value)
                digitCount += 1
                if digitCount == 4 {
                    output.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                    output.append(UInt8(truncatingIfNeeded: accumulator >> 8))
                    output.append(UInt8(truncatingIfNeeded: accumulator))
                    accumulator = 0
                    digitCount = 0
                }
            }
        }
        switch digitCount {
        case 1:
            return .truncated
        case 2:
            output.append(UInt8(truncatingIfNeeded: accumulator >> 4))
        case 3:
            output.append(UInt8(truncatingIfNeeded: accumulator >> 10))
            output.append(UInt8(truncatingIfNeeded: accumulator >> 2))
        default:
            break
        }
        return .decoded(output)
    }
}
