import PermitLocalization

/// The keys of an app's `Info.plist` that its `InfoPlist.strings` files localize. Their base text lives in
/// `Info.plist` itself, so a translation of one is not obsolete when the base language has no `InfoPlist.strings`
/// entry for it.
enum InfoPlistKey {
    /// Whether `key` names an `Info.plist` key: a usage description (`NS…UsageDescription`, and the dictionaries of
    /// purposes such as `NSLocationTemporaryUsageDescriptionDictionary`) or one of the bundle's localizable names.
    static func isInfoPlistKey(_ key: String) -> Bool {
        (key.hasPrefix("NS") && key.contains("UsageDescription")) || localizableKeys.contains(key)
    }

    private static let localizableKeys: Set<String> = [
        "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "NSHumanReadableCopyright",
        "CFBundleGetInfoString",
        // An extension's description in Settings (Safari content blockers, found in focus-ios).
        "NSHumanReadableDescription",
    ]
}
