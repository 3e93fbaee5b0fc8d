/// What Objective-C code does around a lookup, read from its bytes: the key named through a string constant
/// (`NSString *const TitleKey = @"gift.title";`, then `NSLocalizedString(TitleKey, nil)`), and the arguments a
/// message that formats the text passes (`[NSString stringWithFormat:NSLocalizedString(TitleKey, nil), name]`
/// passes one: a translation may read it where the base text does not, as Groceries' French "Offrir %1$@" for
/// "Gift").
enum ObjectiveCLookupUse {
    /// The string constants `bytes` declare, by name: `NSString *const Name = @"text";` (with `static`, `extern`'s
    /// definition, any spacing of `*` and `const`) and `#define Name @"text"`.
    static func stringConstants(in bytes: [UInt8]) -> [String: String] {
        var constants: [String: String] = [:]
        for mark in [declarationMark, defineMark] {
            var start = 0
            while let found = ByteSearch.offset(of: mark, in: bytes, from: start) {
                start = found + mark.count
                var index = start
                // `NSString *const Name =`: spaces, `*` and `const` before the name.
                if mark == declarationMark {
                    while true {
                        index = SourceCodeKeys.skipSpaces(bytes, from: index)
                        if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
                            index += 1
                        } else if bytes[index...].starts(with: constWord) {
                            index += constWord.count
                        } else {
                            break
                        }
                    }
                } else {
                    index = SourceCodeKeys.skipSpaces(bytes, from: index)
                }
                guard let (name, end) = identifier(in: bytes, at: index) else { continue }
                var next = SourceCodeKeys.skipSpaces(bytes, from: end)
                if mark == declarationMark {
                    guard next < bytes.count, bytes[next] == UInt8(ascii: "=") else { continue }
                    next = SourceCodeKeys.skipSpaces(bytes, from: next + 1)
                }
                guard let literal = SourceCodeKeys.stringLiteral(in: bytes, at: next), constants[name] == nil else { continue }
                constants[name] = literal.value
            }
        }
        return constants
    }

    /// Whether the code compares the result of a lookup with the key it looked up, within `window` bytes after the
    /// key's expression (`key`, the bytes `@"gift.title"` or `GiftTitleKey` as the call writes them, ending at
    /// `end`): `[title isEqualToString:GiftTitleKey]`. The app tells a text its table lacks by the key coming back,
    /// and does without it (Articles leaves its Gift action out): the person never reads the key.
    static func comparesResult(withKey key: ArraySlice<UInt8>, after end: Int, in bytes: [UInt8], window: Int = 400) -> Bool {
        let limit = min(bytes.count, end + window)
        var start = end
        while let found = ByteSearch.offset(of: comparison, in: bytes, from: start), found < limit {
            start = found + comparison.count
            let argument = SourceCodeKeys.skipSpaces(bytes, from: start)
            guard argument + key.count <= bytes.count, bytes[argument..<argument + key.count].elementsEqual(key) else { continue }
            let after = SourceCodeKeys.skipSpaces(bytes, from: argument + key.count)
            if after < bytes.count, bytes[after] == UInt8(ascii: "]") { return true }
        }
        return false
    }

    /// Whether the code keeps the result of the lookup whose call starts at `call` in a variable and reads that
    /// variable's length in the `window` bytes after the statement (`NSString *subtitle = NSLocalizedString...(...);
    /// if (subtitle.length) { ... }`, InAppSettingsKit's privacy cell): the app does without the text where it is
    /// empty, so an empty translation leaves an element out rather than showing it blank.
    static func testsLength(ofCallAt call: Int, in bytes: [UInt8], window: Int = 300) -> Bool {
        var before = call
        while before > 0, [0x20, 0x09].contains(bytes[before - 1]) { before -= 1 }
        guard before >= 2, bytes[before - 1] == UInt8(ascii: "="),
            !"=!<>".utf8.contains(bytes[before - 2])
        else { return false }
        var end = before - 1
        while end > 0, [0x20, 0x09].contains(bytes[end - 1]) { end -= 1 }
        var start = end
        while start > 0, SourceCodeKeys.isIdentifier(bytes[start - 1]) { start -= 1 }
        guard start < end, let statementEnd = ByteSearch.offset(of: [UInt8(ascii: ";")], in: bytes, from: call) else {
            return false
        }
        let name = Array(bytes[start..<end])
        let limit = min(bytes.count, statementEnd + window)
        for reading in [name + Array(".length".utf8), Array("[".utf8) + name + Array(" length]".utf8)] {
            var from = statementEnd
            while let found = ByteSearch.offset(of: reading, in: bytes, from: from), found + reading.count <= limit {
                from = found + 1
                let first = reading[0] == UInt8(ascii: "[") ? found + 1 : found
                if first == 0 || !SourceCodeKeys.isIdentifier(bytes[first - 1]), reading.last == UInt8(ascii: "]")
                    || found + reading.count == bytes.count || !SourceCodeKeys.isIdentifier(bytes[found + reading.count])
                {
                    return true
                }
            }
        }
        return false
    }

    /// The message that compares two strings, as Objective-C code sends it.
    private static let comparison = Array("isEqualToString:".utf8)

    /// The identifier that starts at `start`, and where it ends.
    static func identifier(in bytes: [UInt8], at start: Int) -> (String, end: Int)? {
        guard start < bytes.count, isIdentifierStart(bytes[start]) else { return nil }
        var end = start + 1
        while end < bytes.count, SourceCodeKeys.isIdentifier(bytes[end]) { end += 1 }
        return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }

    /// When the lookup whose call starts at `call` and whose argument list opens at `open` (just after its `(`) is
    /// the format of a message that formats it (`stringWithFormat:`, `localizedStringWithFormat:`,
    /// `initWithFormat:`, `appendFormat:`), the arguments the message passes after it; `nil` when it is not one, or
    /// they cannot be counted.
    static func formatArguments(ofCallAt call: Int, openingAt open: Int, in bytes: [UInt8]) -> Int? {
        var before = call
        while before > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before - 1]) { before -= 1 }
        guard before >= formatLabel.count, bytes[(before - formatLabel.count)..<before].elementsEqual(formatLabel),
            let close = closing(from: open, in: bytes, opening: UInt8(ascii: "("), closing: UInt8(ascii: ")"))
        else { return nil }
        // The message's remaining arguments, up to its `]`: a comma before each.
        var count = 0
        var depth = 0
        for (_, byte) in codeBytes(from: close + 1, in: bytes) {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "]"):
                if depth == 0 { return count }
                depth -= 1
            case UInt8(ascii: ","): if depth == 0 { count += 1 }
            case UInt8(ascii: ";"): return nil
            default: break
            }
            guard depth >= 0 else { return nil }
        }
        return nil
    }

    /// The index of the bracket that closes the one open at `start` (just after it), skipping string literals.
    private static func closing(from start: Int, in bytes: [UInt8], opening: UInt8, closing: UInt8) -> Int? {
        var depth = 1
        for (index, byte) in codeBytes(from: start, in: bytes) {
            if byte == opening { depth += 1 }
            if byte == closing {
                depth -= 1
                if depth == 0 { return index }
            }
            if byte == UInt8(ascii: ";") { return nil }
        }
        return nil
    }

    /// The bytes of code from `start` on, with their indices, each string literal skipped whole; they end at a
    /// literal that cannot be read.
    private static func codeBytes(from start: Int, in bytes: [UInt8]) -> some Sequence<(Int, UInt8)> {
        sequence(state: start) { index -> (Int, UInt8)? in
            while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                guard let literal = SourceCodeKeys.stringLiteral(in: bytes, at: index) else { return nil }
                index = literal.end
            }
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return (index, bytes[index])
        }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    private static let declarationMark = Array("NSString".utf8)
    private static let defineMark = Array("#define".utf8)
    private static let constWord = Array("const".utf8)
    private static let formatLabel = Array("Format:".utf8)
}
