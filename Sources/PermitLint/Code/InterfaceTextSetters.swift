/// The names whose text the code sets: an outlet of an Interface Builder document whose text the app replaces at
/// run time (`dataLabel.text = NSLocalizedString(...)`, `[self.titleField setStringValue:name]`) shows the document's
/// own text, in any language, only until the code runs: a sample ("Daniel's Sony Xperia") or a text the code
/// translates itself.
enum InterfaceTextSetters {
    /// The names in Swift or Objective-C source `bytes` that a text property is assigned through (`name.text =`,
    /// `name?.stringValue =`, `name.setTitle(`) or an Objective-C setter sent to (`[name setText:`, `[self.name
    /// setStringValue:`).
    static func names(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        // One pass: a property follows a `.`, a setter a space and "set"; every pattern's next letter is one of
        // theirs, which most dots and spaces are not followed by.
        for index in bytes.indices.dropLast(3) where bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: " ") {
            let isDot = bytes[index] == UInt8(ascii: ".")
            let next = bytes[index + 1]
            if isDot {
                guard propertyInitials.contains(next) else { continue }
            } else {
                guard next == UInt8(ascii: "s"), bytes[index + 2] == UInt8(ascii: "e"), bytes[index + 3] == UInt8(ascii: "t")
                else { continue }
            }
            let candidates = isDot ? assignedProperties : objectiveCSetters
            for pattern in candidates where matches(pattern, at: index, in: bytes) {
                var end = index + pattern.count
                if isDot, pattern.last != UInt8(ascii: "(") {
                    while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
                    // `.text =` assigns; `.text ==` compares, and `.textColor` is another property.
                    guard end < bytes.count, bytes[end] == UInt8(ascii: "="),
                        !(end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "="))
                    else { continue }
                }
                if let name = name(endingAt: index, in: bytes) { names.insert(name) }
            }
        }
        return names
    }

    /// Whether `pattern` is written in `bytes` at `index`.
    private static func matches(_ pattern: [UInt8], at index: Int, in bytes: [UInt8]) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    /// The identifier that ends right before `offset` (past a `?` or `!` of optional chaining, or spaces before an
    /// Objective-C selector), or `nil`.
    private static func name(endingAt offset: Int, in bytes: [UInt8]) -> String? {
        var end = offset
        while end > 0, [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: " ")].contains(bytes[end - 1]) { end -= 1 }
        var start = end
        while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
        guard start < end, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// The text properties of UIKit's and AppKit's views and controls, as assigned (`.text`, then ` =`) or called.
    private static let assignedProperties = [
        ".text", ".attributedText", ".stringValue", ".attributedStringValue", ".title", ".placeholder",
        ".placeholderString", ".setTitle(",
    ].map { Array($0.utf8) }

    /// The letters the properties begin with.
    private static let propertyInitials: Set<UInt8> = Set(assignedProperties.map { $0[1] })

    /// Objective-C's setters of the same properties, after the receiver and a space.
    private static let objectiveCSetters = [
        " setText:", " setAttributedText:", " setStringValue:", " setAttributedStringValue:", " setTitle:",
        " setPlaceholder:", " setPlaceholderString:",
    ].map { Array($0.utf8) }
}
