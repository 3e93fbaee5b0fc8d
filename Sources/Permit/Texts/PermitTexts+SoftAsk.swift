extension PermitTexts {
    /// The soft ask for `service`: its title, a message (the shipped default, or the app's own reason), and the
    /// buttons Continue, Not Now and Don't Ask Again, in the best localization for `preferences`.
    ///
    /// Keys: `<prefix>.softask.title` and `<prefix>.softask.message` (location: `location.wheninuse.softask.*`
    /// and `location.always.softask.*`), `softask.continue`, `softask.later`, `softask.never`. An app gives
    /// localized reasons by layering its own table with those keys over the shipped one (`init(overrides:)`), or
    /// one reason as `message`, used as it is.
    public func softAsk(for service: Service, preferences: [String], message: String? = nil) -> PromptTexts {
        let prefix = service.facts.softAskKeyPrefix
        let title = localizer.text(prefix + ".softask.title", preferences: preferences)
        let shippedMessage = message == nil ? localizer.text(prefix + ".softask.message", preferences: preferences) : nil
        let buttons: [(PromptTexts.Button.Kind, String)] = [
            (.continue, "softask.continue"), (.later, "softask.later"), (.never, "softask.never"),
        ]
        return PromptTexts(
            title: title.text, message: message ?? shippedMessage?.text ?? "",
            buttons: buttons.map { kind, key in
                PromptTexts.Button(kind: kind, title: localizer.text(key, preferences: preferences).text)
            },
            localization: shippedMessage?.localization ?? title.localization ?? localizer.developmentLanguage)
    }

    /// What to show for a step of a plan: the soft ask for a `softAsk` step (with `message` as the app's reason,
    /// when given); the error's title and advice with OK and Open Settings for an `openSettings` step; `nil` for
    /// the other actions, which show nothing. The call directory, which the system never asks about, is sent to
    /// Settings with its not-determined advice when the flow does not soft-ask.
    public func texts(for step: PromptPlan.Step, preferences: [String], message: String? = nil) -> PromptTexts? {
        switch step.action {
        case .softAsk:
            return softAsk(for: step.service, preferences: preferences, message: message)
        case .openSettings:
            // A service sent to Settings without a reported status is the call directory not asked yet.
            let status = step.status == .unreported ? AuthorizationStatus.notDetermined : step.status
            guard let error = error(for: step.service, status: status, preferences: preferences) else { return nil }
            let buttons: [(PromptTexts.Button.Kind, String)] = [(.ok, "ok"), (.openSettings, "go")]
            return PromptTexts(
                title: error.description, message: error.recoverySuggestion,
                buttons: buttons.map { kind, key in
                    PromptTexts.Button(kind: kind, title: localizer.text(key, preferences: [error.localization]).text)
                },
                localization: error.localization)
        case .proceed, .systemPrompt, .wait, .skip:
            return nil
        }
    }
}
