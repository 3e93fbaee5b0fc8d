public import Logging
public import PermitLocalization
import PermitResources

/// Permit's localized texts: the titles, advice, button titles and summaries of permission errors, from the
/// shipped translations, with an app's own strings layered over them.
///
/// Keys follow JYAuthorization's scheme: `<prefix>.description` is an error's title, `<prefix>.<case>` its
/// advice (`camera.denied`, `location.wheninuse.denied`, `health.unserviced`, `speechrecognition.lowversion`...,
/// and JYAuthorization's spelling `notdetermind`), `ok` and `go` the buttons. A status whose situation is not a
/// refusal (a partial grant, a service that is off or absent, a system too old) has a title of its own,
/// `<prefix>.<case>.description`. An app's `JYAuthorization.bundle` (UTF-16LE, the same keys) can be layered over
/// the shipped texts as it is.
public struct PermitTexts: Sendable {
    /// The shipped translations alone, found where `PermitResources` looks for them.
    ///
    /// When they cannot be found (a binary deployed without its resource bundle), this logs an error naming the
    /// places looked at, and every text is its key. Servers should create `try PermitTexts()` at start-up instead,
    /// which throws that error.
    public static let shipped: PermitTexts = {
        let logger = Logger(label: "permit")
        do {
            return try PermitTexts(logger: logger)
        } catch {
            logger.error("\(error)")
            return PermitTexts(localizer: Localizer(layers: [], logger: logger))
        }
    }()

    /// The localizer the texts come from.
    public let localizer: Localizer

    /// Permit's texts with `overrides` layered over the shipped ones, the first layer winning: for example an
    /// app's `JYAuthorization.bundle`, as `Localizer.Layer(catalog: try LocalizationCatalog(root: bundlePath),
    /// table: "JYAuthorization")`.
    ///
    /// - Parameters:
    ///   - resourcesPath: The folder holding the shipped `.lproj` folders, for a deployment that moved the
    ///     executable away from its resource bundle; by default, the places `PermitResources.candidatePaths` names.
    ///   - overrides: Layers of an app's own strings, over the shipped ones.
    ///   - logger: Where missing keys, format mismatches and unreadable tables are reported.
    /// - Throws: `CatalogError` when the shipped translations are not at `resourcesPath` or in any default place.
    public init(
        resourcesPath: String? = nil, overrides: [Localizer.Layer] = [], logger: Logger = Logger(label: "permit")
    ) throws(CatalogError) {
        guard let root = resourcesPath ?? PermitResources.path else {
            throw CatalogError(code: .resourcesNotFound, paths: PermitResources.candidatePaths)
        }
        let shipped = Localizer.Layer(catalog: try LocalizationCatalog(root: root, logger: logger), table: "Permit")
        self.init(localizer: Localizer(layers: overrides + [shipped], logger: logger))
    }

    /// Texts from a localizer of one's own, whose tables use Permit's keys.
    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// The error for `service` in `status`, in the best localization for `preferences`; `nil` when access is
    /// fully granted, for `none`, and for a status the service cannot be in (see `Service.normalized(_:)`).
    ///
    /// - Parameters:
    ///   - service: The service.
    ///   - status: The status; its code is the error's.
    ///   - preferences: The person's languages, most preferred first.
    ///   - deviceKind: The device, for the system a too-old one needs ("iPadOS 17" for Health on an iPad); a
    ///     phone's when `nil`.
    public func error(
        for service: Service, status: AuthorizationStatus, preferences: [String], deviceKind: DeviceKind? = nil
    ) -> PermitError? {
        guard status != .granted, service.canBe(status) else { return nil }
        let title = localizer.text(Self.titleKey(for: service, status: status), preferences: preferences)
        let localization = title.localization ?? localizer.developmentLanguage
        var arguments: [FormatArgument] = []
        if status == .lowVersion {
            let version = SystemVersionGate.minimumVersion(of: service, on: deviceKind)
            arguments = [.object(SystemRequirement(version: version, device: deviceKind).text(in: localization))]
        }
        let advice = localizer.text(Self.adviceKey(for: service, status: status), preferences: preferences, arguments: arguments)
        return PermitError(
            service: service, status: status, description: title.text, recoverySuggestion: advice.text,
            settingsURL: service.offersSettingsLink(for: status) ? PermitError.appSettingsURL : nil,
            localization: advice.localization ?? localization, deviceKind: deviceKind)
    }

    /// `error` written again for `preferences`, its own localization after them, for the same device; the error
    /// as it is when its service cannot be in its status.
    public func error(_ error: PermitError, preferences: [String]) -> PermitError {
        self.error(
            for: error.service, status: error.status, preferences: preferences + [error.localization],
            deviceKind: error.deviceKind) ?? error
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
    /// service's title and advice for every status it can be in, its soft ask, JYAuthorization's location keys,
    /// the buttons and the plural summary.
    public static var schemaKeys: Set<String> {
        var keys: Set<String> = [
            "ok", "go", "summary.missing", "location.wheninuse.always", "softask.continue", "softask.later",
            "softask.never",
        ]
        for service in Service.allCases {
            for status in service.applicableStatuses {
                keys.insert(titleKey(for: service, status: status))
                keys.insert(adviceKey(for: service, status: status))
            }
            keys.insert(service.facts.softAskKeyPrefix + ".softask.title")
            keys.insert(service.facts.softAskKeyPrefix + ".softask.message")
        }
        return keys
    }

    /// The key of the title for a service in a status: `<prefix>.description`, the title of a refusal, for
    /// not-determined, restricted and denied; the advice's key plus `.description` for the other statuses
    /// (`photo.limited.description`, `location.always.wheninuse.description`, `health.lowversion.description`).
    public static func titleKey(for service: Service, status: AuthorizationStatus) -> String {
        switch status {
        case .notDetermined, .restricted, .denied, .unreported, .granted: service.keyPrefix + ".description"
        default: adviceKey(for: service, status: status) + ".description"
        }
    }

    /// The key of the advice for a service in a status: `<prefix>.<case>`, with JYAuthorization's location keys
    /// (`location.wheninuse.denied`, `location.always.denied`, `location.always.wheninuse`).
    public static func adviceKey(for service: Service, status: AuthorizationStatus) -> String {
        switch (service, status) {
        case (.locationWhenInUse, .denied): return "location.wheninuse.denied"
        case (.locationAlways, .denied): return "location.always.denied"
        case (_, .whenInUseOnly): return "location.always.wheninuse"
        default: return service.keyPrefix + "." + status.keySuffix
        }
    }
}

extension AuthorizationStatus {
    /// The case's part of a strings key: JYAuthorization's (`notdetermind`, `lowversion`), the lowercased name
    /// for the others.
    var keySuffix: String {
        switch self {
        case .notDetermined: "notdetermind"
        case .lowVersion: "lowversion"
        case .writeOnly: "writeonly"
        case .reducedAccuracy: "reducedaccuracy"
        case .whenInUseOnly: "wheninuse"
        case .unreported: "none"
        case .granted: "granted"
        case .limited: "limited"
        case .provisional: "provisional"
        case .restricted: "restricted"
        case .denied: "denied"
        case .unserviced: "unserviced"
        }
    }
}
