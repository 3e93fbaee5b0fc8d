import PermitLocalization

extension String {
    /// The text made safe to stand in HTML, as an element's content or a double-quoted attribute's value: `&`,
    /// `<`, `>`, `"` and `'` become character references, and every C0 control character but tab, line feed and
    /// carriage return, and DEL, becomes its Control Pictures symbol (`␀` for NUL), since HTML has no character
    /// reference for them.
    var htmlEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}":
                let picture = scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value
                escaped.unicodeScalars.append(Unicode.Scalar(picture) ?? "\u{FFFD}")
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
