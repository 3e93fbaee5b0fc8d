import Foundation
import Permit
import Testing

/// The planner's rules, scenario by scenario, from the libraries whose designs it follows.
@Suite struct PromptPlanTests {
    /// 2026-11-20T10:00:00Z.
    static let answeredAt = Date(timeIntervalSince1970: 1_795_168_800)
    static let day: TimeInterval = 24 * 60 * 60

    /// Each step as "service action reason", for comparing whole plans at a glance.
    static func outline(_ plan: PromptPlan) -> [String] {
        plan.steps.map { "\($0.service.commandLineName) \($0.action.rawValue) \($0.reason.rawValue)" }
    }

    static func plan(
        _ flow: PromptFlow, _ statuses: [Service: AuthorizationStatus], answers: [Service: SoftAskAnswer] = [:],
        now: Date = answeredAt
    ) -> PromptPlan {
        PromptPlan(flow: flow, statuses: statuses, softAskAnswers: SoftAskAnswers(answers), now: now)
    }

    // MARK: ISHPermissionKit

    @Test func nothingToAskGivesNoNextStep() {
        let plan = Self.plan(
            PromptFlow(required: [.camera], optional: [.contacts, .health, .microphone, .photo]),
            [.camera: .granted, .contacts: .notDetermined, .health: .unserviced, .microphone: .denied, .photo: .restricted],
            answers: [.contacts: .never])
        #expect(Self.outline(plan) == [
            "camera none granted", "contacts skip declined-for-good", "health skip unsupported",
            "microphone open-settings denied", "photo skip restricted",
        ])
        #expect(plan.next == nil)
        #expect(plan.verdict == .ready)
    }

    @Test func askLaterWaitsOutTheIntervalThenAsksAgain() throws {
        let flow = PromptFlow(required: [.camera])
        let answers: [Service: SoftAskAnswer] = [.camera: .later(at: Self.answeredAt)]
        let waiting = Self.plan(flow, [.camera: .notDetermined], answers: answers, now: Self.answeredAt + 2 * Self.day)
        let step = try #require(waiting.steps.first)
        #expect(step.action == .wait)
        #expect(step.reason == .askedLater)
        #expect(step.askAgainAt == Self.answeredAt + 3 * Self.day)
        #expect(step.softAskAnswer == .later(at: Self.answeredAt))
        #expect(waiting.next == nil)
        #expect(waiting.verdict == .pending)

        let justBefore = Self.plan(flow, [.camera: .notDetermined], answers: answers, now: Self.answeredAt + 3 * Self.day - 1)
        #expect(justBefore.steps.first?.action == .wait)
        let again = Self.plan(flow, [.camera: .notDetermined], answers: answers, now: Self.answeredAt + 3 * Self.day)
        #expect(Self.outline(again) == ["camera soft-ask ask-again"])
        #expect(again.next?.service == .camera)
        #expect(again.steps.first?.askAgainAt == nil)
    }

    @Test func theReaskIntervalIsConfigurable() {
        let flow = PromptFlow(required: [.camera], reaskInterval: .seconds(3600))
        let answers: [Service: SoftAskAnswer] = [.camera: .later(at: Self.answeredAt)]
        #expect(Self.plan(flow, [:], answers: answers, now: Self.answeredAt + 1800).steps.first?.action == .wait)
        #expect(Self.plan(flow, [:], answers: answers, now: Self.answeredAt + 3600).steps.first?.action == .softAsk)
    }

    @Test func askLaterWithoutATimeMayBeAskedAgainAtOnce() {
        let plan = Self.plan(PromptFlow(required: [.contacts]), [.contacts: .notDetermined], answers: [.contacts: .later(at: nil)])
        #expect(Self.outline(plan) == ["contacts soft-ask ask-again"])
    }

    @Test func dontAskAgainIsSkippedAndBlocksWhenRequired() {
        let required = Self.plan(PromptFlow(required: [.camera]), [.camera: .notDetermined], answers: [.camera: .never])
        #expect(Self.outline(required) == ["camera skip declined-for-good"])
        #expect(required.verdict == .blocked)
        #expect(required.next == nil)
        let optional = Self.plan(
            PromptFlow(required: [.microphone], optional: [.camera]), [.microphone: .granted, .camera: .notDetermined],
            answers: [.camera: .never])
        #expect(optional.verdict == .ready)
    }

    @Test func theSystemsAnswerOutranksASoftAskAnswer() {
        let plan = Self.plan(
            PromptFlow(required: [.camera, .microphone]), [.camera: .granted, .microphone: .denied],
            answers: [.camera: .never, .microphone: .later(at: Self.answeredAt)])
        #expect(Self.outline(plan) == ["camera none granted", "microphone open-settings denied"])
    }

    // MARK: PermissionScope

    @Test func optionalPermissionsNeverBlock() {
        let plan = Self.plan(
            PromptFlow(required: [.camera], optional: [.microphone, .photo, .notifications]),
            [.camera: .granted, .microphone: .denied, .photo: .restricted, .notifications: .notDetermined])
        #expect(plan.verdict == .ready)
        #expect(plan.next?.service == .notifications)
        #expect(plan.next?.action == .softAsk)
        #expect(plan.steps.map(\.demand) == [.required, .optional, .optional, .optional])
    }

    @Test func aDeniedRequiredPermissionLeadsToSettingsAndBlocks() {
        let plan = Self.plan(
            PromptFlow(required: [.microphone, .camera], optional: [.photo]),
            [.microphone: .granted, .camera: .denied, .photo: .notDetermined])
        #expect(Self.outline(plan) == ["microphone none granted", "camera open-settings denied", "photo soft-ask not-determined"])
        #expect(plan.verdict == .blocked)
        #expect(plan.next?.service == .camera)
    }

    @Test func aPendingRequiredPermissionKeepsThePlanPending() {
        let plan = Self.plan(PromptFlow(required: [.camera, .microphone]), [.camera: .granted, .microphone: .notDetermined])
        #expect(plan.verdict == .pending)
        #expect(plan.next?.service == .microphone)
    }

    @Test func blockedOutranksPending() {
        let plan = Self.plan(PromptFlow(required: [.camera, .microphone]), [.camera: .notDetermined, .microphone: .restricted])
        #expect(plan.verdict == .blocked)
        #expect(plan.next?.service == .camera)
    }

    // MARK: MOVE SDK

    @Test func optionalPermissionsCanBeMadeMandatory() {
        let flow = PromptFlow(required: [.motion], optional: [.bluetooth, .health])
        let statuses: [Service: AuthorizationStatus] = [.motion: .granted, .bluetooth: .denied, .health: .granted]
        #expect(Self.plan(flow, statuses).verdict == .ready)
        let strict = Self.plan(flow.makingMandatory([.bluetooth]), statuses)
        #expect(strict.steps.map(\.demand) == [.required, .required, .optional])
        #expect(strict.verdict == .blocked)
        #expect(strict.next?.service == .bluetooth)
    }

    @Test func alwaysLocationIsAskedInTwoSteps() {
        let flow = PromptFlow(required: [.locationAlways, .motion])
        let first = Self.plan(flow, [.locationAlways: .notDetermined, .motion: .granted])
        #expect(Self.outline(first) == [
            "location-when-in-use soft-ask not-determined", "location-always wait after-when-in-use", "motion none granted",
        ])
        #expect(first.steps.first?.demand == .required)
        #expect(first.next?.service == .locationWhenInUse)
        #expect(first.verdict == .pending)

        let second = Self.plan(flow, [.locationWhenInUse: .granted, .locationAlways: .notDetermined, .motion: .granted])
        #expect(Self.outline(second) == [
            "location-when-in-use none granted", "location-always soft-ask not-determined", "motion none granted",
        ])
        #expect(second.next?.service == .locationAlways)

        let done = Self.plan(flow, [.locationAlways: .granted, .motion: .granted])
        #expect(Self.outline(done) == ["location-when-in-use none granted", "location-always none granted", "motion none granted"])
        #expect(done.verdict == .ready)
        #expect(done.next == nil)
    }

    @Test func alwaysLocationGrantedOnlyWhileInUseLeadsToSettings() {
        let plan = Self.plan(PromptFlow(required: [.locationAlways]), [.locationAlways: .whenInUseOnly])
        #expect(Self.outline(plan) == ["location-when-in-use none granted", "location-always open-settings needs-full-access"])
        #expect(plan.verdict == .blocked)
    }

    @Test func whileInUseComesBeforeAlwaysWhateverTheFlowsOrder() {
        let flow = PromptFlow([
            .init(.camera), .init(.locationAlways), .init(.locationWhenInUse, demand: .optional), .init(.camera, demand: .optional),
        ])
        let plan = Self.plan(flow, [:])
        #expect(plan.steps.map(\.service) == [.camera, .locationWhenInUse, .locationAlways])
        #expect(plan.steps.map(\.demand) == [.required, .required, .required])
        #expect(plan.steps.map(\.status) == [.unreported, .unreported, .unreported])
        #expect(Self.outline(plan).first == "camera soft-ask not-reported")
    }

    @Test func declinedWhileInUseBlocksARequiredAlways() {
        let plan = Self.plan(
            PromptFlow(required: [.locationAlways]), [.locationAlways: .notDetermined], answers: [.locationWhenInUse: .never])
        #expect(Self.outline(plan) == ["location-when-in-use skip declined-for-good", "location-always wait after-when-in-use"])
        #expect(plan.verdict == .blocked)
        #expect(plan.next == nil)
    }

    // MARK: Partial grants, switches, systems

    @Test(arguments: [
        (Service.photo, AuthorizationStatus.limited), (.contacts, .limited), (.notifications, .provisional),
        (.calendar, .writeOnly), (.locationWhenInUse, .reducedAccuracy),
    ])
    func partialGrantsPassUnlessTheStepNeedsFullAccess(service: Service, status: AuthorizationStatus) {
        let accepting = Self.plan(PromptFlow([.init(service)]), [service: status])
        #expect(Self.outline(accepting) == ["\(service.commandLineName) none granted-in-part"])
        #expect(accepting.verdict == .ready)
        let needing = Self.plan(PromptFlow([.init(service, needsFullAccess: true)]), [service: status])
        #expect(Self.outline(needing) == ["\(service.commandLineName) open-settings needs-full-access"])
        #expect(needing.verdict == .blocked)
        #expect(needing.next?.service == service)
        let optional = Self.plan(PromptFlow([.init(service, demand: .optional, needsFullAccess: true)]), [service: status])
        #expect(optional.steps.first?.action == .openSettings)
        #expect(optional.next == nil)
        #expect(optional.verdict == .ready)
    }

    /// Face ID "unserviced" is Face ID not set up, which the person does in Settings (the advice says so), as
    /// Location Services and Bluetooth turned off; a device without Health, a Nearby Interaction chip or a camera
    /// cannot be helped.
    @Test func switchesThePersonControlsLeadToSettingsOthersAreSkipped() {
        let plan = Self.plan(
            PromptFlow(required: [.locationWhenInUse, .bluetooth, .health, .faceID, .nearbyInteraction, .camera]),
            [.locationWhenInUse: .unserviced, .bluetooth: .unserviced, .health: .unserviced, .faceID: .unserviced,
             .nearbyInteraction: .unserviced, .camera: .unserviced])
        #expect(Self.outline(plan) == [
            "location-when-in-use open-settings switched-off", "bluetooth open-settings switched-off",
            "health skip unsupported", "face-id open-settings switched-off", "nearby-interaction skip unsupported",
            "camera skip unsupported",
        ])
        #expect(plan.verdict == .blocked)
    }

    @Test func tooOldASystemIsSkippedAndBlocksWhenRequired() {
        let plan = Self.plan(PromptFlow(required: [.tracking], optional: [.focusStatus]), [.tracking: .lowVersion, .focusStatus: .lowVersion])
        #expect(Self.outline(plan) == ["tracking skip system-too-old", "focus-status skip system-too-old"])
        #expect(plan.verdict == .blocked)
        #expect(plan.next == nil)
    }

    @Test func withoutSoftAsksTheSystemAsksAtOnceButAnswersAreHonoured() {
        let flow = PromptFlow(required: [.camera, .microphone, .contacts], softAsks: false)
        let plan = Self.plan(
            flow, [.camera: .notDetermined, .microphone: .notDetermined, .contacts: .notDetermined],
            answers: [.microphone: .later(at: Self.answeredAt), .contacts: .never], now: Self.answeredAt + Self.day)
        #expect(Self.outline(plan) == [
            "camera system-prompt not-determined", "microphone wait asked-later", "contacts skip declined-for-good",
        ])
    }

    @Test func theCallDirectoryHasNoSystemPrompt() {
        let softly = Self.plan(PromptFlow(required: [.callDirectory]), [.callDirectory: .notDetermined])
        #expect(Self.outline(softly) == ["call-directory soft-ask no-system-prompt"])
        #expect(softly.verdict == .pending)
        let directly = Self.plan(PromptFlow(required: [.callDirectory], softAsks: false), [.callDirectory: .notDetermined])
        #expect(Self.outline(directly) == ["call-directory open-settings no-system-prompt"])
        #expect(directly.verdict == .pending)
        #expect(directly.next?.service == .callDirectory)
        let optional = Self.plan(PromptFlow(required: [], optional: [.callDirectory], softAsks: false), [:])
        #expect(optional.next?.service == .callDirectory)
    }

    // MARK: Every service at once

    @Test func aFlowOfEveryServiceNotAskedYet() {
        let statuses = Dictionary(uniqueKeysWithValues: Service.allCases.map { ($0, AuthorizationStatus.notDetermined) })
        let plan = Self.plan(PromptFlow(required: Service.allCases), statuses)
        #expect(plan.steps.count == 24)
        #expect(plan.steps.map(\.service) == Service.allCases)
        for step in plan.steps {
            switch step.service {
            case .locationAlways: #expect(step.action == .wait && step.reason == .afterWhenInUse)
            case .callDirectory: #expect(step.action == .softAsk && step.reason == .noSystemPrompt)
            default: #expect(step.action == .softAsk && step.reason == .notDetermined, "\(step.service)")
            }
        }
        #expect(plan.verdict == .pending)
        #expect(plan.next?.service == .locationWhenInUse)

        let direct = Self.plan(PromptFlow(required: Service.allCases, softAsks: false), statuses)
        #expect(direct.steps.filter { $0.action == .systemPrompt }.count == 22)
        #expect(direct.steps.last?.action == .openSettings)
    }

    @Test func aFlowOfEveryServiceGranted() {
        let statuses = Dictionary(uniqueKeysWithValues: Service.allCases.map { ($0, AuthorizationStatus.granted) })
        let plan = Self.plan(PromptFlow(required: Array(Service.allCases.reversed())), statuses)
        #expect(plan.steps.allSatisfy { $0.action == .proceed && $0.reason == .granted })
        #expect(plan.verdict == .ready)
        #expect(plan.next == nil)
        // Reversed, Always comes before While Using: While Using moves in front of it.
        let always = plan.steps.firstIndex { $0.service == .locationAlways }
        let whenInUse = plan.steps.firstIndex { $0.service == .locationWhenInUse }
        #expect(whenInUse.map { $0 + 1 } == always)
    }

    @Test func anEmptyFlowIsReady() {
        let plan = Self.plan(PromptFlow(required: []), [:])
        #expect(plan.steps.isEmpty && plan.verdict == .ready && plan.next == nil)
    }

    @Test func everyReasonExplainsItselfInEnglish() {
        #expect(Set(PromptReason.allCases.map(\.explanation)).count == PromptReason.allCases.count)
        #expect(PromptReason.allCases.allSatisfy { $0.explanation.hasSuffix(".") && $0.explanation.count > 20 })
    }
}

/// The plan on top of a manager: statuses as the manager resolves them, nothing requested.
@Suite struct ManagerPromptPlanTests {
    @Test func theManagersStatusesArePlannedWithoutRequestingAccess() async throws {
        let probe = ScriptedProbe([.camera: .notDetermined, .microphone: .denied], afterRequest: [.camera: .granted])
        let manager = AuthorizationManager(probe: probe)
        let plan = try await manager.plan(
            PromptFlow(required: [.camera, .microphone], optional: [.photo]), for: Subject(id: "phone"))
        #expect(PromptPlanTests.outline(plan) == [
            "camera soft-ask not-determined", "microphone open-settings denied", "photo soft-ask not-reported",
        ])
        #expect(probe.requestCalls.load(ordering: .relaxed) == 0)
    }

    @Test func tooOldASystemComesFromTheVersionGate() async throws {
        let manager = AuthorizationManager(
            probe: ProbeChain([SystemVersionGate(), FixedStatusProbe([.tracking: .notDetermined, .health: .notDetermined])]))
        let plan = try await manager.plan(
            PromptFlow(required: [.tracking, .health]),
            for: Subject(id: "ipad", systemVersion: SystemVersion(13), deviceKind: .iPad))
        #expect(PromptPlanTests.outline(plan) == ["tracking skip system-too-old", "health skip system-too-old"])
        #expect(plan.verdict == .blocked)
    }

    @Test func whileInUseIsReadFromAlwaysWhenOnlyThatIsReported() async throws {
        let manager = AuthorizationManager(probe: FixedStatusProbe([.locationAlways: .whenInUseOnly]))
        let plan = try await manager.plan(PromptFlow(required: [.locationAlways]), for: Subject(id: "phone"))
        #expect(plan.steps.map(\.status) == [.granted, .whenInUseOnly])
    }

    @Test func ledgerAnswersFeedThePlan() async throws {
        let ledger = SoftAskLedger()
        let now = PromptPlanTests.answeredAt
        try await ledger.record(.later(at: now), for: .camera, subjectID: "phone")
        let manager = AuthorizationManager(probe: FixedStatusProbe([.camera: .notDetermined]))
        let plan = try await manager.plan(
            PromptFlow(required: [.camera]), for: Subject(id: "phone"), softAskAnswers: try await ledger.answers(for: "phone"),
            now: now.addingTimeInterval(60))
        #expect(PromptPlanTests.outline(plan) == ["camera wait asked-later"])
    }
}
