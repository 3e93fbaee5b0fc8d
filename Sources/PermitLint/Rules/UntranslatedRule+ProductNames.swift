import PermitLocalization

/// The app's own name kept as it is in every language: "FOE Helper" for the target `FoeHelper`, "Quick Planner" for
/// an `Info.plist`'s `CFBundleName`. A product's name is not translated, whether or not most of the app's languages
/// happen to have the key. A name and more words are not a name alone ("Skim Help" is "Skim-Hilfe" in German).
extension UntranslatedRule {
    /// The keys of `alignment` whose base text is one of `productNames` (the app's, `AppModel.productNames`), in any
    /// case and spacing.
    static func keysNamingTheApp(_ alignment: GroupAlignment, productNames: Set<String>) -> Set<String> {
        let names = Set(productNames.map(Self.letters(of:)).filter { $0.count >= 3 })
        guard !names.isEmpty else { return [] }
        var found: Set<String> = []
        for entry in alignment.baseEntries {
            if let text = entry.value.representativeText?.text, names.contains(Self.letters(of: text)) {
                found.insert(entry.key)
            }
        }
        return found
    }

    /// The letters and digits of `name`, lowercased: "FOE Helper" and "FoeHelper" alike.
    private static func letters(of name: String) -> String {
        String(String.UnicodeScalarView(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
    }
}
