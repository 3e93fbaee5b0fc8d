import SwiftSyntax

/// A placeholder the app's code replaces in a looked-up text itself (`text.replacingOccurrences(of: "{name}",
/// with: name)`): a translation that lacks it loses the value. Either one token (`{name}`, `%APP%`, `%0`) or a
/// numbered family built in a loop (`"%\(index)"`: `%0`, `%1`...).
enum AppPlaceholder: Hashable, Sendable {
    /// One token, replaced as written.
    case token(String)
    /// A number between `prefix` and `suffix` (`"{\(index)}"`).
    case numbered(prefix: String, suffix: String)

    /// The placeholder a `replacingOccurrences(of:)` argument names, or `nil` when it names none: text that
    /// marks a placeholder (it starts with `%`, `{`, `[`, `$`, `<`, `@`, `#` or `_`, holds no whitespace, and has a
    /// letter or digit), not a character tidied away (`"\n"`, `" "`, `"&amp;"`).
    init?(expression: ExprSyntax) {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        if let text = StringLiteralText.of(literal) {
            guard Self.marksPlaceholder(text) else { return nil }
            self = .token(text)
            return
        }
        // `"%\(index)"`: text, one interpolation, text.
        let segments = Array(literal.segments)
        guard let at = segments.firstIndex(where: { $0.is(ExpressionSegmentSyntax.self) }),
            segments.filter({ $0.is(ExpressionSegmentSyntax.self) }).count == 1
        else { return nil }
        let prefix = segments[..<at].compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        let suffix = segments[(at + 1)...].compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        guard !prefix.isEmpty, Self.isDelimiter(prefix), suffix.isEmpty || Self.isDelimiter(suffix) else { return nil }
        self = .numbered(prefix: prefix, suffix: suffix)
    }

    /// How the placeholder reads in a message (`{name}`, `%0, %1...`).
    var description: String {
        switch self {
        case .token(let token): token
        case .numbered(let prefix, let suffix): "\(prefix)0\(suffix), \(prefix)1\(suffix)..."
        }
    }

    /// The tokens of this placeholder that `text` holds (compared byte for byte: tokens are written as the code
    /// writes them).
    func occurrences(in text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        switch self {
        case .token(let token):
            return ByteSearch.offset(of: Array(token.utf8), in: bytes) != nil ? [token] : []
        case .numbered(let prefix, let suffix):
            var found: Set<String> = []
            let (prefixBytes, suffixBytes) = (Array(prefix.utf8), Array(suffix.utf8))
            var start = 0
            while let offset = ByteSearch.offset(of: prefixBytes, in: bytes, from: start) {
                var end = offset + prefixBytes.count
                while end < bytes.count, end - offset - prefixBytes.count < 3, (0x30...0x39).contains(bytes[end]) { end += 1 }
                let digits = end - offset - prefixBytes.count
                if digits > 0, digits <= 2, bytes[end...].starts(with: suffixBytes) {
                    found.insert(prefix + String(decoding: bytes[(offset + prefixBytes.count)..<end], as: UTF8.self) + suffix)
                }
                start = offset + max(prefixBytes.count, 1)
            }
            return found
        }
    }

    private static func marksPlaceholder(_ text: String) -> Bool {
        guard let first = text.first, "%{[$<@#_".contains(first), text.count >= 2,
            !text.contains(where: \.isWhitespace), text.contains(where: { $0.isLetter || $0.isNumber })
        else { return false }
        return true
    }

    private static func isDelimiter(_ text: String) -> Bool {
        !text.contains(where: { $0.isWhitespace || $0.isLetter || $0.isNumber }) && text.count <= 3
    }
}
