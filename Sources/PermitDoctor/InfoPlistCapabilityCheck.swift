import Permit
import PermitLocalization

/// The check of the capabilities an app declares in its own `Info.plist`: the *Location updates* background mode
/// (`UIBackgroundModes` holding `location`) and the Bonjour service types it browses for (`NSBonjourServices`).
enum InfoPlistCapabilityCheck {
    /// A `missing-background-mode` or `missing-bonjour-services` diagnostic for each of `requirements` (those met in
    /// the `Info.plist` only) that `dictionary`, the `Info.plist`'s, does not meet.
    static func diagnostics(
        for requirements: [CapabilityRequirement], in dictionary: TopLevelDictionary, file: String
    ) -> [Diagnostic] {
        requirements.compactMap { requirement in
            switch requirement.kind {
            case .backgroundMode: backgroundMode(requirement, in: dictionary, file: file)
            case .bonjourServices: bonjourServices(requirement, in: dictionary, file: file)
            case .entitlement, .appExtension: nil
            }
        }
    }

    /// The key listing the app's background modes.
    static let backgroundModesKey = "UIBackgroundModes"

    /// The diagnostic of a background mode `UIBackgroundModes` lacks, or `nil` when it holds it.
    private static func backgroundMode(
        _ requirement: CapabilityRequirement, in dictionary: TopLevelDictionary, file: String
    ) -> Diagnostic? {
        let mode = "\(requirement.key), the Location updates background mode"
        let tail = "\(requirement.consequence); if the app tracks location in the background, \(requirement.howToAdd)"
        guard let entry = dictionary.entries[backgroundModesKey] else {
            return Diagnostic(
                .missingBackgroundMode,
                "the Info.plist has no \(backgroundModesKey) with \(mode), which \(requirement.feature) uses; \(tail)",
                file: file, at: dictionary.location, severity: requirement.severity)
        }
        let place = entry.keyLocation ?? entry.value.location
        guard case .array(let modes) = entry.value.value else {
            return Diagnostic(
                .missingBackgroundMode,
                "\(backgroundModesKey) is \(UsageDescriptionCheck.withArticle(entry.value.kindName)), not an array, "
                    + "so it holds no \(mode); \(tail)",
                file: file, at: place, severity: requirement.severity)
        }
        guard !modes.contains(where: { $0.value == .string(requirement.key) }) else { return nil }
        return Diagnostic(
            .missingBackgroundMode, "\(backgroundModesKey) has no \(mode), which \(requirement.feature) uses; \(tail)",
            file: file, at: place, severity: requirement.severity)
    }

    /// The diagnostic of `NSBonjourServices` absent, not an array, or empty; `nil` when it lists a service type.
    private static func bonjourServices(
        _ requirement: CapabilityRequirement, in dictionary: TopLevelDictionary, file: String
    ) -> Diagnostic? {
        let key = requirement.key
        let tail = "\(requirement.consequence); \(requirement.howToAdd)"
        guard let entry = dictionary.entries[key] else {
            return Diagnostic(
                .missingBonjourServices,
                "the Info.plist has no \(key), the Bonjour service types \(requirement.feature) browses for; \(tail)",
                file: file, at: dictionary.location, severity: requirement.severity)
        }
        let place = entry.keyLocation ?? entry.value.location
        guard case .array(let types) = entry.value.value else {
            return Diagnostic(
                .missingBonjourServices,
                "\(key) is \(UsageDescriptionCheck.withArticle(entry.value.kindName)), not an array of service "
                    + "types; \(tail)",
                file: file, at: place, severity: requirement.severity)
        }
        guard types.isEmpty else { return nil }
        return Diagnostic(
            .missingBonjourServices, "\(key) lists no service type; \(tail)", file: file, at: place,
            severity: requirement.severity)
    }
}
