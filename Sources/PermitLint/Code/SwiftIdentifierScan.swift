/// The identifiers a Swift source writes, found in its bytes, outside comments (string literals included, since an
/// interpolation names code): cheaper than walking its syntax tree's tokens where only a few names are sought.
enum SwiftIdentifierScan {
    /// The identifiers of `bytes` (runs of letters, digits and `_` not preceded by one) that are among `names`,
    /// with their offsets, outside comments (an Xcode file's header names the view it holds).
    static func occurrences(in bytes: [UInt8], among names: NameIndex) -> [(name: String, offset: Int)] {
        var found: [(name: String, offset: Int)] = []
        var index = 0
        let slash = UInt8(ascii: "/")
        let quote = UInt8(ascii: "\"")
        // Inside a string literal (`"https://..."`) a `//` starts no comment; a line's literal ends with the line.
        var inString = false
        var inMultilineString = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote, index == 0 || bytes[index - 1] != UInt8(ascii: "\\") {
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                    inMultilineString.toggle()
                    index += 3
                } else {
                    if !inMultilineString { inString.toggle() }
                    index += 1
                }
                continue
            }
            if byte == 0x0A { inString = false }
            if inString || inMultilineString {
                // Identifiers in a literal count (an interpolation names code); comments do not start there.
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
                index = ByteSearch.offset(of: [0x0A], in: bytes, from: index) ?? bytes.count
                continue
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index = (ByteSearch.offset(of: Array("*/".utf8), in: bytes, from: index + 2)).map { $0 + 2 } ?? bytes.count
                continue
            }
            guard SourceCodeKeys.isIdentifier(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count, SourceCodeKeys.isIdentifier(bytes[index]) { index += 1 }
            if let name = names.name(of: bytes[start..<index]) { found.append((name, start)) }
        }
        return found
    }

    /// Names found by their bytes without making a string of every identifier: by length and first byte.
    struct NameIndex: Sendable {
        private var buckets: [Int: [(bytes: [UInt8], name: String)]] = [:]

        init(_ names: Set<String>) {
            for name in names {
                let bytes = Array(name.utf8)
                guard let first = bytes.first else { continue }
                buckets[bytes.count << 8 | Int(first), default: []].append((bytes, name))
            }
        }

        /// The name `word` spells, if it is one.
        func name(of word: ArraySlice<UInt8>) -> String? {
            guard let first = word.first, let bucket = buckets[word.count << 8 | Int(first)] else { return nil }
            return bucket.first { $0.bytes.elementsEqual(word) }?.name
        }
    }
}
