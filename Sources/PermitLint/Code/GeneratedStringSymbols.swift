/// The Swift symbols Xcode 26 generates for a String Catalog's manual keys (`STRING_CATALOG_GENERATE_SYMBOLS`):
/// each key becomes a static member of `LocalizedStringResource` named after its words, placeholders left out
/// (`integrations_getting_started_suggestion_shell` is `.integrationsGettingStartedSuggestionShell`, `Landmarks` is
/// `.landmarks`, `%(landmark)@ is contained in %(collection)@` is `.isContainedIn(landmark:collection:)`), under its
/// table's name for a table other than `Localizable` (`.Discover.landmarks`). Code that writes one looks the key up.
enum GeneratedStringSymbols {
    /// The member name Xcode generates for `key`; `nil` when the key has no word to name it by.
    static func name(ofKey key: String) -> String? {
        var words: [String] = []
        var word = ""
        var scalars = Substring(key).unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "%" {
                // A placeholder: `%@`, `%1$lld`, `%(name)@`; no word of the name.
                if scalars.first == "(", let close = scalars.firstIndex(of: ")") { scalars = scalars[scalars.index(after: close)...] }
                scalars = scalars.drop { "0123456789$.-+# 'lhqLzjt*".unicodeScalars.contains($0) }
                scalars = scalars.dropFirst()
            } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
                continue
            }
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first, let initial = first.first, !initial.isNumber else { return nil }
        let head = first.allSatisfy(\.isUppercase) ? first.lowercased() : initial.lowercased() + first.dropFirst()
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
