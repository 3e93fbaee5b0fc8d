/// The permissions a feature asks for, in the order to ask them, and how: each required or optional, whether
/// the app shows its own explanation first (a soft ask), and how long to wait after "ask me later".
///
/// ```swift
/// let flow = PromptFlow(required: [.locationAlways, .motion], optional: [.bluetooth, .health])
///     .makingMandatory([.bluetooth])
/// ```
public struct PromptFlow: Hashable, Sendable {
    /// How much a step matters to the feature.
    public enum Demand: String, Hashable, Sendable, Codable, CaseIterable {
        /// The feature cannot work without it: it decides the plan's verdict.
        case required
        /// The feature uses it when it may: it never blocks.
        case optional
    }

    /// One permission of the flow.
    public struct Step: Hashable, Sendable {
        /// The service asked for.
        public var service: Service
        /// Whether the feature needs it.
        public var demand: Demand
        /// Whether a partial grant (limited photos or contacts, provisional notifications, approximate location,
        /// write-only calendars) falls short, so that the person is sent to Settings to widen it.
        public var needsFullAccess: Bool

        /// Creates a step.
        public init(_ service: Service, demand: Demand = .required, needsFullAccess: Bool = false) {
            self.service = service
            self.demand = demand
            self.needsFullAccess = needsFullAccess
        }
    }

    /// How long a plan waits after "ask me later" by default: three days.
    public static let defaultReaskInterval = Duration.seconds(3 * 24 * 60 * 60)

    /// The steps, in the order to ask them.
    public var steps: [Step]
    /// Whether the app shows its own explanation before the system asks (on by default). Off, a not-determined
    /// service goes straight to the system's prompt; answers the person gave earlier are still honoured.
    public var softAsks: Bool
    /// How long to wait after "ask me later" before asking again.
    public var reaskInterval: Duration

    /// Creates a flow of steps.
    public init(_ steps: [Step], softAsks: Bool = true, reaskInterval: Duration = defaultReaskInterval) {
        self.steps = steps
        self.softAsks = softAsks
        self.reaskInterval = reaskInterval
    }

    /// Creates a flow that asks for the required services, then the optional ones, each in the order given; a
    /// service named in both is required.
    public init(
        required: [Service], optional: [Service] = [], softAsks: Bool = true,
        reaskInterval: Duration = defaultReaskInterval
    ) {
        self.init(
            required.map { Step($0) } + optional.filter { !required.contains($0) }.map { Step($0, demand: .optional) },
            softAsks: softAsks, reaskInterval: reaskInterval)
    }

    /// The flow with the steps of `services` made required (the MOVE SDK's options that make optional
    /// permissions mandatory).
    public func makingMandatory(_ services: some Sequence<Service>) -> PromptFlow {
        let mandatory = Set(services)
        var flow = self
        for index in flow.steps.indices where mandatory.contains(flow.steps[index].service) {
            flow.steps[index].demand = .required
        }
        return flow
    }

    /// The steps a plan has: each service once, at its first place, required if any of its steps is and needing
    /// full access if any of them does; and While Using location before Always (added when the flow lacks it,
    /// moved when it comes later), required when Always is, as iOS asks in those two steps.
    var plannedSteps: [Step] {
        var merged: [Service: Step] = [:]
        var order: [Service] = []
        for step in steps {
            if var existing = merged[step.service] {
                if step.demand == .required { existing.demand = .required }
                existing.needsFullAccess = existing.needsFullAccess || step.needsFullAccess
                merged[step.service] = existing
            } else {
                merged[step.service] = step
                order.append(step.service)
            }
        }
        if let always = merged[.locationAlways], let alwaysIndex = order.firstIndex(of: .locationAlways) {
            var whenInUse = merged[.locationWhenInUse] ?? Step(.locationWhenInUse, demand: always.demand)
            if always.demand == .required { whenInUse.demand = .required }
            merged[.locationWhenInUse] = whenInUse
            if let whenInUseIndex = order.firstIndex(of: .locationWhenInUse) {
                if whenInUseIndex > alwaysIndex {
                    order.remove(at: whenInUseIndex)
                    order.insert(.locationWhenInUse, at: alwaysIndex)
                }
            } else {
                order.insert(.locationWhenInUse, at: alwaysIndex)
            }
        }
        return order.compactMap { merged[$0] }
    }
}
