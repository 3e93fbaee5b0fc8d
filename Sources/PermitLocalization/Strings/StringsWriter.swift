/// Writes strings tables as canonical `.strings` text: UTF-8, one `"key" = "value";` per entry, each translator
/// comment above its entry, and every character that could be misread escaped.
///
/// Reading what it writes gives back the same keys and values, in the same order, and each comment's text (up to
/// the whitespace around its lines, which the reader trims, and the kind of its line breaks).
public enum StringsWriter {
    /// The canonical text of `entries`, in their order (duplicates are written as given). An empty table is a
    /// line break: Apple's runtime fails on a file of zero bytes but reads whitespace as an empty table.
    public static func text(for entries: some Sequence<StringsEntry>) -> String {
        var output = ""
        var first = true
        for entry in entries {
            if !first { output += "\n" }
            first = false
            if let comment = entry.comment, !comment.isEmpty {
                output += commentText(comment)
            }
            output += "\"" + escaped(entry.key) + "\" = \"" + escaped(entry.value) + "\";\n"
        }
        return first ? "\n" : output
    }

    /// `/* comment */`, or `//` lines when the comment itself holds `*/`: one for each of its lines, cut at every
    /// line break the reader ends a `//` comment at (LF, CR, CR LF, U+2028, U+2029), so that no part of a line
    /// is left outside its comment.
    static func commentText(_ comment: String) -> String {
        let comment = withoutControlCharacters(comment)
        guard comment.contains("*/") else { return "/* " + comment + " */\n" }
        var output = ""
        var line = ""
        var afterCarriageReturn = false
        for scalar in comment.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where afterCarriageReturn:
                continue
            case "\n", "\r", "\u{2028}", "\u{2029}":
                output += line.isEmpty ? "//\n" : "// " + line + "\n"
                line = ""
            default:
                line.unicodeScalars.append(scalar)
            }
        }
        return output + (line.isEmpty ? "//\n" : "// " + line + "\n")
    }

    /// A comment cannot escape anything, so its control characters other than whitespace are written as U+FFFD: a
    /// NUL byte in a UTF-8 file can make it look like UTF-16 without a byte-order mark, which no reader accepts.
    static func withoutControlCharacters(_ comment: String) -> String {
        guard comment.unicodeScalars.contains(where: isUnprintableInComment) else { return comment }
        var output = ""
        for scalar in comment.unicodeScalars {
            output.unicodeScalars.append(isUnprintableInComment(scalar) ? "\u{FFFD}" : scalar)
        }
        return output
    }

    private static func isUnprintableInComment(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\t", "\n", "\u{0B}", "\u{0C}", "\r": false
        case "\u{00}"..."\u{1F}", "\u{7F}": true
        default: false
        }
    }

    /// The text of a quoted string: quotes and backslashes escaped, line breaks and tabs as `\n \r \t`, every
    /// other control or invisible separator as `\U` with four hexadecimal digits (so a following digit cannot
    /// join the escape).
    static func escaped(_ text: String) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
