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
