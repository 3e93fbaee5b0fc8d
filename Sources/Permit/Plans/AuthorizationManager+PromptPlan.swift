public import Foundation

extension AuthorizationManager {
    /// The plan of `flow` for `subject` at `now`, with the statuses this manager resolves (`status(of:for:)`,
    /// so nothing is requested) and the person's soft-ask answers: `softAskAnswers` when given, else what the
    /// manager's `softAskLedger` holds for the subject (the reports recorded through `record(_:in:)` and the
    /// answers recorded with `recordSoftAskAnswer(_:for:subjectID:)`).
    public func plan(
        _ flow: PromptFlow, for subject: Subject, softAskAnswers: SoftAskAnswers? = nil, now: Date = Date()
    ) async throws -> PromptPlan {
        let answers: SoftAskAnswers
        if let softAskAnswers {
            answers = softAskAnswers
        } else {
            answers = try await softAskLedger.answers(for: subject.id)
        }
        let services = flow.plannedSteps.map(\.service)
        let statuses = try await withThrowingTaskGroup(of: (Service, AuthorizationStatus).self) { group in
            for service in services {
                group.addTask { (service, try await self.status(of: service, for: subject)) }
            }
            var statuses: [Service: AuthorizationStatus] = [:]
            for try await (service, status) in group where status != .unreported { statuses[service] = status }
            return statuses
        }
        return PromptPlan(flow: flow, statuses: statuses, softAskAnswers: answers, now: now)
    }
}

extension AuthorizationManager {
    /// Records what the person answered to the app's soft ask for `service` ("Not Now", "Don't Ask Again"), for
    /// the plans made afterwards.
    ///
    /// - Throws: The store's error when it could not record the answer.
    public nonisolated func recordSoftAskAnswer(
        _ answer: SoftAskAnswer, for service: Service, subjectID: String
    ) async throws {
        try await softAskLedger.record(answer, for: service, subjectID: subjectID)
    }
}
