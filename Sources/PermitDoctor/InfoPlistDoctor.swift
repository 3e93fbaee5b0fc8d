public import Permit
public import PermitLocalization

/// Checks an app's `Info.plist`, and optionally its `InfoPlist.strings` translations, against the permissions the
/// app asks for: the checks that stand between an app and a crash on its first request, or a rejection at App Review.
///
/// ```swift
/// let report = InfoPlistDoctor.examine(
///     plist: Array(data), plistPath: "App/Info.plist", services: [.camera, .locationAlways], stringsRoot: "App")
/// for diagnostic in report.diagnostics { print(diagnostic) }   // App/Info.plist:3:5: error: ...
/// ```
///
/// For each service, the doctor reports:
/// - `missing-usage-description` (error): none of the keys iOS reads for it is present (iOS terminates an app that
///   asks without one).
/// - `legacy-usage-description-only` (warning): only a key that older systems read is present, such as
///   `NSLocationAlwaysUsageDescription` (before iOS 11) or `NSCalendarsUsageDescription` (before iOS 17).
/// - `usage-description-too-short`: a description with fewer than ``minimumUsageDescriptionLength`` characters,
///   leading and trailing white space aside. An error for Health, which requires 12; a warning for the others,
///   whose empty or terse descriptions App Review rejects.
/// - `usage-description-not-a-string` (error), and `usage-description-not-a-dictionary` (error) for precise
///   location's `NSLocationTemporaryUsageDescriptionDictionary`, whose purpose keys are each checked as descriptions.
/// - `location-always-without-when-in-use` (error): location always is asked for, location when in use is not
///   declared, and `NSLocationWhenInUseUsageDescription`, which iOS also requires, is absent.
///
/// Diagnostics point at the key in an XML plist, or at the top-level dictionary when the key is absent; a binary
/// plist has no places. Services that iOS asks about without a description (notifications, the call directory) need
/// none.
///
/// A usage description is not all a permission needs. ``examine(_:)`` also reads the app's entitlements files and its
/// app extensions' `Info.plist` files, and reports the entitlements, background mode, Bonjour service types and app
/// extensions the services need (``capabilityRules``):
///
/// ```swift
/// let report = InfoPlistDoctor.examine(
///     DoctorInput(
///         infoPlist: DoctorInput.File(path: "App/Info.plist", bytes: Array(plist)), services: [.health, .siri],
///         entitlements: [DoctorInput.File(path: "App/App.entitlements", bytes: Array(entitlements))]))
/// // App/App.entitlements:4:1: error: the entitlements have no com.apple.developer.siri, which siri needs; ...
/// ```
public enum InfoPlistDoctor {
    /// The fewest characters a usage description should have; Health requires it, App Review expects it of all.
    public static let minimumUsageDescriptionLength = 12

    /// Every rule of the `Info.plist`'s usage descriptions and their translations, besides the property-list and
    /// `.strings` readers' own; the capability checks' are ``capabilityRules``.
    public static var rules: [DiagnosticRule] {
        [
            .missingUsageDescription, .legacyUsageDescriptionOnly, .usageDescriptionTooShort,
            .usageDescriptionNotAString, .usageDescriptionNotADictionary, .locationAlwaysWithoutWhenInUse,
            .missingInfoPlistTranslation, .emptyInfoPlistTranslation,
        ]
    }

    /// The rules of the capability checks of ``examine(_:)``: the entitlements, background mode, Bonjour service
    /// types and app extensions the permissions need, and the note that some were not checked.
    ///
    /// Each reports, in its message, the key it is about, what the person or the developer sees without it, and
    /// how to add it in Xcode:
    /// - `missing-entitlement`: an entitlements file lacks one. An error where the prompt never appears or the API
    ///   fails (`com.apple.developer.healthkit`, `com.apple.developer.homekit`, `com.apple.developer.siri`); a
    ///   warning where a feature degrades (`aps-environment`: the prompt and local notifications work, remote ones
    ///   do not; Health's `background-delivery`) or the consequence is not confirmed (Focus status's
    ///   `usernotifications.communication`, `usernotifications.critical-alerts`).
    /// - `entitlement-not-enabled`: one is present but `false`, or a value that does not turn it on; as severe as
    ///   its absence. A value written with a build variable, `$(APS_ENVIRONMENT)`, counts as present.
    /// - `missing-background-mode` (warning): location always without `location` in `UIBackgroundModes`; an app
    ///   that only monitors regions needs none.
    /// - `missing-bonjour-services` (warning): local network without `NSBonjourServices`; an app that never
    ///   browses needs none.
    /// - `missing-app-extension` (error): the call directory without an extension whose
    ///   `NSExtensionPointIdentifier` is `com.apple.callkit.call-directory`.
    /// - `capabilities-not-checked` (note): once for the entitlements, once for the app extensions, when the
    ///   permissions need some and their files were not given.
    public static var capabilityRules: [DiagnosticRule] {
        [
            .missingEntitlement, .entitlementNotEnabled, .missingBackgroundMode, .missingBonjourServices,
            .missingAppExtension, .capabilitiesNotChecked,
        ]
    }

    /// Examines an `Info.plist`'s usage descriptions for the permissions an app asks for, and their translations;
    /// ``examine(_:)`` also checks the capabilities the permissions need.
    ///
    /// Examining never fails: a plist that cannot be read, or whose top level is not a dictionary, is reported with
    /// the reader's diagnostics (or `invalid-structure`). When the reader finds an error, Apple's runtime loads
    /// nothing from the plist, so the usage descriptions are not checked.
    ///
    /// - Parameters:
    ///   - plist: The `Info.plist`'s bytes, XML or binary.
    ///   - plistPath: The `Info.plist`'s name in diagnostics.
    ///   - services: The permissions the app asks for.
    ///   - stringsRoot: A folder whose `<localization>.lproj/InfoPlist.strings` files are checked for every usage
    ///     description the app needs: a missing or empty translation is a warning; `nil` to check none.
    /// - Returns: The plist's diagnostics in source order, then each `InfoPlist.strings` file's in path order, and a
    ///   summary per localization (the usage descriptions it has and lacks).
    public static func examine(
        plist: [UInt8], plistPath: String, services: [Service], stringsRoot: String? = nil
    ) -> DoctorReport {
        let input = DoctorInput(
            infoPlist: DoctorInput.File(path: plistPath, bytes: plist), services: services, stringsRoot: stringsRoot)
        return examine(input, checkingCapabilities: false)
    }

    /// Examines an app for the permissions it asks for: the `Info.plist`'s usage descriptions and their
    /// translations, as ``examine(plist:plistPath:services:stringsRoot:)`` does, and every capability the
    /// permissions need (``capabilityRules``): the entitlements in each of `input.entitlements`, the background mode
    /// and Bonjour service types in the `Info.plist`, the app extensions among `input.extensionInfoPlists`.
    ///
    /// Examining never fails: a file that cannot be read, or whose top level is not a dictionary, is reported with
    /// the reader's diagnostics (or `invalid-structure`) at its place, and its checks are not run. Entitlements and
    /// app extensions that are `nil` in `input` are not checked, and one `capabilities-not-checked` note says so.
    ///
    /// - Returns: The `Info.plist`'s diagnostics in source order (those without a place last: a missing app
    ///   extension, the notes), then each entitlements file's, then each extension `Info.plist`'s, then each
    ///   `InfoPlist.strings` file's, and a summary per localization.
    public static func examine(_ input: DoctorInput) -> DoctorReport {
        examine(input, checkingCapabilities: true)
    }

    /// The examination of `input`, with the capability checks or without.
    private static func examine(_ input: DoctorInput, checkingCapabilities: Bool) -> DoctorReport {
        let plistPath = input.infoPlist.path
        let (dictionary, readDiagnostics) = TopLevelDictionary.read(
            input.infoPlist, name: "the Info.plist", consequence: "iOS finds no usage description in it")
        var diagnostics = readDiagnostics
        let expectations = expectations(for: input.services)
        let requirements =
            checkingCapabilities
            ? CapabilityRequirement.requirements(for: input.services, criticalAlerts: input.asksForCriticalAlerts) : []
        if let dictionary {
            for expectation in expectations {
                diagnostics += UsageDescriptionCheck.diagnostics(
                    for: expectation, in: dictionary.entries, topLevel: dictionary.location, file: plistPath)
            }
            diagnostics += InfoPlistCapabilityCheck.diagnostics(for: requirements, in: dictionary, file: plistPath)
        }
        var otherFiles: [Diagnostic] = []
        var fileCount = 1
        if checkingCapabilities {
            if let entitlements = input.entitlements {
                for file in entitlements {
                    otherFiles += inSourceOrder(EntitlementCheck.diagnostics(of: file, for: requirements))
                }
                fileCount += entitlements.count
                if entitlements.isEmpty {
                    diagnostics += EntitlementCheck.diagnosticsWithoutFile(for: requirements, appPlistPath: plistPath)
                }
            } else if let note = UncheckedCapabilities.entitlementsNote(for: requirements, file: plistPath) {
                diagnostics.append(note)
            }
            if let extensions = input.extensionInfoPlists {
                let (extensionDiagnostics, missing) = AppExtensionCheck.diagnostics(
                    of: extensions, for: requirements, appPlistPath: plistPath)
                otherFiles += extensionDiagnostics
                diagnostics += missing
                fileCount += extensions.count
            } else if let note = UncheckedCapabilities.extensionsNote(for: requirements, file: plistPath) {
                diagnostics.append(note)
            }
        }
        var report = DoctorReport(
            diagnostics: inSourceOrder(diagnostics) + otherFiles, translations: [], fileCount: fileCount)
        if let stringsRoot = input.stringsRoot {
            var seen: Set<String> = []
            let present = Set(dictionary.map { Array($0.entries.keys) } ?? [])
            let keys = expectations.flatMap { $0.translatedKeys(present: present) }
                .filter { seen.insert($0).inserted }
            for file in InfoPlistTranslationCheck.files(under: stringsRoot) {
                let (fileDiagnostics, translation) = InfoPlistTranslationCheck.examine(file, requiredKeys: keys)
                report.diagnostics += inSourceOrder(fileDiagnostics)
                report.translations.append(translation)
                report.fileCount += 1
            }
        }
        return report
    }

    /// The expectations for `services`, each once, in their order; location always also needs when-in-use
    /// location's description when the app does not declare that service itself.
    private static func expectations(for services: [Service]) -> [UsageDescriptionExpectation] {
        var seen: Set<Service> = []
        var expectations = services.filter { seen.insert($0).inserted }
            .compactMap { UsageDescriptionExpectation(service: $0, requiredBy: $0) }
        if seen.contains(.locationAlways) && !seen.contains(.locationWhenInUse),
            let whenInUse = UsageDescriptionExpectation(service: .locationWhenInUse, requiredBy: .locationAlways)
        {
            expectations.append(whenInUse)
        }
        return expectations
    }

    /// `diagnostics` in source order, those without a place last, ties in their original order.
    private static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (let left?, let right?): left == right ? lhs.offset < rhs.offset : left < right
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
