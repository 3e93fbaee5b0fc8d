import Foundation

/// A prompt plan as clients receive it: names instead of enums, and for each step that shows something its
/// localized title, message and buttons. `permit plan --format json` and permit-server's plan endpoint print it.
public struct LocalizedPromptPlan: Hashable, Sendable, Encodable {
    /// One step.
    public struct Step: Hashable, Sendable, Encodable {
        /// The service's name.
        public var service: String
        /// `required` or `optional`.
        public var demand: String
        /// The status's name.
        public var status: String
        /// The action's name (`soft-ask`, `open-settings`...).
        public var action: String
        /// The reason's name.
        public var reason: String
        /// The reason in English, for developers.
        public var explanation: String
        /// When a waiting step may be asked again (ISO 8601).
        public var askAgainAt: String?
        /// The localized title, for soft asks and Settings.
        public var title: String?
        /// The localized message.
        public var message: String?
        /// The localized buttons.
        public var buttons: [PromptTexts.Button]?
        /// The localization of the texts.
        public var localization: String?

        init(step: PromptPlan.Step, texts: PromptTexts?) {
            service = step.service.commandLineName
            demand = step.demand.rawValue
            status = step.status.commandLineName
            action = step.action.rawValue
            reason = step.reason.rawValue
            explanation = step.reason.explanation
            askAgainAt = step.askAgainAt?.formatted(.iso8601)
            title = texts?.title
            message = texts?.message
            buttons = texts?.buttons
            localization = texts?.localization
        }
    }

    /// `ready`, `pending` or `blocked`.
    public var verdict: String
    /// The step that needs the person next, or `nil` when none can be asked.
    public var next: Step?
    /// Every step, in the flow's order.
    public var steps: [Step]

    /// `plan` with the texts of its steps in the best localization for `preferences`.
    public init(_ plan: PromptPlan, texts: PermitTexts, preferences: [String]) {
        steps = plan.steps.map { Step(step: $0, texts: texts.texts(for: $0, preferences: preferences)) }
        verdict = plan.verdict.rawValue
        next = plan.next.flatMap { next in steps.first { $0.service == next.service.commandLineName } }
    }

    private enum CodingKeys: String, CodingKey {
        case verdict, next, steps
    }

    /// Writes `next` as `null` when there is none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(verdict, forKey: .verdict)
        try container.encode(next, forKey: .next)
        try container.encode(steps, forKey: .steps)
    }
}
