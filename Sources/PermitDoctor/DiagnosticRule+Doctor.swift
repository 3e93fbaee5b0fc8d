import Permit
public import PermitLocalization

extension DiagnosticRule {
    /// A declared service whose usage-description key is absent from the Info.plist.
    public static let missingUsageDescription = DiagnosticRule(
        id: "missing-usage-description", defaultSeverity: .error,
        summary: "The Info.plist lacks the usage description of a permission the app asks for; iOS terminates the app when it asks.")
    /// A service described only under a key that older systems read and current ones ignore.
    public static let legacyUsageDescriptionOnly = DiagnosticRule(
        id: "legacy-usage-description-only", defaultSeverity: .warning,
        summary: "The usage description is only under a key that older iOS versions read; current versions need the newer key.")
    /// A usage description that is empty or too short to say why the app needs the permission.
    public static let usageDescriptionTooShort = DiagnosticRule(
        id: "usage-description-too-short", defaultSeverity: .warning,
        summary: "A usage description is empty or shorter than 12 characters (an error for Health, which requires 12).")
    /// A usage description that is a number, array, dictionary... instead of a string.
    public static let usageDescriptionNotAString = DiagnosticRule(
        id: "usage-description-not-a-string", defaultSeverity: .error,
        summary: "A usage description is not a string, so iOS has no text to show when the app asks.")
    /// `NSLocationTemporaryUsageDescriptionDictionary` holding something other than a dictionary.
    public static let usageDescriptionNotADictionary = DiagnosticRule(
        id: "usage-description-not-a-dictionary", defaultSeverity: .error,
        summary: "NSLocationTemporaryUsageDescriptionDictionary is not a dictionary of purpose keys to usage descriptions.")
    /// An app asking for location always without the when-in-use description iOS also requires.
    public static let locationAlwaysWithoutWhenInUse = DiagnosticRule(
        id: "location-always-without-when-in-use", defaultSeverity: .error,
        summary: "The app asks for location always but lacks NSLocationWhenInUseUsageDescription, which iOS also requires.")
    /// A localization's `InfoPlist.strings` without a usage description the Info.plist needs.
    public static let missingInfoPlistTranslation = DiagnosticRule(
        id: "missing-infoplist-translation", defaultSeverity: .warning,
        summary: "A localization's InfoPlist.strings lacks a usage description, so people see the development language's text.")
    /// A localization's `InfoPlist.strings` with an empty usage description.
    public static let emptyInfoPlistTranslation = DiagnosticRule(
        id: "empty-infoplist-translation", defaultSeverity: .warning,
        summary: "A localization's InfoPlist.strings translates a usage description as empty text.")
}

extension DiagnosticRule {
    /// An entitlement a declared service needs that an entitlements file lacks.
    public static let missingEntitlement = DiagnosticRule(
        id: "missing-entitlement", defaultSeverity: .error,
        summary: "The entitlements lack one a permission needs: an error when the prompt never appears or the API "
            + "fails (HealthKit, HomeKit, Siri), a warning when a feature quietly degrades (push, background "
            + "delivery).")
    /// An entitlement that is present but set to `false`, or to a value that does not turn its capability on.
    public static let entitlementNotEnabled = DiagnosticRule(
        id: "entitlement-not-enabled", defaultSeverity: .error,
        summary: "An entitlement a permission needs is false, or a value that does not turn its capability on; as "
            + "severe as the entitlement missing.")
    /// Location always without the *Location updates* background mode.
    public static let missingBackgroundMode = DiagnosticRule(
        id: "missing-background-mode", defaultSeverity: .warning,
        summary: "The app asks for location always, but UIBackgroundModes lacks location: no location updates while "
            + "it is in the background (region monitoring and significant changes still work).")
    /// A service that needs an app extension none of the extensions' Info.plists declares.
    public static let missingAppExtension = DiagnosticRule(
        id: "missing-app-extension", defaultSeverity: .error,
        summary: "A permission lives in an app extension (the call directory) and none of the extensions' "
            + "Info.plists declares its extension point.")
    /// Local network access without the Bonjour service types the app browses for.
    public static let missingBonjourServices = DiagnosticRule(
        id: "missing-bonjour-services", defaultSeverity: .warning,
        summary: "The app asks for local network access without NSBonjourServices: browsing for Bonjour services "
            + "fails (apps that never browse need none).")
    /// Entitlement or app-extension checks that were not run because their files were not given.
    public static let capabilitiesNotChecked = DiagnosticRule(
        id: "capabilities-not-checked", defaultSeverity: .note,
        summary: "The entitlements or app extensions the permissions need were not checked, because their files "
            + "were not given; said once for each kind of file.")
}
