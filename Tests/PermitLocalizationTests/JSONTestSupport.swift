import Foundation

@testable import PermitLocalization

/// Writes random JSON text: random values, random whitespace, and random choices among the ways to escape.
struct RandomJSONWriter {
    var generator: SeededGenerator

    private static let palette: [Unicode.Scalar] = [
        "a", "Z", "0", " ", "\"", "\\", "/", "\u{0}", "\u{8}", "\u{9}", "\u{A}", "\u{C}", "\u{D}", "\u{1F}",
        "\u{7F}", "é", "ß", "\u{301}", "中", "\u{2028}", "\u{FFFF}", "😀", "\u{10FFFF}", "%", "@",
    ]

    mutating func document() -> String {
        whitespace() + value(depth: 0) + whitespace()
    }

    mutating func whitespace() -> String {
        ["", "", " ", "\t", "\n", "\r\n", "  \n    "].randomElement(using: &generator) ?? ""
    }

    mutating func value(depth: Int) -> String {
        let kind = Int.random(in: 0..<(depth < 4 ? 8 : 6), using: &generator)
        switch kind {
        case 0: return stringLiteral(randomString())
        case 1: return number()
        case 2: return Bool.random(using: &generator) ? "true" : "false"
        case 3: return "null"
        case 4, 5: return stringLiteral(randomString())
        case 6:
            let count = Int.random(in: 0...4, using: &generator)
            let elements = (0..<count).map { _ in whitespace() + value(depth: depth + 1) + whitespace() }
            return "[" + elements.joined(separator: ",") + (count == 0 ? whitespace() : "") + "]"
        default:
            let count = Int.random(in: 0...4, using: &generator)
            var keys: Set<String> = []
            var members: [String] = []
            for _ in 0..<count {
                let key = randomString()
                guard keys.insert(key).inserted else { continue }
                members.append(
                    whitespace() + stringLiteral(key) + whitespace() + ":" + whitespace() + value(depth: depth + 1)
                        + whitespace())
            }
            return "{" + members.joined(separator: ",") + (members.isEmpty ? whitespace() : "") + "}"
        }
    }

    mutating func randomString() -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            if let scalar = Self.palette.randomElement(using: &generator) { text.unicodeScalars.append(scalar) }
        }
        return text
    }

    mutating func number() -> String {
        var text = Bool.random(using: &generator) ? "-" : ""
        text += Bool.random(using: &generator) ? "0" : String(Int.random(in: 1...999_999_999_999_999, using: &generator))
        if Bool.random(using: &generator) { text += "." + String(Int.random(in: 0...99_999, using: &generator)) }
        if Bool.random(using: &generator) {
            text += ["e", "E"].randomElement(using: &generator) ?? "e"
            text += ["", "+", "-"].randomElement(using: &generator) ?? ""
            text += String(Int.random(in: 0...99, using: &generator))
        }
        return text
    }

    mutating func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            let escapeAnyway = Int.random(in: 0..<4, using: &generator) == 0
            switch scalar {
            case "\"": literal += escapeAnyway ? unicodeEscape(scalar) : "\\\""
            case "\\": literal += escapeAnyway ? unicodeEscape(scalar) : "\\\\"
            case "/": literal += escapeAnyway ? "\\/" : "/"
            case "\u{8}": literal += escapeAnyway ? unicodeEscape(scalar) : "\\b"
            case "\u{C}": literal += escapeAnyway ? unicodeEscape(scalar) : "\\f"
            case "\n": literal += escapeAnyway ? unicodeEscape(scalar) : "\\n"
            case "\r": literal += escapeAnyway ? unicodeEscape(scalar) : "\\r"
            case "\t": literal += escapeAnyway ? unicodeEscape(scalar) : "\\t"
            case "\u{0}"..."\u{1F}": literal += unicodeEscape(scalar)
            default: literal += escapeAnyway ? unicodeEscape(scalar) : String(scalar)
            }
        }
        return literal + "\""
    }

    /// `\uXXXX`, or a surrogate pair of them, in random letter case.
    mutating func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let uppercase = Bool.random(using: &generator)
        return UTF16.encode(scalar).map { units in
            units.map { unit in
                let digits = String(unit, radix: 16, uppercase: uppercase)
                return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            }.joined()
        } ?? ""
    }
}

extension JSONValue {
    /// Whether this tree holds what Foundation's `JSONSerialization` read from the same text.
    func matches(foundation object: Any) -> Bool {
        switch content {
        case .object(let members):
            guard let dictionary = object as? [String: Any], dictionary.count == members.count else { return false }
            return members.allSatisfy { member in
                dictionary[member.key].map { member.value.matches(foundation: $0) } ?? false
            }
        case .array(let elements):
            guard let array = object as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { $0.matches(foundation: $1) }
        case .string(let text):
            guard let string = object as? String else { return false }
            return Array(string.unicodeScalars) == Array(text.unicodeScalars)
        case .number(let lexeme):
            if let decimal = object as? NSDecimalNumber {
                return Decimal(string: lexeme) == decimal.decimalValue
            }
            guard let number = object as? NSNumber, let value = Double(lexeme) else { return false }
            return number.doubleValue == value
        case .boolean(let value):
            guard let number = object as? NSNumber else { return false }
            return number.boolValue == value
        case .null:
            return object is NSNull
        }
    }

    /// Every value in the tree, depth first, with the keys' locations.
    var allLocations: [(location: PermitLocalization.SourceLocation, kind: String)] {
        var result = [(location, kindName)]
        switch content {
        case .object(let members):
            for member in members {
                result.append((member.keyLocation, "key"))
                result += member.value.allLocations
            }
        case .array(let elements):
            for element in elements { result += element.allLocations }
        default: break
        }
        return result
    }
}
