/// The authorization state of one service, with JYAuthorization's codes.
///
/// The raw values are the codes of `JYAuthErrorDomain` and never change: clients on other platforms match on them.
/// JYAuthorization's codes are kept exactly; partial grants, which it lacked, have small positive codes of their
/// own, because access *is* granted, only not all of it.
public enum AuthorizationStatus: Int, Hashable, Sendable, CaseIterable, Codable {
    /// No status is known: the device has not reported one for the service. Its code is 0 and its name "none", as
    /// clients read them; the case is not named `none`, which reads as `Optional.none` beside an optional status.
    case unreported = 0
    /// Access is granted.
    case granted = 1
    /// Access is granted to part of the data: the photos or contacts the person chose.
    case limited = 2
    /// Notifications are granted, but delivered quietly to Notification Center only.
    case provisional = 3
    /// Location is granted, but only approximate where the feature needs it precise.
    case reducedAccuracy = 4
    /// Calendar access is granted to add events, not to read them.
    case writeOnly = 5
    /// Location is granted while the app is in use, where the feature needs it at all times
    /// (JYAuthorization's "always / when in use" mismatch).
    case whenInUseOnly = 6
    /// The person has not been asked yet.
    case notDetermined = -100
    /// A policy (Screen Time, device management) forbids access; the person cannot change it in the app.
    case restricted = -101
    /// The person refused access.
    case denied = -102
    /// The service itself is off or absent (Location Services off, no Health on this device).
    case unserviced = -1000
    /// The operating system is too old for the service.
    case lowVersion = -2000
}

extension AuthorizationStatus {
    /// Whether the app may use the service, fully or in part.
    public var isGranted: Bool { rawValue > 0 }

    /// Whether access is granted only in part.
    public var isPartialGrant: Bool { rawValue > 1 }

    /// The name in kebab-case, as the command line spells it: `not-determined`, `low-version`...
    public var commandLineName: String {
        switch self {
        case .unreported: "none"
        case .granted: "granted"
        case .limited: "limited"
        case .provisional: "provisional"
        case .reducedAccuracy: "reduced-accuracy"
        case .writeOnly: "write-only"
        case .whenInUseOnly: "when-in-use-only"
        case .notDetermined: "not-determined"
        case .restricted: "restricted"
        case .denied: "denied"
        case .unserviced: "unserviced"
        case .lowVersion: "low-version"
        }
    }
}
