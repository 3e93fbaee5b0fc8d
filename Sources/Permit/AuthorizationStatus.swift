/// The authorization state of one service, with JYAuthorization's codes.
///
/// The raw values are the codes of `JYAuthErrorDomain` and never change: clients on other platforms match on them.
public enum AuthorizationStatus: Int, Hashable, Sendable, CaseIterable {
    /// No status is known yet.
    case none = 0
    /// Access is granted.
    case granted = 1
    /// The person has not been asked yet.
    case notDetermined = -100
    /// A policy (parental controls, device management) forbids access; the person cannot change it.
    case restricted = -101
    /// The person refused access.
    case denied = -102
    /// The service itself is off or absent (location services off, no Health on this device).
    case unserviced = -1000
    /// The operating system is too old for the service.
    case lowVersion = -2000
}
