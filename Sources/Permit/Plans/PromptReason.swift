/// Why a step of a prompt plan has its action: a stable, machine-readable code (the raw value) and an English
/// explanation for developers.
public enum PromptReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// Access is granted.
    case granted
    /// Access is granted in part, and the flow accepts part.
    case grantedInPart = "granted-in-part"
    /// Access is granted in part, and the flow needs all of it.
    case needsFullAccess = "needs-full-access"
    /// The person has not been asked yet.
    case notDetermined = "not-determined"
    /// No status was reported for the service; it is planned as not asked yet.
    case notReported = "not-reported"
    /// The person asked to be asked later, and the re-ask interval has passed (or the answer has no time).
    case askAgain = "ask-again"
    /// The person asked to be asked later, and the re-ask interval has not passed.
    case askedLater = "asked-later"
    /// Always location is asked only once While Using is granted.
    case afterWhenInUse = "after-when-in-use"
    /// The system never asks about the service; the person turns it on in Settings (the call directory).
    case noSystemPrompt = "no-system-prompt"
    /// The person declined the app's explanation for good; the system was never asked.
    case declinedForGood = "declined-for-good"
    /// The person refused access.
    case denied
    /// A policy forbids access; the person cannot change it.
    case restricted
    /// A switch the person controls is off (Location Services, Bluetooth, Face ID not set up).
    case switchedOff = "switched-off"
    /// The device does not have the service (no Health, no Nearby Interaction chip, no camera).
    case unsupported
    /// The system is older than the first version that has the service.
    case systemTooOld = "system-too-old"

    /// An English sentence for developers: what the step means and what the app should do.
    public var explanation: String {
        switch self {
        case .granted: "Access is granted; nothing to ask."
        case .grantedInPart: "Access is granted in part, which this flow accepts; nothing to ask."
        case .needsFullAccess:
            "Access is granted only in part, but this step needs full access; only the person can widen it, in Settings."
        case .notDetermined: "The person has not been asked yet."
        case .notReported: "No status was reported for this service; it is planned as not asked yet."
        case .askAgain: "The person chose to be asked later, and the re-ask interval has passed: ask again."
        case .askedLater: "The person chose to be asked later; wait until the re-ask interval has passed."
        case .afterWhenInUse: "iOS asks for Always location only after While Using is granted; ask for that first."
        case .noSystemPrompt:
            "The system never asks for this permission; explain, then send the person to Settings to turn it on."
        case .declinedForGood:
            "The person declined the app's explanation for good (the system was never asked); do not ask again."
        case .denied: "The person refused access; only Settings can change that."
        case .restricted: "A policy (Screen Time, device management) forbids access; the person cannot change it."
        case .switchedOff: "A system-wide switch the person controls is off; they can turn it on in Settings."
        case .unsupported: "This device does not offer the service; it cannot be asked for."
        case .systemTooOld: "The system is older than the first version that has this permission; it cannot be asked for."
        }
    }
}
