public import Foundation

extension PromptPlan {
    /// Plans `flow` from a subject's statuses and soft-ask answers at `now`.
    ///
    /// The rules, for each step in turn:
    /// - granted: `none`; granted in part: `none`, or `openSettings` when the step needs full access (Always
    ///   location granted only while in use always does);
    /// - denied: `openSettings`; restricted: `skip`; too old a system: `skip`; switched off: `openSettings` for a
    ///   switch the person controls (Location Services, Bluetooth), `skip` for a service the device lacks;
    /// - not determined, or not reported: `skip` after "don't ask again"; `wait` after "ask me later" until
    ///   `flow.reaskInterval` has passed since; for Always location, `wait` until While Using is granted; for
    ///   the call directory (no system prompt), `softAsk` leading to Settings, or `openSettings` without soft
    ///   asks; otherwise `softAsk`, or `systemPrompt` without soft asks.
    ///
    /// A status missing from `statuses` is `none`, except While Using location, which is read from Always
    /// location's when only that is reported (granted while in use, or always, grants it).
    ///
    /// The verdict: `blocked` when a required step is skipped or sent to Settings (the call directory's first
    /// ask aside), else `pending` when one is not granted, else `ready`.
    public init(
        flow: PromptFlow, statuses: [Service: AuthorizationStatus], softAskAnswers: SoftAskAnswers = SoftAskAnswers(),
        now: Date
    ) {
        var steps: [Step] = []
        var isWhenInUseGranted = false
        for flowStep in flow.plannedSteps {
            let service = flowStep.service
            let status = statuses[service] ?? Self.reportedStatus(of: service, in: statuses)
            let answer = softAskAnswers[service]
            let (action, reason, askAgainAt) = Self.decision(
                for: flowStep, status: status, answer: answer, flow: flow, now: now,
                isWhenInUseGranted: isWhenInUseGranted)
            if service == .locationWhenInUse { isWhenInUseGranted = action == .proceed }
            steps.append(
                Step(
                    service: service, demand: flowStep.demand, status: status, softAskAnswer: answer, action: action,
                    reason: reason, askAgainAt: askAgainAt))
        }
        self.steps = steps
        verdict = Self.verdict(of: steps)
    }

    /// The action for a step in a status, and why; for a wait after "ask me later", when to ask again.
    private static func decision(
        for step: PromptFlow.Step, status: AuthorizationStatus, answer: SoftAskAnswer?, flow: PromptFlow, now: Date,
        isWhenInUseGranted: Bool
    ) -> (PromptAction, PromptReason, Date?) {
        switch status {
        case .granted:
            return (.proceed, .granted, nil)
        case .limited, .provisional, .reducedAccuracy, .writeOnly, .whenInUseOnly:
            let needsFullAccess = step.needsFullAccess || status == .whenInUseOnly
            return needsFullAccess ? (.openSettings, .needsFullAccess, nil) : (.proceed, .grantedInPart, nil)
        case .denied:
            return (.openSettings, .denied, nil)
        case .restricted:
            return (.skip, .restricted, nil)
        case .lowVersion:
            return (.skip, .systemTooOld, nil)
        case .unserviced:
            return step.service.facts.isUnservicedByThePersonsSwitch
                ? (.openSettings, .switchedOff, nil) : (.skip, .unsupported, nil)
        case .notDetermined, .unreported:
            return undecidedStep(
                service: step.service, status: status, answer: answer, flow: flow, now: now,
                isWhenInUseGranted: isWhenInUseGranted)
        }
    }

    /// A status for `service` read from another reported one: While Using location from Always location.
    private static func reportedStatus(of service: Service, in statuses: [Service: AuthorizationStatus])
        -> AuthorizationStatus
    {
        guard service == .locationWhenInUse, let always = statuses[.locationAlways] else { return .unreported }
        return always == .whenInUseOnly ? .granted : always
    }

    /// The action for a service the system has not decided: from the soft-ask answer, the flow and the time.
    private static func undecidedStep(
        service: Service, status: AuthorizationStatus, answer: SoftAskAnswer?, flow: PromptFlow, now: Date,
        isWhenInUseGranted: Bool
    ) -> (PromptAction, PromptReason, Date?) {
        var reason: PromptReason = status == .unreported ? .notReported : .notDetermined
        switch answer {
        case .never:
            return (.skip, .declinedForGood, nil)
        case .later(let time?):
            let askAgainAt = time.addingTimeInterval(flow.reaskInterval / .seconds(1))
            if now < askAgainAt { return (.wait, .askedLater, askAgainAt) }
            reason = .askAgain
        case .later(nil):
            reason = .askAgain
        case nil:
            break
        }
        if service == .locationAlways && !isWhenInUseGranted { return (.wait, .afterWhenInUse, nil) }
        if service == .callDirectory { return (flow.softAsks ? .softAsk : .openSettings, .noSystemPrompt, nil) }
        return (flow.softAsks ? .softAsk : .systemPrompt, reason, nil)
    }

    private static func verdict(of steps: [Step]) -> PromptVerdict {
        var verdict = PromptVerdict.ready
        for step in steps where step.demand == .required {
            switch step.action {
            case .proceed:
                continue
            case .skip:
                return .blocked
            case .openSettings where step.reason != .noSystemPrompt:
                return .blocked
            case .openSettings, .softAsk, .systemPrompt, .wait:
                verdict = .pending
            }
        }
        return verdict
    }
}
