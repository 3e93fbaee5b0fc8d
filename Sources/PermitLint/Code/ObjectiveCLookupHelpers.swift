/// An app's own Objective-C lookup helpers: a macro or a C function that passes its first parameter as the key of
/// one of Apple's lookups. HandBrake's `#define HBKitLocalizedString(key, comment) [[NSBundle bundleForClass:...]
/// localizedStringForKey:(key) value:@"" table:nil]` and AdGuard's `NSString* ACLocalizedString(NSString* key,
/// NSString* comment) { ... NSLocalizedString(key, nil) ... }` (also called from Swift) look up the literal they are
/// given, as `NSLocalizedString(@"key", ...)` does.
enum ObjectiveCLookupHelpers {
    /// The names of the helpers the Objective-C source `bytes` define (a declaration without a body names none).
    static func declared(in bytes: [UInt8]) -> [String] {
        guard lookups.contains(where: { ByteSearch.offset(of: $0, in: bytes, from: 0) != nil }) else { return [] }
        return macros(in: bytes) + functions(in: bytes)
    }

    /// The calls of Apple's lookups whose first argument is the key.
    private static let lookups = [
        "NSLocalizedString(", "NSLocalizedStringFromTable(", "NSLocalizedStringFromTableInBundle(",
        "localizedStringForKey:",
    ].map { Array($0.utf8) }

    /// `#define NAME(key, ...) body`, the body running on over lines that end in `\`.
    private static func macros(in bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var start = 0
        while let found = ByteSearch.offset(of: Array("#define".utf8), in: bytes, from: start) {
            start = found + 7
            var index = skipBlanks(bytes, from: start)
            guard let name = identifier(in: bytes, at: index) else { continue }
            index += name.utf8.count
            // A function-like macro has its `(` right after its name.
            guard index < bytes.count, bytes[index] == UInt8(ascii: "("),
                let parameter = identifier(in: bytes, at: skipBlanks(bytes, from: index + 1))
            else { continue }
            var end = index
            while end < bytes.count, bytes[end] != 0x0A || (end > 0 && bytes[end - 1] == UInt8(ascii: "\\")) { end += 1 }
            if passesKey(parameter, in: bytes[index..<end]) { names.append(name) }
            start = end
        }
        return names
    }

    /// `NSString *NAME(NSString *key, ...) { body }`: a function returning a string whose first parameter is one.
    private static func functions(in bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var start = 0
        while let found = ByteSearch.offset(of: Array("NSString".utf8), in: bytes, from: start) {
            start = found + 8
            guard found == 0 || !isIdentifier(bytes[found - 1]) else { continue }
            // `NSString* _Nonnull NAME(`: the return type's star and qualifiers, then the name.
            var index = skipBlanks(bytes, from: start)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "*") else { continue }
            index = skipBlanks(bytes, from: index + 1)
            while let word = identifier(in: bytes, at: index), word.hasPrefix("_N") {
                index = skipBlanks(bytes, from: index + word.utf8.count)
            }
            guard let name = identifier(in: bytes, at: index) else { continue }
            index = skipBlanks(bytes, from: index + name.utf8.count)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "("),
                let close = ByteSearch.offset(of: [UInt8(ascii: ")")], in: bytes, from: index)
            else { continue }
            // The first parameter's name is the last word before its `,` (or the list's `)`).
            let list = bytes[(index + 1)..<close]
            let first = list.firstIndex(of: UInt8(ascii: ",")) ?? close
            guard ByteSearch.offset(of: Array("NSString".utf8), in: Array(bytes[(index + 1)..<first]), from: 0) != nil,
                let parameter = lastIdentifier(in: bytes, before: first)
            else { continue }
            let open = skipBlanks(bytes, from: close + 1)
            guard open < bytes.count, bytes[open] == UInt8(ascii: "{") else { continue }
            var depth = 0
            var end = open
            repeat {
                if bytes[end] == UInt8(ascii: "{") { depth += 1 } else if bytes[end] == UInt8(ascii: "}") { depth -= 1 }
                end += 1
            } while depth > 0 && end < bytes.count
            if passesKey(parameter, in: bytes[open..<end]) { names.append(name) }
            start = end
        }
        return names
    }

    /// Whether `body` calls one of Apple's lookups with `parameter` (maybe in parentheses) as its key.
    private static func passesKey(_ parameter: String, in body: ArraySlice<UInt8>) -> Bool {
        let body = Array(body)
        let name = Array(parameter.utf8)
        return lookups.contains { lookup in
            var start = 0
            while let found = ByteSearch.offset(of: lookup, in: body, from: start) {
                start = found + lookup.count
                var index = skipBlanks(body, from: start)
                while index < body.count, body[index] == UInt8(ascii: "(") { index = skipBlanks(body, from: index + 1) }
                if body.count >= index + name.count, body[index..<(index + name.count)].elementsEqual(name),
                    index + name.count == body.count || !isIdentifier(body[index + name.count])
                {
                    return true
                }
            }
            return false
        }
    }

    private static func identifier(in bytes: [UInt8], at index: Int) -> String? {
        var end = index
        while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
        guard end > index, !(bytes[index] >= 0x30 && bytes[index] <= 0x39) else { return nil }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    private static func lastIdentifier(in bytes: [UInt8], before end: Int) -> String? {
        var last = end
        while last > 0, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == 0x0A { last -= 1 }
        var first = last
        while first > 0, isIdentifier(bytes[first - 1]) { first -= 1 }
        return first < last ? String(decoding: bytes[first..<last], as: UTF8.self) : nil
    }

    private static func skipBlanks(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "\\")].contains(bytes[index]) { index += 1 }
        return index
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool { SourceCodeKeys.isIdentifier(byte) }
}
