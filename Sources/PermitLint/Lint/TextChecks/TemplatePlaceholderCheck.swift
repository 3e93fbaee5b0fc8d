import PermitLocalization

/// Placeholders an app (or the system) fills in itself after the lookup, in the forms that are never text: `{{name}}`
/// (Mustache and most template engines), `{0}` (.NET and ICU-style positional arguments), `${name}` (App
/// Shortcuts' `${applicationName}`, template literals) and `%NAME%` (a capitalized name between percent signs, which
/// the code replaces: Res-i-Skane's `%APP_NAME%`). A translation that drops one loses the value; one that renames it
/// (`{{restante}}` for `{{remaining}}`) shows the braces and name as they are.
enum TemplatePlaceholderCheck {
    /// What `translation` does to `base`'s placeholders, as a phrase that follows "the fr text of "key" ", or `nil`
    /// when both have the same set. `renamedOnly` says that each placeholder the translation lacks has another in
    /// its place (`{{en ligne}}` for `{{online}}`): a lost value if the app fills them in, but right where the braces
    /// only mark words the app styles, which the text cannot tell.
    /// What a lost placeholder costs, after the placeholders named.
    static let lostValue = ", which the app fills in: the value is lost"

    static func difference(base: String, translation: String, baseLocalization: String)
        -> (detail: String, renamedOnly: Bool)?
    {
        let expected = placeholders(in: base)
        let found = placeholders(in: translation)
        guard expected != found else { return nil }
        let lost = expected.subtracting(found).sorted()
        let added = found.subtracting(expected).sorted()
        var parts: [String] = []
        if !lost.isEmpty { parts.append("lacks \(lost.joined(separator: ", "))" + lostValue) }
        if !added.isEmpty {
            parts.append(
                "has \(added.joined(separator: ", ")), which the \(baseLocalization) text does not: no value replaces "
                    + "\(added.count == 1 ? "it" : "them"), and the person reads the braces")
        }
        // Only double braces serve as markup too; a renamed `{0}` or `${name}` is a lost value.
        let renamedOnly =
            !lost.isEmpty && lost.count == added.count && (lost + added).allSatisfy { $0.hasPrefix("{{") }
        if renamedOnly {
            parts.append("unless the braces only mark words the app styles, where translating the words inside is right")
        }
        return (parts.joined(separator: "; "), renamedOnly)
    }

    /// The `{{...}}`, `{N}`, `${name}` and `%NAME%` placeholders of `text`.
    static func placeholders(in text: String) -> Set<String> {
        var found = Set(percentTokens(in: text) ?? [])
        guard text.containsUTF8Byte(UInt8(ascii: "{")) else { return found }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "{" else {
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "{" {
                // `{{name}}`: up to the first `}}`, on one line.
                var end = index + 2
                while end + 1 < scalars.count, !(scalars[end] == "}" && scalars[end + 1] == "}"), scalars[end] != "\n" {
                    end += 1
                }
                if end + 1 < scalars.count, scalars[end] == "}", end > index + 2 {
                    // Template engines read `{{ name }}` as `{{name}}`.
                    var name = scalars[(index + 2)..<end]
                    while name.first == " " { name.removeFirst() }
                    while name.last == " " { name.removeLast() }
                    found.insert("{{" + String(String.UnicodeScalarView(name)) + "}}")
                    index = end + 2
                    continue
                }
            } else if index > 0, scalars[index - 1] == "$" {
                // `${name}`: App Shortcuts' `${applicationName}` and a parameter's name, template literals.
                var end = index + 1
                while end < scalars.count, scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end])
                    || scalars[end] == "_" || scalars[end] == "."
                {
                    end += 1
                }
                if end > index + 1, end < scalars.count, scalars[end] == "}" {
                    found.insert(String(String.UnicodeScalarView(scalars[(index - 1)...end])))
                    index = end + 1
                    continue
                }
            } else {
                // `{0}`: digits only.
                var end = index + 1
                while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                if end > index + 1, end < scalars.count, scalars[end] == "}" {
                    found.insert(String(String.UnicodeScalarView(scalars[index...end])))
                    index = end + 1
                    continue
                }
            }
            index += 1
        }
        return found
    }

    /// Whether `text`, formatted, reads an argument or writes `%%` (`FormatSpecifiers.isFormatString`), its
    /// `%NAME%` placeholders aside: a text of those alone is the app's to fill in, never a format string; nor is an
    /// address whose every `%` escapes a byte (`isEscapedAddress`).
    static func isFormatString(_ text: String) -> Bool {
        FormatSpecifiers.isFormatString(text) && !percentsAreNoSpecifiers(text)
    }

    /// Whether every `%` of `text` is something other than a specifier: an app's `%NAME%` placeholder
    /// (`percentTokens`) or an address's percent-escape (`isEscapedAddress`).
    static func percentsAreNoSpecifiers(_ text: String) -> Bool {
        percentTokens(in: text) != nil || isEscapedAddress(text)
    }

    /// Whether `text` is an address with a scheme (`mailto:`, `https://`) and no space whose every `%` starts a
    /// percent-escape of two hexadecimal digits (`?subject=Media%20Converter`): code opens it as a URL, and
    /// `%20` is a space, not a specifier with a width.
    static func isEscapedAddress(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 1,
            bytes[..<colon].allSatisfy({ ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || $0 == UInt8(ascii: "-") }),
            !bytes.contains(where: { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 })
        else { return false }
        let isHex = { (byte: UInt8) in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
        var sawEscape = false
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return false }
            sawEscape = true
        }
        return sawEscape
    }

    /// The `%NAME%` tokens of `text` (a capital letter, then capitals, digits or `_`, between two percent signs),
    /// when every `%` of it is one of theirs; `nil` when a `%` is something else (a specifier, a percent sign).
    static func percentTokens(in text: String) -> [String]? {
        // An address's percent-escapes (`%D7%9E`) are no tokens.
        guard text.containsUTF8Byte(UInt8(ascii: "%")), !isEscapedAddress(text) else { return nil }
        let bytes = Array(text.utf8)
        var tokens: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            var end = index + 1
            guard end < bytes.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[end]) else { return nil }
            while end < bytes.count,
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[end])
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) || bytes[end] == UInt8(ascii: "_")
            {
                end += 1
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "%"), end - index >= 3 else { return nil }
            tokens.append(String(decoding: bytes[index...end], as: UTF8.self))
            index = end + 1
        }
        return tokens
    }
}
