public import Foundation

extension AuthorizationManager {
    /// The plan of `flow` for `subject` at `now`, with the statuses this manager resolves (`status(of:for:)`,
    /// so nothing is requested) and the person's soft-ask answers (from a `SoftAskLedger` or a snapshot).
    public func plan(
        _ flow: PromptFlow, for subject: Subject, softAskAnswers: SoftAskAnswers = SoftAskAnswers(), now: Date = Date()
    ) async throws -> PromptPlan {
        let services = flow.plannedSteps.map(\.service)
        let statuses = try await withThrowingTaskGroup(of: (Service, AuthorizationStatus).self) { group in
            for service in services {
                group.addTask { (service, try await self.status(of: service, for: subject)) }
            }
            var statuses: [Service: AuthorizationStatus] = [:]
            for try await (service, status) in group where status != .none { statuses[service] = status }
            return statuses
        }
        return PromptPlan(flow: flow, statuses: statuses, softAskAnswers: softAskAnswers, now: now)
    }
}
