/// Finds the `%#@name@` references in a format string, the way text names its substitutions.
enum SubstitutionReference {
    /// The names referenced, in order of first appearance, each once. `%%` is a literal percent sign; a reference
    /// may carry a position (`%2$#@name@`).
    static func names(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var names: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            index += 1
            if index < scalars.count && scalars[index] == "%" {
                index += 1
                continue
            }
            var cursor = index
            while cursor < scalars.count && ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
            let hasPosition = cursor > index && cursor < scalars.count && scalars[cursor] == "$"
            cursor = hasPosition ? cursor + 1 : index
            guard cursor + 1 < scalars.count && scalars[cursor] == "#" && scalars[cursor + 1] == "@" else { continue }
            let nameStart = cursor + 2
            guard let nameEnd = scalars[nameStart...].firstIndex(of: "@"), nameEnd > nameStart else { continue }
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[nameStart..<nameEnd])
            if !names.contains(name) { names.append(name) }
            index = nameEnd + 1
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
