import PermitLocalization

/// Whether an app lets its nested bundles (frameworks, resource bundles, Swift packages' bundles) show a language
/// the app itself has no localization of: `CFBundleAllowMixedLocalizations` set to true in an `Info.plist`.
///
/// Without it CoreFoundation chooses a nested bundle's localization among the languages the main bundle chose
/// (`_CFBundleCopyPreferredLanguagesInList`), so a framework's or package's table in a language the app lacks is
/// never shown.
enum MixedLocalizations {
    /// Whether one of the property lists at `paths` sets `CFBundleAllowMixedLocalizations` to true; a file that does
    /// not name the key is not parsed.
    static func allowed(byInfoPlists paths: [String]) -> Bool {
        paths.contains { path in
            guard let bytes = try? LocalizationFileSearch.contents(of: path),
                ByteSearch.offset(of: mark, in: bytes, from: 0) != nil,
                case .dictionary(let entries)? = PropertyListReader.read(bytes, file: path).root?.value,
                let value = entries.last(where: { $0.key == key })?.value.value
            else { return false }
            switch value {
            case .boolean(let allowed): return allowed
            // An `Info.plist` a build fills in may write the value as text (`YES`, `true`).
            case .string(let text): return ["yes", "true", "1"].contains(text.lowercased())
            default: return false
            }
        }
    }

    /// The key, as it appears in the property list.
    static let key = "CFBundleAllowMixedLocalizations"
    private static let mark = Array(key.utf8)
}
