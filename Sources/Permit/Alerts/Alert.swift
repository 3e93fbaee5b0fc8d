/// What JYAuthorization's `showErrorDetail` puts on screen, without a screen: a title (the error's description),
/// a message (its recovery suggestion) and the actions, for a server to render as text, JSON or its own UI.
public struct Alert: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One button of the alert.
    public struct Action: Hashable, Sendable, Codable {
        /// What the action does.
        public enum Kind: String, Hashable, Sendable, Codable {
            /// Dismisses the alert (`ok`).
            case dismiss = "ok"
            /// Opens the app's page in Settings (`go`).
            case openSettings = "go"
        }

        /// What the action does.
        public var kind: Kind
        /// The button's localized title.
        public var title: String
        /// The link the action opens, for `openSettings`.
        public var url: String?
    }

    /// The localized title: the error's description.
    public var title: String
    /// The localized message: the error's recovery suggestion.
    public var message: String
    /// The buttons: `ok`, then `go` when there is a settings link.
    public var actions: [Action]
    /// The localization the texts come from.
    public var localization: String

    /// The alert for `error`, with the localized titles of the two buttons.
    public init(error: PermitError, dismissTitle: String, openSettingsTitle: String) {
        title = error.description
        message = error.recoverySuggestion
        actions = [Action(kind: .dismiss, title: dismissTitle)]
        if let url = error.settingsURL {
            actions.append(Action(kind: .openSettings, title: openSettingsTitle, url: url))
        }
        localization = error.localization
    }

    /// Plain text: the title, the message, then the buttons in brackets.
    public var description: String {
        title + "\n" + message + "\n" + actions.map { "[\($0.title)]" }.joined(separator: " ")
    }
}
