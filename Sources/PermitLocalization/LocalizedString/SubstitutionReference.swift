/// Finds the `%#@name@` references in a format string, the way text names its substitutions.
enum SubstitutionReference {
    /// The names referenced, in order of first appearance, each once, as `CFString` reads them (`FormatString`):
    /// `%%` is a literal percent sign; a reference may carry a position and flags (`%2$#@name@`, `%# @name@`); a
    /// name is ASCII letters, digits and `_` (`%#@sites-count@` is no reference).
    static func names(in text: String) -> [String] {
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return [] }
        var names: [String] = []
        for specifier in FormatString.parsed(text).specifiers {
            if case .substitutionReference(let name) = specifier.conversion, !names.contains(name) { names.append(name) }
        }
        return names
    }
}

extension SubstitutionReference {
    /// The references in `string`'s text and in its substitutions' variants to names not in `defined`, each with
    /// the place of the text that holds it, in a stable order.
    static func undefined(in string: LocalizedString, defined: Set<String>)
        -> [(name: String, location: SourceLocation?)]
    {
        var texts = textLeaves(of: string.variant)
        for name in string.substitutions.keys.sorted() {
            if let substitution = string.substitutions[name] { texts += textLeaves(of: substitution.variant) }
        }
        return texts.flatMap { text, location in
            names(in: text).filter { !defined.contains($0) }.map { ($0, location) }
        }
    }

    /// The texts of a variant tree, depth first, choices in their natural order.
    private static func textLeaves(of variant: LocalizedString.Variant) -> [(String, SourceLocation?)] {
        switch variant {
        case .text(let text, let location):
            return [(text, location)]
        case .plural(let cases):
            return cases.sorted { $0.key < $1.key }.flatMap { textLeaves(of: $0.value.variant) }
        case .device(let cases):
            let order = DeviceClass.allCases
            return order.compactMap { cases[$0] }.flatMap { textLeaves(of: $0.variant) }
        case .width(let cases):
            return cases.sorted { $0.key < $1.key }.flatMap { textLeaves(of: $0.value.variant) }
        }
    }
}
