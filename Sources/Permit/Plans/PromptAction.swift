/// What an app does next for one step of a prompt plan.
public enum PromptAction: String, Hashable, Sendable, Codable, CaseIterable {
    /// Nothing to ask: access is granted (fully, or in part where the flow accepts part), and the app goes on. Its name
    /// is "none", as clients read it.
    case proceed = "none"
    /// Show the app's own explanation first (a soft ask); Continue leads to the system's prompt, or to Settings
    /// for a service the system never asks about (the call directory).
    case softAsk = "soft-ask"
    /// Ask the system, which shows its own dialog.
    case systemPrompt = "system-prompt"
    /// Send the person to Settings: access was refused, is granted only in part where the flow needs all of it,
    /// or a switch the person controls is off (Location Services, Bluetooth).
    case openSettings = "open-settings"
    /// Not now: the person asked to be asked later and the re-ask interval has not passed, or Always location
    /// waits for While Using to be granted first.
    case wait
    /// Never: declined for good, restricted, unavailable on the device, or too old a system.
    case skip
}
