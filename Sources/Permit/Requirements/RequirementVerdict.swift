public import PermitLocalization

/// What a subject's permissions mean for a requirement set: one verdict, the errors to show, and a sentence that
/// sums them up.
public struct RequirementVerdict: Sendable {
    /// Whether every required service is granted (fully or in part).
    public var isSatisfied: Bool { missingRequired.isEmpty }
    /// The required services not granted, in the set's order.
    public var missingRequired: [Service]
    /// The localized errors of every service not fully granted, required ones first, in the set's order. Partial
    /// grants are here too, with their advice.
    public var errors: [PermitError]
    /// The localized sentence: "2 required permissions are missing", or the `zero` form when none is.
    public var summary: LocalizedText
}

extension AuthorizationManager {
    /// The verdict on `requirements` for `subject`, each service resolved as `authorize` does (concurrently).
    ///
    /// - Parameters:
    ///   - requirements: The required and optional services.
    ///   - subject: The device or person.
    ///   - preferences: The languages to answer in, before the subject's own (see
    ///     `authorization(of:for:preferences:)`).
    ///   - optionalAreMandatory: Treat optional services as required.
    public nonisolated func verdict(
        on requirements: RequirementSet, for subject: Subject, preferences: [String] = [],
        optionalAreMandatory: Bool = false
    ) async throws -> RequirementVerdict {
        let languages = preferences + subject.preferredLanguages
        let set = optionalAreMandatory ? requirements.allRequired : requirements
        let services = set.required + set.optional
        let statuses = try await withThrowingTaskGroup(of: (Service, AuthorizationStatus).self) { group in
            for service in services {
                group.addTask { (service, try await self.authorize(service, for: subject)) }
            }
            var statuses: [Service: AuthorizationStatus] = [:]
            for try await (service, status) in group { statuses[service] = status }
            return statuses
        }
        let missing = set.required.filter { !(statuses[$0]?.isGranted ?? false) }
        let errors = services.compactMap { service in
            texts.error(
                for: service, status: statuses[service] ?? .unreported, preferences: languages, deviceKind: subject.deviceKind)
        }
        let summary = texts.missingSummary(count: missing.count, preferences: languages)
        return RequirementVerdict(missingRequired: missing, errors: errors, summary: summary)
    }
}
