/// The argument list of a call in Swift source, read from its bytes without parsing the file: each argument's text
/// as written, split at the commas outside parentheses, brackets, braces and string literals.
enum ArgumentText {
    /// The arguments of the call whose `(` is at `index` (right after the name called), trimmed; `nil` when no `(`
    /// is there or the list does not end before the line where a multi-line literal starts.
    static func arguments(in bytes: [UInt8], at index: Int) -> [String]? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return nil }
        var arguments: [String] = []
        var depth = 0
        var start = index + 1
        var cursor = index + 1
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "\""):
                guard let end = endOfLiteral(in: bytes, at: cursor) else { return nil }
                cursor = end
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 {
                    let last = trimmed(bytes[start..<cursor])
                    if !last.isEmpty || !arguments.isEmpty { arguments.append(last) }
                    return arguments
                }
                depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                arguments.append(trimmed(bytes[start..<cursor]))
                start = cursor + 1
            default:
                break
            }
            cursor += 1
        }
        return nil
    }

    /// Whether an argument's text names the same value wherever it is written twice in one call: a name, a
    /// member path or a number (`serviceName`, `self.account.name`), nothing that calls, computes or builds.
    static func isStable(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || [UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(byte)
            }
    }

    /// Where the one-line string literal whose `"` is at `start` ends (after its closing `"`), skipping escapes and
    /// interpolations; `nil` for a multi-line literal or one the line ends.
    private static func endOfLiteral(in bytes: [UInt8], at start: Int) -> Int? {
        if start + 2 < bytes.count, bytes[start + 1] == UInt8(ascii: "\""), bytes[start + 2] == UInt8(ascii: "\"") {
            return nil
        }
        var cursor = start + 1
        var depth = 0
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "\\"):
                if cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "(") {
                    depth += 1
                    cursor += 2
                    continue
                }
                cursor += 2
                continue
            case UInt8(ascii: ")") where depth > 0:
                depth -= 1
            case UInt8(ascii: "\"") where depth == 0:
                return cursor + 1
            case 0x0A:
                return nil
            default:
                break
            }
            cursor += 1
        }
        return nil
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
