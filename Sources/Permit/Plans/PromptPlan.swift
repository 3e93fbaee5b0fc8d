public import Foundation

/// Which permission to ask for next, and how, for a subject and a flow: every step with what to do and why, the
/// step that needs the person next, and whether the app may go on.
///
/// A plan is a pure function of the statuses, the soft-ask answers, the time and the flow (see
/// `init(flow:statuses:softAskAnswers:now:)`), so a server computes the same flow for every client of a device.
/// `AuthorizationManager.plan(_:for:softAskAnswers:now:)` takes the statuses from a manager; `PermitTexts`
/// writes what to show for a step (`texts(for:preferences:message:)`).
public struct PromptPlan: Hashable, Sendable {
    /// One step: a service, its status, and what to do about it.
    public struct Step: Hashable, Sendable {
        /// The service.
        public var service: Service
        /// Whether the feature needs it.
        public var demand: PromptFlow.Demand
        /// The system's status (`none` when nothing was reported).
        public var status: AuthorizationStatus
        /// The person's answer to an earlier soft ask, if any.
        public var softAskAnswer: SoftAskAnswer?
        /// What to do.
        public var action: PromptAction
        /// Why.
        public var reason: PromptReason
        /// For a step that waits after "ask me later", when it may be asked again.
        public var askAgainAt: Date?

        /// Whether the step needs the person now: a soft ask or a system prompt, or Settings for a required step
        /// (optional steps refused or granted in part never nag) or for a service only Settings turns on.
        public var needsThePerson: Bool {
            switch action {
            case .softAsk, .systemPrompt: true
            case .openSettings: demand == .required || reason == .noSystemPrompt
            case .proceed, .wait, .skip: false
            }
        }
    }

    /// The steps, in the flow's order, While Using location before Always.
    public var steps: [Step]
    /// Whether the app may go on.
    public var verdict: PromptVerdict

    /// The first step that needs the person now, or `nil` when none can be asked (as ISHPermissionKit's presenter
    /// returns nothing when every permission of its sequence is granted, declined or unsupported).
    public var next: Step? { steps.first(where: \.needsThePerson) }
}
