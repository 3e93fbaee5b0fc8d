import Permit
import PermitLocalization

/// The `capabilities-not-checked` notes: what the doctor could not check because the files that say it were not
/// given. It never guesses; it says so once for the entitlements and once for the app extensions.
enum UncheckedCapabilities {
    /// The note that the entitlements among `requirements` were not checked, or `nil` when there are none.
    static func entitlementsNote(for requirements: [CapabilityRequirement], file: String) -> Diagnostic? {
        let entitlements = requirements.filter { $0.entitlementValue != nil }
        guard !entitlements.isEmpty else { return nil }
        return Diagnostic(
            .capabilitiesNotChecked,
            "no entitlements file was given, so the entitlements the permissions need were not checked: "
                + byFeature(entitlements),
            file: file, at: nil)
    }

    /// The note that the app extensions among `requirements` were not checked, or `nil` when there are none.
    static func extensionsNote(for requirements: [CapabilityRequirement], file: String) -> Diagnostic? {
        let extensions = requirements.filter { $0.kind == .appExtension }
        guard !extensions.isEmpty else { return nil }
        return Diagnostic(
            .capabilitiesNotChecked,
            "no app extension's Info.plist was given, so the app extensions the permissions need were not checked: "
                + byFeature(extensions, prefix: "\(AppExtensionCheck.pointIdentifierKey) "),
            file: file, at: nil)
    }

    /// `a and b (health), c (notifications)`: the keys of `requirements` grouped by what needs them, in order.
    private static func byFeature(_ requirements: [CapabilityRequirement], prefix: String = "") -> String {
        var features: [String] = []
        var keys: [String: [String]] = [:]
        for requirement in requirements {
            if keys[requirement.feature] == nil { features.append(requirement.feature) }
            keys[requirement.feature, default: []].append(prefix + requirement.key)
        }
        return features.map { feature in
            (keys[feature] ?? []).joined(separator: " and ") + " (\(feature))"
        }.joined(separator: ", ")
    }
}
