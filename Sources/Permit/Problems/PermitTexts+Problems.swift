import PermitLocalization

extension PermitTexts {
    /// `error` as a problem document: its title and advice as `title` and `detail`, in the error's
    /// localization, with the members `domain`, `code`, `service`, `permitStatus`, `settingsURL`, `localization`
    /// and the alert's `actions` (`[{"kind": "ok"|"go", "title", "url"?}]`).
    public func problem(for error: PermitError, instance: String? = nil) -> ProblemDocument {
        let alert = alert(for: error)
        return ProblemDocument(
            type: ProblemType.of(error.status), title: error.description, status: error.httpStatus,
            detail: error.recoverySuggestion, instance: instance,
            extensions: [
                ("domain", .string(PermitError.domain)), ("code", .int(error.errorCode)),
                ("service", .string(error.service.commandLineName)), ("permitStatus", .string(error.status.commandLineName)),
                ("settingsURL", .string(error.settingsURL)), ("localization", .string(error.localization)),
                ("actions", .array(alert.actions.map(\.problemValue))),
            ],
            language: error.localization)
    }

    /// `error` as a problem document, its title and detail in the best localization for `preferences`, with the
    /// error's extension members and `localization`.
    public func problem(for error: PermitProblem, preferences: [String], instance: String? = nil) -> ProblemDocument {
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
            language: localization, retryAfterSeconds: error.code.retryAfterSeconds)
    }
}

extension Alert.Action {
    /// The action as a problem document's `actions` (and permit-server's alerts) write it: `kind`, `title`, and
    /// `url` when there is one.
    package var problemValue: ProblemDocument.Value {
        var members: [(String, ProblemDocument.Value)] = [("kind", .string(kind.rawValue)), ("title", .string(title))]
        if let url { members.append(("url", .string(url))) }
        return .object(members)
    }
}
