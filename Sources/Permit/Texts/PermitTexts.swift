public import PermitLocalization
import PermitResources

/// Permit's localized texts: the descriptions, advice, button titles and summaries of permission errors, from
/// the shipped translations, with an app's own strings layered over them.
///
/// Keys follow JYAuthorization's scheme: `<prefix>.description` is an error's title, `<prefix>.<case>` its
/// advice (`camera.denied`, `location.wheninuse.denied`, `health.unserviced`, `speechrecognition.lowversion`...,
/// and JYAuthorization's spelling `notdetermind`), `ok` and `go` the buttons. An app's `JYAuthorization.bundle`
/// (UTF-16LE, the same keys) can be layered over the shipped texts as it is.
public struct PermitTexts: Sendable {
    /// The shipped translations alone.
    public static let shipped = PermitTexts()

    /// The localizer the texts come from.
    public let localizer: Localizer

    /// Permit's texts with `overrides` layered over the shipped ones, the first layer winning: for example an
    /// app's `JYAuthorization.bundle`, as `Localizer.Layer(catalog: LocalizationCatalog(root: bundlePath),
    /// table: "JYAuthorization")`.
    public init(overrides: [Localizer.Layer] = []) {
        let shipped = Localizer.Layer(catalog: LocalizationCatalog(root: PermitResources.path), table: "Permit")
        localizer = Localizer(layers: overrides + [shipped])
    }

    /// The error for `service` in `status`, in the best localization for `preferences`; `nil` when access is
    /// fully granted or the status is `none` (no error exists then, as in JYAuthorization).
    public func error(for service: Service, status: AuthorizationStatus, preferences: [String]) -> PermitError? {
        guard status != .granted, status != .none else { return nil }
        let title = localizer.text(service.keyPrefix + ".description", preferences: preferences)
        let adviceKey = Self.adviceKey(for: service, status: status)
        let version = SystemVersionGate.minimumVersion(of: service, on: nil).description
        let advice = localizer.text(adviceKey, preferences: preferences, arguments: [.object(version)])
        return PermitError(
            service: service, status: status, description: title.text, recoverySuggestion: advice.text,
            settingsURL: PermitError.offersSettingsLink(for: status) ? PermitError.appSettingsURL : nil,
            localization: advice.localization ?? title.localization ?? localizer.developmentLanguage)
    }

    /// The alert for `error`, its buttons titled in the error's localization.
    public func alert(for error: PermitError) -> Alert {
        let preferences = [error.localization]
        return Alert(
            error: error, dismissTitle: localizer.text("ok", preferences: preferences).text,
            openSettingsTitle: localizer.text("go", preferences: preferences).text)
    }

    /// The localized sentence saying how many required permissions are missing ("2 required permissions are
    /// missing"; the `zero` form when none is).
    public func missingSummary(count: Int, preferences: [String]) -> LocalizedText {
        localizer.text("summary.missing", preferences: preferences, arguments: [.int(Int64(count))])
    }

    /// Every key the shipped tables define and `permit lint --schema permit` requires in every localization: each
    /// service's description and advice for every status it has, JYAuthorization's location keys, the buttons and
    /// the plural summary.
    public static var schemaKeys: Set<String> {
        var keys: Set<String> = ["ok", "go", "summary.missing", "location.wheninuse.always"]
        for service in Service.allCases {
            keys.insert(service.keyPrefix + ".description")
            for status in service.applicableStatuses { keys.insert(adviceKey(for: service, status: status)) }
        }
        return keys
    }

    /// The key of the advice for a service in a status. Location keeps JYAuthorization's per-service denials;
    /// reduced accuracy is precise location's denial; a status a service has no text for (a camera cannot be
    /// "unserviced") takes its `restricted` text: something the person cannot change from the app.
    public static func adviceKey(for service: Service, status: AuthorizationStatus) -> String {
        let prefix = service.keyPrefix
        switch (service, status) {
        case (.locationWhenInUse, .denied): return "location.wheninuse.denied"
        case (.locationAlways, .denied): return "location.always.denied"
        case (_, .whenInUseOnly): return "location.always.wheninuse"
        case (_, .reducedAccuracy): return "preciselocation.denied"
        default:
            guard let suffix = service.adviceSuffixes[status] else { return prefix + ".restricted" }
            return prefix + "." + suffix
        }
    }
}

extension Service {
    /// The statuses this service has advice for, with the key suffix of each.
    var adviceSuffixes: [AuthorizationStatus: String] {
        var suffixes: [AuthorizationStatus: String] = [
            .notDetermined: "notdetermind", .restricted: "restricted", .denied: "denied",
        ]
        switch self {
        case .locationWhenInUse, .locationAlways: suffixes[.unserviced] = "unserviced"
        case .preciseLocation: suffixes.merge([.unserviced: "unserviced", .lowVersion: "lowversion"]) { $1 }
        case .contacts: suffixes[.limited] = "limited"
        case .calendar: suffixes[.writeOnly] = "writeonly"
        case .photo: suffixes[.limited] = "limited"
        case .notifications: suffixes.merge([.provisional: "provisional", .lowVersion: "lowversion"]) { $1 }
        case .health, .bluetooth, .faceID, .nearbyInteraction:
            suffixes.merge([.unserviced: "unserviced", .lowVersion: "lowversion"]) { $1 }
        case .photoAddOnly, .speechRecognition, .siri, .mediaLibrary, .tracking, .localNetwork, .focusStatus,
            .callDirectory:
            suffixes[.lowVersion] = "lowversion"
        case .reminders, .microphone, .camera, .motion, .homeKit:
            break
        }
        return suffixes
    }

    /// The statuses this service has its own advice for (besides `granted` and `none`), as the command line
    /// lists them.
    public var applicableStatuses: [AuthorizationStatus] {
        var statuses = Array(adviceSuffixes.keys)
        if self == .locationWhenInUse || self == .locationAlways { statuses.append(.reducedAccuracy) }
        if self == .locationAlways { statuses.append(.whenInUseOnly) }
        return AuthorizationStatus.allCases.filter { statuses.contains($0) }
    }
}
