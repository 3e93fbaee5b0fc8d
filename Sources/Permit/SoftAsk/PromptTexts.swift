/// What to show the person for one step of a prompt plan, localized: a soft ask (title, the app's reason, and
/// Continue / Not Now / Don't Ask Again) or the way to Settings (the error's title and advice, OK / Open Settings).
public struct PromptTexts: Hashable, Sendable, Codable {
    /// One button.
    public struct Button: Hashable, Sendable, Codable {
        /// What the button does.
        public enum Kind: String, Hashable, Sendable, Codable {
            /// Goes on: to the system's prompt, or to Settings where there is none (`softask.continue`).
            case `continue`
            /// Asks again later (`softask.later`): record `SoftAskAnswer.later`.
            case later
            /// Never asks again (`softask.never`): record `SoftAskAnswer.never`.
            case never
            /// Dismisses (`ok`).
            case ok
            /// Opens the app's page in Settings (`go`).
            case openSettings = "go"
        }

        /// What the button does.
        public var kind: Kind
        /// The localized title.
        public var title: String
    }

    /// The localized title.
    public var title: String
    /// The localized message: the app's reason for a soft ask, the advice for Settings.
    public var message: String
    /// The buttons, in the order to show them.
    public var buttons: [Button]
    /// The localization the texts come from.
    public var localization: String
}
