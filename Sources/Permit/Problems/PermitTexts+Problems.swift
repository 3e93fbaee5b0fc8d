import PermitLocalization

extension PermitTexts {
    /// `error` as a problem document: its title and advice as `title` and `detail`, in the error's
    /// localization, with the members `domain`, `code`, `service`, `permitStatus`, `settingsURL`, `localization`
    /// and the alert's `actions` (`[{"kind": "ok"|"go", "title", "url"?}]`).
    public func problem(for error: PermitError, instance: String? = nil) -> ProblemDocument {
        let alert = alert(for: error)
        let actions = ProblemDocument.Value.array(alert.actions.map { action in
            var members: [(String, ProblemDocument.Value)] = [("kind", .string(action.kind.rawValue)), ("title", .string(action.title))]
            if let url = action.url { members.append(("url", .string(url))) }
            return .object(members)
        })
        return ProblemDocument(
            type: ProblemType.of(error.status), title: error.description, status: error.httpStatus,
            detail: error.recoverySuggestion, instance: instance,
            extensions: [
                ("domain", .string(PermitError.domain)), ("code", .int(error.errorCode)),
                ("service", .string(error.service.commandLineName)), ("permitStatus", .string(error.status.commandLineName)),
                ("settingsURL", .string(error.settingsURL)), ("localization", .string(error.localization)),
                ("actions", actions),
            ],
            language: error.localization)
    }

    /// `error` as a problem document, its title and detail in the best localization for `preferences`, with the
    /// error's extension members and `localization`.
    public func problem(for error: PermitRequestError, preferences: [String], instance: String? = nil) -> ProblemDocument {
        let title = localizer.text(error.code.titleKey, preferences: preferences)
        let arguments = error.arguments.map { argument -> FormatArgument in
            switch argument {
            case .text(let text): .object(text)
            case .number(let number): .int(Int64(number))
            }
        }
        let detail = localizer.text(error.code.detailKey, preferences: preferences, arguments: arguments)
        let localization = detail.localization ?? title.localization ?? localizer.developmentLanguage
        return ProblemDocument(
            type: ProblemType.of(error.code), title: title.text, status: error.code.httpStatus, detail: detail.text,
            instance: instance, extensions: error.extensions + [("localization", .string(localization))],
            language: localization)
    }
}
