import Permit
import PermitLocalization

/// The check of one entitlements file against the entitlements the app's permissions need.
///
/// An entitlement counts as present when its value turns the capability on: the Boolean `true`, one of the
/// allowed strings (`aps-environment`: `development`, `production`), or a value written with a build variable
/// (`$(APS_ENVIRONMENT)`), which Xcode replaces when it signs the app and the doctor cannot judge. A `false`, or a
/// value of another kind, is `entitlement-not-enabled`, as severe as the entitlement missing.
enum EntitlementCheck {
    /// What an entitlement's value does.
    enum Verdict: Equatable {
        /// It turns the capability on, or may (a build variable).
        case enabled
        /// It is present but does not; the clause says what it is: "is false", "is the string \"YES\"".
        case notEnabled(String)
    }

    /// The reader's diagnostics of `file`, then a `missing-entitlement` or `entitlement-not-enabled` diagnostic
    /// for each of `requirements` (entitlements only) it does not meet.
    static func diagnostics(of file: DoctorInput.File, for requirements: [CapabilityRequirement]) -> [Diagnostic] {
        let (dictionary, diagnostics) = TopLevelDictionary.read(
            file, name: "the entitlements file", consequence: "it grants no entitlement")
        guard let dictionary else { return diagnostics }
        return diagnostics
            + requirements.compactMap { requirement in
                requirement.entitlementValue.flatMap {
                    diagnostic(for: requirement, expecting: $0, in: dictionary, file: file.path)
                }
            }
    }

    /// A `missing-entitlement` diagnostic, on `appPlistPath` without a place, for each of `requirements`
    /// (entitlements only) of an app that has no entitlements file at all.
    static func diagnosticsWithoutFile(for requirements: [CapabilityRequirement], appPlistPath: String) -> [Diagnostic]
    {
        let none = TopLevelDictionary(entries: [:], location: nil)
        return requirements.compactMap { requirement in
            requirement.entitlementValue.flatMap {
                diagnostic(for: requirement, expecting: $0, in: none, file: appPlistPath)
            }
        }
    }

    /// The diagnostic of `requirement`, whose entitlement needs `value`, in `dictionary`; `nil` when it is met or
    /// does not matter (the entitlement it depends on is off).
    private static func diagnostic(
        for requirement: CapabilityRequirement, expecting value: CapabilityRequirement.EntitlementValue,
        in dictionary: TopLevelDictionary, file: String
    ) -> Diagnostic? {
        if let dependency = requirement.dependsOn,
            dictionary.entries[dependency].map({ verdict(of: $0.value, expecting: .yes) }) != .enabled
        {
            return nil
        }
        let keys = [requirement.key] + requirement.alternativeKeys
        guard let entry = keys.lazy.compactMap({ dictionary.entries[$0] }).first else {
            return Diagnostic(
                .missingEntitlement,
                "the entitlements have no \(requirement.key), which \(requirement.feature) needs; "
                    + "\(requirement.consequence); \(requirement.howToAdd)",
                file: file, at: dictionary.location, severity: requirement.severity)
        }
        guard case .notEnabled(let what) = verdict(of: entry.value, expecting: value) else { return nil }
        return Diagnostic(
            .entitlementNotEnabled,
            "\(entry.key) \(what), but \(requirement.feature) needs it on; \(requirement.consequence); "
                + howToEnable(requirement, with: value),
            file: file, at: entry.keyLocation ?? entry.value.location, severity: requirement.severity)
    }

    /// What `node` does for an entitlement whose capability `value` turns on.
    static func verdict(of node: PropertyListNode, expecting value: CapabilityRequirement.EntitlementValue) -> Verdict {
        let kind = UsageDescriptionCheck.withArticle(node.kindName)
        switch (value, node.value) {
        case (_, .string(let text)) where isBuildVariable(text):
            return .enabled
        case (.yes, .boolean(true)):
            return .enabled
        case (.yes, .boolean(false)):
            return .notEnabled("is false")
        case (.yes, .string(let text)):
            return .notEnabled("is the string \"\(text)\", not the Boolean YES")
        case (.yes, _):
            return .notEnabled("is \(kind), not the Boolean YES")
        case (.oneOf(let allowed), .string(let text)):
            return allowed.contains(text) ? .enabled : .notEnabled("is \"\(text)\", not \(alternatives(allowed))")
        case (.oneOf(let allowed), .boolean(false)):
            return .notEnabled("is false, not \(alternatives(allowed))")
        case (.oneOf(let allowed), _):
            return .notEnabled("is \(kind), not the string \(alternatives(allowed))")
        }
    }

    /// Whether `text` holds a build variable, `$(NAME)` or `${NAME}`, which Xcode replaces when it builds the app.
    static func isBuildVariable(_ text: String) -> Bool {
        text.contains("$(") || text.contains("${")
    }

    /// The words for `value`: `YES`, `development or production`.
    private static func words(for value: CapabilityRequirement.EntitlementValue) -> String {
        switch value {
        case .yes: "YES"
        case .oneOf(let allowed): alternatives(allowed)
        }
    }

    /// `development or production`.
    private static func alternatives(_ values: [String]) -> String {
        values.count < 2 ? values.joined() : values.dropLast().joined(separator: ", ") + " or " + (values.last ?? "")
    }

    /// The clause that says how to turn a present entitlement on.
    private static func howToEnable(
        _ requirement: CapabilityRequirement, with value: CapabilityRequirement.EntitlementValue
    ) -> String {
        switch requirement.remedy {
        case .xcode(let path): "set it to \(words(for: value)), as Xcode does with \(path)"
        case .steps: "set it to \(words(for: value)) once Apple has granted it"
        }
    }
}
