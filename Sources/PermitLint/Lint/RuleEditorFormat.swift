/// The format of an `NSRuleEditor`/`NSPredicateEditor` formatting dictionary (its `formattingStringsFilename`
/// table): `%[Author,Subject]@ %[is,is not]@ %@`, each `%[...]@` (or `%1$[...]@`) a row's pop-up with its
/// options. The editor reads these texts itself; no `String(format:)` ever formats them, so CoreFoundation's reading
/// of `%[` as no conversion says nothing about what the person sees.
enum RuleEditorFormat {
    /// Whether `text` holds a pop-up token, `%[` (or `%N$[`) then options and `]@`.
    static func isRuleEditorFormat(_ text: String) -> Bool {
        guard text.containsUTF8Byte(UInt8(ascii: "[")) else { return false }
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "%") else { continue }
            var next = index + 1
            while next < bytes.count, bytes[next] >= 0x30, bytes[next] <= 0x39 { next += 1 }
            if next > index + 1 {
                guard next < bytes.count, bytes[next] == UInt8(ascii: "$") else { continue }
                next += 1
            }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "[") else { continue }
            guard let close = bytes[(next + 1)...].firstIndex(of: UInt8(ascii: "]")), close + 1 < bytes.count,
                bytes[close + 1] == UInt8(ascii: "@")
            else { continue }
            return true
        }
        return false
    }
}
