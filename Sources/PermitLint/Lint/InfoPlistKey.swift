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

    /// The keys that name the bundle or state its copyright: a translation that keeps them as the base writes them,
    /// or leaves them out (the `Info.plist` value shows), keeps the product's name and its legal line, as most apps
    /// mean to (munki's "Managed Software Center" in Japanese, its copyright in Danish).
    static let namesAndCopyright: Set<String> = [
        "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "NSHumanReadableCopyright", "CFBundleGetInfoString",
    ]

    private static let localizableKeys: Set<String> = [
        "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "NSHumanReadableCopyright",
        "CFBundleGetInfoString",
        // An extension's description in Settings (Safari content blockers, found in focus-ios).
        "NSHumanReadableDescription",
    ]
}
